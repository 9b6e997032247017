import type { useTranslations } from 'next-intl';
import { DateTime } from '@/components/ui/date-time';
import type { DataColumn } from '@/components/ui/list/data-table';
import { numberColumn } from '@/components/ui/list/number-column';
import { Money } from '@/components/ui/money';
import { PayCombinedOrderButton } from '@/components/combined-order/actions/pay-combined-order-button';
import { detailHref } from '@/components/combined-order/labels';
import { dueReason, type PendingRow } from './pending-values';
import styles from './pay.module.css';

type T = ReturnType<typeof useTranslations<'combinedOrderPay'>>;

/** The columns of the waybills to pay: number, why it is due, amount due, created, and "Pay". */
export function pendingColumns(t: T, symbolOf: (combinedOrder: PendingRow) => string): DataColumn<PendingRow>[] {
  return [
    numberColumn({ title: t('columns.number'), hrefOf: (combinedOrder) => detailHref(combinedOrder.id, combinedOrder.deliveryMode), className: styles.number }),
    { key: 'reason', title: t('columns.reason'), render: (_, combinedOrder) => t(`reason.${dueReason(combinedOrder)}`) },
    {
      key: 'amountDue',
      title: t('columns.amountDue'),
      align: 'right',
      render: (_, combinedOrder) => <Money value={combinedOrder.amountDue} symbol={symbolOf(combinedOrder)} />,
    },
    { key: 'createdAt', title: t('columns.createdAt'), responsive: ['md'], render: (_, combinedOrder) => <DateTime value={combinedOrder.createdAt} /> },
    {
      key: 'action',
      title: t('columns.action'),
      phone: 'actions',
      render: (_, combinedOrder) => <PayCombinedOrderButton combinedOrder={combinedOrder} symbol={symbolOf(combinedOrder)} size="small" />,
    },
  ];
}
