// Journey 5: 404, a dead backend (instance C), and the offline notice (SPEC sections 2 and 8).
import { expect, test } from '@playwright/test';
import { t } from '../fixtures/catalog';
import { BASE_A, BASE_C, LOCALES, localized, visibleText } from '../fixtures/e2e';
import { expectHeaderAndFooter, siteHeader } from '../fixtures/layout';
import { waitForHydration } from '../fixtures/hydration';

/** The text of an HTML document without its scripts (what a reader without JavaScript gets). */
function textWithoutScripts(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/gi, ' ')
    .replace(/<template\b[\s\S]*?<\/template>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

for (const locale of LOCALES) {
  test(`an unknown route answers 404 "This page could not be found" (${locale})`, async ({ page }) => {
    const path = localized(locale, '/no-such-page/really-not');
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByText('This page could not be found').first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('link', { name: t(locale, 'common.backHome') })).toHaveAttribute('href', localized(locale, '/'));
  });
}

// Finding 12: the 404 is in the server's HTML (crawlers, no-JS readers), with language and layout.
for (const locale of LOCALES) {
  test(`an unknown route answers a server-rendered 404 without JavaScript (${locale})`, async ({ request }) => {
    for (const path of ['/no-such-page', '/no-such-page/really-not', '/help/no-such-help-page/x']) {
      const response = await request.get(`${BASE_A}${localized(locale, path)}`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      // Not Next's empty error document, which the browser fills in only after hydration.
      expect(html, path).not.toContain('__next_error__');
      expect(html, path).toMatch(new RegExp(`<html[^>]*\\slang="${locale}"`));
      const text = textWithoutScripts(html);
      expect(text, path).toContain('This page could not be found');
      expect(text, path).toContain(t(locale, 'shell.notFoundTitle'));
      expect(text, path).toContain(t(locale, 'common.backHome'));
      // The default layout (SPEC section 2): header with its main navigation, footer.
      expect(html, path).toMatch(/<header[\s>]/);
      expect(html, path).toMatch(/<footer[\s>]/);
      expect(html, path).toContain(`aria-label="${t(locale, 'header.mainNav')}"`);
      expect(html, path).toMatch(/<meta name="robots" content="noindex/);
    }
  });

  test(`the server-rendered 404 keeps its view and layout after hydration (${locale})`, async ({ page }) => {
    const response = await page.goto(`${BASE_A}${localized(locale, '/no-such-page/hydrated')}`);
    expect(response?.status()).toBe(404);
    await page.waitForLoadState('load');
    await expectHeaderAndFooter(page, locale);
    await expect(page.getByRole('heading', { level: 1, name: t(locale, 'shell.notFoundTitle') })).toBeVisible();
    await expect(page.getByRole('main')).toHaveCount(1);
  });
}

// Finding 11: a page rendered while the backend failed is not cached like a healthy one.
test.describe('degraded renders are not kept in the page cache', () => {
  const sMaxAge = (headers: Record<string, string>) => Number(/s-maxage=(\d+)/.exec(headers['cache-control'] ?? '')?.[1] ?? NaN);

  for (const locale of LOCALES) {
    test(`instance C (backend down): the page expires after a second, not a minute (${locale})`, async ({ request }) => {
      for (const path of ['/', '/help', '/more-transport-mode']) {
        const url = `${BASE_C}${localized(locale, path)}`;
        const first = await request.get(url);
        expect(first.status(), path).toBe(200);
        expect(sMaxAge(first.headers()), `${path}: ${first.headers()['cache-control']}`).toBeLessThanOrEqual(1);
        // Once that second is over, the next visit regenerates the page (stale-while-revalidate) instead
        // of serving the degraded page as fresh for a minute.
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        const second = await request.get(url);
        expect(second.status(), path).toBe(200);
        const cacheState = second.headers()['x-nextjs-cache'];
        if (cacheState !== undefined) expect(cacheState, path).not.toBe('HIT');
      }
    });
  }

  test('instance A (backend up): public pages stay cached for a minute', async ({ request }) => {
    for (const path of ['/', '/en/help', '/tranship', '/more-transport-mode']) {
      const response = await request.get(`${BASE_A}${path}`);
      expect(response.status(), path).toBe(200);
      expect(sMaxAge(response.headers()), `${path}: ${response.headers()['cache-control']}`).toBe(60);
    }
  });
});

test.describe('instance C: the backend is down', () => {
  for (const locale of LOCALES) {
    test(`home still renders with header and footer (${locale})`, async ({ page }) => {
      const response = await page.goto(`${BASE_C}${localized(locale, '/')}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'red'); // the default look
      await expect(siteHeader(page)).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(siteHeader(page).getByRole('link', { name: t(locale, 'header.chinese'), exact: true })).toBeVisible();
      expect((await visibleText(page)).length).toBeGreaterThan(20);
      // It says the service is not answering, with a retry that fetches the page again (still down: still said).
      const notice = page.getByTestId('degraded-notice');
      await expect(notice).toContainText(t(locale, 'shell.degraded'));
      await waitForHydration(page);
      const reloaded = page.waitForEvent('load');
      await notice.getByRole('button', { name: t(locale, 'common.retry') }).click();
      await reloaded;
      await expect(notice.getByRole('button', { name: t(locale, 'common.retry') })).toBeEnabled();
      await expect(notice).toContainText(t(locale, 'shell.degraded'));
    });

    test(`a signed-in-looking visit to /user/user-center shows a message and a way home (${locale})`, async ({ page, context }) => {
      await context.addCookies(
        [
          { name: 'token', value: 'x', httpOnly: true },
          { name: 'tokenType', value: 'Bearer', httpOnly: true },
          { name: 'signed_in', value: '1' },
        ].map((cookie) => ({ ...cookie, url: BASE_C })),
      );
      await page.goto(`${BASE_C}${localized(locale, '/user/user-center')}`);
      // The user area's error boundary: the message, a retry, the way home, and the user menu kept.
      await expect(page.getByRole('heading', { name: t(locale, 'shell.errorSubtitle') })).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: /\S/ }).first()).toBeVisible();
      // Two retries: the page's (its data) and the notice's (the site's own configuration).
      await expect(page.getByRole('button', { name: t(locale, 'common.retry') })).toHaveCount(2);
      await expect(page.getByTestId('degraded-notice')).toContainText(t(locale, 'shell.degraded'));
      const home = page.locator(`a[href="${localized(locale, '/')}"]`).filter({ visible: true });
      await expect(home.first(), 'a way home').toBeVisible();
      expect((await visibleText(page)).length).toBeGreaterThan(0);
    });
  }
});

for (const locale of LOCALES) {
  test(`offline notice appears and goes (${locale})`, async ({ page, context }) => {
    await page.goto(`${BASE_A}${localized(locale, '/')}`);
    await waitForHydration(page);
    const notice = page.getByRole('status').filter({ hasText: t(locale, 'shell.offline') });
    await expect(notice).toHaveCount(0);
    await context.setOffline(true);
    await page.evaluate(() => window.dispatchEvent(new Event('offline')));
    await expect(notice).toBeVisible();
    if (locale === 'en') await expect(notice).toHaveText('You are offline');
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(notice).toHaveCount(0);
  });
}
