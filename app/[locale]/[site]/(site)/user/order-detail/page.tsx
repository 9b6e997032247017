import { setRequestLocale } from 'next-intl/server';
import { firstQueryValue, readPageParams, routeMetadata, type QueryPageProps } from '@/components/pages/page-params';
import { TranshipmentBatchPage } from '@/components/transhipment-order/batch/transhipment-batch-page';
import { TranshipmentDetailPage } from '@/components/transhipment-order/detail/transhipment-detail-page';
import { TranshipmentListPage } from '@/components/transhipment-order/list/transhipment-list-page';
import { TranshipmentSubmitPage } from '@/components/transhipment-order/submit/transhipment-submit-page';

export const generateMetadata = routeMetadata('orderDetail');

/**
 * /user/order-detail: the member's transhipment orders (SPEC gives the order one route; docs/decisions.md).
 * ?view=new[&parcelId=P…] submits one, ?view=edit&id=L… changes one, ?view=upload submits a spreadsheet,
 * ?id=L… is one order; otherwise the list (?status=&page=&pageSize=&keyword=&from=&to=).
 */
export default async function OrderDetailPage({ params, searchParams }: QueryPageProps) {
  const { locale, site } = await readPageParams(params);
  setRequestLocale(locale);
  const search = await searchParams;
  const view = firstQueryValue(search.view);
  const id = firstQueryValue(search.id);
  if (view === 'new' || view === 'edit') return <TranshipmentSubmitPage locale={locale} site={site} search={search} />;
  if (view === 'upload') return <TranshipmentBatchPage locale={locale} site={site} />;
  if (id) return <TranshipmentDetailPage locale={locale} site={site} id={id} search={search} />;
  return <TranshipmentListPage locale={locale} site={site} search={search} />;
}
