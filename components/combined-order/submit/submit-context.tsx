import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/contract/constants';
import { getSiteConfig } from '@/lib/site/get-site';
import { EmptyState } from '@/components/ui/empty-state';
import type { SiteCurrency } from '@/components/parcels/list/parcel-values';

/** The namespaces the client islands of the flow read (the insufficient-balance dialog reads `recharge`). */
export const SUBMIT_CLIENT_NAMESPACES = ['combinedOrderSubmit', 'errors', 'recharge'] as const;

/** Step 2's island also opens the address book's form (`address`, `validation`). */
export const DELIVERY_CLIENT_NAMESPACES = [...SUBMIT_CLIENT_NAMESPACES, 'address', 'validation'] as const;

/**
 * What every page of the flow needs: its texts, the site's currency (amounts are in the base currency)
 * and the failed state of a read (a message and a retry, never a blank page).
 */
export async function submitContext(locale: Locale, site: string) {
  const [t, routes, common, config] = await Promise.all([
    getTranslations({ locale, namespace: 'combinedOrderSubmit' }),
    getTranslations({ locale, namespace: 'routes' }),
    getTranslations({ locale, namespace: 'common' }),
    getSiteConfig(site, locale),
  ]);
  const currency: SiteCurrency = { code: config.site.baseCurrencyCode, symbol: config.site.baseCurrencySymbol };
  return {
    t,
    routes,
    currency,
    failed: <EmptyState role="alert" title={common('loadFailed')} retryLabel={common('retry')} />,
  };
}
