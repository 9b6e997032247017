import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FaqList } from '@/components/help/faq-list';
import { readPageParams, routeMetadata, type PageProps } from '@/components/pages/page-params';
import { EmptyState } from '@/components/ui/empty-state';
import { PageTitle } from '@/components/ui/page-title';
import { getFaqs } from '@/lib/content/loaders';

export const generateMetadata = routeMetadata('helpFaqList');

// Reads ?query values: rendered per request (the root layout's ISR default would refuse searchParams).
export const dynamic = 'force-dynamic';

type Props = PageProps & { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /help/faq-list?q=…: the FAQ, searched on the server (a GET form: no JavaScript needed). */
export default async function FaqListPage({ params, searchParams }: Props) {
  const { locale, site } = await readPageParams(params);
  setRequestLocale(locale);
  const raw = (await searchParams).q;
  const query = (Array.isArray(raw) ? raw[0] : (raw ?? '')).trim().slice(0, 100);
  const [t, common, result] = await Promise.all([
    getTranslations({ locale, namespace: 'helpCenter' }),
    getTranslations({ locale, namespace: 'common' }),
    getFaqs(site, locale, query),
  ]);
  return (
    <>
      <PageTitle subtitle={t('faqIntro')}>{t('faqTitle')}</PageTitle>
      {result.ok ? <FaqList faqs={result.data} query={query} /> : <EmptyState role="alert" title={common('loadFailed')} retryLabel={common('retry')} />}
    </>
  );
}
