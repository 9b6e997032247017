import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/ui/empty-state';
import { RecordLoadFailed } from '@/components/ui/record-load-failed';
import type { Locale } from '@/lib/contract/constants';
import { ArticleTemplate } from '@/lib/contract/enums';
import { parsePage } from '@/lib/content/pagination';
import { getPathname } from '@/lib/i18n/localized-navigation';
import { getCategory } from '@/lib/server-data/content';
import type { SearchParams } from '@/lib/site/search-params';
import { CategoryArticles } from './category-articles';

interface HelpCategoryProps {
  locale: Locale;
  site: string;
  /** The category's id; null when the route names none. */
  id: string | null;
}

/** The category's name; the route's title without an id or for an unknown one. */
export async function helpCategoryMetadata({ locale, site, id }: HelpCategoryProps): Promise<Metadata> {
  const read = id ? await getCategory(site, locale, id) : null;
  const category = read?.ok ? read.data : null;
  if (category) return { title: category.displayName };
  return { title: (await getTranslations({ locale, namespace: 'routes' }))('helpCategory') };
}

/**
 * /help/category/{id}?page=n: the articles of a list-type category, 20 a page; a detail-type category
 * redirects to its article. Without an id: an empty state; an unknown id: 404; a failed read: a retry.
 */
export async function HelpCategoryPage({ locale, site, id, search }: HelpCategoryProps & { search: SearchParams }) {
  if (!id) {
    const t = await getTranslations({ locale, namespace: 'content' });
    return <EmptyState title={t('noCategoryId')} description={t('chooseFromMenu')} />;
  }
  const read = await getCategory(site, locale, id);
  if (!read.ok) return <RecordLoadFailed locale={locale} />;
  const category = read.data;
  if (!category) notFound();
  // A detail-type category is its article (SPEC section 2 "Layouts").
  if (Number(category.categoryContentType) === ArticleTemplate.ArticleDetail && category.showArticleId) {
    redirect(getPathname({ href: `/help/content/${encodeURIComponent(category.showArticleId)}`, locale }));
  }
  return <CategoryArticles site={site} locale={locale} category={category} page={parsePage(search.page)} />;
}
