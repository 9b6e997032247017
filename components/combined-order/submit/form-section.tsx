import type { ReactNode } from 'react';
import styles from '@/components/ui/form/order-form.module.css';

interface FormSectionProps {
  /** The field it holds (`methodId` …): names the error message. */
  field: string;
  title: ReactNode;
  /** The message of the field (the client's check or the server's), shown under it. */
  error?: string | null;
  disabled?: boolean;
  children: ReactNode;
}

/** One part of the submit form: a fieldset with its legend and, when there is one, its field's message. */
export function FormSection({ field, title, error, disabled, children }: FormSectionProps) {
  const errorId = `waybill-${field}-error`;
  return (
    <fieldset className={styles.section} disabled={disabled} aria-describedby={error ? errorId : undefined} data-field={field}>
      <legend className={styles.legend}>{title}</legend>
      {children}
      {error ? (
        <p id={errorId} role="alert" className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
