import { setRequestLocale } from 'next-intl/server';
import { readPageParams, routeMetadata, type PageProps } from '@/components/pages/page-params';
import { ConfirmCombinedOrderPage } from '@/components/combined-order/submit/confirm-combined-order-page';

export const generateMetadata = routeMetadata('submitTranshipOrder2');

/** /user/submit-tranship-order2: step 2 of a waybill, delivery address, method, services, discounts and submit. */
export default async function SubmitTranshipOrder2Page({ params }: PageProps) {
  const { locale, site } = await readPageParams(params);
  setRequestLocale(locale);
  return <ConfirmCombinedOrderPage locale={locale} site={site} />;
}
