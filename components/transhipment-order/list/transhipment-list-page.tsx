import { getTranslations } from 'next-intl/server';
import { listTranshipmentOrders } from '@/lib/api/transhipment-order';
import type { Locale } from '@/lib/contract/constants';
import { Link } from '@/lib/i18n/navigation';
import { getSiteConfig } from '@/lib/site/get-site';
import { settle } from '@/lib/server-data/loaded';
import { pathWithQuery } from '@/lib/site/search-params';
import { buttonClassName } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { readListState, type SearchParams } from '@/components/ui/list/list-query';
import { PageFrame } from '@/components/ui/page-frame';
import { userApi } from '@/lib/server-data/user-api';
import styles from '@/components/combined-order/list/combined-orders.module.css';
import { newOrderHref, TRANSHIPMENT_CLIENT_NAMESPACES, TRANSHIPMENT_PAGES, UPLOAD_HREF } from '../labels';
import { isFiltered, TRANSHIPMENT_LIST, TRANSHIPMENT_STATUS_TABS, transhipmentListRequest, transhipmentSearchOf } from './transhipment-list-query';
import { OrderListBody } from '@/components/combined-order/list/order-list-body';
import { TranshipmentTable } from './transhipment-table';

/**
 * /user/order-detail (?status=&page=&pageSize=&keyword=&from=&to=): My transhipment orders. The status tabs
 * with their counts, the search and the page of orders named by the URL are read on the server; the table
 * and its row actions are a client island. New orders and the spreadsheet upload are links to the same
 * route's ?view=new and ?view=upload. A failed read shows a notice with a retry, never a blank page.
 */
export async function TranshipmentListPage({ locale, site, search }: { locale: Locale; site: string; search: SearchParams }) {
  const state = readListState(search, TRANSHIPMENT_LIST);
  const api = await userApi(locale, site, pathWithQuery(TRANSHIPMENT_PAGES.list, search));
  const [list, config, t, routes] = await Promise.all([
    settle(listTranshipmentOrders(transhipmentListRequest(state), api)),
    getSiteConfig(site, locale),
    getTranslations({ locale, namespace: 'transhipmentOrder' }),
    getTranslations({ locale, namespace: 'routes' }),
  ]);
  const initial = transhipmentSearchOf(state);
  const filtered = isFiltered(state);
  const currency = { code: config.site.baseCurrencyCode, symbol: config.site.baseCurrencySymbol };

  const newLink = (variant: 'primary' | 'default') => (
    <Link href={newOrderHref()} className={buttonClassName(variant)}>
      {t('links.new')}
    </Link>
  );
  const uploadLink = (
    <Link href={UPLOAD_HREF} className={buttonClassName('default')}>
      {t('links.upload')}
    </Link>
  );
  const empty = filtered ? (
    <EmptyState
      title={t('list.emptyFiltered')}
      action={
        <Link href={TRANSHIPMENT_PAGES.list} prefetch={false} className={buttonClassName('default')}>
          {t('list.clearFilters')}
        </Link>
      }
    />
  ) : (
    <EmptyState
      title={t('list.empty')}
      description={t('list.emptyText')}
      action={
        <>
          {newLink('primary')}
          {uploadLink}
        </>
      }
    />
  );

  return (
    <PageFrame
      id="transhipment-orders"
      title={routes('orderDetail')}
      subtitle={t('list.intro')}
      extra={
        <span className={styles.headLinks}>
          {newLink('primary')}
          {uploadLink}
        </span>
      }
    >
      <OrderListBody
        locale={locale}
        namespace="transhipmentOrder"
        href={TRANSHIPMENT_PAGES.list}
        search={search}
        state={state}
        initial={initial}
        tabs={TRANSHIPMENT_STATUS_TABS}
        clientNamespaces={TRANSHIPMENT_CLIENT_NAMESPACES}
        list={list}
        table={(page) => <TranshipmentTable {...page} state={state} currency={currency} emptyText={empty} caption={routes('orderDetail')} />}
      />
    </PageFrame>
  );
}
