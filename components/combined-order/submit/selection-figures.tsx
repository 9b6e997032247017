'use client';

import { useTranslations } from 'next-intl';
import type { Parcel } from '@/lib/api/parcels';
import { formatNumber } from '@/lib/format/number';
import { selectionTotals, symbolFor, type SiteCurrency } from '@/components/parcels/list/parcel-values';
import { Money } from '@/components/ui/money';
import styles from '@/components/ui/form/order-form.module.css';

/** Count, weight and declared value (per currency) of some parcels: the selection of step 1, the summary of step 2. */
export function SelectionFigures({ parcels, currency }: { parcels: readonly Parcel[]; currency: SiteCurrency }) {
  const t = useTranslations('combinedOrderSubmit.pick');
  const totals = selectionTotals(parcels);
  return (
    <span className={styles.figures}>
      <strong>{t('count', { count: totals.count })}</strong>
      <span>{t('weight', { weight: formatNumber(totals.weight, 2) })}</span>
      <span>
        {t('value')}{' '}
        {totals.values.length ? (
          totals.values.map((line, i) => (
            <span key={line.currency}>
              {i ? ' + ' : null}
              <Money value={line.amount} symbol={symbolFor(line.currency, currency)} />
            </span>
          ))
        ) : (
          <Money value={0} symbol={currency.symbol} />
        )}
      </span>
    </span>
  );
}
