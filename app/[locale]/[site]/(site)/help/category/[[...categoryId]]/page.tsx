import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { HelpCategoryPage, helpCategoryMetadata } from '@/components/help/help-category-page';
import { readPageParams, type PageProps } from '@/components/pages/page-params';
import type { SearchParams } from '@/lib/site/search-params';

// Reads ?query values: rendered per request (the root layout's ISR default would refuse searchParams).
export const dynamic = 'force-dynamic';

type Props = PageProps<{ categoryId?: string[] }> & { searchParams: Promise<SearchParams> };

/** The category id of /help/category/{id}: null without one; more than one segment is a 404. */
async function read(params: Props['params']) {
  const { locale, site } = await readPageParams(params);
  const { categoryId } = await params;
  if (categoryId && categoryId.length !== 1) notFound();
  return { locale, site, id: categoryId ? decodeURIComponent(categoryId[0]) : null };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return helpCategoryMetadata(await read(params));
}

/** /help/category/{id}?page=n: one help category's articles. */
export default async function HelpCategoryRoute({ params, searchParams }: Props) {
  const category = await read(params);
  setRequestLocale(category.locale);
  return <HelpCategoryPage {...category} search={await searchParams} />;
}
