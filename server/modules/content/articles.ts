// Article categories (a tree) and articles (localized, tenant-scoped). HTML is returned as stored: the site
// sanitizes on render (ARCHITECTURE.md).
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Locale } from '../../../lib/contract/constants.ts';
import type { ArticleTemplate } from '../../../lib/contract/enums.ts';
import type { Article, ArticleCategory, ArticleCategoryContent, ListResult } from '../../../lib/contract/wire.ts';
import type { Db } from '../../db/client.ts';
import { articleCategories, articles } from '../../db/schema/index.ts';
import { orderBy, pageInMemory, pageOf } from '../../kernel/list.ts';
import { localeColumn, localized as pick } from '../../kernel/localized.ts';
import { likePattern, notFound, type Paging } from './public-content.ts';

// ---------- article categories ----------
type CatRow = typeof articleCategories.$inferSelect;
type ArtRow = typeof articles.$inferSelect;

const toCategory = (r: CatRow, locale: Locale): ArticleCategory => ({
  id: r.id,
  parentId: r.parentId,
  displayName: pick(locale, r.nameZh, r.nameEn),
  categoryContentType: r.categoryContentType as ArticleTemplate,
  showArticleId: r.showArticleId,
  sort: r.sort,
  children: [],
});

async function categoryRows(db: Db, tenantId: string): Promise<CatRow[]> {
  return db.select().from(articleCategories).where(eq(articleCategories.tenantId, tenantId)).orderBy(asc(articleCategories.sort), asc(articleCategories.id));
}

export function buildCategoryTree(rows: CatRow[], locale: Locale): ArticleCategory[] {
  const nodes = new Map(rows.map((r) => [r.id, toCategory(r, locale)]));
  const roots: ArticleCategory[] = [];
  for (const r of rows) {
    const parent = r.parentId ? nodes.get(r.parentId) : undefined;
    if (parent) parent.children.push(nodes.get(r.id)!);
    else roots.push(nodes.get(r.id)!);
  }
  return roots;
}

/** The help-menu tree: roots with nested children. */
export async function categoryTree(db: Db, tenantId: string, locale: Locale): Promise<ListResult<ArticleCategory>> {
  const tree = buildCategoryTree(await categoryRows(db, tenantId), locale);
  return { totalCount: tree.length, items: tree };
}

/** Flat list (children arrays empty), optional filter on the current language's name, paged. */
export async function listCategoriesFlat(
  db: Db,
  tenantId: string,
  locale: Locale,
  q: Paging & { filter?: string; parentId?: string },
): Promise<ListResult<ArticleCategory>> {
  let rows = await categoryRows(db, tenantId);
  if (q.filter) {
    const f = q.filter.toLowerCase();
    rows = rows.filter((r) => pick(locale, r.nameZh, r.nameEn).toLowerCase().includes(f));
  }
  if (q.parentId !== undefined) rows = rows.filter((r) => (r.parentId ?? '') === q.parentId);
  return pageInMemory(
    rows.map((r) => toCategory(r, locale)),
    q,
    { sort: (c) => c.sort, displayName: (c) => c.displayName },
  );
}

/** One category with its children subtree. */
export async function getCategory(db: Db, tenantId: string, id: string, locale: Locale): Promise<ArticleCategory> {
  const rows = await categoryRows(db, tenantId);
  const found = findInTree(buildCategoryTree(rows, locale), id);
  if (!found) throw notFound();
  return found;
}

function findInTree(nodes: ArticleCategory[], id: string): ArticleCategory | null {
  for (const n of nodes) {
    if (n.id === id) return n;
    const c = findInTree(n.children, id);
    if (c) return c;
  }
  return null;
}

function descendantIds(node: ArticleCategory): string[] {
  return [node.id, ...node.children.flatMap(descendantIds)];
}

// ---------- articles ----------
const toArticle = (r: ArtRow, locale: Locale, cats: Map<string, CatRow>): Article => {
  const cat = r.categoryId ? cats.get(r.categoryId) : undefined;
  return {
    id: r.id,
    title: pick(locale, r.titleZh, r.titleEn),
    content: pick(locale, r.contentZh, r.contentEn),
    categoryId: r.categoryId,
    categoryName: cat ? pick(locale, cat.nameZh, cat.nameEn) : null,
    sort: r.sort,
    publishedAt: r.publishedAt.toISOString(),
  };
};

export async function getArticle(db: Db, tenantId: string, id: string, locale: Locale): Promise<Article> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.tenantId, tenantId), eq(articles.id, id)));
  if (!row) throw notFound();
  const cats = new Map((await categoryRows(db, tenantId)).map((c) => [c.id, c]));
  return toArticle(row, locale, cats);
}

/** Articles, optionally of one category and its descendants; filter on the current language's title and content. */
export async function listArticles(
  db: Db,
  tenantId: string,
  locale: Locale,
  q: Paging & { categoryId?: string; filter?: string },
): Promise<ListResult<Article>> {
  const catRows = await categoryRows(db, tenantId);
  const cats = new Map(catRows.map((c) => [c.id, c]));
  const conds: SQL[] = [eq(articles.tenantId, tenantId)];
  if (q.categoryId) {
    const node = findInTree(buildCategoryTree(catRows, locale), q.categoryId);
    if (!node) throw notFound();
    conds.push(inArray(articles.categoryId, descendantIds(node)));
  }
  if (q.filter) {
    const p = likePattern(q.filter);
    conds.push(locale === 'en' ? or(ilike(articles.titleEn, p), ilike(articles.contentEn, p))! : or(ilike(articles.titleZh, p), ilike(articles.contentZh, p))!);
  }
  const where = and(...conds);
  const [{ n }] = await db.select({ n: count() }).from(articles).where(where);
  const rows = await db
    .select()
    .from(articles)
    .where(where)
    .orderBy(
      ...orderBy(q, { sort: articles.sort, publishedAt: articles.publishedAt, title: localeColumn(locale, articles.titleZh, articles.titleEn) }, [
        asc(articles.sort),
        desc(articles.publishedAt),
        asc(articles.id),
      ]),
    )
    .offset(pageOf(q).offset)
    .limit(pageOf(q).limit);
  return { totalCount: Number(n), items: rows.map((r) => toArticle(r, locale, cats)) };
}

async function categoryContent(db: Db, tenantId: string, locale: Locale, category: ArticleCategory): Promise<ArticleCategoryContent> {
  const list = await listArticles(db, tenantId, locale, { categoryId: category.id, skipCount: 0, maxResultCount: 1000 });
  let article: Article | null = null;
  if (category.showArticleId) {
    article = await getArticle(db, tenantId, category.showArticleId, locale).catch(() => null);
  }
  return { category, article, articles: list.items };
}

export async function categoryContentById(db: Db, tenantId: string, id: string, locale: Locale) {
  return categoryContent(db, tenantId, locale, await getCategory(db, tenantId, id, locale));
}

/** Category by its name in either language (case-insensitive, exact); 404 when none. */
export async function categoryContentByTitle(db: Db, tenantId: string, title: string, locale: Locale) {
  const rows = await categoryRows(db, tenantId);
  const t = title.trim().toLowerCase();
  const row = rows.find((r) => r.nameZh.toLowerCase() === t || r.nameEn.toLowerCase() === t);
  if (!row) throw notFound();
  return categoryContent(db, tenantId, locale, findInTree(buildCategoryTree(rows, locale), row.id)!);
}
