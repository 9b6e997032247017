import { setRequestLocale } from 'next-intl/server';
import { readQueryId, routeMetadata, type QueryPageProps } from '@/components/pages/page-params';
import { GoodDetailPage } from '@/components/ship-for-me/goods/good-detail-page';

// A good's page reads the member's session: rendered per request.
export const dynamic = 'force-dynamic';
export const generateMetadata = routeMetadata('shipForMeGoodDetail');

/** /ship-for-me/good-detail?id= (the member's good; visitors sign in first) */
export default async function ShipForMeGoodDetailPage(props: QueryPageProps) {
  const { locale, site, id } = await readQueryId(props);
  setRequestLocale(locale);
  return <GoodDetailPage locale={locale} site={site} id={id} />;
}
