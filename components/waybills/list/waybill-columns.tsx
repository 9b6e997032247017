'use client';

import type { Waybill } from '@/lib/api/combined-order';
import { formatDate } from '@/lib/format/display';
import { Link } from '@/lib/i18n/navigation';
import type { DataColumn } from '@/components/ui/list/data-table';
import { Money } from '@/components/ui/money';
import { WaybillActions } from '../actions/waybill-actions';
import { detailHref, type WaybillsT } from '../labels';
import { WaybillStatusTag } from '../status-tag';
import styles from './waybills.module.css';

/** How many parcel tracking numbers a row shows before "and N more". */
const TRACKING_SHOWN = 2;

/** The fee: the final one once weighed, else the estimate; what is due now stands out. */
export function FeeCell({ t, waybill, symbol }: { t: WaybillsT; waybill: Waybill; symbol: string }) {
  const final = waybill.finalTotal !== null;
  return (
    <span className={styles.stack}>
      <span className={styles.line}>
        <span className={styles.muted}>{final ? t('list.final') : t('list.estimated')} </span>
        <Money value={final ? waybill.finalTotal : waybill.estimatedTotal} symbol={symbol} />
      </span>
      {waybill.amountDue > 0 ? (
        <span className={`${styles.line} ${styles.due}`} data-testid="amount-due">
          {t('list.due')} <Money value={waybill.amountDue} symbol={symbol} />
        </span>
      ) : null}
    </span>
  );
}

function ParcelsCell({ t, waybill }: { t: WaybillsT; waybill: Waybill }) {
  const shown = waybill.trackingNumbers.slice(0, TRACKING_SHOWN);
  const more = waybill.parcelCount - shown.length;
  return (
    <span className={styles.stack}>
      <span className={styles.line}>{t('list.parcelCount', { count: waybill.parcelCount })}</span>
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
export function waybillColumns(t: WaybillsT, symbolOf: (currency: string) => string): DataColumn<Waybill>[] {
  return [
    {
      key: 'id',
      // The creation time sits under the number: one column fewer keeps the actions in view at 1200 px.
      title: t('list.columns.number'),
      render: (_, waybill) => (
        <span className={styles.stack}>
          <Link href={detailHref(waybill.id)} className={styles.number}>
            {waybill.id}
          </Link>
          <span className={`${styles.muted} ${styles.keepWords}`}>{waybill.warehouseName}</span>
          <time dateTime={waybill.createdAt} className={`${styles.muted} ${styles.nowrap}`} suppressHydrationWarning>
            {formatDate(waybill.createdAt, 'YYYY-MM-DD HH:mm')}
          </time>
        </span>
      ),
    },
    {
      key: 'parcels',
      title: t('list.columns.parcels'),
      responsive: ['sm'],
      render: (_, waybill) => <ParcelsCell t={t} waybill={waybill} />,
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
      render: (_, waybill) => (
        <span className={styles.stack}>
          <span>{waybill.method.name}</span>
          {waybill.carrierName || waybill.carrierTrackingNumber ? (
            <span className={styles.muted}>{[waybill.carrierName, waybill.carrierTrackingNumber].filter(Boolean).join(' ')}</span>
          ) : null}
        </span>
      ),
    },
    {
      key: 'fee',
      title: t('list.columns.fee'),
      align: 'right',
      render: (_, waybill) => <FeeCell t={t} waybill={waybill} symbol={symbolOf(waybill.currency)} />,
    },
    { key: 'status', title: t('list.columns.status'), render: (_, waybill) => <WaybillStatusTag t={t} status={waybill.status} /> },
    {
      key: 'actions',
      title: t('list.columns.actions'),
      render: (_, waybill) => <WaybillActions waybill={waybill} symbol={symbolOf(waybill.currency)} compact />,
    },
  ];
}
