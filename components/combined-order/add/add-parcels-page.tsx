import { getTranslations } from 'next-intl/server';
import { ScopedIntlProvider } from '@/components/layout/scoped-intl-provider';
import { settle } from '@/lib/server-data/loaded';
import { pathWithQuery } from '@/lib/site/search-params';
import { firstQueryValue } from '@/components/pages/page-params';
import type { SearchParams } from '@/lib/site/search-params';
import { buttonClassName } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageFrame } from '@/components/ui/page-frame';
import { userApi } from '@/lib/server-data/user-api';
import { COMBINED_ORDER_PAGES } from '@/components/combined-order/labels';
import { PAY_CLIENT_NAMESPACES } from '@/components/combined-order/pay/pay-namespaces';
import { listAddableCombinedOrders } from '@/lib/api/combined-order';
import { listPendingCombine } from '@/lib/api/parcels';
import type { Locale } from '@/lib/contract/constants';
import { Link } from '@/lib/i18n/navigation';
import { getSiteConfig } from '@/lib/site/get-site';
import { AddParcels } from './add-parcels';
import { ADD_PARCELS_PATH } from './add-values';

/**
 * /user/add-to-submitted-transfer-order (?id=): the waybills parcels can still be added to and the
 * in-stock parcels by warehouse, read on the server; choosing and adding is a client island.
 */
export async function AddParcelsPage({ locale, site, search }: { locale: Locale; site: string; search: SearchParams }) {
  const api = await userApi(locale, site, pathWithQuery(ADD_PARCELS_PATH, search));
  const [routes, t, common, config, combinedOrders, groups] = await Promise.all([
    getTranslations({ locale, namespace: 'routes' }),
    getTranslations({ locale, namespace: 'combinedOrderPay' }),
    getTranslations({ locale, namespace: 'common' }),
    getSiteConfig(site, locale),
    settle(listAddableCombinedOrders(api)),
    settle(listPendingCombine(api)),
  ]);
  const addable = combinedOrders.ok ? (combinedOrders.data.items ?? []) : [];
  return (
    <PageFrame id="add-parcels" title={routes('addToSubmittedTransferOrder')} subtitle={t('add.intro')}>
      {!combinedOrders.ok ? (
        <EmptyState role="alert" title={common('loadFailed')} retryLabel={common('retry')} />
      ) : addable.length === 0 ? (
        <EmptyState
          title={t('add.noCombinedOrder')}
          description={t('add.noCombinedOrderText')}
          action={
            <>
              <Link href={COMBINED_ORDER_PAGES.submit} className={buttonClassName('primary')}>
                {t('links.submitCombinedOrder')}
              </Link>
              <Link href={COMBINED_ORDER_PAGES.list} className={buttonClassName('default')}>
                {t('links.myCombinedOrders')}
              </Link>
            </>
          }
        />
      ) : (
        <ScopedIntlProvider namespaces={PAY_CLIENT_NAMESPACES}>
          <AddParcels
            combinedOrders={addable}
            groups={groups.ok ? (groups.data.items ?? []) : null}
            id={firstQueryValue(search.id)}
            symbol={config.site.baseCurrencySymbol}
          />
        </ScopedIntlProvider>
      )}
    </PageFrame>
  );
}
