'use client';

import { useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/format/number';
import { LabelledField } from '@/components/ui/form/labelled-field';
import { FormSection } from './form-section';
import styles from '@/components/ui/form/order-form.module.css';

interface PointsSectionProps {
  /** The draft's points: the balance, the most this waybill takes, how many pay one currency unit. */
  points: { balance: number; max: number; perUnit: number } | null;
  value: number;
  onChange(points: number): void;
  symbol: string;
  error?: string;
  disabled: boolean;
}

/** Points to spend on the fee (0 … the draft's max), with the balance and what points are worth. */
export function PointsSection({ points, value, onChange, symbol, error, disabled }: PointsSectionProps) {
  const t = useTranslations('combinedOrderSubmit.points');
  const max = points?.max ?? 0;
  const ruleId = 'waybill-points-rule';
  return (
    <FormSection field="points" title={t('title')} error={error} disabled={disabled}>
      <LabelledField htmlFor="waybill-points" label={t('label')} look={styles}>
        <input
          id="waybill-points"
          className={`${styles.input} ${styles.short}`}
          type="number"
          inputMode="numeric"
          min={0}
          max={max}
          step={1}
          value={value}
          disabled={max === 0}
          aria-describedby={ruleId}
          onChange={(event) => {
            const typed = Math.floor(Number(event.target.value));
            onChange(Number.isFinite(typed) ? Math.min(Math.max(typed, 0), max) : 0);
          }}
        />
        <p id={ruleId} className={styles.hint}>
          {points ? t('rule', { balance: points.balance, perUnit: points.perUnit, unit: formatMoney(1, symbol) }) : null}{' '}
          {max > 0 ? t('max', { max }) : t('none')}
        </p>
      </LabelledField>
    </FormSection>
  );
}
