import { setRequestLocale } from 'next-intl/server';
import { readPageParams, routeMetadata, type QueryPageProps } from '@/components/pages/page-params';
import { PendingPaymentPage } from '@/components/combined-order/pay/pending-payment-page';

export const generateMetadata = routeMetadata('pendingPayment');

/** /user/pending-payment (?page=&pageSize=): the waybills waiting for payment. */
export default async function PendingPaymentRoute({ params, searchParams }: QueryPageProps) {
  const { locale, site } = await readPageParams(params);
  setRequestLocale(locale);
  return <PendingPaymentPage locale={locale} site={site} search={await searchParams} />;
}
