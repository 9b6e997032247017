import { setRequestLocale } from 'next-intl/server';
import { PointsRecordPage } from '@/components/points/points-record-page';
import { readPageParams, routeMetadata, type QueryPageProps } from '@/components/pages/page-params';

export const generateMetadata = routeMetadata('integralRecord');

/** /user/integral-record (?kind=&days=&from=&to=&page=&pageSize=): the points ledger. */
export default async function IntegralRecordRoute({ params, searchParams }: QueryPageProps) {
  const { locale, site } = await readPageParams(params);
  setRequestLocale(locale);
  return <PointsRecordPage locale={locale} site={site} search={await searchParams} />;
}
