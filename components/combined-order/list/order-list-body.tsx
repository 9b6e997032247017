import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/contract/constants';
import type { Loaded } from '@/lib/server-data/loaded';
import { getPathname } from '@/lib/i18n/navigation';
import { queryOf } from '@/components/coupons/coupon-paths';
import { ScopedIntlProvider } from '@/components/layout/scoped-intl-provider';
import { EmptyState } from '@/components/ui/empty-state';
import type { ListState, SearchParams } from '@/components/ui/list/list-query';
import { StatusTabs, type StatusCount, type StatusDefinition } from '@/components/ui/list/status-tabs';
import { CombinedOrderSearchBar } from './combined-order-search';
import type { CombinedOrderSearch } from './combined-order-list-query';

export interface OrderListPage<T> {
  items?: T[] | null;
  totalCount?: number | null;
  counts?: StatusCount[] | null;
}

interface OrderListBodyProps<T> {
  locale: Locale;
  /** Whose texts (the same keys): waybills or transhipment orders. */
  namespace: 'combinedOrder' | 'transhipmentOrder';
  href: string;
  search: SearchParams;
  state: ListState;
  initial: CombinedOrderSearch;
  tabs: readonly StatusDefinition[];
  clientNamespaces: readonly string[];
  list: Loaded<OrderListPage<T>>;
  /** The table of the page that was read. */
  table: (page: { items: T[]; total: number }) => ReactNode;
}

/**
 * The body of My waybills and My transhipment orders under the page's frame: the status tabs with their
 * counts, the search, then the table, or a notice with a retry when the list could not be read.
 */
export async function OrderListBody<T>({ locale, namespace, href, search, state, initial, tabs, clientNamespaces, list, table }: OrderListBodyProps<T>) {
  const [t, tl, common] = await Promise.all([
    getTranslations({ locale, namespace }),
    getTranslations({ locale, namespace: 'list' }),
    getTranslations({ locale, namespace: 'common' }),
  ]);
  return (
    <>
      {list.ok ? (
        <StatusTabs
          definitions={tabs}
          counts={list.data.counts ?? []}
          current={state.status}
          pathname={getPathname({ href, locale })}
          search={queryOf(search)}
          label={(key) => t(key as 'status.10')}
          allLabel={tl('statusAll')}
          navLabel={tl('statusLabel')}
        />
      ) : null}
      <ScopedIntlProvider namespaces={clientNamespaces}>
        <CombinedOrderSearchBar key={`${initial.keyword}|${initial.from}|${initial.to}`} initial={initial} namespace={namespace} />
        {list.ok ? (
          table({ items: list.data.items ?? [], total: list.data.totalCount ?? 0 })
        ) : (
          <EmptyState role="alert" title={common('loadFailed')} retryLabel={common('retry')} />
        )}
      </ScopedIntlProvider>
    </>
  );
}
