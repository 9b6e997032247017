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
