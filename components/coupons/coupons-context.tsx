import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/contract/constants';
import { getSiteConfig } from '@/lib/site/get-site';
import { EmptyState } from '@/components/ui/empty-state';

/** The namespaces the client islands of the coupon pages read (ScopedIntlProvider); the data table's pager reads `list`. */
export const COUPONS_CLIENT_NAMESPACES = ['coupons', 'list'] as const;
export const POINTS_CLIENT_NAMESPACES = ['points', 'list'] as const;

/**
 * What every coupon or points page needs: its texts, the site's currency symbol (a coupon's money is in
 * the base currency) and the failed state of a read (a message and a retry, never a blank page).
 */
export async function couponsContext(locale: Locale, site: string) {
  const [t, points, routes, common, list, config] = await Promise.all([
    getTranslations({ locale, namespace: 'coupons' }),
    getTranslations({ locale, namespace: 'points' }),
    getTranslations({ locale, namespace: 'routes' }),
    getTranslations({ locale, namespace: 'common' }),
    getTranslations({ locale, namespace: 'list' }),
    getSiteConfig(site, locale),
  ]);
  return {
    t,
    points,
    routes,
    list,
    symbol: config.site.baseCurrencySymbol,
    failed: <EmptyState role="alert" title={common('loadFailed')} retryLabel={common('retry')} />,
  };
}
