import { setRequestLocale } from 'next-intl/server';
import { PageIntro } from '@/components/pages/page-intro';
import { readPageParams, routeMetadata, type PageProps } from '@/components/pages/page-params';

export const generateMetadata = routeMetadata('helpCategory');

/** /help/category/[[...categoryId]] */
export default async function HelpCategoryPage({ params }: PageProps) {
  const { locale } = await readPageParams(params);
  setRequestLocale(locale);
  return <PageIntro routeKey="helpCategory" variant="embedded" />;
}
