import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { ApiClient } from '@/lib/api/client';
import type { CombinedOrderListQuery } from '@/lib/api/combined-order';
import type { Locale } from '@/lib/contract/constants';
import { getPathname } from '@/lib/i18n/localized-navigation';
import { getSiteConfig } from '@/lib/site/get-site';
import { settle } from '@/lib/server-data/loaded';
import { userApi } from '@/lib/server-data/user-api';
import { pathWithQuery } from '@/lib/site/search-params';
import { queryOf } from '@/components/coupons/coupon-paths';
import type { SiteCurrency } from '@/components/parcels/list/parcel-values';
import { ButtonLinks, type ButtonLink } from '@/components/ui/button-links';
import { EmptyState } from '@/components/ui/empty-state';
import type { TablePage } from '@/components/ui/list/data-table';
import { readListState, type SearchParams } from '@/components/ui/list/list-query';
import { StatusTabs, type StatusCount, type StatusDefinition } from '@/components/ui/list/status-tabs';
import { PageFrame } from '@/components/ui/page-frame';
import { PickedIntlProvider } from '@/components/ui/picked-intl-provider';
import { CombinedOrderSearchBar } from './combined-order-search';
import { combinedOrderListRequest, combinedOrderSearchOf, isFiltered, orderListOptions } from './combined-order-list-query';
import styles from './combined-orders.module.css';

export interface OrderListPage<T> {
  items?: T[] | null;
  totalCount?: number | null;
  counts?: StatusCount[] | null;
}

/**
 * What My waybills and My transhipment orders differ in (the URL, the search and the list call are the same). `T` is an
 * order as the list call answers it, `R` as the client table receives it (the fields its row shows: `row`).
 */
export interface OrderListKind<T, R> {
  /** Whose texts (the same keys). */
  namespace: 'combinedOrder' | 'transhipmentOrder' | 'shipForMeOrder';
  /** The frame's id, and the route whose name titles the page and captions the table. */
  id: string;
  route: 'combinedOrder' | 'orderDetail' | 'shipForMeOrders';
  href: string;
  tabs: readonly StatusDefinition[];
  /** The catalog's parts the table, its actions and the search read (components/ui/pick-message-paths.ts). */
  clientMessages: readonly string[];
  read: (query: CombinedOrderListQuery, api: ApiClient) => Promise<OrderListPage<T>>;
  row: (item: T) => R;
}

interface OrderListProps<T, R> {
  locale: Locale;
  site: string;
  search: SearchParams;
  kind: OrderListKind<T, R>;
  /** The links at the head (given the status counts, when they were read) and an empty list's (nothing narrows it). */
  links: (counts: StatusCount[]) => { head: ButtonLink[]; empty: ButtonLink[] };
  /** The table of the page that was read. */
  table: (page: TablePage<R> & { currency: SiteCurrency }) => ReactNode;
}

/**
 * My waybills and My transhipment orders (?status=&page=&pageSize=&keyword=&from=&to=): the status tabs with
 * their counts, the search and the page of orders named by the URL are read on the server; the table and its
 * row actions are a client island. A failed read shows a notice with a retry, never a blank page.
 */
export async function OrderList<T, R>({ locale, site, search, kind, links, table }: OrderListProps<T, R>) {
  const state = readListState(search, orderListOptions(kind.tabs));
  const api = await userApi(locale, site, pathWithQuery(kind.href, search));
  const [list, config, t, tl, common, routes] = await Promise.all([
    settle(kind.read(combinedOrderListRequest(state), api)),
    getSiteConfig(site, locale),
    getTranslations({ locale, namespace: kind.namespace }),
    getTranslations({ locale, namespace: 'list' }),
    getTranslations({ locale, namespace: 'common' }),
    getTranslations({ locale, namespace: 'routes' }),
  ]);
  const initial = combinedOrderSearchOf(state);
  const filtered = isFiltered(state);
  const { head, empty } = links(list.ok ? (list.data.counts ?? []) : []);
  const emptyText = (
    <EmptyState
      title={filtered ? t('list.emptyFiltered') : t('list.empty')}
      description={filtered ? undefined : t('list.emptyText')}
      action={<ButtonLinks locale={locale} links={filtered ? [{ href: kind.href, label: t('list.clearFilters') }] : empty} />}
    />
  );

  return (
    <PageFrame
      id={kind.id}
      title={routes(kind.route)}
      subtitle={t('list.intro')}
      extra={<ButtonLinks locale={locale} className={styles.headLinks} links={head} />}
    >
      {list.ok ? (
        <StatusTabs
          definitions={kind.tabs}
          counts={list.data.counts ?? []}
          current={state.status}
          pathname={getPathname({ href: kind.href, locale })}
          search={queryOf(search)}
          label={(key) => t(key as 'status.10')}
          allLabel={tl('statusAll')}
          navLabel={tl('statusLabel')}
        />
      ) : null}
      <PickedIntlProvider paths={kind.clientMessages}>
        <CombinedOrderSearchBar key={`${initial.keyword}|${initial.from}|${initial.to}`} initial={initial} namespace={kind.namespace} />
        {list.ok ? (
          table({
            items: (list.data.items ?? []).map(kind.row),
            total: list.data.totalCount ?? 0,
            state,
            emptyText,
            caption: routes(kind.route),
            currency: { code: config.site.baseCurrencyCode, symbol: config.site.baseCurrencySymbol },
          })
        ) : (
          <EmptyState role="alert" title={common('loadFailed')} retryLabel={common('retry')} />
        )}
      </PickedIntlProvider>
    </PageFrame>
  );
}
