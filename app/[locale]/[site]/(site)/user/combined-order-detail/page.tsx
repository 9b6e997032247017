import { setRequestLocale } from 'next-intl/server';
import { readQueryId, routeMetadata, type QueryPageProps } from '@/components/pages/page-params';
import { WaybillDetailPage } from '@/components/waybills/detail/waybill-detail-page';

export const generateMetadata = routeMetadata('combinedOrderDetail');

/** /user/combined-order-detail?id=L…: one of the member's waybills (an unknown id shows "not found"). */
export default async function CombinedOrderDetailPage(props: QueryPageProps) {
  const { locale, site, id } = await readQueryId(props);
  setRequestLocale(locale);
  return <WaybillDetailPage locale={locale} site={site} id={id} search={await props.searchParams} />;
}
