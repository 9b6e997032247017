import { getTranslations } from 'next-intl/server';
import { firstQueryValue } from '@/components/pages/page-params';
import { EmptyState } from '@/components/ui/empty-state';
import { PageTitle } from '@/components/ui/page-title';
import type { Locale } from '@/lib/contract/constants';
import { getFaqs } from '@/lib/server-data/content';
import type { SearchParams } from '@/lib/site/search-params';
import { FaqList } from './faq-list';

/** /help/faq-list?q=…: the FAQ, searched on the server (a GET form: no JavaScript needed). */
export async function FaqPage({ locale, site, search }: { locale: Locale; site: string; search: SearchParams }) {
  const query = firstQueryValue(search.q).slice(0, 100);
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
