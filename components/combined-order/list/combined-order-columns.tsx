'use client';

import type { CombinedOrder } from '@/lib/api/combined-order';
import { formatDate } from '@/lib/format/display';
import { Link } from '@/lib/i18n/navigation';
import type { DataColumn } from '@/components/ui/list/data-table';
import { Money } from '@/components/ui/money';
import { CombinedOrderActions } from '../actions/combined-order-actions';
import { detailHref, type CombinedOrdersT } from '../labels';
import { CombinedOrderStatusTag } from '../status-tag';
import styles from './combined-orders.module.css';

/** How many parcel tracking numbers a row shows before "and N more". */
const TRACKING_SHOWN = 2;

/** The fee: the final one once weighed, else the estimate; what is due now stands out. */
export function FeeCell({ t, combinedOrder, symbol }: { t: CombinedOrdersT; combinedOrder: CombinedOrder; symbol: string }) {
  const final = combinedOrder.finalTotal !== null;
  return (
    <span className={styles.stack}>
      <span className={styles.line}>
        <span className={styles.muted}>{final ? t('list.final') : t('list.estimated')} </span>
        <Money value={final ? combinedOrder.finalTotal : combinedOrder.estimatedTotal} symbol={symbol} />
      </span>
      {combinedOrder.amountDue > 0 ? (
        <span className={`${styles.line} ${styles.due}`} data-testid="amount-due">
          {t('list.due')} <Money value={combinedOrder.amountDue} symbol={symbol} />
        </span>
      ) : null}
    </span>
  );
}

function ParcelsCell({ t, combinedOrder }: { t: CombinedOrdersT; combinedOrder: CombinedOrder }) {
  const shown = combinedOrder.trackingNumbers.slice(0, TRACKING_SHOWN);
  const more = combinedOrder.parcelCount - shown.length;
  return (
    <span className={styles.stack}>
      <span className={styles.line}>{t('list.parcelCount', { count: combinedOrder.parcelCount })}</span>
      {shown.map((number) => (
        <span key={number} className={`${styles.muted} ${styles.line}`}>
          {number}
        </span>
      ))}
      {more > 0 ? <span className={styles.muted}>{t('list.moreTracking', { count: more })}</span> : null}
    </span>
  );
}

/** My waybills' columns (no sorting: newest first); `symbolOf` gives the symbol of a waybill's currency. */
export function combinedOrderColumns(t: CombinedOrdersT, symbolOf: (currency: string) => string): DataColumn<CombinedOrder>[] {
  return [
    {
      key: 'id',
      // The creation time sits under the number: one column fewer keeps the actions in view at 1200 px.
      title: t('list.columns.number'),
      phone: 'title',
      render: (_, combinedOrder) => (
        <span className={styles.stack}>
          <Link href={detailHref(combinedOrder.id)} className={styles.number}>
            {combinedOrder.id}
          </Link>
          <span className={`${styles.muted} ${styles.keepWords}`}>{combinedOrder.warehouseName}</span>
          <time dateTime={combinedOrder.createdAt} className={`${styles.muted} ${styles.nowrap}`} suppressHydrationWarning>
            {formatDate(combinedOrder.createdAt, 'YYYY-MM-DD HH:mm')}
          </time>
        </span>
      ),
    },
    {
      key: 'parcels',
      title: t('list.columns.parcels'),
      responsive: ['sm'],
      render: (_, combinedOrder) => <ParcelsCell t={t} combinedOrder={combinedOrder} />,
    },
    {
      key: 'destination',
      title: t('list.columns.destination'),
      responsive: ['md'],
      render: (_, { destination }) => (
        <span className={styles.stack}>
          <span>{destination.recipientName}</span>
          <span className={styles.muted}>{[destination.city, destination.countryName].filter(Boolean).join(', ')}</span>
        </span>
      ),
    },
    {
      key: 'method',
      title: t('list.columns.method'),
      responsive: ['lg'],
      render: (_, combinedOrder) => (
        <span className={styles.stack}>
          <span>{combinedOrder.method.name}</span>
          {combinedOrder.carrierName || combinedOrder.carrierTrackingNumber ? (
            <span className={styles.muted}>{[combinedOrder.carrierName, combinedOrder.carrierTrackingNumber].filter(Boolean).join(' ')}</span>
          ) : null}
        </span>
      ),
    },
    {
      key: 'fee',
      title: t('list.columns.fee'),
      align: 'right',
      render: (_, combinedOrder) => <FeeCell t={t} combinedOrder={combinedOrder} symbol={symbolOf(combinedOrder.currency)} />,
    },
    { key: 'status', title: t('list.columns.status'), render: (_, combinedOrder) => <CombinedOrderStatusTag t={t} status={combinedOrder.status} /> },
    {
      key: 'actions',
      title: t('list.columns.actions'),
      phone: 'actions',
      render: (_, combinedOrder) => <CombinedOrderActions combinedOrder={combinedOrder} symbol={symbolOf(combinedOrder.currency)} compact />,
    },
  ];
}
