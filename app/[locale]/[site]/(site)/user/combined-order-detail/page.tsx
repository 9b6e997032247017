import { setRequestLocale } from 'next-intl/server';
import { readQueryId, routeMetadata, type QueryPageProps } from '@/components/pages/page-params';
import { CombinedOrderDetailPage } from '@/components/combined-order/detail/combined-order-detail-page';

export const generateMetadata = routeMetadata('combinedOrderDetail');

/** /user/combined-order-detail?id=L…: one of the member's waybills (an unknown id shows "not found"). */
export default async function CombinedOrderDetailRoute(props: QueryPageProps) {
  const { locale, site, id } = await readQueryId(props);
  setRequestLocale(locale);
  return <CombinedOrderDetailPage locale={locale} site={site} id={id} search={await props.searchParams} />;
}
