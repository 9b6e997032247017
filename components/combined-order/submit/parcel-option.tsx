'use client';

import { useTranslations } from 'next-intl';
import type { Parcel } from '@/lib/api/parcels';
import { formatDate } from '@/lib/format/display';
import { formatNumber } from '@/lib/format/number';
import { symbolFor, type SiteCurrency } from '@/components/parcels/list/parcel-values';
import { Money } from '@/components/ui/money';
import styles from '@/components/ui/form/order-form.module.css';

interface ParcelOptionProps {
  parcel: Parcel;
  checked: boolean;
  disabled: boolean;
  currency: SiteCurrency;
  onChange(checked: boolean): void;
}

/** One parcel in stock as a checkbox: tracking number, goods, weight, declared value, in stock since. */
export function ParcelOption({ parcel, checked, disabled, currency, onChange }: ParcelOptionProps) {
  const t = useTranslations('combinedOrderSubmit.pick');
  return (
    <label className={styles.option} data-testid="pick-parcel">
      <input type="checkbox" className={styles.mark} checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />
      <span className={styles.optionMain}>
        <strong className={styles.number}>{parcel.trackingNumber}</strong>
        <span className={styles.muted}>{parcel.declaredName}</span>
        {parcel.inboundAt ? (
          <span className={styles.muted} suppressHydrationWarning>
            {t('inboundAt', { date: formatDate(parcel.inboundAt, 'YYYY-MM-DD') })}
          </span>
        ) : null}
      </span>
      <span className={styles.optionSide}>
        <span>{parcel.weight === null ? t('notWeighed') : t('kg', { value: formatNumber(parcel.weight, 2) })}</span>
        <Money value={parcel.declaredValue} symbol={symbolFor(parcel.currency, currency)} />
      </span>
    </label>
  );
}
