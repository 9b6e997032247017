import { setRequestLocale } from 'next-intl/server';
import { readPageParams, routeMetadata, type QueryPageProps } from '@/components/pages/page-params';
import { ForecastPage } from '@/components/parcels/forecast/forecast-page';

export const generateMetadata = routeMetadata('selfTranship');

/** /user/self-tranship (?tab=import for the bulk import; ?from=user-center returns there after a forecast) */
export default async function SelfTranshipPage({ params, searchParams }: QueryPageProps) {
  const { locale, site } = await readPageParams(params);
  setRequestLocale(locale);
  const search = await searchParams;
  return <ForecastPage locale={locale} site={site} tab={search.tab === 'import' ? 'import' : 'forecast'} returnToUserCenter={search.from === 'user-center'} />;
}
