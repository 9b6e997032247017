import { setRequestLocale } from 'next-intl/server';
import { readPageParams, routeMetadata, type QueryPageProps } from '@/components/pages/page-params';
import { AddParcelsPage } from '@/components/combined-order/add/add-parcels-page';

export const generateMetadata = routeMetadata('addToSubmittedTransferOrder');

/** /user/add-to-submitted-transfer-order (?id=): add in-stock parcels to a submitted waybill. */
export default async function AddToSubmittedTransferOrderPage({ params, searchParams }: QueryPageProps) {
  const { locale, site } = await readPageParams(params);
  setRequestLocale(locale);
  return <AddParcelsPage locale={locale} site={site} search={await searchParams} />;
}
