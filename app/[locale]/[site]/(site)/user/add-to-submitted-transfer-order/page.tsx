import { setRequestLocale } from 'next-intl/server';
import { PageIntro } from '@/components/pages/page-intro';
import { readPageParams, routeMetadata, type PageProps } from '@/components/pages/page-params';

export const generateMetadata = routeMetadata('addToSubmittedTransferOrder');

/** /user/add-to-submitted-transfer-order */
export default async function AddToSubmittedTransferOrderPage({ params }: PageProps) {
  const { locale } = await readPageParams(params);
  setRequestLocale(locale);
  return <PageIntro routeKey="addToSubmittedTransferOrder" variant="embedded" />;
}
