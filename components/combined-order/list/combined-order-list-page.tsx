import { getTranslations } from 'next-intl/server';
import { listCombinedOrders } from '@/lib/api/combined-order';
import type { Locale } from '@/lib/contract/constants';
import { CombinedOrderStatus } from '@/lib/contract/enums';
import { Link } from '@/lib/i18n/navigation';
import { getSiteConfig } from '@/lib/site/get-site';
import { settle } from '@/lib/server-data/loaded';
import { pathWithQuery } from '@/lib/site/search-params';
import { buttonClassName } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { readListState, type SearchParams } from '@/components/ui/list/list-query';
import { PageFrame } from '@/components/ui/page-frame';
import { userApi } from '@/lib/server-data/user-api';
import { COMBINED_ORDER_CLIENT_NAMESPACES, COMBINED_ORDER_PAGES } from '../labels';
import { isFiltered, COMBINED_ORDER_LIST, COMBINED_ORDER_STATUS_TABS, combinedOrderListRequest, combinedOrderSearchOf } from './combined-order-list-query';
import { OrderListBody } from './order-list-body';
import { CombinedOrderTable } from './combined-order-table';
import styles from './combined-orders.module.css';

/**
 * /user/combined-order (?status=&page=&pageSize=&keyword=&from=&to=): the status tabs with their counts, the
 * search and the page of waybills named by the URL are read on the server; the table and its row actions
 * are a client island. A failed read shows a notice with a retry, never a blank page.
 */
export async function CombinedOrderListPage({ locale, site, search }: { locale: Locale; site: string; search: SearchParams }) {
  const state = readListState(search, COMBINED_ORDER_LIST);
  const api = await userApi(locale, site, pathWithQuery(COMBINED_ORDER_PAGES.list, search));
  const [list, config, t, routes] = await Promise.all([
    settle(listCombinedOrders(combinedOrderListRequest(state), api)),
    getSiteConfig(site, locale),
    getTranslations({ locale, namespace: 'combinedOrder' }),
    getTranslations({ locale, namespace: 'routes' }),
  ]);
  const counts = list.ok ? (list.data.counts ?? []) : [];
  const unpaid = counts.find((c) => c.status === CombinedOrderStatus.Unpaid)?.count ?? 0;
  const initial = combinedOrderSearchOf(state);
  const filtered = isFiltered(state);
  const currency = { code: config.site.baseCurrencyCode, symbol: config.site.baseCurrencySymbol };

  const empty = (
    <EmptyState
      title={filtered ? t('list.emptyFiltered') : t('list.empty')}
      description={filtered ? undefined : t('list.emptyText')}
      action={
        filtered ? (
          <Link href={COMBINED_ORDER_PAGES.list} prefetch={false} className={buttonClassName('default')}>
            {t('list.clearFilters')}
          </Link>
        ) : (
          <Link href={COMBINED_ORDER_PAGES.submit} className={buttonClassName('primary')}>
            {t('list.submitLink')}
          </Link>
        )
      }
    />
  );

  return (
    <PageFrame
      id="combinedOrder"
      title={routes('combinedOrder')}
      subtitle={t('list.intro')}
      extra={
        <span className={styles.headLinks}>
          {unpaid > 0 ? (
            <Link href={COMBINED_ORDER_PAGES.pendingPayment} className={buttonClassName('primary')}>
              {t('list.payMany', { count: unpaid })}
            </Link>
          ) : null}
          <Link href={COMBINED_ORDER_PAGES.submit} className={buttonClassName(unpaid > 0 ? 'default' : 'primary')}>
            {t('list.submitLink')}
          </Link>
        </span>
      }
    >
      <OrderListBody
        locale={locale}
        namespace="combinedOrder"
        href={COMBINED_ORDER_PAGES.list}
        search={search}
        state={state}
        initial={initial}
        tabs={COMBINED_ORDER_STATUS_TABS}
        clientNamespaces={COMBINED_ORDER_CLIENT_NAMESPACES}
        list={list}
        table={(page) => <CombinedOrderTable {...page} state={state} currency={currency} emptyText={empty} caption={routes('combinedOrder')} />}
      />
    </PageFrame>
  );
}
