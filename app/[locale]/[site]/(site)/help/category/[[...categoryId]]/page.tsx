import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CategoryArticles } from '@/components/help/category-articles';
import { readPageParams, type PageProps } from '@/components/pages/page-params';
import { EmptyState } from '@/components/ui/empty-state';
import { ArticleTemplate } from '@/lib/contract/enums';
import { getCategory } from '@/lib/content/loaders';
import { parsePage } from '@/lib/content/pagination';
import { getPathname } from '@/lib/i18n/navigation';

// Reads ?query values: rendered per request (the root layout's ISR default would refuse searchParams).
export const dynamic = 'force-dynamic';

type Props = PageProps<{ categoryId?: string[] }> & { searchParams: Promise<Record<string, string | string[] | undefined>> };

async function load(params: Props['params']) {
  const { locale, site } = await readPageParams(params);
  const { categoryId } = await params;
  if (categoryId && categoryId.length !== 1) notFound();
  const id = categoryId ? decodeURIComponent(categoryId[0]) : null;
  return { locale, site, id, category: id ? await getCategory(site, locale, id) : null };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, category } = await load(params);
  if (category) return { title: category.displayName };
  return { title: (await getTranslations({ locale, namespace: 'routes' }))('helpCategory') };
}

/** /help/category/{id}?page=n: the articles of a list-type category, 20 a page. */
export default async function HelpCategoryPage({ params, searchParams }: Props) {
  const { locale, site, id, category } = await load(params);
  setRequestLocale(locale);
  if (!id) {
    const t = await getTranslations({ locale, namespace: 'content' });
    return <EmptyState title={t('noCategoryId')} description={t('chooseFromMenu')} />;
  }
  if (!category) notFound();
  // A detail-type category is its article (SPEC section 2 "Layouts").
  if (Number(category.categoryContentType) === ArticleTemplate.ArticleDetail && category.showArticleId) {
    redirect(getPathname({ href: `/help/content/${encodeURIComponent(category.showArticleId)}`, locale }));
  }
  const page = parsePage((await searchParams).page);
  return <CategoryArticles site={site} locale={locale} category={category} page={page} />;
}
