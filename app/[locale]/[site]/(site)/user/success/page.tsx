import { setRequestLocale } from 'next-intl/server';
import { firstQueryValue, readQueryId, routeMetadata, type QueryPageProps } from '@/components/pages/page-params';
import { CombinedOrderSuccessPage } from '@/components/combined-order/submit/combined-order-success-page';

export const generateMetadata = routeMetadata('success');

/** /user/success?id=…[&unpaid=1]: a waybill was submitted; what happens next. */
export default async function SuccessPage({ params, searchParams }: QueryPageProps) {
  const { locale, site, id } = await readQueryId({ params, searchParams });
  setRequestLocale(locale);
  const unpaid = firstQueryValue((await searchParams).unpaid) === '1';
  return <CombinedOrderSuccessPage locale={locale} site={site} id={id} unpaid={unpaid} />;
}
