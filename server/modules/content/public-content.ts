// Announcements, FAQ, page-content items and banners (localized, tenant-scoped); articles: ./articles.ts.
// HTML is returned as stored: the site sanitizes on render (ARCHITECTURE.md), so the XSS proof tests the site.
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Locale } from '../../../lib/contract/constants.ts';
import type { Announcement, Banner, Faq, ListResult, PageContentItem } from '../../../lib/contract/wire.ts';
import type { LinkTarget, LinkType, PagePosition } from '../../../lib/contract/enums.ts';
import type { Db } from '../../db/client.ts';
import { announcements, banners, faqs, pageContentItems } from '../../db/schema/index.ts';
import { ApiError } from '../../errors.ts';
import { type ListQuery, orderBy, pageOf } from '../../kernel/list.ts';
import { localeColumn, localized as pick } from '../../kernel/localized.ts';

export type Paging = Pick<ListQuery, 'skipCount' | 'maxResultCount' | 'sorting'>;

export const notFound = () => new ApiError(404, 'NotFound', 'notFound');
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
    conds.push(
      locale === 'en'
        ? or(ilike(announcements.titleEn, p), ilike(announcements.contentEn, p))!
        : or(ilike(announcements.titleZh, p), ilike(announcements.contentZh, p))!,
    );
  }
  if (q.isTop !== undefined) conds.push(eq(announcements.isTop, q.isTop));
  if (q.showOnIndex !== undefined) conds.push(eq(announcements.showOnIndex, q.showOnIndex));
  const where = and(...conds);
  const [{ n }] = await db.select({ n: count() }).from(announcements).where(where);
  const rows = await db
    .select()
    .from(announcements)
    .where(where)
    .orderBy(
      ...orderBy(
        q,
        {
          publishedAt: announcements.publishedAt,
          isTop: announcements.isTop,
          sort: announcements.sort,
          title: localeColumn(locale, announcements.titleZh, announcements.titleEn),
        },
        [desc(announcements.isTop), desc(announcements.publishedAt), asc(announcements.id)],
      ),
    )
    .offset(pageOf(q).offset)
    .limit(pageOf(q).limit);
  return { totalCount: Number(n), items: rows.map((r) => toAnnouncement(r, locale)) };
}

export async function getAnnouncement(db: Db, tenantId: string, id: string, locale: Locale): Promise<Announcement> {
  const [row] = await db
    .select()
    .from(announcements)
    .where(and(eq(announcements.tenantId, tenantId), eq(announcements.id, id)));
  if (!row) throw notFound();
  return toAnnouncement(row, locale);
}

export function indexAnnouncements(db: Db, tenantId: string, locale: Locale) {
  return listAnnouncements(db, tenantId, locale, { showOnIndex: true, skipCount: 0, maxResultCount: 100 });
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
export async function listFaqs(db: Db, tenantId: string, locale: Locale, q: Paging & { filter?: string; category?: string }): Promise<ListResult<Faq>> {
  const conds: SQL[] = [eq(faqs.tenantId, tenantId)];
  if (q.filter) {
    const p = likePattern(q.filter);
    conds.push(locale === 'en' ? or(ilike(faqs.questionEn, p), ilike(faqs.answerEn, p))! : or(ilike(faqs.questionZh, p), ilike(faqs.answerZh, p))!);
  }
  if (q.category) conds.push(locale === 'en' ? eq(faqs.categoryEn, q.category) : eq(faqs.categoryZh, q.category));
  const where = and(...conds);
  const [{ n }] = await db.select({ n: count() }).from(faqs).where(where);
  const rows = await db
    .select()
    .from(faqs)
    .where(where)
    .orderBy(...orderBy(q, { sort: faqs.sort, question: localeColumn(locale, faqs.questionZh, faqs.questionEn) }, [asc(faqs.sort), asc(faqs.id)]))
    .offset(pageOf(q).offset)
    .limit(pageOf(q).limit);
  return { totalCount: Number(n), items: rows.map((r) => toFaq(r, locale)) };
}

export async function getFaq(db: Db, tenantId: string, id: string, locale: Locale): Promise<Faq> {
  const [row] = await db
    .select()
    .from(faqs)
    .where(and(eq(faqs.tenantId, tenantId), eq(faqs.id, id)));
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
    .orderBy(
      ...orderBy(q, { position: pageContentItems.position, sort: pageContentItems.sort }, [
        asc(pageContentItems.position),
        asc(pageContentItems.sort),
        asc(pageContentItems.id),
      ]),
    )
    .offset(pageOf(q).offset)
    .limit(pageOf(q).limit);
  return { totalCount: Number(n), items: rows.map((r) => toPci(r, locale)) };
}

export async function getPageContent(db: Db, tenantId: string, id: string, locale: Locale): Promise<PageContentItem> {
  const [row] = await db
    .select()
    .from(pageContentItems)
    .where(and(eq(pageContentItems.tenantId, tenantId), eq(pageContentItems.id, id)));
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

export async function listBanners(db: Db, tenantId: string, locale: Locale, q: Paging & { spaceType?: number }): Promise<ListResult<Banner>> {
  const conds: SQL[] = [eq(banners.tenantId, tenantId)];
  if (q.spaceType !== undefined) conds.push(eq(banners.spaceType, q.spaceType));
  const where = and(...conds);
  const [{ n }] = await db.select({ n: count() }).from(banners).where(where);
  const rows = await db
    .select()
    .from(banners)
    .where(where)
    .orderBy(asc(banners.spaceType), asc(banners.sort), asc(banners.id))
    .offset(q.skipCount)
    .limit(q.maxResultCount);
  return { totalCount: Number(n), items: rows.map((r) => toBanner(r, locale)) };
}

export async function getBanner(db: Db, tenantId: string, id: string, locale: Locale): Promise<Banner> {
  const [row] = await db
    .select()
    .from(banners)
    .where(and(eq(banners.tenantId, tenantId), eq(banners.id, id)));
  if (!row) throw notFound();
  return toBanner(row, locale);
}
