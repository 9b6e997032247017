// Journey 5: 404, a dead backend (instance C), and the offline notice (SPEC sections 2 and 8).
import { expect, test } from '@playwright/test';
import { t } from '../fixtures/catalog';
import { BASE_A, BASE_C, LOCALES, localized, visibleText } from '../fixtures/e2e';
import { siteHeader } from '../fixtures/layout';

for (const locale of LOCALES) {
  test(`an unknown route answers 404 "This page could not be found" (${locale})`, async ({ page }) => {
    const path = localized(locale, '/no-such-page/really-not');
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByText('This page could not be found').first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('link', { name: t(locale, 'common.backHome') })).toHaveAttribute(
      'href',
      localized(locale, '/'),
    );
  });
}

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
    });

    test(`a signed-in-looking visit to /user/user-center shows a message and a way home (${locale})`, async ({
      page,
      context,
    }) => {
      await context.addCookies(
        [
          { name: 'token', value: 'x', httpOnly: true },
          { name: 'tokenType', value: 'Bearer', httpOnly: true },
          { name: 'signed_in', value: '1' },
        ].map((cookie) => ({ ...cookie, url: BASE_C })),
      );
      await page.goto(`${BASE_C}${localized(locale, '/user/user-center')}`);
      // Either the error page (页面出错 + back home) or a localized failure message with a retry.
      const errorPage = page.getByRole('heading', { name: t(locale, 'shell.errorSubtitle') });
      const failure = page.getByText(t(locale, 'userArea.loadFailed'));
      await expect(errorPage.or(failure).first()).toBeVisible();
      if (await errorPage.isVisible()) {
        await expect(page.getByRole('alert').filter({ hasText: /\S/ }).first()).toBeVisible();
      } else {
        const retry = t(locale, 'userArea.retry');
        await expect(page.getByRole('button', { name: retry }).or(page.getByRole('link', { name: retry })).first()).toBeVisible();
      }
      const home = page.locator(`a[href="${localized(locale, '/')}"]`).filter({ visible: true });
      await expect(home.first(), 'a way home').toBeVisible();
      expect((await visibleText(page)).length).toBeGreaterThan(0);
    });
  }
});

for (const locale of LOCALES) {
  test(`offline notice appears and goes (${locale})`, async ({ page, context }) => {
    await page.goto(`${BASE_A}${localized(locale, '/')}`);
    await page.waitForLoadState('networkidle');
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
