import 'server-only';
// Server data loaders of the public content pages. Every loader is cached per render (React cache());
// unknown ids come back as null (the page calls notFound()), other failures as { ok: false }.
import { cache } from 'react';
import type { Locale } from '@/lib/contract/constants';
import { DEFAULT_PAGE_SIZE } from '@/lib/contract/constants';
import type { Announcement, Article, ArticleCategory, Banner, Faq, ListResult, PageContentItem } from '@/lib/contract/wire';
import { markRenderDegraded } from '@/lib/site/degraded-render';
import { upstreamJson, UpstreamError } from '@/lib/upstream/server-call';
import { pageQuery } from './pagination';

export type Loaded<T> = { ok: true; data: T } | { ok: false };

const F = '/api/f/content-management';
const ctx = (siteKey: string, locale: Locale) => ({ siteKey, locale });

async function attempt<T>(label: string, run: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await run() };
  } catch (error) {
    console.error(`[content] ${label} failed:`, (error as Error).message);
    // The page shows a failure message in place of this part: never cached like the real page.
    await markRenderDegraded(label);
    return { ok: false };
  }
}

/** One item by id: null when unknown (404/400), throws on any other failure. */
async function byId<T>(run: () => Promise<T>): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof UpstreamError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

const items = <T>(answer: ListResult<T> | null | undefined): ListResult<T> => ({
  totalCount: Number(answer?.totalCount ?? 0),
  items: Array.isArray(answer?.items) ? answer.items : [],
});

/** Page-content items of a position (PagePosition; null: every position), optionally of one block key. */
export const getPageContent = cache((siteKey: string, locale: Locale, position: number | null, key?: string) =>
  attempt(`page-content ${position}/${key ?? '*'}`, async () =>
    items(
      await upstreamJson<ListResult<PageContentItem>>(ctx(siteKey, locale), 'POST', `${F}/page-content-item/list`, {
        body: { position: position ?? undefined, key, maxResultCount: position === null ? 1000 : 100, skipCount: 0 },
      }),
    ).items,
  ),
);

/** The home carousel (banner space type 1). */
export const getHomeBanners = cache((siteKey: string, locale: Locale) =>
  attempt('banners', async () =>
    items(
      await upstreamJson<ListResult<Banner>>(ctx(siteKey, locale), 'GET', '/api/u/banner/bannerBySpaceType', {
        query: { spaceType: 1 },
      }),
    ).items,
  ),
);

/** Announcements; `showOnIndex` for the home popup. */
export const getAnnouncements = cache((siteKey: string, locale: Locale, page: number, showOnIndex?: boolean) =>
  attempt('announcements', async () =>
    items(
      await upstreamJson<ListResult<Announcement>>(ctx(siteKey, locale), 'GET', `${F}/announce/list`, {
        query: { ...pageQuery(page), showOnIndex },
      }),
    ),
  ),
);

export const getAnnouncement = cache((siteKey: string, locale: Locale, id: string) =>
  byId(() => upstreamJson<Announcement>(ctx(siteKey, locale), 'GET', `${F}/announce/${encodeURIComponent(id)}`)),
);

export const getArticle = cache((siteKey: string, locale: Locale, id: string) =>
  byId(() => upstreamJson<Article>(ctx(siteKey, locale), 'GET', `${F}/article/${encodeURIComponent(id)}`)),
);

/** Articles (of a category and its descendants, or all), paged. */
export const getArticles = cache(
  (siteKey: string, locale: Locale, page: number, categoryId?: string, filter?: string, limit = DEFAULT_PAGE_SIZE) =>
    attempt('articles', async () =>
      items(
        await upstreamJson<ListResult<Article>>(ctx(siteKey, locale), 'POST', `${F}/article/list`, {
          body: { categoryId, filter: filter || undefined, ...pageQuery(page, limit) },
        }),
      ),
    ),
);

/** One help category with its children; null when unknown. */
export const getCategory = cache((siteKey: string, locale: Locale, id: string) =>
  byId(() => upstreamJson<ArticleCategory>(ctx(siteKey, locale), 'GET', `/api/u/articleCategory/${encodeURIComponent(id)}`)),
);

/** The help-category tree (same call as the help menu; cached separately, cheap in-process). */
export const getCategoryTree = cache((siteKey: string, locale: Locale) =>
  attempt('category tree', async () =>
    items(await upstreamJson<ListResult<ArticleCategory>>(ctx(siteKey, locale), 'POST', `${F}/article-category/all-list`, { body: {} }))
      .items,
  ),
);

/** The FAQ, filtered on question and answer by the backend. */
export const getFaqs = cache((siteKey: string, locale: Locale, filter?: string) =>
  attempt('faq', async () =>
    items(
      await upstreamJson<ListResult<Faq>>(ctx(siteKey, locale), 'GET', `${F}/faq/list`, {
        query: { filter: filter || undefined, maxResultCount: 1000, skipCount: 0 },
      }),
    ).items,
  ),
);
