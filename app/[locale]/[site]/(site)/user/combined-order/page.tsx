import { setRequestLocale } from 'next-intl/server';
import { readPageParams, routeMetadata, type QueryPageProps } from '@/components/pages/page-params';
import { CombinedOrderListPage } from '@/components/combined-order/list/combined-order-list-page';

export const generateMetadata = routeMetadata('combinedOrder');

/** /user/combined-order (?status=&page=&pageSize=&keyword=&from=&to=): the member's waybills by status. */
export default async function CombinedOrderPage({ params, searchParams }: QueryPageProps) {
  const { locale, site } = await readPageParams(params);
  setRequestLocale(locale);
  return <CombinedOrderListPage locale={locale} site={site} search={await searchParams} />;
}
