import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { ArticlePage, articleMetadata } from '@/components/help/article-page';
import { readPageParams, type PageProps } from '@/components/pages/page-params';

type Props = PageProps<{ id: string }>;

async function read(params: Props['params']) {
  const { locale, site } = await readPageParams(params);
  return { locale, site, id: decodeURIComponent((await params).id), route: 'articleItem' as const };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return articleMetadata(await read(params));
}

/** /article/{id}: one article in the default layout (the help layout shows it at /help/content/{id}). */
export default async function ArticleItemPage({ params }: Props) {
  const article = await read(params);
  setRequestLocale(article.locale);
  return <ArticlePage {...article} />;
}
