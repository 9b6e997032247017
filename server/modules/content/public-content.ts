// Announcements, articles, article categories, FAQ, page-content items and banners (localized, tenant-scoped).
// HTML is returned as stored: the site sanitizes on render (ARCHITECTURE.md), so the XSS proof tests the site.
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Locale } from '../../../lib/contract/constants.ts';
import type {
  Announcement,
  Article,
  ArticleCategory,
  ArticleCategoryContent,
  Banner,
  Faq,
  ListResult,
  PageContentItem,
} from '../../../lib/contract/wire.ts';
import type { ArticleTemplate, LinkTarget, LinkType, PagePosition } from '../../../lib/contract/enums.ts';
import type { Db } from '../../db/client.ts';
import { announcements, articleCategories, articles, banners, faqs, pageContentItems } from '../../db/schema/index.ts';
import { ApiError } from '../../errors.ts';
import { localized as pick } from '../../kernel/localized.ts';

export interface Paging {
  skipCount: number;
  maxResultCount: number;
}

const notFound = () => new ApiError(404, 'NotFound', 'notFound');
/** `%…%` pattern with LIKE wildcards escaped (default escape character is the backslash). */
export const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

// ---------- announcements ----------
type AnnRow = typeof announcements.$inferSelect;
const toAnnouncement = (r: AnnRow, locale: Locale): Announcement => ({
  id: r.id,
  title: pick(locale, r.titleZh, r.titleEn),
  content: pick(locale, r.contentZh, r.contentEn),
  publishedAt: r.publishedAt.toISOString(),
  isTop: r.isTop,
  showOnIndex: r.showOnIndex,
  sort: r.sort,
});

export async function listAnnouncements(
  db: Db,
  tenantId: string,
  locale: Locale,
  q: Paging & { filter?: string; isTop?: boolean; showOnIndex?: boolean },
): Promise<ListResult<Announcement>> {
  const conds: SQL[] = [eq(announcements.tenantId, tenantId)];
  if (q.filter) {
    const p = likePattern(q.filter);
    conds.push(locale === 'en' ? or(ilike(announcements.titleEn, p), ilike(announcements.contentEn, p))! : or(ilike(announcements.titleZh, p), ilike(announcements.contentZh, p))!);
  }
  if (q.isTop !== undefined) conds.push(eq(announcements.isTop, q.isTop));
  if (q.showOnIndex !== undefined) conds.push(eq(announcements.showOnIndex, q.showOnIndex));
  const where = and(...conds);
  const [{ n }] = await db.select({ n: count() }).from(announcements).where(where);
  const rows = await db
    .select()
    .from(announcements)
    .where(where)
    .orderBy(desc(announcements.isTop), desc(announcements.publishedAt), asc(announcements.id))
    .offset(q.skipCount)
    .limit(q.maxResultCount);
  return { totalCount: Number(n), items: rows.map((r) => toAnnouncement(r, locale)) };
}

export async function getAnnouncement(db: Db, tenantId: string, id: string, locale: Locale): Promise<Announcement> {
  const [row] = await db.select().from(announcements).where(and(eq(announcements.tenantId, tenantId), eq(announcements.id, id)));
  if (!row) throw notFound();
  return toAnnouncement(row, locale);
}

export function indexAnnouncements(db: Db, tenantId: string, locale: Locale) {
  return listAnnouncements(db, tenantId, locale, { showOnIndex: true, skipCount: 0, maxResultCount: 100 });
}

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
  return db
    .select()
    .from(articleCategories)
    .where(eq(articleCategories.tenantId, tenantId))
    .orderBy(asc(articleCategories.sort), asc(articleCategories.id));
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
  return {
    totalCount: rows.length,
    items: rows.slice(q.skipCount, q.skipCount + q.maxResultCount).map((r) => toCategory(r, locale)),
  };
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
  const [row] = await db.select().from(articles).where(and(eq(articles.tenantId, tenantId), eq(articles.id, id)));
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
    .orderBy(asc(articles.sort), desc(articles.publishedAt), asc(articles.id))
    .offset(q.skipCount)
    .limit(q.maxResultCount);
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

// ---------- FAQ ----------
type FaqRow = typeof faqs.$inferSelect;
const toFaq = (r: FaqRow, locale: Locale): Faq => ({
  id: r.id,
  question: pick(locale, r.questionZh, r.questionEn),
  answer: pick(locale, r.answerZh, r.answerEn),
  category: locale === 'en' ? r.categoryEn : r.categoryZh,
  sort: r.sort,
});

/** filter: case-insensitive substring of the question OR the answer, in the current language. */
export async function listFaqs(
  db: Db,
  tenantId: string,
  locale: Locale,
  q: Paging & { filter?: string; category?: string },
): Promise<ListResult<Faq>> {
  const conds: SQL[] = [eq(faqs.tenantId, tenantId)];
  if (q.filter) {
    const p = likePattern(q.filter);
    conds.push(locale === 'en' ? or(ilike(faqs.questionEn, p), ilike(faqs.answerEn, p))! : or(ilike(faqs.questionZh, p), ilike(faqs.answerZh, p))!);
  }
  if (q.category) conds.push(locale === 'en' ? eq(faqs.categoryEn, q.category) : eq(faqs.categoryZh, q.category));
  const where = and(...conds);
  const [{ n }] = await db.select({ n: count() }).from(faqs).where(where);
  const rows = await db.select().from(faqs).where(where).orderBy(asc(faqs.sort), asc(faqs.id)).offset(q.skipCount).limit(q.maxResultCount);
  return { totalCount: Number(n), items: rows.map((r) => toFaq(r, locale)) };
}

export async function getFaq(db: Db, tenantId: string, id: string, locale: Locale): Promise<Faq> {
  const [row] = await db.select().from(faqs).where(and(eq(faqs.tenantId, tenantId), eq(faqs.id, id)));
  if (!row) throw notFound();
  return toFaq(row, locale);
}

// ---------- page-content items ----------
type PciRow = typeof pageContentItems.$inferSelect;
const toPci = (r: PciRow, locale: Locale): PageContentItem => ({
  id: r.id,
  position: r.position as PagePosition,
  key: r.blockKey,
  title: pick(locale, r.titleZh, r.titleEn),
  content: pick(locale, r.contentZh, r.contentEn),
  imageUrl: r.imageUrl,
  linkType: r.linkType as LinkType | null,
  linkSourceValue: r.linkSourceValue,
  extenalUrlTarget: r.extenalUrlTarget as LinkTarget,
  sort: r.sort,
});

export async function listPageContent(
  db: Db,
  tenantId: string,
  locale: Locale,
  q: Paging & { position?: number; key?: string },
): Promise<ListResult<PageContentItem>> {
  const conds: SQL[] = [eq(pageContentItems.tenantId, tenantId)];
  if (q.position !== undefined) conds.push(eq(pageContentItems.position, q.position));
  if (q.key) conds.push(eq(pageContentItems.blockKey, q.key));
  const where = and(...conds);
  const [{ n }] = await db.select({ n: count() }).from(pageContentItems).where(where);
  const rows = await db
    .select()
    .from(pageContentItems)
    .where(where)
    .orderBy(asc(pageContentItems.position), asc(pageContentItems.sort), asc(pageContentItems.id))
    .offset(q.skipCount)
    .limit(q.maxResultCount);
  return { totalCount: Number(n), items: rows.map((r) => toPci(r, locale)) };
}

export async function getPageContent(db: Db, tenantId: string, id: string, locale: Locale): Promise<PageContentItem> {
  const [row] = await db.select().from(pageContentItems).where(and(eq(pageContentItems.tenantId, tenantId), eq(pageContentItems.id, id)));
  if (!row) throw notFound();
  return toPci(row, locale);
}

// ---------- banners ----------
type BannerRow = typeof banners.$inferSelect;
const toBanner = (r: BannerRow, locale: Locale): Banner => ({
  id: r.id,
  spaceType: r.spaceType,
  imageUrl: r.imageUrl,
  title: pick(locale, r.titleZh, r.titleEn),
  linkType: r.linkType as LinkType | null,
  linkSourceValue: r.linkSourceValue,
  extenalUrlTarget: r.extenalUrlTarget as LinkTarget,
  sort: r.sort,
});

export async function listBanners(
  db: Db,
  tenantId: string,
  locale: Locale,
  q: Paging & { spaceType?: number },
): Promise<ListResult<Banner>> {
  const conds: SQL[] = [eq(banners.tenantId, tenantId)];
  if (q.spaceType !== undefined) conds.push(eq(banners.spaceType, q.spaceType));
  const where = and(...conds);
  const [{ n }] = await db.select({ n: count() }).from(banners).where(where);
  const rows = await db.select().from(banners).where(where).orderBy(asc(banners.spaceType), asc(banners.sort), asc(banners.id)).offset(q.skipCount).limit(q.maxResultCount);
  return { totalCount: Number(n), items: rows.map((r) => toBanner(r, locale)) };
}

export async function getBanner(db: Db, tenantId: string, id: string, locale: Locale): Promise<Banner> {
  const [row] = await db.select().from(banners).where(and(eq(banners.tenantId, tenantId), eq(banners.id, id)));
  if (!row) throw notFound();
  return toBanner(row, locale);
}
