// SPEC section 7 "Public content": announcements, articles and help categories, FAQ, page content,
// banners, navigation and status definitions. Every call takes the client last (the browser's by default;
// a server render passes serverApi(...)).
import { NAV_PAGE_SIZE } from '@/lib/contract/constants';
import { type NavPosition, type OrderKind, PagePosition } from '@/lib/contract/enums';
import type {
  Announcement,
  Article,
  ArticleCategory,
  Banner,
  Faq,
  ListRequest,
  ListResult,
  NavigationItem,
  PageContentItem,
  StatusDefinition,
} from '@/lib/contract/wire';
import { browser } from './browser';
import { type ApiClient, withId } from './client';

const F = '/api/f/content-management';
export const CONTENT_PATHS = {
  announcements: `${F}/announce/list`,
  announcement: `${F}/announce/{id}`,
  indexAnnouncements: '/api/u/announcement/indexAnnouncement',
  article: `${F}/article/{id}`,
  articles: `${F}/article/list`,
  categoryTree: `${F}/article-category/all-list`,
  category: '/api/u/articleCategory/{id}',
  faqs: `${F}/faq/list`,
  pageContent: `${F}/page-content-item/list`,
  bannersBySpace: '/api/u/banner/bannerBySpaceType',
  navigation: `${F}/navigation/list`,
  statusDefinitions: '/api/f/status-management/status-definition/list',
} as const;

/** A list answer with its fields checked, so a malformed answer renders as empty, not as a crash. */
export const listOf = <T>(answer: ListResult<T> | null | undefined): ListResult<T> => ({
  totalCount: Number(answer?.totalCount ?? 0),
  items: Array.isArray(answer?.items) ? answer.items : [],
});

export async function listAnnouncements(query: ListRequest & { showOnIndex?: boolean }, api: ApiClient = browser) {
  return listOf(await api.get<ListResult<Announcement>>(CONTENT_PATHS.announcements, { query: { ...query } }));
}

export function getAnnouncement(id: string, api: ApiClient = browser) {
  return api.get<Announcement>(withId(CONTENT_PATHS.announcement, id));
}

/** The signed-in member's home-page announcements. */
export async function listIndexAnnouncements(api: ApiClient = browser) {
  return listOf(await api.get<ListResult<Announcement>>(CONTENT_PATHS.indexAnnouncements, { silent: true }));
}

export function getArticle(id: string, api: ApiClient = browser) {
  return api.get<Article>(withId(CONTENT_PATHS.article, id));
}

/** Articles of a category and its descendants (or all), paged, optionally filtered. */
export async function listArticles(body: ListRequest & { categoryId?: string }, api: ApiClient = browser) {
  return listOf(await api.post<ListResult<Article>>(CONTENT_PATHS.articles, body));
}

/** The help-category tree (the help menu and the help centre). */
export async function getCategoryTree(api: ApiClient = browser) {
  return listOf(await api.post<ListResult<ArticleCategory>>(CONTENT_PATHS.categoryTree, {})).items;
}

/** One help category with its children subtree. */
export function getCategory(id: string, api: ApiClient = browser) {
  return api.get<ArticleCategory>(withId(CONTENT_PATHS.category, id));
}

/** The FAQ, filtered on question and answer by the backend. */
export async function listFaqs(query: ListRequest, api: ApiClient = browser) {
  return listOf(await api.get<ListResult<Faq>>(CONTENT_PATHS.faqs, { query: { ...query } }));
}

/** Page-content items of a position (PagePosition; null: every position), optionally of one block key. */
export async function listPageContent(position: PagePosition | null, key?: string, api: ApiClient = browser) {
  const body = { position: position ?? undefined, key, maxResultCount: position === null ? 1000 : 100, skipCount: 0 };
  return listOf(await api.post<ListResult<PageContentItem>>(CONTENT_PATHS.pageContent, body)).items;
}

/** The terms of service shown at registration (page content of position TermsOfService). */
export const listTermsOfService = (api: ApiClient = browser) => listPageContent(PagePosition.TermsOfService, undefined, api);

/** Banners of a space (PagePosition.Banner = the home carousel). */
export async function listBanners(spaceType: PagePosition, api: ApiClient = browser) {
  return listOf(await api.get<ListResult<Banner>>(CONTENT_PATHS.bannersBySpace, { query: { spaceType } })).items;
}

/** Header (Main) or footer (Bottom) navigation, 99 at once (SPEC section 7). */
export async function listNavigation(navType: NavPosition, api: ApiClient = browser) {
  const query = { navType, maxResultCount: NAV_PAGE_SIZE, skipCount: 0 };
  return listOf(await api.get<ListResult<NavigationItem>>(CONTENT_PATHS.navigation, { query, silent: true }));
}

/** Status labels for the parcel (MyParcel) or combined-order (CombinedOrder) filters. */
export function listStatusDefinitions(type: OrderKind, api: ApiClient = browser) {
  return api.get<ListResult<StatusDefinition>>(CONTENT_PATHS.statusDefinitions, { query: { type } });
}
