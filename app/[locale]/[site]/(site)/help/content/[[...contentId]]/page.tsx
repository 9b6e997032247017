import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { HelpArticle } from '@/components/help/help-article';
import { readPageParams, type PageProps } from '@/components/pages/page-params';
import { EmptyState } from '@/components/ui/empty-state';
import { getArticle } from '@/lib/content/loaders';
import { toPlainText } from '@/lib/content/sanitize';

type Props = PageProps<{ contentId?: string[] }>;

async function load(params: Props['params']) {
  const { locale, site } = await readPageParams(params);
  const { contentId } = await params;
  const id = contentId?.length === 1 ? decodeURIComponent(contentId[0]) : contentId?.length ? '' : null;
  if (id === '') notFound();
  return { locale, site, article: id === null ? null : await getArticle(site, locale, id), id };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, article } = await load(params);
  if (article) return { title: article.title, description: toPlainText(article.content) };
  const t = await getTranslations({ locale, namespace: 'routes' });
  return { title: t('helpContent') };
}

/** /help/content/{id}: one help article. Without an id: an empty state; an unknown id: 404. */
export default async function HelpContentPage({ params }: Props) {
  const { locale, article, id } = await load(params);
  setRequestLocale(locale);
  if (id === null) {
    const t = await getTranslations({ locale, namespace: 'content' });
    return <EmptyState title={t('noArticleId')} description={t('chooseFromMenu')} />;
  }
  if (!article) notFound();
  const category = article.categoryId && article.categoryName ? { id: article.categoryId, name: article.categoryName } : null;
  return <HelpArticle title={article.title} content={article.content} publishedAt={article.publishedAt} category={category} />;
}
