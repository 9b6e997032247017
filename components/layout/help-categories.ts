import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/lib/contract/constants';
import { ArticleTemplate } from '@/lib/contract/enums';
import { getCategoryTree } from '@/lib/server-data/content';

/** SPEC section 3 "Help category". */
export interface HelpCategory {
  id: string | number;
  displayName: string;
  children?: HelpCategory[] | null;
  categoryContentType: number;
  showArticleId?: string | number | null;
}

export interface HelpMenuEntry {
  id: string;
  label: string;
  /** null: a heading without a page of its own. */
  href: string | null;
  children: HelpMenuEntry[];
}

export type HelpMenuResult = { ok: true; entries: HelpMenuEntry[] } | { ok: false; entries: [] };

/** ArticleList → the category's list page; ArticleDetail → its article (SPEC section 2 "Layouts"). */
export function helpCategoryHref(category: HelpCategory): string | null {
  if (Number(category.categoryContentType) === ArticleTemplate.ArticleDetail) {
    const article = category.showArticleId;
    return article === null || article === undefined || article === '' ? null : `/help/content/${encodeURIComponent(String(article))}`;
  }
  if (Number(category.categoryContentType) === ArticleTemplate.ArticleList) {
    return `/help/category/${encodeURIComponent(String(category.id))}`;
  }
  return null;
}

export function toMenuEntries(categories: HelpCategory[], depth = 0): HelpMenuEntry[] {
  if (depth > 5) return [];
  return categories
    .filter((category) => category && category.id !== undefined && category.displayName)
    .map((category) => ({
      id: String(category.id),
      label: category.displayName,
      href: helpCategoryHref(category),
      children: toMenuEntries(Array.isArray(category.children) ? category.children : [], depth + 1),
    }));
}

/**
 * The help menu: the same category tree the help pages read (one call per render, shared through the
 * loader's cache). A failure gives `ok: false` (the menu shows a message), never an exception.
 */
export const getHelpMenu = cache(async (siteKey: string, locale: Locale): Promise<HelpMenuResult> => {
  const tree = await getCategoryTree(siteKey, locale);
  return tree.ok ? { ok: true, entries: toMenuEntries(tree.data) } : { ok: false, entries: [] };
});
