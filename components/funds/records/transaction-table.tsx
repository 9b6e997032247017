'use client';

import { useTranslations } from 'next-intl';
import { DataTable, type DataColumn, type TablePage } from '@/components/ui/list/data-table';
import { numberColumn } from '@/components/ui/list/number-column';
import { Money } from '@/components/ui/money';
import { DateTime } from '@/components/ui/date-time';
import { recordHref } from './records-paths';
import { kindLabel, methodLabel, statusLabel, unsettledNote } from './records-labels';
import { SignedAmount } from './signed-amount';
import { StatusTag } from './status-tag';
import type { RecordRow } from './record-row';
import styles from './records.module.css';

/** A page of transaction records: number (to its page), kind, amount with its sign, status, time. */
export function TransactionTable({ symbol, ...page }: TablePage<RecordRow> & { symbol: string }) {
  const t = useTranslations('records');
  const funds = useTranslations('funds');
  const columns: DataColumn<RecordRow>[] = [
    numberColumn({ title: t('col.number'), hrefOf: (record) => recordHref(record.id), className: styles.number }),
    { key: 'kind', title: t('col.kind'), render: (_, record) => kindLabel(funds, record.kind) },
    { key: 'title', title: t('col.title'), responsive: ['md'], render: (_, record) => record.title || '-' },
    {
      key: 'amount',
      title: t('col.amount'),
      align: 'right',
      render: (_, record) => <SignedAmount value={record.amount} symbol={symbol} unsettled={unsettledNote(funds, record)} />,
    },
    {
      key: 'status',
      title: t('col.status'),
      render: (_, record) => <StatusTag status={record.status} label={statusLabel(funds, record.status)} />,
    },
    { key: 'method', title: t('col.method'), responsive: ['lg'], render: (_, record) => methodLabel(funds, record.method) },
    {
      key: 'balanceAfter',
      title: t('col.balanceAfter'),
      align: 'right',
      responsive: ['lg'],
      render: (_, record) => <Money value={record.balanceAfter} symbol={symbol} />,
    },
    { key: 'createdAt', title: t('col.time'), responsive: ['sm'], render: (_, record) => <DateTime value={record.createdAt} /> },
  ];
  return (
    <DataTable<RecordRow>
      rowKey="id"
      columns={columns}
      {...page}
      className={styles.listTable}
      onRow={(record) => ({ 'data-testid': 'record-row', 'data-kind': record.kind })}
    />
  );
}
