import { getTranslations } from 'next-intl/server';
import { ScopedIntlProvider } from '@/components/layout/scoped-intl-provider';
import { PageFrame } from '@/components/ui/page-frame';
import type { Locale } from '@/lib/contract/constants';
import { getSiteConfig } from '@/lib/site/get-site';
import { idsFromParam } from './combine-pay-ids';
import { CombinePay } from './combine-pay';
import { PAY_CLIENT_NAMESPACES } from './pay-namespaces';

type Search = Record<string, string | string[] | undefined>;

/**
 * /user/combine-and-pay-l (?ids=a,b): the waybills of one combined payment. Which ones may live in the
 * browser only (lsCombinePay), so the figures are worked out by the client island (the user layout has
 * already required a session).
 */
export async function CombinePayPage({ locale, site, search }: { locale: Locale; site: string; search: Search }) {
  const [routes, t, config] = await Promise.all([
    getTranslations({ locale, namespace: 'routes' }),
    getTranslations({ locale, namespace: 'combinedOrderPay' }),
    getSiteConfig(site, locale),
  ]);
  return (
    <PageFrame id="combine-pay" title={routes('combineAndPayL')} subtitle={t('combine.intro')}>
      <ScopedIntlProvider namespaces={PAY_CLIENT_NAMESPACES}>
        <CombinePay urlIds={idsFromParam(search.ids)} symbol={config.site.baseCurrencySymbol} />
      </ScopedIntlProvider>
    </PageFrame>
  );
}
