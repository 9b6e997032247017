import { setRequestLocale } from 'next-intl/server';
import { RechargeHistoryPage } from '@/components/funds/records/recharge-history-page';
import { readPageParams, routeMetadata, type QueryPageProps } from '@/components/pages/page-params';

export const dynamic = 'force-dynamic';
export const generateMetadata = routeMetadata('detailsRechargeDetail1');

/** /details/recharge-detail1 (?status=&method=&from=&to=&page=&pageSize=): the recharge history. */
export default async function DetailsRechargeDetail1Page({ params, searchParams }: QueryPageProps) {
  const { locale, site } = await readPageParams(params);
  setRequestLocale(locale);
  return <RechargeHistoryPage locale={locale} site={site} search={await searchParams} />;
}
