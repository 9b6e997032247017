import { getTranslations } from 'next-intl/server';
import { listWaybills } from '@/lib/api/combined-order';
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
import { WAYBILL_CLIENT_NAMESPACES, WAYBILL_PAGES } from '../labels';
import { isFiltered, WAYBILL_LIST, WAYBILL_STATUS_TABS, waybillListRequest, waybillSearchOf } from './waybill-list-query';
import { OrderListBody } from './order-list-body';
import { WaybillTable } from './waybill-table';
import styles from './waybills.module.css';

/**
 * /user/combined-order (?status=&page=&pageSize=&keyword=&from=&to=): the status tabs with their counts, the
 * search and the page of waybills named by the URL are read on the server; the table and its row actions
 * are a client island. A failed read shows a notice with a retry, never a blank page.
 */
export async function WaybillListPage({ locale, site, search }: { locale: Locale; site: string; search: SearchParams }) {
  const state = readListState(search, WAYBILL_LIST);
  const api = await userApi(locale, site, pathWithQuery(WAYBILL_PAGES.list, search));
  const [list, config, t, routes] = await Promise.all([
    settle(listWaybills(waybillListRequest(state), api)),
    getSiteConfig(site, locale),
    getTranslations({ locale, namespace: 'waybills' }),
    getTranslations({ locale, namespace: 'routes' }),
  ]);
  const counts = list.ok ? (list.data.counts ?? []) : [];
  const unpaid = counts.find((c) => c.status === CombinedOrderStatus.Unpaid)?.count ?? 0;
  const initial = waybillSearchOf(state);
  const filtered = isFiltered(state);
  const currency = { code: config.site.baseCurrencyCode, symbol: config.site.baseCurrencySymbol };

  const empty = (
    <EmptyState
      title={filtered ? t('list.emptyFiltered') : t('list.empty')}
      description={filtered ? undefined : t('list.emptyText')}
      action={
        filtered ? (
          <Link href={WAYBILL_PAGES.list} prefetch={false} className={buttonClassName('default')}>
            {t('list.clearFilters')}
          </Link>
        ) : (
          <Link href={WAYBILL_PAGES.submit} className={buttonClassName('primary')}>
            {t('list.submitLink')}
          </Link>
        )
      }
    />
  );

  return (
    <PageFrame
      id="waybills"
      title={routes('combinedOrder')}
      subtitle={t('list.intro')}
      extra={
        <span className={styles.headLinks}>
          {unpaid > 0 ? (
            <Link href={WAYBILL_PAGES.pendingPayment} className={buttonClassName('primary')}>
              {t('list.payMany', { count: unpaid })}
            </Link>
          ) : null}
          <Link href={WAYBILL_PAGES.submit} className={buttonClassName(unpaid > 0 ? 'default' : 'primary')}>
            {t('list.submitLink')}
          </Link>
        </span>
      }
    >
      <OrderListBody
        locale={locale}
        namespace="waybills"
        href={WAYBILL_PAGES.list}
        search={search}
        state={state}
        initial={initial}
        tabs={WAYBILL_STATUS_TABS}
        clientNamespaces={WAYBILL_CLIENT_NAMESPACES}
        list={list}
        table={(page) => <WaybillTable {...page} state={state} currency={currency} emptyText={empty} caption={routes('combinedOrder')} />}
      />
    </PageFrame>
  );
}
