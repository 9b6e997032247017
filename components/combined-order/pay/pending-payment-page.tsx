import { getTranslations } from 'next-intl/server';
import { settle } from '@/lib/server-data/loaded';
import { pathWithQuery } from '@/lib/site/search-params';
import { buttonClassName } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { listRequestOf, readListState, type SearchParams } from '@/components/ui/list/list-query';
import { PageFrame } from '@/components/ui/page-frame';
import { PickedIntlProvider } from '@/components/ui/picked-intl-provider';
import { userApi } from '@/lib/server-data/user-api';
import { COMBINED_ORDER_PAGES } from '@/components/combined-order/labels';
import { listLogisticsOrders } from '@/lib/api/combined-order';
import type { Locale } from '@/lib/contract/constants';
import { CombinedOrderStatus } from '@/lib/contract/enums';
import { Link } from '@/lib/i18n/navigation';
import { getSiteConfig } from '@/lib/site/get-site';
import { PENDING_PAYMENT_MESSAGES } from './pay-namespaces';
import { PendingPayments } from './pending-payments';
import { awaitingPayment, pendingRowOf } from './pending-values';

/**
 * /user/pending-payment (?page=&pageSize=): the member's Unpaid waybills, read on the server a page at a
 * time; paying one, or selecting several to pay together, is a client island.
 */
export async function PendingPaymentPage({ locale, site, search }: { locale: Locale; site: string; search: SearchParams }) {
  const state = readListState(search);
  const api = await userApi(locale, site, pathWithQuery(COMBINED_ORDER_PAGES.pendingPayment, search));
  const { skipCount, maxResultCount } = listRequestOf(state);
  const [routes, t, common, config, list] = await Promise.all([
    getTranslations({ locale, namespace: 'routes' }),
    getTranslations({ locale, namespace: 'combinedOrderPay' }),
    getTranslations({ locale, namespace: 'common' }),
    getSiteConfig(site, locale),
    settle(listLogisticsOrders({ status: CombinedOrderStatus.Unpaid, skipCount, maxResultCount }, api)),
  ]);
  const myCombinedOrders = (variant: 'primary' | 'default') => (
    <Link href={COMBINED_ORDER_PAGES.list} className={buttonClassName(variant)}>
      {t('links.myCombinedOrders')}
    </Link>
  );
  const items = list.ok ? awaitingPayment(list.data.items ?? []).map(pendingRowOf) : [];
  const total = list.ok ? (list.data.totalCount ?? 0) : 0;
  return (
    <PageFrame id="pending-payment" title={routes('pendingPayment')} subtitle={t('pending.intro')} extra={myCombinedOrders('default')}>
      {!list.ok ? (
        <EmptyState role="alert" title={common('loadFailed')} retryLabel={common('retry')} />
      ) : total === 0 ? (
        <EmptyState title={t('pending.empty')} description={t('pending.emptyText')} action={myCombinedOrders('primary')} />
      ) : (
        <PickedIntlProvider paths={PENDING_PAYMENT_MESSAGES}>
          <PendingPayments items={items} total={total} state={state} site={{ code: config.site.baseCurrencyCode, symbol: config.site.baseCurrencySymbol }} />
        </PickedIntlProvider>
      )}
    </PageFrame>
  );
}
