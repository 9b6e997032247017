import { setRequestLocale } from 'next-intl/server';
import { readPageParams, routeMetadata, type PageProps } from '@/components/pages/page-params';
import { WarehousePage } from '@/components/address/warehouse-page';

export const generateMetadata = routeMetadata('wareHouseAddress');

/** /user/wareHouse-address */
export default async function Page({ params }: PageProps) {
  const { locale, site } = await readPageParams(params);
  setRequestLocale(locale);
  return <WarehousePage locale={locale} site={site} />;
}
