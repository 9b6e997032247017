'use client';

import { useTranslations } from 'next-intl';
import type { Parcel } from '@/lib/api/parcels';
import { formatNumber } from '@/lib/format/number';
import { Link } from '@/lib/i18n/navigation';
import type { SiteCurrency } from '@/components/parcels/list/parcel-values';
import { SelectionFigures } from './selection-figures';
import { SUBMIT_PAGES } from './submit-values';
import styles from '@/components/ui/form/order-form.module.css';

/** Step 2's reminder of what ships: the warehouse, count, weight and declared value, the parcels on demand. */
export function ParcelsSummary({ parcels, warehouseName, currency }: { parcels: Parcel[]; warehouseName: string; currency: SiteCurrency }) {
  const t = useTranslations('combinedOrderSubmit');
  return (
    <section className={styles.section} aria-labelledby="waybill-parcels-title">
      <h2 id="waybill-parcels-title" className={styles.legend}>
        {t('confirm.parcels')}
      </h2>
      <p className={styles.parcelsLine}>
        <span>{t('confirm.from', { warehouse: warehouseName })}</span>
        <SelectionFigures parcels={parcels} currency={currency} />
      </p>
      <details className={styles.details}>
        <summary>{t('confirm.showParcels')}</summary>
        <ul className={styles.parcelList}>
          {parcels.map((parcel) => (
            <li key={parcel.id} data-testid="summary-parcel">
              <span className={styles.number}>{parcel.trackingNumber}</span> <span className={styles.muted}>{parcel.declaredName}</span>{' '}
              <span className={styles.muted}>{parcel.weight === null ? t('pick.notWeighed') : t('pick.kg', { value: formatNumber(parcel.weight, 2) })}</span>
            </li>
          ))}
        </ul>
      </details>
      <p className={styles.sectionFoot}>
        <Link href={SUBMIT_PAGES.parcels} className={styles.link}>
          {t('confirm.change')}
        </Link>
      </p>
    </section>
  );
}
