'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { formatNumber } from '@/lib/format/number';
import { EstimatedWeightSection } from '@/components/combined-order/submit/estimated-weight-section';
import { FormSection } from '@/components/combined-order/submit/form-section';
import styles from '@/components/ui/form/order-form.module.css';
import { ORDER_WEIGHT_MAX, ORDER_WEIGHT_MIN } from './order-values';

interface OrderWeightProps {
  /** kg; null while empty. */
  value: number | null;
  onChange(value: number | null): void;
  onBlur(): void;
  /** The warehouse's answer to an enquiry set it. */
  fixed: boolean;
  error?: string;
  disabled: boolean;
}

/** kg typed → a number rounded to 2 places (the schema's precision), or null when empty or not a number. */
const kgOf = (typed: string) => {
  const kg = typed.trim() === '' ? NaN : Number(typed);
  return Number.isFinite(kg) ? Math.round(kg * 100) / 100 : null;
};

/** The whole order's estimated weight (kg): the quote uses it until the warehouse weighs the packed box. */
export function OrderWeight({ value, onChange, onBlur, fixed, error, disabled }: OrderWeightProps) {
  const t = useTranslations('shipForMeOrder.weight');
  // As typed ("2." on its way to "2.5"); the form keeps the number.
  const [text, setText] = useState(value === null ? '' : String(value));
  if (fixed) {
    return (
      <FormSection field="estimatedWeight" title={t('title')} error={error}>
        <p className={styles.strong} data-testid="fixed-weight">
          {t('kg', { value: formatNumber(value ?? 0, 2) })}
        </p>
        <p className={styles.hint}>{t('fromAnswer')}</p>
      </FormSection>
    );
  }
  return (
    <EstimatedWeightSection
      title={t('title')}
      label={t('label')}
      hint={t('hint', { min: ORDER_WEIGHT_MIN, max: ORDER_WEIGHT_MAX })}
      inputId="order-estimatedWeight"
      error={error}
      disabled={disabled}
    >
      {(control) => (
        <input
          {...control}
          className={`${styles.input} ${styles.short}`}
          type="number"
          inputMode="decimal"
          min={ORDER_WEIGHT_MIN}
          max={ORDER_WEIGHT_MAX}
          step={0.01}
          value={text}
          required
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
