'use client';

import { InputNumber } from 'antd';
import { useTranslations } from 'next-intl';
import { ESTIMATED_WEIGHT_MAX, ESTIMATED_WEIGHT_MIN } from '@/lib/contract/transhipment-order-rules';
import { FormSection } from '@/components/combined-order/submit/form-section';
import styles from '@/components/ui/form/order-form.module.css';
import own from './transhipment.module.css';

interface EstimatedWeightFieldProps {
  /** kg; null while empty. */
  value: number | null;
  onChange(value: number | null): void;
  onBlur(): void;
  error?: string;
  disabled: boolean;
}

const INPUT_ID = 'transhipment-estimatedWeight';
const HINT_ID = 'transhipment-estimatedWeight-hint';

/** Step 2, only for a parcel not weighed yet: the customer's estimate (kg), which the quote uses until the weighing. */
export function EstimatedWeightField({ value, onChange, onBlur, error, disabled }: EstimatedWeightFieldProps) {
  const t = useTranslations('transhipmentOrderSubmit.weight');
  return (
    <FormSection field="estimatedWeight" title={t('title')} error={error} disabled={disabled}>
      <div className={styles.field}>
        <label htmlFor={INPUT_ID} className={styles.label}>
          {t('label')} <span aria-hidden="true">*</span>
        </label>
        <InputNumber<number>
          id={INPUT_ID}
          className={own.weight}
          value={value}
          min={ESTIMATED_WEIGHT_MIN}
          max={ESTIMATED_WEIGHT_MAX}
          step={0.1}
          precision={2}
          suffix="kg"
          inputMode="decimal"
          required
          disabled={disabled}
          status={error ? 'error' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${HINT_ID} waybill-estimatedWeight-error` : HINT_ID}
          onChange={(next) => onChange(typeof next === 'number' ? next : null)}
          onBlur={onBlur}
        />
        <p id={HINT_ID} className={styles.hint}>
          {t('hint', { min: ESTIMATED_WEIGHT_MIN, max: ESTIMATED_WEIGHT_MAX })}
        </p>
      </div>
    </FormSection>
  );
}
