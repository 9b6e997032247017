import { setRequestLocale } from 'next-intl/server';
import { readPageParams, routeMetadata, type QueryPageProps } from '@/components/pages/page-params';
import { ShipForMeOrdersPage } from '@/components/ship-for-me/orders/ship-for-me-orders-page';

export const dynamic = 'force-dynamic';
export const generateMetadata = routeMetadata('shipForMeOrders');

/** /ship-for-me/orders (?status=&page=&pageSize=&keyword=&from=&to=): the member's ship-for-me logistics orders. */
export default async function ShipForMeOrdersRoute({ params, searchParams }: QueryPageProps) {
  const { locale, site } = await readPageParams(params);
  setRequestLocale(locale);
  return <ShipForMeOrdersPage locale={locale} site={site} search={await searchParams} />;
}
