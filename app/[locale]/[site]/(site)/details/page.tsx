import { setRequestLocale } from 'next-intl/server';
import { DetailsHub } from '@/components/funds/records/details-hub';
import { readPageParams, routeMetadata, type QueryPageProps } from '@/components/pages/page-params';

// The member's own money: rendered per request (the proxy and the page send a visitor without a session to /login).
export const dynamic = 'force-dynamic';
export const generateMetadata = routeMetadata('details');

/** /details: the balance and the links to every kind of record. */
export default async function DetailsPage({ params, searchParams }: QueryPageProps) {
  const { locale, site } = await readPageParams(params);
  setRequestLocale(locale);
  return <DetailsHub locale={locale} site={site} search={await searchParams} />;
}
