'use client';

import { useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/format/number';
import { FormSection } from '@/components/combined-order/submit/form-section';
import styles from '@/components/ui/form/order-form.module.css';

/** The coupon and points an order was submitted with (editing does not change them). */
export interface KeptDiscounts {
  coupon: { name: string; discount: number } | null;
  points: number;
  /** What the points paid. */
  pointsValue: number;
}

/** Editing: the coupon and points, read only. */
export function KeptDiscountsSection({ kept, symbol }: { kept: KeptDiscounts; symbol: string }) {
  const t = useTranslations('transhipmentOrderSubmit.kept');
  const lines = [
    kept.coupon ? t('coupon', { name: kept.coupon.name, amount: formatMoney(kept.coupon.discount, symbol) }) : null,
    kept.points > 0 ? t('points', { points: kept.points, amount: formatMoney(kept.pointsValue, symbol) }) : null,
  ].filter((line): line is string => line !== null);
  return (
    <FormSection field="kept" title={t('title')}>
      {lines.length ? (
        <ul className={styles.parcelList} data-testid="kept-discounts">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      <p className={styles.hint}>{lines.length ? t('text') : t('none')}</p>
    </FormSection>
  );
}
