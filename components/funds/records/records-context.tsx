import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/ui/empty-state';
import { TABLE_MESSAGES } from '@/components/ui/list/table-messages';
import type { Crumb } from '@/components/ui/page-frame';
import type { Locale } from '@/lib/contract/constants';
import { getPathname } from '@/lib/i18n/localized-navigation';
import { type Href } from '@/lib/i18n/paths';
import { getSiteConfig } from '@/lib/site/get-site';

/** The catalog's parts the records' client parts read (PickedIntlProvider): the toolbar and the tables, not the hub's and detail pages' texts. */
export const RECORDS_CLIENT_MESSAGES = [
  ...TABLE_MESSAGES,
  'funds.method',
  'funds.status',
  'funds.kind',
  'funds.reason',
  'funds.unsettled',
  'records.toolbar',
  'records.col',
  'records.by',
  'records.logType',
  'records.fundLog.lineLink',
  'records.recharges',
] as const;

/** What every records page needs: its texts, the site's currency symbol and the crumbs below "Fund details". */
export async function recordsContext(locale: Locale, site: string) {
  const [t, funds, routes, common, list, config] = await Promise.all([
    getTranslations({ locale, namespace: 'records' }),
    getTranslations({ locale, namespace: 'funds' }),
    getTranslations({ locale, namespace: 'routes' }),
    getTranslations({ locale, namespace: 'common' }),
    getTranslations({ locale, namespace: 'list' }),
    getSiteConfig(site, locale),
  ]);
  const href = (target: Href) => getPathname({ href: target, locale });
  return {
    t,
    funds,
    routes,
    symbol: config.site.baseCurrencySymbol,
    href,
    /** The page's crumbs: Fund details, then these (the last is the page itself, without href). */
    crumbs: (...items: Crumb[]) => ({ label: list('breadcrumb'), items: [{ label: routes('details'), href: href('/details') }, ...items] }),
    /** A read that failed: the message and a retry (never a blank page). */
    failed: <EmptyState role="alert" title={common('loadFailed')} retryLabel={common('retry')} />,
  };
}
