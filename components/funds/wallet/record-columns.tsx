'use client';

import type { useTranslations } from 'next-intl';
import { formatDate } from '@/lib/format/display';
import { Link } from '@/lib/i18n/navigation';
import type { DataColumn } from '@/components/ui/list/data-table';
import { Money } from '@/components/ui/money';
import { unsettledNote } from '../records/records-labels';
import { type FundsT, kindLabel, methodLabel, SignedMoney, StatusTag } from './record-cells';
import { WALLET_PATHS } from './wallet-paths';
import type { RecordRow } from '../records/record-row';
import styles from './wallet.module.css';

export type RecordsT = ReturnType<typeof useTranslations<'wallet.records'>>;

/** A record's page: a top-up's own page for a top-up, the transaction record's page otherwise. */
export function recordHref(record: Pick<RecordRow, 'id' | 'kind' | 'topupId'>) {
  return record.kind === 'topup' && record.topupId
    ? { pathname: WALLET_PATHS.topupDetail, query: { id: record.topupId } }
    : { pathname: WALLET_PATHS.recordDetail, query: { id: record.id } };
}

/** The records' columns (none sorts: the server lists newest first). */
export function recordColumns(t: RecordsT, tf: FundsT, symbol: string): DataColumn<RecordRow>[] {
  return [
    {
      key: 'createdAt',
      title: t('columns.time'),
      className: styles.nowrap,
      render: (_, record) => <span suppressHydrationWarning>{formatDate(record.createdAt)}</span>,
    },
    {
      key: 'id',
      title: t('columns.number'),
      phone: 'title',
      render: (_, record) => {
        const topup = record.kind === 'topup' && record.topupId;
        return (
          <>
            {/* The number names the record; a top-up's leads to the top-up's own page, which the title says. */}
            <Link href={recordHref(record)} className={styles.number} title={topup ? t('openTopup', { id: record.topupId! }) : undefined}>
              {record.id}
            </Link>
            {record.refId ? <small className={styles.number}>{record.refId}</small> : null}
          </>
        );
      },
    },
    {
      key: 'kind',
      title: t('columns.kind'),
      render: (_, record) => (
        <>
          {kindLabel(tf, record.kind)}
          {record.title ? <small>{record.title}</small> : null}
        </>
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
