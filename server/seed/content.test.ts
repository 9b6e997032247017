import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

describe('demo banners', () => {
  it('each host shows its own banner images, and every image exists', async () => {
    const firstImage: Record<string, string> = {};
    for (const host of ['localhost', 'blue.localhost', 'navy.localhost']) {
      const res = await call(ctx.app, '/api/u/banner?maxResultCount=20&skipCount=0', { host });
      expect(res.status, host).toBe(200);
      const urls: string[] = res.data.items.map((b: { imageUrl: string }) => b.imageUrl);
      expect(urls.length, host).toBeGreaterThan(0);
      for (const url of urls) expect(fs.existsSync(path.join(process.cwd(), 'public', url)), url).toBe(true);
      firstImage[host] = urls[0];
    }
    expect(new Set(Object.values(firstImage)).size).toBe(3);
  });
});

describe('help on parcels without an owner', () => {
  // docs/decisions.md, "Unclaimed arrivals": the label's member code decides; without an owner a parcel waits
  // for the warehouse's check, claimed by forecasting its number, and staff approve the claim.
  const terms = {
    'zh-Hans': { unclaimed: '无主件', code: '会员编号', check: '仓库核对', forecast: '预报', approve: '核对无误', service: '客服' },
    en: {
      unclaimed: 'unclaimed',
      code: 'member code',
      check: 'warehouse’s check',
      forecast: 'forecast',
      approve: 'approve',
      service: 'customer service',
    },
  } as const;

  it('says in both languages, wherever it speaks of unclaimed parcels, how they are claimed now (not through customer service)', async () => {
    for (const host of ['localhost', 'blue.localhost', 'navy.localhost']) {
      for (const [lang, t] of Object.entries(terms)) {
        const paragraphs: string[] = [];
        for (const title of ['仓库与预报', '帮助与支持']) {
          const res = await call(ctx.app, `/api/u/articleCategory/categoryContentByTitle?title=${encodeURIComponent(title)}`, {
            host,
            lang,
          });
          expect(res.status, `${host} ${title}`).toBe(200);
          for (const article of res.data.articles as { content: string }[]) {
            paragraphs.push(...article.content.split(/<\/?(?:p|li)>/).filter((part) => part.toLowerCase().includes(t.unclaimed.toLowerCase())));
          }
        }
        expect(paragraphs.length, `${host} ${lang}`).toBeGreaterThanOrEqual(2);
        for (const text of paragraphs) {
          const lower = text.toLowerCase();
          expect(lower, `${host} ${lang}`).not.toContain(t.service);
          for (const word of [t.code, t.check, t.forecast, t.approve]) expect(lower, `${host} ${lang}: ${text}`).toContain(word.toLowerCase());
        }
      }
    }
  });
});
