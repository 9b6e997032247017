import { setRequestLocale } from 'next-intl/server';
import { PageIntro } from '@/components/pages/page-intro';
import { readPageParams, routeMetadata, type PageProps } from '@/components/pages/page-params';

export const generateMetadata = routeMetadata('detailsRechargeDetail1');

/** /details/recharge-detail1 */
export default async function DetailsRechargeDetail1Page({ params }: PageProps) {
  const { locale } = await readPageParams(params);
  setRequestLocale(locale);
  return <PageIntro routeKey="detailsRechargeDetail1" />;
}
