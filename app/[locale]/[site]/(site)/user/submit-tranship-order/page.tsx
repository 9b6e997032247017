import { setRequestLocale } from 'next-intl/server';
import { readPageParams, routeMetadata, type PageProps } from '@/components/pages/page-params';
import { ChooseParcelsPage } from '@/components/combined-order/submit/choose-parcels-page';

export const generateMetadata = routeMetadata('submitTranshipOrder');

/** /user/submit-tranship-order: step 1 of a waybill, the parcels of one warehouse. */
export default async function SubmitTranshipOrderPage({ params }: PageProps) {
  const { locale, site } = await readPageParams(params);
  setRequestLocale(locale);
  return <ChooseParcelsPage locale={locale} site={site} />;
}
