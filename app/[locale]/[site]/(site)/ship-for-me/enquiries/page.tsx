import { setRequestLocale } from 'next-intl/server';
import { readPageParams, routeMetadata, type QueryPageProps } from '@/components/pages/page-params';
import { EnquiriesPage } from '@/components/ship-for-me/enquiries/enquiries-page';

export const generateMetadata = routeMetadata('shipForMeEnquiries');

// The member's enquiries, read with the session per request (and ?status=&page=&id=).
export const dynamic = 'force-dynamic';

/** /ship-for-me/enquiries[?status=…][&id=Q…]: the member's enquiries, or one of them. */
export default async function ShipForMeEnquiriesPage({ params, searchParams }: QueryPageProps) {
  const { locale, site } = await readPageParams(params);
  setRequestLocale(locale);
  return <EnquiriesPage locale={locale} site={site} search={await searchParams} />;
}
