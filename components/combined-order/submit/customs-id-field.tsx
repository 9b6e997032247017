'use client';

import { useTranslations } from 'next-intl';
import { LabelledField } from '@/components/ui/form/labelled-field';
import styles from '@/components/ui/form/order-form.module.css';

interface CustomsIdFieldProps {
  /** The destination's rule (CombinedOrderDraft.customsId). */
  rule: { country: string; example: string };
  value: string;
  onChange(value: string): void;
  onBlur(): void;
  error?: string;
  disabled: boolean;
}

/** The recipient's customs ID some destinations need: required, the format's example as placeholder. */
export function CustomsIdField({ rule, value, onChange, onBlur, error, disabled }: CustomsIdFieldProps) {
  const t = useTranslations('combinedOrderSubmit.customs');
  const hintId = 'waybill-customsId-hint';
  const errorId = 'waybill-customsId-error';
  return (
    <LabelledField
      htmlFor="waybill-customsId"
      label={
        <>
          {t('label')} <span aria-hidden="true">*</span>
        </>
      }
      look={styles}
      data-field="customsId"
    >
      <input
        id="waybill-customsId"
        className={styles.input}
        value={value}
        placeholder={rule.example}
        maxLength={32}
        autoComplete="off"
        required
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      <p id={hintId} className={styles.hint}>
        {t('hint', { country: rule.country, example: rule.example })}
      </p>
      {error ? (
        <p id={errorId} role="alert" className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </LabelledField>
  );
}
