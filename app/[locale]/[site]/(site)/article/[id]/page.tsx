import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { HelpArticle } from '@/components/help/help-article';
import { readPageParams, type PageProps } from '@/components/pages/page-params';
import { Container } from '@/components/ui/container';
import { getArticle } from '@/lib/content/loaders';
import { toPlainText } from '@/lib/content/sanitize';

type Props = PageProps<{ id: string }>;

async function load(params: Props['params']) {
  const { locale, site } = await readPageParams(params);
  const { id } = await params;
  return { locale, article: await getArticle(site, locale, decodeURIComponent(id)) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, article } = await load(params);
  if (article) return { title: article.title, description: toPlainText(article.content) };
  return { title: (await getTranslations({ locale, namespace: 'routes' }))('articleItem') };
}

/** /article/{id}: one article in the default layout (the help layout shows it at /help/content/{id}). */
export default async function ArticleItemPage({ params }: Props) {
  const { locale, article } = await load(params);
  setRequestLocale(locale);
  if (!article) notFound();
  const category = article.categoryId && article.categoryName ? { id: article.categoryId, name: article.categoryName } : null;
  return (
    <Container>
      <HelpArticle title={article.title} content={article.content} publishedAt={article.publishedAt} category={category} />
    </Container>
  );
}
