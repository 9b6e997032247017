import { setRequestLocale } from 'next-intl/server';
import { readPageParams, routeMetadata, type PageProps } from '@/components/pages/page-params';
import { GoodsListPage } from '@/components/ship-for-me/goods/goods-list-page';
import type { SearchParams } from '@/components/ui/list/list-query';

export const generateMetadata = routeMetadata('shipForMeGoodsList');

// The session decides between the member's goods and the visitor's: rendered per request.
export const dynamic = 'force-dynamic';

/** /ship-for-me/goods-list (?status=&keyword=&page=&pageSize=) */
export default async function ShipForMeGoodsListPage({ params, searchParams }: PageProps & { searchParams: Promise<SearchParams> }) {
  const { locale, site } = await readPageParams(params);
  setRequestLocale(locale);
  return <GoodsListPage locale={locale} site={site} search={await searchParams} />;
}
