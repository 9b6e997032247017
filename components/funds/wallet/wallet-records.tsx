'use client';

import { useTranslations } from 'next-intl';
import type { RecordFilter } from '@/lib/api/funds';
import { DataTable } from '@/components/ui/list/data-table';
import type { ListState } from '@/components/ui/list/list-query';
import { ExportButton } from './export-button';
import { recordColumns } from './record-columns';
import type { RecordRow } from '../records/record-row';
import records from '../records/records.module.css';
import styles from './wallet.module.css';

interface WalletRecordsProps {
  /** The page of records the server read for the URL's state. */
  items: RecordRow[];
  total: number;
  state: ListState;
  /** The list's filter without paging: the export sends it as it is. */
  filter: RecordFilter;
  /** The base currency's symbol (records are in the base currency). */
  symbol: string;
  /** The search narrows the tab: the empty text says nothing matches. */
  narrowed: boolean;
}

/** The wallet's records, a page at a time (page and size in the URL), and their Excel export. */
export function WalletRecords({ items, total, state, filter, symbol, narrowed }: WalletRecordsProps) {
  const t = useTranslations('wallet.records');
  const tf = useTranslations('funds');
  return (
    <>
      <div className={styles.toolbar}>
        <ExportButton filter={filter} total={total} />
      </div>
      <DataTable<RecordRow>
        rowKey="id"
        columns={recordColumns(t, tf, symbol)}
        className={records.listTable}
        items={items}
        total={total}
        state={state}
        caption={t('caption')}
        emptyText={<p className={styles.empty}>{narrowed ? t('emptyFiltered') : t('empty')}</p>}
        onRow={(record) => ({ 'data-testid': 'wallet-record', 'data-kind': record.kind, 'data-status': record.status })}
      />
    </>
  );
}
