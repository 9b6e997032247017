'use client';

import { formatDate } from '@/lib/format/display';
import type { DataColumn } from '@/components/ui/list/data-table';
import { numberColumn } from '@/components/ui/list/number-column';
import { Money } from '@/components/ui/money';
import { CombinedOrderActions } from '../actions/combined-order-actions';
import { detailHref, type CombinedOrdersT } from '../labels';
import { CombinedOrderStatusTag } from '../status-tag';
import type { CombinedOrderRow } from './combined-order-row';
import styles from './combined-orders.module.css';

/** What the fee cell reads of an order (a waybill's row, a transhipment order's). */
type Fee = Pick<CombinedOrderRow, 'estimatedTotal' | 'finalTotal' | 'amountDue'>;

/** The fee: the final one once weighed, else the estimate; what is due now stands out (the column does not wrap). */
export function FeeCell({ t, combinedOrder, symbol }: { t: CombinedOrdersT; combinedOrder: Fee; symbol: string }) {
  const final = combinedOrder.finalTotal != null;
  return (
    <>
      <span className={styles.muted}>{`${final ? t('list.final') : t('list.estimated')} `}</span>
      <Money value={final ? combinedOrder.finalTotal : combinedOrder.estimatedTotal} symbol={symbol} />
      {combinedOrder.amountDue > 0 ? (
        <small className={styles.due} data-testid="amount-due">
          {t('list.due')} <Money value={combinedOrder.amountDue} symbol={symbol} />
        </small>
      ) : null}
    </>
  );
}

/** The count, then the first tracking numbers (the row carries TRACKING_SHOWN of them) and how many more. */
function ParcelsCell({ t, combinedOrder }: { t: CombinedOrdersT; combinedOrder: CombinedOrderRow }) {
  const more = combinedOrder.parcelCount - combinedOrder.trackingNumbers.length;
  return (
    <>
      {t('list.parcelCount', { count: combinedOrder.parcelCount })}
      {combinedOrder.trackingNumbers.map((number) => (
        <small key={number}>{number}</small>
      ))}
      {more > 0 ? <small>{t('list.moreTracking', { count: more })}</small> : null}
    </>
  );
}

/** The carrier and its tracking number, once the order has left. */
export const carrierLine = (order: Pick<CombinedOrderRow, 'carrierName' | 'carrierTrackingNumber'>) =>
  order.carrierName || order.carrierTrackingNumber ? <small>{[order.carrierName, order.carrierTrackingNumber].filter(Boolean).join(' ')}</small> : null;

/** Under an order's number: its warehouse and when it was created. */
export const placeAndTime = (order: Pick<CombinedOrderRow, 'warehouseName' | 'createdAt'>) => (
  <>
    <small className={styles.keepWords}>{order.warehouseName}</small>
    <small className={styles.nowrap} suppressHydrationWarning>
      {formatDate(order.createdAt, 'YYYY-MM-DD HH:mm')}
    </small>
  </>
);

/** My waybills' columns (no sorting: newest first); `symbolOf` gives the symbol of a waybill's currency. */
export function combinedOrderColumns(t: CombinedOrdersT, symbolOf: (currency: string) => string): DataColumn<CombinedOrderRow>[] {
  return [
    // The creation time sits under the number: one column fewer keeps the actions in view at 1200 px.
    numberColumn<CombinedOrderRow>({
      title: t('list.columns.number'),
      hrefOf: (combinedOrder) => detailHref(combinedOrder.id),
      className: styles.number,
      below: placeAndTime,
    }),
    {
      key: 'parcels',
      title: t('list.columns.parcels'),
      responsive: ['sm'],
      className: styles.nowrap,
      render: (_, combinedOrder) => <ParcelsCell t={t} combinedOrder={combinedOrder} />,
    },
    {
      key: 'destination',
      title: t('list.columns.destination'),
      responsive: ['md'],
      render: (_, { destination }) => (
        <>
          {destination.recipientName}
          <small>{[destination.city, destination.countryName].filter(Boolean).join(', ')}</small>
        </>
      ),
    },
    {
      key: 'method',
      title: t('list.columns.method'),
      responsive: ['lg'],
      render: (_, combinedOrder) => (
        <>
          {combinedOrder.method.name}
          {carrierLine(combinedOrder)}
        </>
      ),
    },
    {
      key: 'fee',
      title: t('list.columns.fee'),
      align: 'right',
      className: styles.nowrap,
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
