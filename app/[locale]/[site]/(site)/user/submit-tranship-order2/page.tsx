import { setRequestLocale } from 'next-intl/server';
import { PageIntro } from '@/components/pages/page-intro';
import { readPageParams, routeMetadata, type PageProps } from '@/components/pages/page-params';

export const generateMetadata = routeMetadata('submitTranshipOrder2');

/** /user/submit-tranship-order2 */
export default async function SubmitTranshipOrder2Page({ params }: PageProps) {
  const { locale } = await readPageParams(params);
  setRequestLocale(locale);
  return <PageIntro routeKey="submitTranshipOrder2" variant="embedded" />;
}
