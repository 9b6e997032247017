import { getTranslations } from 'next-intl/server';
import type { RecordFilter, TransactionRecord } from '@/lib/api/funds';
import type { ListResult } from '@/lib/contract/wire';
import type { WalletTab } from '@/lib/contract/money-rules';
import { EmptyState } from '@/components/ui/empty-state';
import type { ListState } from '@/components/ui/list/list-query';
import { RecordFilters } from './record-filters';
import type { Loaded } from '@/lib/server-data/loaded';
import { isSearchNarrowed, type RecordSearch } from './wallet-query';
import { WalletRecords } from './wallet-records';
import { WalletTabSync } from './wallet-tab-sync';
import { WalletTabs } from './wallet-tabs';
import styles from './wallet.module.css';

interface WalletRecordsSectionProps {
  records: Loaded<ListResult<TransactionRecord>>;
  state: ListState;
  /** The tab the URL names (null: none, the store may restore one) and the tab shown. */
  urlTab: WalletTab | null;
  tab: WalletTab;
  search: RecordSearch;
  filter: RecordFilter;
  /** The wallet's localized path and the page's query string as it came. */
  pathname: string;
  query: string;
  symbol: string;
}

/** Records: the tabs, the search, the page of records the URL names and the export (inside the page's intl provider). */
export async function WalletRecordsSection(props: WalletRecordsSectionProps) {
  const { records, state, urlTab, tab, search, filter, pathname, query, symbol } = props;
  const [t, tf] = await Promise.all([getTranslations('wallet'), getTranslations('funds')]);
  const formKey = [tab, search.days, search.from, search.to, search.kind, search.status, search.keyword].join('|');
  return (
    <section aria-labelledby="wallet-records-title" className={styles.section}>
      <h2 id="wallet-records-title" className={styles.heading}>
        {t('records.heading')}
      </h2>
      <WalletTabSync urlTab={urlTab} />
      <WalletTabs current={tab} pathname={pathname} search={query} label={(value) => tf(`tab.${value}`)} navLabel={t('records.tabsLabel')} />
      <RecordFilters key={formKey} initial={search} tab={tab} />
      {records.ok ? (
        <WalletRecords
          items={records.data.items ?? []}
          total={records.data.totalCount ?? 0}
          state={state}
          filter={filter}
          symbol={symbol}
          narrowed={isSearchNarrowed(search)}
        />
      ) : (
        <EmptyState title={t('records.loadFailed')} retryLabel={t('retry')} role="alert" />
      )}
    </section>
  );
}
