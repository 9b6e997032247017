import type { useTranslations } from 'next-intl';
import type { Waybill } from '@/lib/api/combined-order';
import { Link } from '@/lib/i18n/navigation';
import { DateTime } from '@/components/ui/date-time';
import type { DataColumn } from '@/components/ui/list/data-table';
import { Money } from '@/components/ui/money';
import { PayWaybillButton } from '@/components/waybills/actions/pay-waybill-button';
import { detailHref } from '@/components/waybills/labels';
import { dueReason } from './pending-values';
import styles from './pay.module.css';

type T = ReturnType<typeof useTranslations<'waybillPay'>>;

/** The columns of the waybills to pay: number, why it is due, amount due, created, and "Pay". */
export function pendingColumns(t: T, symbolOf: (waybill: Waybill) => string): DataColumn<Waybill>[] {
  return [
    {
      key: 'id',
      title: t('columns.number'),
      render: (_, waybill) => (
        <Link href={detailHref(waybill.id, waybill.deliveryMode)} className={styles.number}>
          {waybill.id}
        </Link>
      ),
    },
    { key: 'reason', title: t('columns.reason'), render: (_, waybill) => t(`reason.${dueReason(waybill)}`) },
    {
      key: 'amountDue',
      title: t('columns.amountDue'),
      align: 'right',
      render: (_, waybill) => <Money value={waybill.amountDue} symbol={symbolOf(waybill)} />,
    },
    { key: 'createdAt', title: t('columns.createdAt'), responsive: ['md'], render: (_, waybill) => <DateTime value={waybill.createdAt} /> },
    {
      key: 'action',
      title: t('columns.action'),
      render: (_, waybill) => <PayWaybillButton waybill={waybill} symbol={symbolOf(waybill)} size="small" />,
    },
  ];
}
