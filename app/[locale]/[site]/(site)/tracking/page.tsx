import { setRequestLocale } from 'next-intl/server';
import { readPageParams, routeMetadata, type QueryPageProps } from '@/components/pages/page-params';
import { TrackingPage } from '@/components/tracking/tracking-page';

export const generateMetadata = routeMetadata('tracking');

// Reads ?number=: rendered per request (the root layout's ISR default would refuse searchParams).
export const dynamic = 'force-dynamic';

/** /tracking?number=… (page key TRACKING): public tracking by waybill or carrier tracking number. */
export default async function TrackingRoute({ params, searchParams }: QueryPageProps) {
  const { locale, site } = await readPageParams(params);
  setRequestLocale(locale);
  return <TrackingPage locale={locale} site={site} search={await searchParams} />;
}
