'use client';

import type { DataColumn } from '@/components/ui/list/data-table';
import { numberColumn } from '@/components/ui/list/number-column';
import type { CombinedOrdersT } from '@/components/combined-order/labels';
import { carrierLine, FeeCell, placeAndTime } from '@/components/combined-order/list/combined-order-columns';
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
    // The creation time sits under the number (as on My waybills): the actions stay in view at 1280 px.
    numberColumn<TranshipmentRow>({
      title: t('list.columns.number'),
      hrefOf: (order) => transhipmentHref(order.id),
      className: styles.number,
      below: placeAndTime,
    }),
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
