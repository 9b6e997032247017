'use client';

import { formatDate } from '@/lib/format/display';
import { Link } from '@/lib/i18n/navigation';
import type { DataColumn } from '@/components/ui/list/data-table';
import type { CombinedOrdersT } from '@/components/combined-order/labels';
import { carrierLine, FeeCell } from '@/components/combined-order/list/combined-order-columns';
import styles from '@/components/combined-order/list/combined-orders.module.css';
import { TranshipmentActions } from '../actions/transhipment-actions';
import { transhipmentHref, type TranshipmentT } from '../labels';
import { ParcelStatusTag, TranshipmentStatusTag } from '../status-tag';
import type { TranshipmentRow } from './transhipment-row';

/**
 * My transhipment orders' columns (no sorting: newest first). `tw` is the `combinedOrder` translator (the fee
 * cell is the waybill list's: the estimate, or the final fee once weighed, and what is due now); `symbolOf`
 * gives the symbol of an order's currency.
 */
export function transhipmentColumns(t: TranshipmentT, tw: CombinedOrdersT, symbolOf: (currency: string) => string): DataColumn<TranshipmentRow>[] {
  return [
    {
      key: 'id',
      // The creation time sits under the number (as on My waybills): the actions stay in view at 1280 px.
      title: t('list.columns.number'),
      phone: 'title',
      render: (_, order) => (
        <>
          <Link href={transhipmentHref(order.id)} className={styles.number}>
            {order.id}
          </Link>
          <small className={styles.keepWords}>{order.warehouseName}</small>
          <small className={styles.nowrap} suppressHydrationWarning>
            {formatDate(order.createdAt, 'YYYY-MM-DD HH:mm')}
          </small>
        </>
      ),
    },
    {
      key: 'parcel',
      title: t('list.columns.parcel'),
      render: (_, { parcel }) => (
        <span className={styles.stack}>
          <span className={styles.line}>{parcel.trackingNumber}</span>
          <ParcelStatusTag t={t} status={parcel.status} />
        </span>
      ),
    },
    {
      key: 'destination',
      title: t('list.columns.destination'),
      responsive: ['md'],
      render: (_, { destination }) => (
        <>
          {destination.countryName}
          <small>{destination.recipientName}</small>
        </>
      ),
    },
    {
      key: 'method',
      title: t('list.columns.method'),
      responsive: ['lg'],
      render: (_, order) => (
        <>
          {order.method.name}
          {carrierLine(order)}
        </>
      ),
    },
    {
      key: 'fee',
      title: t('list.columns.fee'),
      align: 'right',
      className: styles.nowrap,
      render: (_, order) => <FeeCell t={tw} combinedOrder={order} symbol={symbolOf(order.currency)} />,
    },
    { key: 'status', title: t('list.columns.status'), render: (_, order) => <TranshipmentStatusTag t={t} status={order.status} /> },
    {
      key: 'actions',
      title: t('list.columns.actions'),
      phone: 'actions',
      render: (_, order) => <TranshipmentActions order={order} symbol={symbolOf(order.currency)} compact />,
    },
  ];
}
