// Journey 1: every route of SPEC section 2 answers 200 in zh-Hans and in /en, with its layout; every
// user and /details page signed in also passes axe (journey 7) in the same page load.
import { expect, type Page } from '@playwright/test';
import { BASE_A, DETAILS_ROUTES, LOCALES, PUBLIC_ROUTES, USER_ROUTES, isBareLayout, localized, resolveIdRoute, visibleText } from '../fixtures/e2e';
import { expectNoSeriousAxeViolations } from '../fixtures/axe';
import { t } from '../fixtures/catalog';
import { test } from '../fixtures/signed-in';
import { expectHeaderAndFooter, expectNoHeaderOrFooter, helpMenu, userLeftMenu, userShortcutBar } from '../fixtures/layout';

async function open(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
  expect(response, `${path} answered`).not.toBeNull();
  expect(response!.status(), `${path} status`).toBe(200);
  expect((await visibleText(page)).length, `${path} is not blank`).toBeGreaterThan(0);
  return response!;
}

for (const locale of LOCALES) {
  test.describe(`public routes (${locale})`, () => {
    // /user only redirects to the personal center: tested below.
    for (const route of PUBLIC_ROUTES.filter((r) => r !== '/user')) {
      test(`${localized(locale, route)}`, async ({ page }) => {
        const path = localized(locale, await resolveIdRoute(page, locale, route));
        await open(page, path);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        if (isBareLayout(route)) await expectNoHeaderOrFooter(page, locale);
        else await expectHeaderAndFooter(page, locale);
        if (route.startsWith('/help')) {
          await expect(helpMenu(page, locale)).toBeVisible();
          await expect(helpMenu(page, locale).getByRole('link').first(), 'help menu built from categories').toBeVisible();
        }
      });
    }
  });

  test.describe(`user routes, signed in (${locale})`, () => {
    for (const route of USER_ROUTES) {
      const path = localized(locale, route);
      test(`${path}`, async ({ signedInPage: page }, testInfo) => {
        await open(page, path);
        expect(new URL(page.url()).pathname, 'no redirect away from the user page').toBe(path);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expectHeaderAndFooter(page, locale);
        const shortcuts = userShortcutBar(page, locale);
        await expect(shortcuts).toBeVisible();
        await expect(shortcuts.locator(`a[href="${localized(locale, '/')}"]`).first()).toBeVisible();
        await expect(shortcuts.locator(`a[href="${localized(locale, '/help/help-center')}"]`).first()).toBeVisible();
        await expect(shortcuts.locator(`a[href="${localized(locale, '/user/user-center')}"]`).first()).toBeVisible();
        const menu = userLeftMenu(page, locale);
        await expect(menu).toBeVisible();
        // Three groups: transport, personal center, settings (SPEC section 2, user menu groups).
        await expect(menu.locator(`a[href="${localized(locale, '/user/self-tranship')}?from=user-center"]`)).toBeVisible();
        await expect(menu.locator(`a[href="${localized(locale, '/user/recharge')}"]`)).toBeVisible();
        await expect(menu.locator(`a[href="${localized(locale, '/user/member-address')}"]`)).toBeVisible();
        for (const group of ['groupTransport', 'groupPersonal', 'groupSettings']) {
          await expect(menu.getByText(t(locale, `userMenu.${group}`), { exact: true })).toBeVisible();
        }
        await expectNoSeriousAxeViolations(page, testInfo, path);
      });
    }
  });
}

for (const locale of LOCALES) {
  test.describe(`money records under /details (${locale})`, () => {
    for (const route of DETAILS_ROUTES) {
      const path = localized(locale, route);
      test(`${path}`, async ({ page: signedOut, signedInPage: page }, testInfo) => {
        await open(signedOut, path);
        await expect(signedOut, 'signed out: to sign-in and back').toHaveURL(`${BASE_A}${localized(locale, '/login')}?redirect=${encodeURIComponent(path)}`);
        await open(page, path);
        expect(new URL(page.url()).pathname, 'signed in: the page itself').toBe(path);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expectHeaderAndFooter(page, locale);
        await expectNoSeriousAxeViolations(page, testInfo, path);
      });
    }
  });
}

test('/index redirects home (zh-Hans and en)', async ({ page }) => {
  await open(page, '/index');
  expect(new URL(page.url()).pathname).toBe('/');
  await open(page, '/en/index');
  expect(new URL(page.url()).pathname).toBe('/en');
});

for (const locale of LOCALES) {
  test(`/user leads to the personal center (${locale})`, async ({ page: signedOut, signedInPage: page }) => {
    // Signed out: through the personal center's sign-in guard.
    await open(signedOut, localized(locale, '/user'));
    // The redirect names /user itself (the original path) or the personal center: both lead back there.
    await expect(signedOut).toHaveURL(
      new RegExp(`^${BASE_A}${localized(locale, '/login')}\\?redirect=${encodeURIComponent(localized(locale, '/user'))}(%2Fuser-center)?$`),
    );
    // Signed in: the personal center itself.
    await open(page, localized(locale, '/user'));
    await expect(page).toHaveURL(`${BASE_A}${localized(locale, '/user/user-center')}`);
    await expectHeaderAndFooter(page, locale);
    await expect(userLeftMenu(page, locale)).toBeVisible();
  });
}
