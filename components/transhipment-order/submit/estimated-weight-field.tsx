'use client';

import { InputNumber } from 'antd';
import '@/components/providers/antd/input-number.css';
import { useTranslations } from 'next-intl';
import { ESTIMATED_WEIGHT_MAX, ESTIMATED_WEIGHT_MIN } from '@/lib/contract/transhipment-order-rules';
import { EstimatedWeightSection } from '@/components/combined-order/submit/estimated-weight-section';
import own from './transhipment.module.css';

interface EstimatedWeightFieldProps {
  /** kg; null while empty. */
  value: number | null;
  onChange(value: number | null): void;
  onBlur(): void;
  error?: string;
  disabled: boolean;
}

/** Step 2, only for a parcel not weighed yet: the customer's estimate (kg), which the quote uses until the weighing. */
export function EstimatedWeightField({ value, onChange, onBlur, error, disabled }: EstimatedWeightFieldProps) {
  const t = useTranslations('transhipmentOrderSubmit.weight');
  return (
    <EstimatedWeightSection
      title={t('title')}
      label={t('label')}
      hint={t('hint', { min: ESTIMATED_WEIGHT_MIN, max: ESTIMATED_WEIGHT_MAX })}
      inputId="transhipment-estimatedWeight"
      error={error}
      disabled={disabled}
    >
      {(control) => (
        <InputNumber<number>
          {...control}
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
          onChange={(next) => onChange(typeof next === 'number' ? next : null)}
          onBlur={onBlur}
        />
      )}
    </EstimatedWeightSection>
  );
}
