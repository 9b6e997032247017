'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { ESTIMATED_WEIGHT_MAX, ESTIMATED_WEIGHT_MIN } from '@/lib/contract/transhipment-order-rules';
import { EstimatedWeightSection } from '@/components/combined-order/submit/estimated-weight-section';
import styles from '@/components/ui/form/order-form.module.css';

interface EstimatedWeightFieldProps {
  /** kg; null while empty. */
  value: number | null;
  onChange(value: number | null): void;
  onBlur(): void;
  error?: string;
  disabled: boolean;
}

/** kg typed → a number rounded to 2 places (the contract's precision), or null when empty or not a number. */
const kgOf = (typed: string) => {
  const kg = typed.trim() === '' ? NaN : Number(typed);
  return Number.isFinite(kg) ? Math.round(kg * 100) / 100 : null;
};

/**
 * Step 2, only for a parcel not weighed yet: the customer's estimate (kg), which the quote uses until the weighing.
 * A native number input (a phone shows its decimal keypad); a saved estimate shows with its 2 decimals.
 */
export function EstimatedWeightField({ value, onChange, onBlur, error, disabled }: EstimatedWeightFieldProps) {
  const t = useTranslations('transhipmentOrderSubmit.weight');
  // As typed ("2." on its way to "2.5"); the form keeps the number.
  const [text, setText] = useState(value === null ? '' : value.toFixed(2));
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
        <input
          {...control}
          className={`${styles.input} ${styles.short}`}
          type="number"
          inputMode="decimal"
          min={ESTIMATED_WEIGHT_MIN}
          max={ESTIMATED_WEIGHT_MAX}
          step={0.01}
          value={text}
          required
          disabled={disabled}
          onChange={(event) => {
            setText(event.target.value);
            onChange(kgOf(event.target.value));
          }}
          onBlur={onBlur}
        />
      )}
    </EstimatedWeightSection>
  );
}
