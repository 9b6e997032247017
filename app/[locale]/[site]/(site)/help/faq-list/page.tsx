import { setRequestLocale } from 'next-intl/server';
import { FaqPage } from '@/components/help/faq-page';
import { readPageParams, routeMetadata, type QueryPageProps } from '@/components/pages/page-params';

export const generateMetadata = routeMetadata('helpFaqList');

// Reads ?query values: rendered per request (the root layout's ISR default would refuse searchParams).
export const dynamic = 'force-dynamic';

/** /help/faq-list?q=…: the FAQ, searched on the server. */
export default async function FaqListPage({ params, searchParams }: QueryPageProps) {
  const { locale, site } = await readPageParams(params);
  setRequestLocale(locale);
  return <FaqPage locale={locale} site={site} search={await searchParams} />;
}
