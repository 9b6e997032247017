import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ENUMS } from '../../../lib/contract/enums.ts';
import { call, createTestApp, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

const CONFIG = '/api/system/application-configuration';

describe('application configuration', () => {
  it.each([
    ['localhost', 'red', 'CNY', '¥'],
    ['blue.localhost', 'blue', 'USD', '$'],
    ['navy.localhost', 'dark_blue', 'MYR', 'RM'],
  ])('host %s → theme %s', async (host, theme, code, symbol) => {
    const { status, data } = await call(ctx.app, CONFIG, { host });
    expect(status).toBe(200);
    expect(data.site.theme).toBe(theme);
    expect(data.site.baseCurrencyCode).toBe(code);
    expect(data.site.baseCurrencySymbol).toBe(symbol);
    expect(data.currentTenant.id).toMatch(/^T/);
    expect(data.site.logo).toMatch(/^\/demo\/logo-.+\.svg$/);
    expect(data.localization.currentCulture.cultureName).toBe('zh-Hans');
  });

  it('unknown host → first site', async () => {
    const { status, data } = await call(ctx.app, CONFIG, { host: 'unknown.example.com' });
    expect(status).toBe(200);
    expect(data.site.theme).toBe('red');
  });

  it('referer (with port) wins over host', async () => {
    const { data } = await call(ctx.app, CONFIG, {
      host: 'localhost:3000',
      headers: { referer: 'http://Navy.Localhost:3000/en/help?x=1' },
    });
    expect(data.site.theme).toBe('dark_blue');
  });

  it('x-forwarded-host with port is used', async () => {
    const { data } = await call(ctx.app, CONFIG, { host: 'internal:4000', headers: { 'x-forwarded-host': 'blue.localhost:8080' } });
    expect(data.site.theme).toBe('blue');
  });

  it('__tenant header of an existing tenant wins; an unknown one is ignored', async () => {
    const blue = await call(ctx.app, CONFIG, { host: 'blue.localhost' });
    const viaHeader = await call(ctx.app, CONFIG, { host: 'localhost', headers: { __tenant: blue.data.currentTenant.id } });
    expect(viaHeader.data.site.theme).toBe('blue');
    const bogus = await call(ctx.app, CONFIG, { host: 'navy.localhost', headers: { __tenant: 'T-nope' } });
    expect(bogus.data.site.theme).toBe('dark_blue');
  });

  it('cultureName follows accept-language', async () => {
    const { data } = await call(ctx.app, CONFIG, { lang: 'en-US,en;q=0.9,zh;q=0.5' });
    expect(data.localization.currentCulture.cultureName).toBe('en');
  });
});

describe('by-domain and enums', () => {
  it('by-domain finds a site and 404s an unknown domain (localized)', async () => {
    const ok = await call(ctx.app, '/api/web/setting/by-domain/blue.localhost');
    expect(ok.status).toBe(200);
    expect(ok.data.site.theme).toBe('blue');
    const missing = await call(ctx.app, '/api/web/setting/by-domain/nope.example', { lang: 'en' });
    expect(missing.status).toBe(404);
    expect(missing.data.error.code).toBe('SiteNotFound');
    expect(missing.data.error.message).toMatch(/No site/);
  });

  it('POST /system/enums returns ALL_ENUMS', async () => {
    const { status, data } = await call(ctx.app, '/api/system/enums', { method: 'POST' });
    expect(status).toBe(200);
    expect(data).toEqual(JSON.parse(JSON.stringify(ALL_ENUMS)));
  });

  it('serves openapi.json (3.1) listing the routes', async () => {
    const { status, data } = await call(ctx.app, '/api/openapi.json');
    expect(status).toBe(200);
    expect(data.openapi).toBe('3.1.0');
    expect(Object.keys(data.paths)).toEqual(
      expect.arrayContaining([
        '/api/system/application-configuration',
        '/api/web/setting/by-domain/{domain}',
        '/api/passport-management/login',
        '/api/u/user',
        '/api/f/content-management/navigation/list',
      ]),
    );
  });

  it('unknown /api path → 404 in the error shape', async () => {
    const { status, data } = await call(ctx.app, '/api/nothing-here');
    expect(status).toBe(404);
    expect(data.error.message).toBeTruthy();
  });
});
