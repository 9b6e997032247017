import { setRequestLocale } from 'next-intl/server';
import { readPageParams, routeMetadata, type PageProps } from '@/components/pages/page-params';
import { ParcelListPage } from '@/components/parcels/list/parcel-list-page';
import type { SearchParams } from '@/components/ui/list/list-query';

export const generateMetadata = routeMetadata('transhipList');

/** /user/tranship-list (?status=&page=&pageSize=&sort=&trackingNumber=&from=&to=&id=) */
export default async function Page({ params, searchParams }: PageProps & { searchParams: Promise<SearchParams> }) {
  const { locale, site } = await readPageParams(params);
  setRequestLocale(locale);
  return <ParcelListPage locale={locale} site={site} search={await searchParams} />;
}
