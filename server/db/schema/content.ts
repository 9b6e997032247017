// Public content per tenant: announcements, articles and their categories, FAQ, page-content items, banners.
// Every text is stored in zh-Hans and en; HTML is stored as authored (the site sanitizes on render).
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, names, sortOrder, ts } from './columns.ts';
import { tenantId } from './tenant-columns.ts';

export const announcements = pgTable(
  'announcements',
  {
    id: text('id').primaryKey(), // AN…
    tenantId: tenantId(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    contentZh: text('content_zh').notNull(),
    contentEn: text('content_en').notNull(),
    publishedAt: ts('published_at').notNull(),
    isTop: boolean('is_top').notNull().default(false),
    showOnIndex: boolean('show_on_index').notNull().default(false),
    sort: sortOrder(),
    createdAt: createdAt(),
  },
  (t) => [index('announcements_tenant_idx').on(t.tenantId, t.publishedAt)],
);

export const articleCategories = pgTable(
  'article_categories',
  {
    id: text('id').primaryKey(), // AC…
    tenantId: tenantId(),
    parentId: text('parent_id'),
    ...names(),
    /** ArticleTemplate: ArticleList 10, ArticleDetail 20. */
    categoryContentType: integer('category_content_type').notNull(),
    /** For ArticleDetail categories: the article shown. */
    showArticleId: text('show_article_id'),
    sort: sortOrder(),
    createdAt: createdAt(),
  },
  (t) => [index('article_categories_tenant_idx').on(t.tenantId, t.sort)],
);

export const articles = pgTable(
  'articles',
  {
    id: text('id').primaryKey(), // A…
    tenantId: tenantId(),
    categoryId: text('category_id').references(() => articleCategories.id),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    contentZh: text('content_zh').notNull(),
    contentEn: text('content_en').notNull(),
    sort: sortOrder(),
    publishedAt: ts('published_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('articles_tenant_category_idx').on(t.tenantId, t.categoryId, t.sort)],
);

export const faqs = pgTable(
  'faqs',
  {
    id: text('id').primaryKey(), // FAQ…
    tenantId: tenantId(),
    categoryZh: text('category_zh'),
    categoryEn: text('category_en'),
    questionZh: text('question_zh').notNull(),
    questionEn: text('question_en').notNull(),
    answerZh: text('answer_zh').notNull(),
    answerEn: text('answer_en').notNull(),
    sort: sortOrder(),
    createdAt: createdAt(),
  },
  (t) => [index('faqs_tenant_idx').on(t.tenantId, t.sort)],
);

export const pageContentItems = pgTable(
  'page_content_items',
  {
    id: text('id').primaryKey(), // PC…
    tenantId: tenantId(),
    /** PagePosition: Banner 1 … TermsOfService 9. */
    position: integer('position').notNull(),
    /** ContentBlockKey (BANNER, OUR_SERVICES, ABOUT_US, HOME_LARGE_IMAGE_1..3) or null. */
    blockKey: text('block_key'),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    contentZh: text('content_zh').notNull(),
    contentEn: text('content_en').notNull(),
    imageUrl: text('image_url'),
    linkType: integer('link_type'),
    linkSourceValue: text('link_source_value'),
    extenalUrlTarget: integer('extenal_url_target').notNull().default(1),
    sort: sortOrder(),
    createdAt: createdAt(),
  },
  (t) => [index('page_content_items_tenant_position_idx').on(t.tenantId, t.position, t.sort)],
);

export const banners = pgTable(
  'banners',
  {
    id: text('id').primaryKey(), // BN…
    tenantId: tenantId(),
    /** Space type: a PagePosition (Banner 1 = home carousel, Login 2, …). */
    spaceType: integer('space_type').notNull(),
    imageUrl: text('image_url').notNull(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    linkType: integer('link_type'),
    linkSourceValue: text('link_source_value'),
    extenalUrlTarget: integer('extenal_url_target').notNull().default(1),
    sort: sortOrder(),
    createdAt: createdAt(),
  },
  (t) => [index('banners_tenant_space_idx').on(t.tenantId, t.spaceType, t.sort)],
);
