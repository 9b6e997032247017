'use client';

import { useTranslations } from 'next-intl';
import type { FundLogLine } from '@/lib/api/funds';
import { Link } from '@/lib/i18n/navigation';
import { DataTable, type DataColumn, type TablePage } from '@/components/ui/list/data-table';
import { Money } from '@/components/ui/money';
import { DateTime } from '@/components/ui/date-time';
import { logTypeLabel } from './records-labels';
import { fundLogHref, recordHref } from './records-paths';
import { SignedAmount } from './signed-amount';
import styles from './records.module.css';

/** A page of the fund account log: time, type, title (to the line's page), amount ±, balance after, its record. */
export function FundLogTable({ symbol, ...page }: TablePage<FundLogLine> & { symbol: string }) {
  const t = useTranslations('records');
  const funds = useTranslations('funds');
  const columns: DataColumn<FundLogLine>[] = [
    { key: 'createdAt', title: t('col.time'), render: (_, line) => <DateTime value={line.createdAt} /> },
    { key: 'type', title: t('col.kind'), phone: 'title', render: (_, line) => logTypeLabel(funds, t, line.type) },
    {
      key: 'title',
      title: t('col.title'),
      render: (_, line) => <Link href={fundLogHref(line.id)}>{line.title || t('fundLog.lineLink', { id: line.id })}</Link>,
    },
    { key: 'amount', title: t('col.amount'), align: 'right', render: (_, line) => <SignedAmount value={line.amount} symbol={symbol} /> },
    {
      key: 'balanceAfter',
      title: t('col.balanceAfter'),
      align: 'right',
      responsive: ['sm'],
      render: (_, line) => <Money value={line.balanceAfter} symbol={symbol} />,
    },
    {
      key: 'transactionId',
      title: t('col.record'),
      responsive: ['sm'],
      render: (_, line) =>
        line.transactionId ? (
          <Link href={recordHref(line.transactionId)} className={styles.number}>
            {line.transactionId}
          </Link>
        ) : (
          '-'
        ),
    },
  ];
  return (
    <DataTable<FundLogLine>
      rowKey="id"
      columns={columns}
      {...page}
      className={styles.listTable}
      onRow={(line) => ({ 'data-testid': 'log-row', 'data-type': line.type })}
    />
  );
}
