import { setRequestLocale } from 'next-intl/server';
import { PageIntro } from '@/components/pages/page-intro';
import { readPageParams, routeMetadata, type PageProps } from '@/components/pages/page-params';

export const generateMetadata = routeMetadata('helpFaqList');

/** /help/faq-list */
export default async function HelpFaqListPage({ params }: PageProps) {
  const { locale } = await readPageParams(params);
  setRequestLocale(locale);
  return <PageIntro routeKey="helpFaqList" variant="embedded" />;
}
