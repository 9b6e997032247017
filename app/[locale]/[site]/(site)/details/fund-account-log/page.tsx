import { setRequestLocale } from 'next-intl/server';
import { PageIntro } from '@/components/pages/page-intro';
import { readPageParams, routeMetadata, type PageProps } from '@/components/pages/page-params';

export const generateMetadata = routeMetadata('detailsFundAccountLog');

/** /details/fund-account-log */
export default async function DetailsFundAccountLogPage({ params }: PageProps) {
  const { locale } = await readPageParams(params);
  setRequestLocale(locale);
  return <PageIntro routeKey="detailsFundAccountLog" />;
}
