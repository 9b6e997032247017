import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArticleTemplate, LinkType, PagePosition } from '../../../lib/contract/enums.ts';
import type { Announcement, Article, ArticleCategory, Faq, NavigationItem, PageContentItem } from '../../../lib/contract/wire.ts';
import { XSS_PAYLOADS } from '../../seed/xss-payloads.ts';
import { call, createTestApp, loginDemo, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

const F = '/api/f/content-management';
const flatten = (items: ArticleCategory[]): ArticleCategory[] => items.flatMap((i) => [i, ...flatten(i.children)]);
const flattenNav = (items: NavigationItem[]): NavigationItem[] => items.flatMap((i) => [i, ...flattenNav(i.children)]);

function expectNotFound(res: { status: number; data: { error: { code: string; message: string } } }) {
  expect(res.status).toBe(404);
  expect(res.data.error.code).toBe('NotFound');
  expect(res.data.error.message).toBeTruthy();
}

describe('announcements', () => {
  it('lists with paging: totalCount counts all, items only the page; top first', async () => {
    const all = await call(ctx.app, `${F}/announce/list?maxResultCount=100`);
    expect(all.status).toBe(200);
    expect(all.data.totalCount).toBeGreaterThanOrEqual(6);
    expect(all.data.items).toHaveLength(all.data.totalCount);
    expect(all.data.items[0].isTop).toBe(true);
    const page1 = await call(ctx.app, `${F}/announce/list?maxResultCount=2&skipCount=0`);
    const page2 = await call(ctx.app, `${F}/announce/list?maxResultCount=2&skipCount=2`);
    expect(page1.data.totalCount).toBe(all.data.totalCount);
    expect(page1.data.items.map((a: Announcement) => a.id)).toEqual(all.data.items.slice(0, 2).map((a: Announcement) => a.id));
    expect(page2.data.items.map((a: Announcement) => a.id)).toEqual(all.data.items.slice(2, 4).map((a: Announcement) => a.id));
    const last = await call(ctx.app, `${F}/announce/list?maxResultCount=5&skipCount=${all.data.totalCount - 1}`);
    expect(last.data.items).toHaveLength(1);
    const beyond = await call(ctx.app, `${F}/announce/list?skipCount=1000`);
    expect(beyond.data).toEqual({ totalCount: all.data.totalCount, items: [] });
  });

  it('filters (empty filter = none) and answers in the requested language', async () => {
    const zh = await call(ctx.app, `${F}/announce/list?filter=${encodeURIComponent('中欧铁路')}`);
    expect(zh.data.totalCount).toBe(1);
    expect(zh.data.items[0].title).toBe('新增中欧铁路专线');
    const en = await call(ctx.app, `${F}/announce/${zh.data.items[0].id}`, { lang: 'en' });
    expect(en.status).toBe(200);
    expect(en.data.title).toBe('New China–Europe rail line');
    const empty = await call(ctx.app, `${F}/announce/list?filter=`);
    expect(empty.data.totalCount).toBeGreaterThanOrEqual(6);
  });

  it('validates paging', async () => {
    const res = await call(ctx.app, `${F}/announce/list?maxResultCount=0`);
    expect(res.status).toBe(400);
    expect(res.data.error.validationErrors[0].members).toEqual(['maxResultCount']);
  });

  it('unknown id and another tenant’s id answer 404', async () => {
    expectNotFound(await call(ctx.app, `${F}/announce/AN-nope`));
    const blue = await call(ctx.app, `${F}/announce/list`, { host: 'blue.localhost' });
    expectNotFound(await call(ctx.app, `${F}/announce/${blue.data.items[0].id}`));
    expect((await call(ctx.app, `${F}/announce/${blue.data.items[0].id}`, { host: 'blue.localhost' })).status).toBe(200);
  });

  it('index announcements need sign-in and are the showOnIndex ones', async () => {
    const anon = await call(ctx.app, '/api/u/announcement/indexAnnouncement');
    expect(anon.status).toBe(401);
    const token = await loginDemo(ctx.app);
    const res = await call(ctx.app, '/api/u/announcement/indexAnnouncement', { token });
    expect(res.status).toBe(200);
    expect(res.data.totalCount).toBe(2);
    expect(res.data.items.every((a: Announcement) => a.showOnIndex)).toBe(true);
  });
});

describe('articles and categories', () => {
  it('the help-menu tree has both category types, nested children and resolvable detail articles', async () => {
    const { status, data } = await call(ctx.app, `${F}/article-category/all-list`, { method: 'POST' });
    expect(status).toBe(200);
    expect(data.totalCount).toBe(data.items.length);
    const all = flatten(data.items);
    const types = new Set(all.map((c) => c.categoryContentType));
    expect(types).toEqual(new Set([ArticleTemplate.ArticleList, ArticleTemplate.ArticleDetail]));
    expect(data.items.some((c: ArticleCategory) => c.children.length > 0)).toBe(true);
    for (const c of all) {
      if (c.categoryContentType === ArticleTemplate.ArticleDetail) {
        expect(c.showArticleId).toBeTruthy();
        expect((await call(ctx.app, `${F}/article/${c.showArticleId}`)).status).toBe(200);
      } else {
        expect(c.showArticleId).toBeNull();
      }
    }
    const en = await call(ctx.app, `${F}/article-category/all-list`, { method: 'POST', lang: 'en' });
    expect(flatten(en.data.items).map((c) => c.displayName)).toContain('Getting started');
  });

  it('article list by category includes the descendants, pages and filters', async () => {
    const tree = (await call(ctx.app, `${F}/article-category/all-list`, { method: 'POST' })).data.items as ArticleCategory[];
    const parent = flatten(tree).find((c) => c.displayName === '新手入门')!;
    const res = await call(ctx.app, `${F}/article/list`, { json: { categoryId: parent.id, maxResultCount: 100, skipCount: 0 } });
    expect(res.status).toBe(200);
    const childIds = new Set([parent.id, ...flatten(parent.children).map((c) => c.id)]);
    expect(res.data.items.every((a: Article) => childIds.has(a.categoryId!))).toBe(true);
    expect(res.data.items.some((a: Article) => a.categoryId !== parent.id)).toBe(true);
    const paged = await call(ctx.app, `${F}/article/list`, { json: { categoryId: parent.id, maxResultCount: 2, skipCount: 1 } });
    expect(paged.data.totalCount).toBe(res.data.totalCount);
    expect(paged.data.items.map((a: Article) => a.id)).toEqual(res.data.items.slice(1, 3).map((a: Article) => a.id));
    const all = await call(ctx.app, `${F}/article/list`, { method: 'POST' });
    expect(all.data.totalCount).toBeGreaterThanOrEqual(12);
    const filtered = await call(ctx.app, `${F}/article/list`, { json: { filter: 'VOLUMETRIC' }, lang: 'en' });
    expect(filtered.data.items.map((a: Article) => a.title)).toContain('How volumetric weight is calculated');
    expectNotFound(await call(ctx.app, `${F}/article/list`, { json: { categoryId: 'AC-nope' } }));
  });

  it('article by id: languages, unknown and other-tenant ids', async () => {
    const list = await call(ctx.app, `${F}/article/list`, { json: { filter: '集运须知' } });
    const id = list.data.items[0].id;
    expect((await call(ctx.app, `${F}/article/${id}`)).data.title).toBe('集运须知');
    expect((await call(ctx.app, `${F}/article/${id}`, { lang: 'en-US,en;q=0.9' })).data.title).toBe('Shipping notes');
    expectNotFound(await call(ctx.app, `${F}/article/A-nope`));
    expectNotFound(await call(ctx.app, `${F}/article/${id}`, { host: 'navy.localhost' }));
  });

  it('/u/articleCategory family is public', async () => {
    const flat = await call(ctx.app, '/api/u/articleCategory?maxResultCount=3');
    expect(flat.status).toBe(200);
    expect(flat.data.items).toHaveLength(3);
    expect(flat.data.totalCount).toBeGreaterThan(3);
    const dto = await call(ctx.app, '/api/u/articleCategory/articleCategoryDto');
    expect(dto.status).toBe(200);
    const byTitle = await call(ctx.app, `/api/u/articleCategory/categoryContentByTitle?title=${encodeURIComponent('volumetric weight')}`, {
      lang: 'en',
    });
    expect(byTitle.status).toBe(200);
    expect(byTitle.data.category.categoryContentType).toBe(ArticleTemplate.ArticleDetail);
    expect(byTitle.data.article.title).toBe('How volumetric weight is calculated');
    const catId = byTitle.data.category.id;
    expect((await call(ctx.app, `/api/u/articleCategory/${catId}`)).data.displayName).toBe('体积重说明');
    const content = await call(ctx.app, `/api/u/articleCategory/${catId}/categoryContentById`);
    expect(content.data.article.id).toBe(byTitle.data.article.id);
    const list = await call(ctx.app, `/api/u/articleCategory/categoryContentList?categoryId=${catId}`);
    expect(list.data.totalCount).toBe(1);
    expectNotFound(await call(ctx.app, '/api/u/articleCategory/AC-nope'));
    expectNotFound(await call(ctx.app, `/api/u/articleCategory/${catId}`, { host: 'blue.localhost' }));
    expectNotFound(await call(ctx.app, '/api/u/articleCategory/categoryContentByTitle?title=nothing-like-this'));
  });

  it('every navigation link of every tenant resolves to real content', async () => {
    for (const host of ['localhost', 'blue.localhost', 'navy.localhost']) {
      for (const navType of [1, 2]) {
        const nav = await call(ctx.app, `/api/f/content-management/navigation/list?navType=${navType}`, { host });
        for (const item of flattenNav(nav.data.items)) {
          const path =
            item.linkType === LinkType.ARTICLE
              ? `${F}/article/${item.linkSourceValue}`
              : item.linkType === LinkType.ARTICLE_CATEGORY
                ? `/api/u/articleCategory/${item.linkSourceValue}`
                : item.linkType === LinkType.ANNOUNCE
                  ? `${F}/announce/${item.linkSourceValue}`
                  : null;
          if (path) expect((await call(ctx.app, path, { host })).status, `${host} ${item.displayName}`).toBe(200);
        }
      }
    }
  });
});

describe('FAQ', () => {
  it('searches question and answer, case-insensitive, in the current language', async () => {
    const inQuestion = await call(ctx.app, `${F}/faq/list?filter=${encodeURIComponent('体积重')}`);
    expect(inQuestion.data.items.map((f: Faq) => f.question)).toContain('体积重是什么？');
    const inAnswerOnly = await call(ctx.app, `${F}/faq/list?filter=paypal`, { lang: 'en' });
    expect(inAnswerOnly.data.items.map((f: Faq) => f.question)).toEqual(['How can I pay?']);
    const upper = await call(ctx.app, `${F}/faq/list?filter=VOLUMETRIC`, { lang: 'en' });
    expect(upper.data.totalCount).toBeGreaterThanOrEqual(1);
    const wrongLanguage = await call(ctx.app, `${F}/faq/list?filter=VOLUMETRIC`);
    expect(wrongLanguage.data.totalCount).toBe(0);
    const wildcard = await call(ctx.app, `${F}/faq/list?filter=%25`);
    expect(wildcard.data.totalCount).toBe(0);
  });

  it('pages, gets one, 404s', async () => {
    const all = await call(ctx.app, `${F}/faq/list?maxResultCount=100`);
    expect(all.data.totalCount).toBeGreaterThanOrEqual(10);
    const page = await call(ctx.app, `${F}/faq/list?maxResultCount=4&skipCount=8`);
    expect(page.data.items.map((f: Faq) => f.id)).toEqual(all.data.items.slice(8, 12).map((f: Faq) => f.id));
    const one = await call(ctx.app, `${F}/faq/${all.data.items[0].id}`, { lang: 'en' });
    expect(one.data.question).toBe('What is parcel forwarding?');
    expectNotFound(await call(ctx.app, `${F}/faq/${all.data.items[0].id}`, { host: 'blue.localhost' }));
  });
});

describe('page content and banners', () => {
  it('index blocks by position and key', async () => {
    const idx = await call(ctx.app, `${F}/page-content-item/list`, { json: { position: PagePosition.Index } });
    expect(idx.status).toBe(200);
    expect(idx.data.items.map((p: PageContentItem) => p.key)).toEqual([
      'OUR_SERVICES',
      'ABOUT_US',
      'HOME_LARGE_IMAGE_1',
      'HOME_LARGE_IMAGE_2',
      'HOME_LARGE_IMAGE_3',
    ]);
    const key = await call(ctx.app, `${F}/page-content-item/list`, { json: { key: 'HOME_LARGE_IMAGE_2' }, lang: 'en' });
    expect(key.data.totalCount).toBe(1);
    expect(key.data.items[0]).toMatchObject({
      title: 'Photo check and repacking',
      imageUrl: '/demo/banners/home-2.svg',
      linkType: LinkType.ARTICLE,
    });
    for (const position of [2, 4, 5, 6, 7, 8, 9]) {
      const res = await call(ctx.app, `${F}/page-content-item/list`, { json: { position } });
      expect(res.data.totalCount, `position ${position}`).toBeGreaterThanOrEqual(1);
    }
    const one = await call(ctx.app, `${F}/page-content-item/${key.data.items[0].id}`);
    expect(one.data.title).toBe('拍照验货与加固包装');
    expectNotFound(await call(ctx.app, `${F}/page-content-item/${key.data.items[0].id}`, { host: 'navy.localhost' }));
    const bad = await call(ctx.app, `${F}/page-content-item/list`, { json: { position: 12 } });
    expect(bad.status).toBe(400);
    expect(bad.data.error.validationErrors[0].members).toEqual(['position']);
  });

  it('banners are public, by space type, 404 across tenants', async () => {
    const res = await call(ctx.app, '/api/u/banner/bannerBySpaceType?spaceType=1');
    expect(res.status).toBe(200);
    expect(res.data.totalCount).toBe(3);
    expect(res.data.items.map((b: { imageUrl: string }) => b.imageUrl)).toEqual([
      '/demo/banners/banner-1.svg',
      '/demo/banners/banner-2.svg',
      '/demo/banners/banner-3.svg',
    ]);
    const list = await call(ctx.app, '/api/u/banner?maxResultCount=1&skipCount=1', { lang: 'en' });
    expect(list.data).toMatchObject({ totalCount: 3 });
    expect(list.data.items[0].title).toBe('Air, sea, rail or express');
    expect((await call(ctx.app, `/api/u/banner/${list.data.items[0].id}`)).status).toBe(200);
    expectNotFound(await call(ctx.app, `/api/u/banner/${list.data.items[0].id}`, { host: 'blue.localhost' }));
    expect((await call(ctx.app, '/api/u/banner/bannerBySpaceType')).status).toBe(400);
  });

  it('other /u/ routes still need sign-in; a path that is no route is simply unknown', async () => {
    expect((await call(ctx.app, '/api/u/user')).status).toBe(401);
    expect((await call(ctx.app, '/api/u/bannerX')).status).toBe(404);
  });
});

describe('XSS proof content', () => {
  it('has at least 30 payloads, all stored verbatim in the security-test article', async () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(XSS_PAYLOADS.map((p) => p.html)).size).toBe(XSS_PAYLOADS.length);
    const list = await call(ctx.app, `${F}/article/list`, { json: { filter: 'Security test' }, lang: 'en' });
    expect(list.data.totalCount).toBe(1);
    const article = await call(ctx.app, `${F}/article/${list.data.items[0].id}`, { lang: 'en' });
    for (const p of XSS_PAYLOADS) expect(article.data.content).toContain(p.html);
  });

  it('an announcement, a FAQ answer and a page-content block carry some payloads', async () => {
    const ann = await call(ctx.app, `${F}/announce/list?filter=${encodeURIComponent('安全测试')}`);
    expect(ann.data.items[0].content).toContain('<script>');
    const faq = await call(ctx.app, `${F}/faq/list?filter=${encodeURIComponent('onerror')}`);
    expect(faq.data.totalCount).toBe(1);
    const block = await call(ctx.app, `${F}/page-content-item/list`, { json: { key: 'SECURITY_TEST' } });
    expect(block.data.items[0].content).toContain('onerror=');
  });
});
