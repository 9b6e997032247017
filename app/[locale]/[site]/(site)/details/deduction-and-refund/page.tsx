import { setRequestLocale } from 'next-intl/server';
import { DeductionRefundPage } from '@/components/funds/records/deduction-refund-page';
import { firstQueryValue, readPageParams, routeMetadata, type QueryPageProps } from '@/components/pages/page-params';

export const dynamic = 'force-dynamic';
export const generateMetadata = routeMetadata('detailsDeductionAndRefund');

/** /details/deduction-and-refund?id=TRAN…: the deductions and refunds of one payment. */
export default async function DetailsDeductionAndRefundPage({ params, searchParams }: QueryPageProps) {
  const { locale, site } = await readPageParams(params);
  setRequestLocale(locale);
  const search = await searchParams;
  return <DeductionRefundPage locale={locale} site={site} id={firstQueryValue(search.id)} search={search} />;
}
