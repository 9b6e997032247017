'use client';

import { useTranslations } from 'next-intl';
import type { AccountChangeRecord } from '@/lib/api/funds';
import { DataTable, type DataColumn, type TablePage } from '@/components/ui/list/data-table';
import { Money } from '@/components/ui/money';
import { DateTime } from '@/components/ui/date-time';
import { reasonLabel } from './records-labels';
import { SignedAmount } from './signed-amount';
import styles from './records.module.css';

/** A page of account changes: time, reason, the staff member's note, by whom, amount ±, balance after. */
export function AccountChangeTable({ symbol, ...page }: TablePage<AccountChangeRecord> & { symbol: string }) {
  const t = useTranslations('records');
  const funds = useTranslations('funds');
  const columns: DataColumn<AccountChangeRecord>[] = [
    { key: 'createdAt', title: t('col.time'), render: (_, change) => <DateTime value={change.createdAt} /> },
    { key: 'reasonCode', title: t('col.reason'), phone: 'title', render: (_, change) => reasonLabel(funds, change.reasonCode) },
    {
      key: 'reason',
      title: t('col.note'),
      responsive: ['md'],
      render: (_, change) => change.reason || <span className={styles.muted}>-</span>,
    },
    { key: 'by', title: t('col.by'), responsive: ['sm'], render: (_, change) => t(`by.${change.by}`) },
    {
      key: 'amount',
      title: t('col.amount'),
      align: 'right',
      render: (_, change) => <SignedAmount value={change.amount} symbol={symbol} />,
    },
    {
      key: 'balanceAfter',
      title: t('col.balanceAfter'),
      align: 'right',
      responsive: ['sm'],
      render: (_, change) => <Money value={change.balanceAfter} symbol={symbol} />,
    },
  ];
  return (
    <DataTable<AccountChangeRecord>
      rowKey="id"
      columns={columns}
      {...page}
      className={styles.listTable}
      onRow={(change) => ({ 'data-testid': 'change-row', 'data-by': change.by })}
    />
  );
}
