import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { ArticlePage, articleMetadata } from '@/components/help/article-page';
import { readPageParams, type PageProps } from '@/components/pages/page-params';

type Props = PageProps<{ contentId?: string[] }>;

/** The article id of /help/content/{id}: null without one; more than one segment is a 404. */
async function read(params: Props['params']) {
  const { locale, site } = await readPageParams(params);
  const { contentId } = await params;
  const id = contentId?.length === 1 ? decodeURIComponent(contentId[0]) : contentId?.length ? '' : null;
  if (id === '') notFound();
  return { locale, site, id, route: 'helpContent' as const };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return articleMetadata(await read(params));
}

/** /help/content/{id}: one help article. Without an id: an empty state; an unknown id: 404. */
export default async function HelpContentPage({ params }: Props) {
  const article = await read(params);
  setRequestLocale(article.locale);
  return <ArticlePage {...article} />;
}
