import { setRequestLocale } from 'next-intl/server';
import { readPageParams, routeMetadata, type QueryPageProps } from '@/components/pages/page-params';
import { RechargePage } from '@/components/funds/recharge/recharge-page';

export const generateMetadata = routeMetadata('recharge');

/** /user/recharge (?amount=<shortfall>&returnTo=<same-site path>) */
export default async function Page({ params, searchParams }: QueryPageProps) {
  const { locale, site } = await readPageParams(params);
  setRequestLocale(locale);
  return <RechargePage locale={locale} site={site} search={await searchParams} />;
}
