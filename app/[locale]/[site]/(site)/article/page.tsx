import { setRequestLocale } from 'next-intl/server';
import { ArticleIndex } from '@/components/content/article-index';
import { readPageParams, routeMetadata, type PageProps } from '@/components/pages/page-params';
import { Container } from '@/components/ui/container';
import { parsePage } from '@/lib/content/pagination';

export const generateMetadata = routeMetadata('article');

// Reads ?query values: rendered per request (the root layout's ISR default would refuse searchParams).
export const dynamic = 'force-dynamic';

type Props = PageProps & { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /article?page=n: the latest announcements and every help article, 20 a page (docs/decisions.md). */
export default async function ArticlePage({ params, searchParams }: Props) {
  const { locale, site } = await readPageParams(params);
  setRequestLocale(locale);
  const page = parsePage((await searchParams).page);
  return (
    <Container>
      <ArticleIndex site={site} locale={locale} page={page} />
    </Container>
  );
}
