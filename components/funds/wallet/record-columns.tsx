'use client';

import type { useTranslations } from 'next-intl';
import type { TransactionRecord } from '@/lib/api/funds';
import { formatDate } from '@/lib/format/display';
import { Link } from '@/lib/i18n/navigation';
import type { DataColumn } from '@/components/ui/list/data-table';
import { Money } from '@/components/ui/money';
import { unsettledNote } from '../records/records-labels';
import { type FundsT, kindLabel, methodLabel, SignedMoney, StatusTag } from './record-cells';
import { WALLET_PATHS } from './wallet-paths';
import styles from './wallet.module.css';

export type RecordsT = ReturnType<typeof useTranslations<'wallet.records'>>;

/** A record's page: a top-up's own page for a top-up, the transaction record's page otherwise. */
export function recordHref(record: Pick<TransactionRecord, 'id' | 'kind' | 'topupId'>) {
  return record.kind === 'topup' && record.topupId
    ? { pathname: WALLET_PATHS.topupDetail, query: { id: record.topupId } }
    : { pathname: WALLET_PATHS.recordDetail, query: { id: record.id } };
}

/** The records' columns (none sorts: the server lists newest first). */
export function recordColumns(t: RecordsT, tf: FundsT, symbol: string): DataColumn<TransactionRecord>[] {
  return [
    {
      key: 'createdAt',
      title: t('columns.time'),
      render: (_, record) => (
        <span className={styles.nowrap} suppressHydrationWarning>
          {formatDate(record.createdAt)}
        </span>
      ),
    },
    {
      key: 'id',
      title: t('columns.number'),
      phone: 'title',
      render: (_, record) => {
        const topup = record.kind === 'topup' && record.topupId;
        return (
          <span className={styles.stack}>
            <Link
              href={recordHref(record)}
              className={styles.number}
              title={topup ? t('openTopup', { id: record.topupId! }) : t('openRecord', { id: record.id })}
            >
              {record.id}
            </Link>
            {record.refId && record.refId !== record.id ? <span className={`${styles.muted} ${styles.number}`}>{record.refId}</span> : null}
          </span>
        );
      },
    },
    {
      key: 'kind',
      title: t('columns.kind'),
      render: (_, record) => (
        <span className={styles.stack}>
          <span>{kindLabel(tf, record.kind)}</span>
          {record.title ? <span className={styles.muted}>{record.title}</span> : null}
        </span>
      ),
    },
    { key: 'method', title: t('columns.method'), responsive: ['md'], render: (_, record) => methodLabel(tf, record.method) },
    { key: 'status', title: t('columns.status'), render: (_, record) => <StatusTag t={tf} status={record.status} /> },
    {
      key: 'amount',
      title: t('columns.amount'),
      align: 'right',
      render: (_, record) => (
        <SignedMoney value={record.amount} symbol={symbol} creditLabel={t('credit')} debitLabel={t('debit')} unsettled={unsettledNote(tf, record)} />
      ),
    },
    {
      key: 'balanceAfter',
      title: t('columns.balanceAfter'),
      align: 'right',
      responsive: ['sm'],
      render: (_, record) => <Money value={record.balanceAfter} symbol={symbol} />,
    },
  ];
}
