'use client';

import { useTranslations } from 'next-intl';
import type { Topup } from '@/lib/api/funds';
import { PaymentStatus } from '@/lib/contract/enums';
import { Link } from '@/lib/i18n/navigation';
import { DataTable, type DataColumn, type TablePage } from '@/components/ui/list/data-table';
import { numberColumn } from '@/components/ui/list/number-column';
import { Money } from '@/components/ui/money';
import { DateTime } from '@/components/ui/date-time';
import { methodLabel, statusLabel } from './records-labels';
import { topupHref } from './records-paths';
import { StatusTag } from './status-tag';
import styles from './records.module.css';

/** A page of top-ups: number (to its page), method, paid (pay currency), credited, status, created; unpaid ones can be continued. */
export function TopupTable({ symbol, ...page }: TablePage<Topup> & { symbol: string }) {
  const t = useTranslations('records');
  const funds = useTranslations('funds');
  const columns: DataColumn<Topup>[] = [
    numberColumn({ title: t('col.number'), hrefOf: (topup) => topupHref(topup.id), className: styles.number }),
    { key: 'method', title: t('col.method'), responsive: ['md'], render: (_, topup) => methodLabel(funds, topup.method) },
    {
      key: 'totalPay',
      title: t('col.totalPay'),
      align: 'right',
      responsive: ['sm'],
      render: (_, topup) => <Money value={topup.totalPay} symbol={`${topup.currency} `} />,
    },
    {
      key: 'credited',
      title: t('col.credited'),
      align: 'right',
      render: (_, topup) =>
        topup.creditedAmount !== null ? (
          <Money value={topup.creditedAmount} symbol={symbol} />
        ) : topup.status === PaymentStatus.Closed ? (
          '-'
        ) : (
          <span className={styles.muted}>
            <Money value={topup.creditAmount} symbol={symbol} /> {t('recharges.notCredited')}
          </span>
        ),
    },
    {
      key: 'status',
      title: t('col.status'),
      render: (_, topup) => <StatusTag status={topup.status} label={statusLabel(funds, topup.status)} />,
    },
    { key: 'createdAt', title: t('col.created'), responsive: ['lg'], render: (_, topup) => <DateTime value={topup.createdAt} /> },
    {
      key: 'action',
      title: t('col.action'),
      phone: 'actions',
      render: (_, topup) =>
        topup.status === PaymentStatus.PendingPayment ? (
          <Link href={topupHref(topup.id)} className={styles.actionLink} aria-label={t('recharges.continueLabel', { id: topup.id })}>
            {t('recharges.continue')}
          </Link>
        ) : null,
    },
  ];
  return (
    <DataTable<Topup>
      rowKey="id"
      columns={columns}
      {...page}
      className={styles.listTable}
      onRow={(topup) => ({ 'data-testid': 'topup-row', 'data-status': topup.status })}
    />
  );
}
