'use client';

import { useTranslations } from 'next-intl';
import { ESTIMATED_WEIGHT_MAX, ESTIMATED_WEIGHT_MIN } from '@/lib/contract/transhipment-order-rules';
import { EstimatedWeightSection } from '@/components/combined-order/submit/estimated-weight-section';
import { KgInput } from '@/components/ui/form/kg-input';

interface EstimatedWeightFieldProps {
  /** kg; null while empty. */
  value: number | null;
  onChange(value: number | null): void;
  onBlur(): void;
  error?: string;
  disabled: boolean;
}

/**
 * Step 2, only for a parcel not weighed yet: the customer's estimate (kg), which the quote uses until the weighing.
 * A native number input (a phone shows its decimal keypad); a saved estimate shows with its 2 decimals.
 */
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
        <KgInput
          {...control}
          min={ESTIMATED_WEIGHT_MIN}
          max={ESTIMATED_WEIGHT_MAX}
          value={value}
          format={(kg) => kg.toFixed(2)}
          disabled={disabled}
          onChange={onChange}
          onBlur={onBlur}
        />
      )}
    </EstimatedWeightSection>
  );
}
