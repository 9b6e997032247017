import { getTranslations } from 'next-intl/server';
import { listWaybills } from '@/lib/api/combined-order';
import type { Locale } from '@/lib/contract/constants';
import { CombinedOrderStatus } from '@/lib/contract/enums';
import { getPathname, Link } from '@/lib/i18n/navigation';
import { getSiteConfig } from '@/lib/site/get-site';
import { ScopedIntlProvider } from '@/components/layout/scoped-intl-provider';
import { settle } from '@/lib/server-data/loaded';
import { pathWithQuery } from '@/lib/site/search-params';
import { queryOf } from '@/components/coupons/coupon-paths';
import { buttonClassName } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { readListState, type SearchParams } from '@/components/ui/list/list-query';
import { StatusTabs } from '@/components/ui/list/status-tabs';
import { PageFrame } from '@/components/ui/page-frame';
import { userApi } from '@/lib/server-data/user-api';
import { WAYBILL_CLIENT_NAMESPACES, WAYBILL_PAGES } from '../labels';
import { isFiltered, WAYBILL_LIST, WAYBILL_STATUS_TABS, waybillListRequest, waybillSearchOf } from './waybill-list-query';
import { WaybillSearchBar } from './waybill-search';
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
  const [list, config, t, routes, tl, common] = await Promise.all([
    settle(listWaybills(waybillListRequest(state), api)),
    getSiteConfig(site, locale),
    getTranslations({ locale, namespace: 'waybills' }),
    getTranslations({ locale, namespace: 'routes' }),
    getTranslations({ locale, namespace: 'list' }),
    getTranslations({ locale, namespace: 'common' }),
  ]);
  const pathname = getPathname({ href: WAYBILL_PAGES.list, locale });
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
      {list.ok ? (
        <StatusTabs
          definitions={WAYBILL_STATUS_TABS}
          counts={counts}
          current={state.status}
          pathname={pathname}
          search={queryOf(search)}
          label={(key) => t(key as 'status.10')}
          allLabel={tl('statusAll')}
          navLabel={tl('statusLabel')}
        />
      ) : null}
      <ScopedIntlProvider namespaces={WAYBILL_CLIENT_NAMESPACES}>
        <WaybillSearchBar key={`${initial.keyword}|${initial.from}|${initial.to}`} initial={initial} />
        {list.ok ? (
          <WaybillTable
            items={list.data.items ?? []}
            total={list.data.totalCount ?? 0}
            state={state}
            currency={currency}
            empty={empty}
            caption={routes('combinedOrder')}
          />
        ) : (
          <EmptyState role="alert" title={common('loadFailed')} retryLabel={common('retry')} />
        )}
      </ScopedIntlProvider>
    </PageFrame>
  );
}
