// Public content (SPEC section 7 "Public content"): announcements, article categories and articles, FAQ,
// page-content items, banners.
import { z } from '@hono/zod-openapi';
import { ArticleTemplate, LinkTarget, LinkType, PagePosition } from '../enums.ts';
import type { ArticleCategory } from '../wire.ts';
import { html, isoDateTime } from './common.ts';

const LinkFields = {
  linkType: z.enum(LinkType).nullable(),
  linkSourceValue: z.string().nullable(),
  extenalUrlTarget: z.enum(LinkTarget),
};

export const AnnouncementSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    content: html('Body'),
    publishedAt: isoDateTime(),
    isTop: z.boolean(),
    showOnIndex: z.boolean(),
    sort: z.number().int(),
  })
  .openapi('Announcement');

export const ArticleCategorySchema: z.ZodType<ArticleCategory> = z
  .object({
    id: z.string(),
    parentId: z.string().nullable(),
    displayName: z.string(),
    categoryContentType: z.enum(ArticleTemplate).openapi({ description: 'ArticleList 10, ArticleDetail 20' }),
    showArticleId: z.string().nullable().openapi({ description: 'ArticleDetail categories: the article to show' }),
    sort: z.number().int(),
    get children() {
      return z.array(ArticleCategorySchema);
    },
  })
  .openapi('ArticleCategory');

export const ArticleSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    content: html('Body'),
    categoryId: z.string().nullable(),
    categoryName: z.string().nullable(),
    sort: z.number().int(),
    publishedAt: isoDateTime(),
  })
  .openapi('Article');

export const ArticleCategoryContentSchema = z
  .object({
    category: ArticleCategorySchema,
    article: ArticleSchema.nullable().openapi({ description: 'The showArticleId article of an ArticleDetail category, else null' }),
    articles: z.array(ArticleSchema).openapi({ description: 'Articles of the category and its descendants' }),
  })
  .openapi('ArticleCategoryContent');

export const FaqSchema = z
  .object({ id: z.string(), question: z.string(), answer: html('Answer'), category: z.string().nullable(), sort: z.number().int() })
  .openapi('Faq');

export const PageContentItemSchema = z
  .object({
    id: z.string(),
    position: z.enum(PagePosition),
    key: z.string().nullable().openapi({ description: 'ContentBlockKey or null' }),
    title: z.string(),
    content: html('Block'),
    imageUrl: z.string().nullable(),
    ...LinkFields,
    sort: z.number().int(),
  })
  .openapi('PageContentItem');

export const BannerSchema = z
  .object({
    id: z.string(),
    spaceType: z.number().int().openapi({ description: 'A PagePosition: Banner 1 = home carousel' }),
    imageUrl: z.string(),
    title: z.string(),
    ...LinkFields,
    sort: z.number().int(),
  })
  .openapi('Banner');
