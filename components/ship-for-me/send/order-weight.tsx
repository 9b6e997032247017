'use client';

import { useTranslations } from 'next-intl';
import { formatNumber } from '@/lib/format/number';
import { EstimatedWeightSection } from '@/components/combined-order/submit/estimated-weight-section';
import { FormSection } from '@/components/combined-order/submit/form-section';
import { KgInput } from '@/components/ui/form/kg-input';
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

/** The whole order's estimated weight (kg): the quote uses it until the warehouse weighs the packed box. */
export function OrderWeight({ value, onChange, onBlur, fixed, error, disabled }: OrderWeightProps) {
  const t = useTranslations('shipForMeOrder.weight');
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
      {(control) => <KgInput {...control} min={ORDER_WEIGHT_MIN} max={ORDER_WEIGHT_MAX} value={value} onChange={onChange} onBlur={onBlur} />}
    </EstimatedWeightSection>
  );
}
