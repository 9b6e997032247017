import { getTranslations } from 'next-intl/server';
import type { TransactionRecord } from '@/lib/api/funds';
import type { ListResult } from '@/lib/contract/wire';
import { EmptyState } from '@/components/ui/empty-state';
import { RecordFilters } from './record-filters';
import type { Loaded } from '@/lib/server-data/loaded';
import { isSearchNarrowed, type WalletQuery } from './wallet-query';
import { WalletRecords } from './wallet-records';
import { WalletSection } from './wallet-section';
import { WalletTabSync } from './wallet-tab-sync';
import { WalletTabs } from './wallet-tabs';
import { recordRowOf } from '../records/record-row';

interface WalletRecordsSectionProps {
  records: Loaded<ListResult<TransactionRecord>>;
  /** The records the URL names (./wallet-query readWalletQuery). */
  query: WalletQuery;
  /** The wallet's localized path and the page's query string as it came. */
  pathname: string;
  queryString: string;
  symbol: string;
}

/** Records: the tabs, the search, the page of records the URL names and the export (inside the page's intl provider). */
export async function WalletRecordsSection(props: WalletRecordsSectionProps) {
  const { records, query, pathname, queryString, symbol } = props;
  const { state, urlTab, tab, search, filter } = query;
  const [t, tf] = await Promise.all([getTranslations('wallet'), getTranslations('funds')]);
  const formKey = [tab, search.days, search.from, search.to, search.kind, search.status, search.keyword].join('|');
  return (
    <WalletSection id="wallet-records" title={t('records.heading')}>
      <WalletTabSync urlTab={urlTab} />
      <WalletTabs current={tab} pathname={pathname} search={queryString} label={(value) => tf(`tab.${value}`)} navLabel={t('records.tabsLabel')} />
      <RecordFilters key={formKey} initial={search} tab={tab} />
      {records.ok ? (
        <WalletRecords
          items={(records.data.items ?? []).map(recordRowOf)}
          total={records.data.totalCount ?? 0}
          state={state}
          filter={filter}
          symbol={symbol}
          narrowed={isSearchNarrowed(search)}
        />
      ) : (
        <EmptyState title={t('records.loadFailed')} retryLabel={t('retry')} role="alert" />
      )}
    </WalletSection>
  );
}
