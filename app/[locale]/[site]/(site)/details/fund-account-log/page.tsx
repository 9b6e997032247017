import { setRequestLocale } from 'next-intl/server';
import { FundLogLinePage } from '@/components/funds/records/fund-log-line-page';
import { FundLogPage } from '@/components/funds/records/fund-log-page';
import { firstQueryValue, readPageParams, routeMetadata, type QueryPageProps } from '@/components/pages/page-params';

export const dynamic = 'force-dynamic';
export const generateMetadata = routeMetadata('detailsFundAccountLog');

/** /details/fund-account-log (?type=&from=&to=&page=&pageSize=), or one line with ?id= */
export default async function DetailsFundAccountLogPage({ params, searchParams }: QueryPageProps) {
  const { locale, site } = await readPageParams(params);
  setRequestLocale(locale);
  const search = await searchParams;
  const id = firstQueryValue(search.id);
  return id ? <FundLogLinePage locale={locale} site={site} id={id} search={search} /> : <FundLogPage locale={locale} site={site} search={search} />;
}
