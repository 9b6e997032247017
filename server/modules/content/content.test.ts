import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LinkTarget, LinkType, PageKey } from '../../../lib/contract/enums.ts';
import type { NavigationItem } from '../../../lib/contract/wire.ts';
import { call, createTestApp, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

const NAV = '/api/f/content-management/navigation/list';
const flatten = (items: NavigationItem[]): NavigationItem[] => items.flatMap((i) => [i, ...flatten(i.children)]);

describe('navigation', () => {
  it('Main navigation is a tree covering every link type and page key', async () => {
    const { status, data } = await call(ctx.app, `${NAV}?navType=1&maxResultCount=99&skipCount=0`);
    expect(status).toBe(200);
    expect(data.totalCount).toBe(data.items.length);
    const all = flatten(data.items);
    expect(data.items.filter((i: NavigationItem) => i.children.length > 0).length).toBeGreaterThanOrEqual(2);
    expect(new Set(all.map((i) => i.linkType))).toEqual(new Set(Object.values(LinkType)));
    const pageKeys = new Set(all.filter((i) => i.linkType === LinkType.PAGE).map((i) => i.linkSourceValue));
    for (const key of Object.values(PageKey)) expect(pageKeys).toContain(key);
    const external = all.filter((i) => i.linkType === LinkType.EXTERNAL_LINK);
    expect(external.map((i) => i.extenalUrlTarget)).toEqual(expect.arrayContaining([LinkTarget.Self, LinkTarget.Blank]));
    expect(external.some((i) => i.linkSourceValue === 'http://localhost:3000/help/faq-list?from=nav')).toBe(true);
    expect(data.items[0].displayName).toBe('首页');
  });

  it('Bottom navigation: 3-4 columns with 3-5 children each, in English', async () => {
    const { data } = await call(ctx.app, `${NAV}?navType=2`, { lang: 'en' });
    expect(data.items.length).toBeGreaterThanOrEqual(3);
    expect(data.items.length).toBeLessThanOrEqual(4);
    for (const col of data.items as NavigationItem[]) {
      expect(col.children.length).toBeGreaterThanOrEqual(3);
      expect(col.children.length).toBeLessThanOrEqual(5);
    }
    expect(data.items[0].displayName).toBe('Getting started');
  });

  it('each site has its own same-site link', async () => {
    const { data } = await call(ctx.app, `${NAV}?navType=1`, { host: 'blue.localhost' });
    const links = flatten(data.items).map((i) => i.linkSourceValue);
    expect(links).toContain('http://blue.localhost:3000/help/faq-list?from=nav');
    expect(links).not.toContain('http://localhost:3000/help/faq-list?from=nav');
  });

  it('validation error names the field', async () => {
    const { status, data } = await call(ctx.app, `${NAV}?navType=7`, { lang: 'en' });
    expect(status).toBe(400);
    expect(data.error.validationErrors[0].members).toEqual(['navType']);
    expect(data.error.message).toMatch(/navType/);
    const missing = await call(ctx.app, NAV);
    expect(missing.status).toBe(400);
    expect(missing.data.error.validationErrors[0].members).toEqual(['navType']);
  });
});

describe('status definitions', () => {
  const STATUS = '/api/f/status-management/status-definition/list';
  it('MyParcel (10) in zh-Hans', async () => {
    const { status, data } = await call(ctx.app, `${STATUS}?type=10`);
    expect(status).toBe(200);
    expect(data.items.map((i: { status: number }) => i.status)).toEqual([50, 60, 63, 120, 200, 210]);
    expect(data.items[0]).toMatchObject({ type: 10, name: '未到库' });
    expect(data.totalCount).toBe(6);
  });

  it('CombinedOrder (20) in English', async () => {
    const { data } = await call(ctx.app, `${STATUS}?type=20`, { lang: 'en' });
    expect(data.items.map((i: { status: number }) => i.status)).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 200, 210]);
    expect(data.items[0].name).toBe('Waiting for packing');
  });
});
