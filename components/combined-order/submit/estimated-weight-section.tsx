import type { ReactNode } from 'react';
import styles from '@/components/ui/form/order-form.module.css';
import { FormSection } from './form-section';

/** What ties the control to its label, hint and message. */
interface WeightControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string;
}

interface EstimatedWeightSectionProps {
  title: string;
  label: string;
  /** The allowed range, under the control. */
  hint: string;
  /** The control's id; the hint's is `<id>-hint`. */
  inputId: string;
  error?: string;
  disabled: boolean;
  /** The control (kg), given its id and the attributes that describe it. */
  children(control: WeightControlProps): ReactNode;
}

/** The estimated weight (kg) the quote uses until the weighing: a required control in its own section, with its hint and message. */
export function EstimatedWeightSection({ title, label, hint, inputId, error, disabled, children }: EstimatedWeightSectionProps) {
  const hintId = `${inputId}-hint`;
  return (
    <FormSection field="estimatedWeight" title={title} error={error} disabled={disabled}>
      <div className={styles.field}>
        <label htmlFor={inputId} className={styles.label}>
          {label} <span aria-hidden="true">*</span>
        </label>
        {children({ id: inputId, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${hintId} waybill-estimatedWeight-error` : hintId })}
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      </div>
    </FormSection>
  );
}
