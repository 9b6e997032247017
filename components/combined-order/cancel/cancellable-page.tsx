import { getTranslations } from 'next-intl/server';
import { ScopedIntlProvider } from '@/components/layout/scoped-intl-provider';
import { settle } from '@/lib/server-data/loaded';
import { buttonClassName } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageFrame } from '@/components/ui/page-frame';
import { userApi } from '@/lib/server-data/user-api';
import { symbolOf, COMBINED_ORDER_PAGES } from '@/components/combined-order/labels';
import { PAY_CLIENT_NAMESPACES } from '@/components/combined-order/pay/pay-namespaces';
import { listCancellable } from '@/lib/api/combined-order';
import type { Locale } from '@/lib/contract/constants';
import { Link } from '@/lib/i18n/navigation';
import { getSiteConfig } from '@/lib/site/get-site';
import { CancellableTable } from './cancellable-table';

const SELF = '/user/can-be-cancelled';

/**
 * /user/can-be-cancelled: the member's open waybills, read on the server, each with "Cancel" or why it
 * cannot be cancelled any more. Cancelling reads the page again.
 */
export async function CancellablePage({ locale, site }: { locale: Locale; site: string }) {
  const api = await userApi(locale, site, SELF);
  const [routes, t, tw, common, config, list] = await Promise.all([
    getTranslations({ locale, namespace: 'routes' }),
    getTranslations({ locale, namespace: 'combinedOrderPay' }),
    getTranslations({ locale, namespace: 'combinedOrder' }),
    getTranslations({ locale, namespace: 'common' }),
    getSiteConfig(site, locale),
    settle(listCancellable(api)),
  ]);
  const currency = { code: config.site.baseCurrencyCode, symbol: config.site.baseCurrencySymbol };
  const items = list.ok ? (list.data.items ?? []) : [];
  const myCombinedOrders = (variant: 'primary' | 'default') => (
    <Link href={COMBINED_ORDER_PAGES.list} className={buttonClassName(variant)}>
      {t('links.myCombinedOrders')}
    </Link>
  );
  return (
    <PageFrame id="can-be-cancelled" title={routes('canBeCancelled')} subtitle={t('cancel.intro')} extra={myCombinedOrders('default')}>
      {!list.ok ? (
        <EmptyState role="alert" title={common('loadFailed')} retryLabel={common('retry')} />
      ) : items.length === 0 ? (
        <EmptyState title={t('cancel.empty')} description={t('cancel.emptyText')} action={myCombinedOrders('primary')} />
      ) : (
        <ScopedIntlProvider namespaces={PAY_CLIENT_NAMESPACES}>
          <CancellableTable items={items} symbolOf={(combinedOrder) => symbolOf(combinedOrder.currency, currency)} t={t} tw={tw} />
        </ScopedIntlProvider>
      )}
    </PageFrame>
  );
}
