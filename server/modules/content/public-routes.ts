// Public content routes (SPEC section 7 "Public content"). All public except /u/announcement/indexAnnouncement.
// /u/articleCategory… and /u/banner… are content, so they are served without sign-in (docs/decisions.md).
import { z } from '@hono/zod-openapi';
import {
  AnnouncementSchema,
  ArticleCategoryContentSchema as CategoryContentSchema,
  ArticleCategorySchema,
  ArticleSchema,
  BannerSchema,
  FaqSchema,
  PageContentItemSchema,
} from '../../../lib/contract/schemas/content.ts';
import { listOf } from '../../../lib/contract/schemas/common.ts';
import { errorResponse, jsonContent } from '../../http.ts';
import { emptyToUndefined, listQueryFields as paging, optionalText } from '../../kernel/list.ts';
import { createRouter } from '../../kernel/router.ts';
import { defineRoute } from '../../kernel/route.ts';
import { categoryContentById, categoryContentByTitle, categoryTree, getArticle, getCategory, listArticles, listCategoriesFlat } from './articles.ts';
import {
  getAnnouncement,
  getBanner,
  getFaq,
  getPageContent,
  indexAnnouncements,
  listAnnouncements,
  listBanners,
  listFaqs,
  listPageContent,
} from './public-content.ts';

const boolQuery = () =>
  z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false', '1', '0'])
      .transform((v) => v === 'true' || v === '1')
      .optional(),
  );
const idParam = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: 'id', in: 'path' } }),
});
const notFound = errorResponse('Unknown id (or an id of another tenant)');
const invalid = errorResponse('Invalid request');

const F = '/f/content-management';
const tags = ['Content'];

/** GET one record of the tenant by the id in the path (404: unknown, or another tenant's). */
const byIdRoute = <P extends string, S extends z.ZodType>(path: P, summary: string, schema: S, description: string) =>
  defineRoute('public', {
    method: 'get',
    path,
    tags,
    summary,
    request: { params: idParam },
    responses: { 200: jsonContent(schema, description), 404: notFound },
  });

// ---- announcements
const announceListRoute = defineRoute('public', {
  method: 'get',
  path: `${F}/announce/list`,
  tags,
  summary: 'Announcements (top first, newest first); filter on title and content',
  request: { query: z.object({ ...paging, isTop: boolQuery(), showOnIndex: boolQuery() }) },
  responses: { 200: jsonContent(listOf(AnnouncementSchema), 'Announcements'), 400: invalid },
});
const announceGetRoute = byIdRoute(`${F}/announce/{id}`, 'One announcement', AnnouncementSchema, 'Announcement');
const indexAnnouncementRoute = defineRoute('customer', {
  method: 'get',
  path: '/u/announcement/indexAnnouncement',
  tags,
  summary: 'Announcements shown on the home page (signed in)',
  responses: { 200: jsonContent(listOf(AnnouncementSchema), 'Index announcements'), 401: errorResponse('Not signed in') },
});

// ---- articles and categories
const articleGetRoute = byIdRoute(`${F}/article/{id}`, 'One article', ArticleSchema, 'Article');
const ArticleListRequest = z.object({ categoryId: optionalText(64), ...paging }).openapi('ArticleListRequest');
const articleListRoute = defineRoute('public', {
  method: 'post',
  path: `${F}/article/list`,
  tags,
  summary: 'Articles of a category (and its descendants), filter on title and content',
  request: { body: { content: { 'application/json': { schema: ArticleListRequest } } } },
  responses: { 200: jsonContent(listOf(ArticleSchema), 'Articles'), 400: invalid, 404: errorResponse('Unknown categoryId') },
});
const categoryAllListRoute = defineRoute('public', {
  method: 'post',
  path: `${F}/article-category/all-list`,
  tags,
  summary: 'Help-menu tree of article categories',
  responses: { 200: jsonContent(listOf(ArticleCategorySchema), 'Category tree (roots; totalCount = number of roots)') },
});

// ---- FAQ
const faqListRoute = defineRoute('public', {
  method: 'get',
  path: `${F}/faq/list`,
  tags,
  summary: 'FAQ; filter matches question or answer (case-insensitive, current language)',
  request: { query: z.object({ ...paging, category: optionalText() }) },
  responses: { 200: jsonContent(listOf(FaqSchema), 'FAQ'), 400: invalid },
});
const faqGetRoute = byIdRoute(`${F}/faq/{id}`, 'One FAQ entry', FaqSchema, 'FAQ entry');

// ---- page content
const PageContentListRequest = z
  .object({
    position: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(9).optional()),
    key: optionalText(64),
    ...paging,
    maxResultCount: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(1000).default(100)),
  })
  .openapi('PageContentListRequest');
const pciListRoute = defineRoute('public', {
  method: 'post',
  path: `${F}/page-content-item/list`,
  tags,
  summary: 'Page-content items by position (PagePosition) and block key',
  request: { body: { content: { 'application/json': { schema: PageContentListRequest } } } },
  responses: { 200: jsonContent(listOf(PageContentItemSchema), 'Items (position, sort)'), 400: invalid },
});
const pciGetRoute = byIdRoute(`${F}/page-content-item/{id}`, 'One page-content item', PageContentItemSchema, 'Item');

// ---- /u/articleCategory (public)
const U_CAT = '/u/articleCategory';
const uCatListRoute = defineRoute('public', {
  method: 'get',
  path: U_CAT,
  tags,
  summary: 'Article categories, flat and paged (public)',
  request: { query: z.object({ ...paging, parentId: optionalText(64) }) },
  responses: { 200: jsonContent(listOf(ArticleCategorySchema), 'Categories (children empty)'), 400: invalid },
});
const uCatDtoRoute = defineRoute('public', {
  method: 'get',
  path: `${U_CAT}/articleCategoryDto`,
  tags,
  summary: 'Category tree (same as article-category/all-list)',
  responses: { 200: jsonContent(listOf(ArticleCategorySchema), 'Category tree') },
});
const uCatByTitleRoute = defineRoute('public', {
  method: 'get',
  path: `${U_CAT}/categoryContentByTitle`,
  tags,
  summary: 'Category (exact name in either language, case-insensitive) with its content',
  request: { query: z.object({ title: z.string().trim().min(1).max(200) }) },
  responses: { 200: jsonContent(CategoryContentSchema, 'Category content'), 400: invalid, 404: notFound },
});
const uCatContentListRoute = defineRoute('public', {
  method: 'get',
  path: `${U_CAT}/categoryContentList`,
  tags,
  summary: 'Articles of a category (and its descendants), paged',
  request: { query: z.object({ categoryId: z.string().min(1).max(64), ...paging }) },
  responses: { 200: jsonContent(listOf(ArticleSchema), 'Articles'), 400: invalid, 404: notFound },
});
const uCatGetRoute = byIdRoute(`${U_CAT}/{id}`, 'One category with its children', ArticleCategorySchema, 'Category');
const uCatContentByIdRoute = byIdRoute(
  `${U_CAT}/{id}/categoryContentById`,
  'Category with its content (detail article for ArticleDetail, articles for ArticleList)',
  CategoryContentSchema,
  'Category content',
);

// ---- /u/banner (public)
const spaceTypeQuery = z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(99));
const uBannerListRoute = defineRoute('public', {
  method: 'get',
  path: '/u/banner',
  tags,
  summary: 'Banners (optionally of one space type), paged (public)',
  request: { query: z.object({ ...paging, spaceType: spaceTypeQuery.optional() }) },
  responses: { 200: jsonContent(listOf(BannerSchema), 'Banners'), 400: invalid },
});
const uBannerBySpaceRoute = defineRoute('public', {
  method: 'get',
  path: '/u/banner/bannerBySpaceType',
  tags,
  summary: 'All banners of a space type (PagePosition; Banner 1 = home carousel)',
  request: { query: z.object({ spaceType: spaceTypeQuery }) },
  responses: { 200: jsonContent(listOf(BannerSchema), 'Banners'), 400: invalid },
});
const uBannerGetRoute = byIdRoute('/u/banner/{id}', 'One banner', BannerSchema, 'Banner');

// Static paths are registered before /{id} siblings (first match answers).
export const publicContentRoutes = createRouter()
  .openapi(announceListRoute, async (c) => {
    const q = c.req.valid('query');
    return c.json(await listAnnouncements(c.get('db'), c.get('tenantId'), c.get('locale'), q), 200);
  })
  .openapi(announceGetRoute, async (c) => c.json(await getAnnouncement(c.get('db'), c.get('tenantId'), c.req.valid('param').id, c.get('locale')), 200))
  .openapi(indexAnnouncementRoute, async (c) => c.json(await indexAnnouncements(c.get('db'), c.get('tenantId'), c.get('locale')), 200))
  .openapi(articleListRoute, async (c) => {
    const q = ArticleListRequest.parse(c.req.valid('json') ?? {});
    return c.json(await listArticles(c.get('db'), c.get('tenantId'), c.get('locale'), q), 200);
  })
  .openapi(articleGetRoute, async (c) => c.json(await getArticle(c.get('db'), c.get('tenantId'), c.req.valid('param').id, c.get('locale')), 200))
  .openapi(categoryAllListRoute, async (c) => c.json(await categoryTree(c.get('db'), c.get('tenantId'), c.get('locale')), 200))
  .openapi(faqListRoute, async (c) => c.json(await listFaqs(c.get('db'), c.get('tenantId'), c.get('locale'), c.req.valid('query')), 200))
  .openapi(faqGetRoute, async (c) => c.json(await getFaq(c.get('db'), c.get('tenantId'), c.req.valid('param').id, c.get('locale')), 200))
  .openapi(pciListRoute, async (c) => {
    const q = PageContentListRequest.parse(c.req.valid('json') ?? {});
    return c.json(await listPageContent(c.get('db'), c.get('tenantId'), c.get('locale'), q), 200);
  })
  .openapi(pciGetRoute, async (c) => c.json(await getPageContent(c.get('db'), c.get('tenantId'), c.req.valid('param').id, c.get('locale')), 200))
  .openapi(uCatListRoute, async (c) => c.json(await listCategoriesFlat(c.get('db'), c.get('tenantId'), c.get('locale'), c.req.valid('query')), 200))
  .openapi(uCatDtoRoute, async (c) => c.json(await categoryTree(c.get('db'), c.get('tenantId'), c.get('locale')), 200))
  .openapi(uCatByTitleRoute, async (c) =>
    c.json(await categoryContentByTitle(c.get('db'), c.get('tenantId'), c.req.valid('query').title, c.get('locale')), 200),
  )
  .openapi(uCatContentListRoute, async (c) => c.json(await listArticles(c.get('db'), c.get('tenantId'), c.get('locale'), c.req.valid('query')), 200))
  .openapi(uCatContentByIdRoute, async (c) => c.json(await categoryContentById(c.get('db'), c.get('tenantId'), c.req.valid('param').id, c.get('locale')), 200))
  .openapi(uCatGetRoute, async (c) => c.json(await getCategory(c.get('db'), c.get('tenantId'), c.req.valid('param').id, c.get('locale')), 200))
  .openapi(uBannerBySpaceRoute, async (c) => {
    const { spaceType } = c.req.valid('query');
    return c.json(await listBanners(c.get('db'), c.get('tenantId'), c.get('locale'), { spaceType, skipCount: 0, maxResultCount: 1000 }), 200);
  })
  .openapi(uBannerListRoute, async (c) => c.json(await listBanners(c.get('db'), c.get('tenantId'), c.get('locale'), c.req.valid('query')), 200))
  .openapi(uBannerGetRoute, async (c) => c.json(await getBanner(c.get('db'), c.get('tenantId'), c.req.valid('param').id, c.get('locale')), 200));
