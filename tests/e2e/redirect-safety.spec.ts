// /biz-redirect: the Location header of every hostile value stays on this origin (no JavaScript).
// ?redirect= after sign-in: every hostile value, as the browser reads it from the sign-in URL and resolves the
// guard's answer the way the sign-in page's `location.assign` does, stays on this origin; one value of each
// kind also goes through a real sign-in through the form and the navigation that follows (one signed-out
// context per chunk: after each sign-in the cookies are dropped and the next value tried).
import { expect, test } from '@playwright/test';
import { spaced, t } from '../fixtures/catalog';
import { BASE_A, DEMO } from '../fixtures/e2e';
import { HOSTILE_BIZ_VALUES, HOSTILE_REDIRECTS } from '../fixtures/hostile-redirects';
import { waitForHydration } from '../fixtures/hydration';
import { safeRedirectPath } from '../../lib/site/safe-redirect';

const origin = new URL(BASE_A).origin;

/** One value of each kind in HOSTILE_REDIRECTS: scheme-relative, backslash, absolute, script, data, encoded,
 *  control character, full-width (kept as a same-site path), dot segments, this host naming another, line separator, empty. */
const THROUGH_THE_FORM: readonly (readonly string[])[] = [
  [
    '//evil.example',
    '/\\evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '%2F%2Fevil.example',
  ],
  ['/%5Cevil.example', '/\t/evil.example', '/／evil.example', '/.//evil.example', 'http://localhost//evil.example', '/\u2028/evil.example', ''],
];

test('every hostile ?redirect= value resolves on this origin in the browser', async ({ page }) => {
  await page.goto('/login');
  for (const value of HOSTILE_REDIRECTS) {
    const query = `?redirect=${encodeURIComponent(value)}`;
    // What the sign-in page reads from its URL (finishSignIn: URLSearchParams of location.search).
    const requested = await page.evaluate((search) => new URLSearchParams(search).get('redirect'), query);
    expect(requested, JSON.stringify(value)).toBe(value);
    const target = safeRedirectPath(requested);
    // Where location.assign(target) goes: the document's URL parser, relative to the page.
    const landed = await page.evaluate((href) => {
      const url = new URL(href, window.location.href);
      return { origin: url.origin, pathname: url.pathname };
    }, target);
    expect(landed.origin, JSON.stringify(value)).toBe(origin);
    if (target === '/') expect(landed.pathname, JSON.stringify(value)).toBe('/');
  }
});

for (const [chunk, values] of THROUGH_THE_FORM.entries()) {
  test(`hostile redirects stay on this origin after a sign-in through the form (${chunk + 1}/${THROUGH_THE_FORM.length})`, async ({ browser }) => {
    test.setTimeout(120_000);
    for (const value of values) expect(HOSTILE_REDIRECTS, 'a value of the list').toContain(value);
    const context = await browser.newContext({ baseURL: BASE_A });
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    try {
      for (const value of values) {
        await context.clearCookies();
        await page.goto(`/login?redirect=${encodeURIComponent(value)}`);
        // Hydrated (a click before that would submit the plain HTML form); a busy machine may never go idle.
        await waitForHydration(page);
        await page.getByRole('textbox', { name: t('zh-Hans', 'auth.usernameLabel'), exact: true }).fill(DEMO.username);
        await page.getByLabel(t('zh-Hans', 'auth.passwordLabel'), { exact: true }).fill(DEMO.password);
        await page.getByRole('button', { name: spaced(t('zh-Hans', 'auth.submit')) }).click();
        await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 15_000 });
        await page.waitForLoadState('domcontentloaded');
        const landed = new URL(page.url());
        expect(landed.origin, JSON.stringify(value)).toBe(origin);
        // A value the guard keeps is a same-site path (e.g. "/／evil.example", a 404 here); all others go home.
        if (safeRedirectPath(value) === '/') expect(landed.pathname, JSON.stringify(value)).toBe('/');
      }
      expect(dialogs, 'no script ran from a redirect value').toEqual([]);
    } finally {
      await context.close();
    }
  });
}

/** The Location of a redirect answer must name this origin and never start with "//" or "/\\". */
function expectSameSiteLocation(location: string | undefined, value: string) {
  const label = JSON.stringify(value);
  expect(location, label).toBeTruthy();
  expect(location!, label).not.toMatch(/^[/\\]{2}/);
  expect(location!, label).not.toMatch(/^\/[/\\]/);
  expect(new URL(location!, BASE_A).origin, label).toBe(origin);
}

for (const prefix of ['', '/en']) {
  test(`/biz-redirect keeps hostile link values on this origin (${prefix || 'default language'})`, async ({ request }) => {
    test.setTimeout(120_000);
    // The three values reproduced in the issue first (each gave "Location: //evil.example").
    for (const value of [...HOSTILE_BIZ_VALUES, ...HOSTILE_REDIRECTS]) {
      for (const linkType of ['20', '10']) {
        const query = new URLSearchParams({ linkType, value, target: '1' });
        const response = await request.get(`${BASE_A}${prefix}/biz-redirect?${query}`, { maxRedirects: 0 });
        expect([307, 308], JSON.stringify(value)).toContain(response.status());
        expectSameSiteLocation(response.headers()['location'], value);
      }
    }
  });
}

test('/biz-redirect sends the reproduced values home', async ({ request }) => {
  for (const value of HOSTILE_BIZ_VALUES) {
    const query = new URLSearchParams({ linkType: '20', value });
    const response = await request.get(`${BASE_A}/biz-redirect?${query}`, { maxRedirects: 0 });
    expect(response.headers()['location'], JSON.stringify(value)).toBe('/');
  }
});
