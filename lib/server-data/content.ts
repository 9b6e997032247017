import 'server-only';
// Server loaders of the public content pages: the calls of lib/api/content.ts made for this request's host
// and language, cached per render (React cache()). An unknown id comes back as { ok: true, data: null } (the
// page calls notFound()); a failed read comes back as { ok: false } (the page shows the failure in place of that
// part, and the render is not cached like a healthy one: lib/site/degraded-render.ts).
import { cache } from 'react';
import * as content from '@/lib/api/content';
import type { Locale } from '@/lib/contract/constants';
import { DEFAULT_PAGE_SIZE } from '@/lib/contract/constants';
import { PagePosition } from '@/lib/contract/enums';
import { attempt as read, attemptRecord } from './degraded-read';
import { siteApi } from './site-api';
import type { Loaded } from './loaded';
import { pageQuery } from '@/lib/content/pagination';

export type { Loaded };

const api = siteApi;

const attempt = <T>(label: string, run: () => Promise<T>) => read('content', label, run);
const record = <T>(label: string, run: () => Promise<T>) => attemptRecord('content', label, run);

/** Page-content items of a position (PagePosition; null: every position), optionally of one block key. */
export const getPageContent = cache((siteKey: string, locale: Locale, position: number | null, key?: string) =>
  attempt(`page-content ${position}/${key ?? '*'}`, async () => content.listPageContent(position as PagePosition | null, key, await api(siteKey, locale))),
);

/** The home carousel. */
export const getHomeBanners = cache((siteKey: string, locale: Locale) =>
  attempt('banners', async () => content.listBanners(PagePosition.Banner, await api(siteKey, locale))),
);

/** Announcements; `showOnIndex` for the home popup. */
export const getAnnouncements = cache((siteKey: string, locale: Locale, page: number, showOnIndex?: boolean) =>
  attempt('announcements', async () => content.listAnnouncements({ ...pageQuery(page), showOnIndex }, await api(siteKey, locale))),
);

export const getAnnouncement = cache((siteKey: string, locale: Locale, id: string) =>
  record('announcement', async () => content.getAnnouncement(id, await api(siteKey, locale))),
);

export const getArticle = cache((siteKey: string, locale: Locale, id: string) =>
  record('article', async () => content.getArticle(id, await api(siteKey, locale))),
);

/** Articles (of a category and its descendants, or all), paged. */
export const getArticles = cache((siteKey: string, locale: Locale, page: number, categoryId?: string, filter?: string, limit = DEFAULT_PAGE_SIZE) =>
  attempt('articles', async () => content.listArticles({ categoryId, filter: filter || undefined, ...pageQuery(page, limit) }, await api(siteKey, locale))),
);

/** One help category with its children; null when unknown. */
export const getCategory = cache((siteKey: string, locale: Locale, id: string) =>
  record('category', async () => content.getCategory(id, await api(siteKey, locale))),
);

/** The help-category tree. */
export const getCategoryTree = cache((siteKey: string, locale: Locale) =>
  attempt('category tree', async () => content.getCategoryTree(await api(siteKey, locale))),
);

/** The FAQ, filtered on question and answer by the backend. */
export const getFaqs = cache((siteKey: string, locale: Locale, filter?: string) =>
  attempt('faq', async () => (await content.listFaqs({ filter: filter || undefined, maxResultCount: 1000, skipCount: 0 }, await api(siteKey, locale))).items),
);
