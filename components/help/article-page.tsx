import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { EmptyState } from '@/components/ui/empty-state';
import { RecordLoadFailed } from '@/components/ui/record-load-failed';
import type { Locale } from '@/lib/contract/constants';
import { toPlainText } from '@/lib/content/sanitize';
import { getArticle } from '@/lib/server-data/content';
import { HelpArticle } from './help-article';

interface ArticlePageProps {
  locale: Locale;
  site: string;
  /** The article's id; null when the route names none (the help layout's empty state). */
  id: string | null;
  /**
   * The route (its `routes` title key): /article/{id} shows the article in a Container of the default
   * layout, /help/content/{id} in the help layout.
   */
  route: 'articleItem' | 'helpContent';
}

/** The article's title and summary; the route's title without an id or for an unknown one. */
export async function articleMetadata({ locale, site, id, route }: ArticlePageProps): Promise<Metadata> {
  const read = id === null ? null : await getArticle(site, locale, id);
  const article = read?.ok ? read.data : null;
  if (article) return { title: article.title, description: toPlainText(article.content) };
  return { title: (await getTranslations({ locale, namespace: 'routes' }))(route) };
}

/** One article with a link to its category. Without an id: an empty state; an unknown id: 404; a failed read: a retry. */
export async function ArticlePage({ locale, site, id, route }: ArticlePageProps) {
  const body = await articleBody(locale, site, id);
  return route === 'articleItem' ? <Container>{body}</Container> : body;
}

async function articleBody(locale: Locale, site: string, id: string | null) {
  if (id === null) {
    const t = await getTranslations({ locale, namespace: 'content' });
    return <EmptyState title={t('noArticleId')} description={t('chooseFromMenu')} />;
  }
  const read = await getArticle(site, locale, id);
  if (!read.ok) return <RecordLoadFailed locale={locale} />;
  const article = read.data;
  if (!article) notFound();
  const category = article.categoryId && article.categoryName ? { id: article.categoryId, name: article.categoryName } : null;
  return <HelpArticle title={article.title} content={article.content} publishedAt={article.publishedAt} category={category} />;
}
