import { getTranslations } from 'next-intl/server';
import { PaginationNav } from '@/components/content/pagination-nav';
import { EmptyState } from '@/components/ui/empty-state';
import { PageTitle } from '@/components/ui/page-title';
import type { Locale } from '@/lib/contract/constants';
import type { ArticleCategory } from '@/lib/contract/wire';
import { getArticles } from '@/lib/server-data/content';
import { ArticleList } from './article-list';

interface CategoryArticlesProps {
  site: string;
  locale: Locale;
  category: ArticleCategory;
  page: number;
}

/** The paged article list of one category (and its sub-categories). */
export async function CategoryArticles({ site, locale, category, page }: CategoryArticlesProps) {
  const [t, common, result] = await Promise.all([
    getTranslations({ locale, namespace: 'content' }),
    getTranslations({ locale, namespace: 'common' }),
    getArticles(site, locale, page, category.id),
  ]);
  return (
    <>
      <PageTitle subtitle={result.ok ? t('articleCount', { count: result.data.totalCount }) : undefined}>{category.displayName}</PageTitle>
      {!result.ok ? (
        <EmptyState role="alert" title={common('loadFailed')} retryLabel={common('retry')} />
      ) : result.data.items.length === 0 ? (
        <EmptyState title={page > 1 ? t('pageEmpty') : t('categoryEmpty')} />
      ) : (
        <ArticleList locale={locale} articles={result.data.items} />
      )}
      {result.ok ? (
        <PaginationNav
          locale={locale}
          total={result.data.totalCount}
          page={page}
          path={`/help/category/${encodeURIComponent(category.id)}`}
          labels={{ nav: t('pagination'), prev: t('prevPage'), next: t('nextPage'), page: (n) => t('pageN', { page: n }) }}
        />
      ) : null}
    </>
  );
}
