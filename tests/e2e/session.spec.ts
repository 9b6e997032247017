// Journey 6: the session: sign-in form, httpOnly token, CSRF refusal, sign-out revokes the token,
// the external-upstream instance B, and tenant isolation of tokens between hosts.
import { expect, test, type Page } from '@playwright/test';
import { t } from '../fixtures/catalog';
import { BASE_A, BASE_B, DEMO, LOCALES, currentUserStatus, localized, sessionToken, withHost } from '../fixtures/e2e';
import { signInWithForm } from '../fixtures/forms';
import { accountButton, closeAnnouncementsWhenShown, loginLink, siteHeader } from '../fixtures/layout';
import { waitForHydration } from '../fixtures/hydration';

async function signInOnLoginPage(page: Page, base: string, locale: (typeof LOCALES)[number]) {
  await closeAnnouncementsWhenShown(page);
  await page.goto(`${base}${localized(locale, '/login')}`);
  await signInWithForm(page, locale);
  await expect(page).toHaveURL(`${base}${localized(locale, '/')}`, { timeout: 20_000 });
  await expect(accountButton(page, locale)).toContainText(DEMO.name);
}

for (const locale of LOCALES) {
  test(`sign in with the form, httpOnly token, sign out revokes it (${locale})`, async ({ page, context }) => {
    await page.goto(`${BASE_A}${localized(locale, '/')}`);
    await expect(loginLink(page, locale)).toBeVisible();

    await signInOnLoginPage(page, BASE_A, locale);

    const cookieText = await page.evaluate(() => document.cookie);
    expect(cookieText).not.toContain('token=');
    expect(cookieText).toContain('signed_in');
    const { token, tokenType, signedIn } = await sessionToken(context, BASE_A);
    expect(token?.httpOnly, 'token is httpOnly').toBe(true);
    expect(tokenType?.httpOnly, 'tokenType is httpOnly').toBe(true);
    expect(token?.sameSite).toBe('Lax');
    expect(signedIn?.httpOnly).toBe(false);
    expect(await currentUserStatus(page, BASE_A)).toBe(200);

    // Sign out from the header menu.
    await page.goto(`${BASE_A}${localized(locale, '/')}`);
    await waitForHydration(page);
    await accountButton(page, locale).click();
    await siteHeader(page)
      .getByRole('button', { name: t(locale, 'header.logout'), exact: true })
      .click();
    await expect(loginLink(page, locale)).toBeVisible({ timeout: 15_000 });
    await expect(accountButton(page, locale)).toHaveCount(0);
    expect((await sessionToken(context, BASE_A)).token, 'session cookie cleared').toBeUndefined();

    // The old token is revoked on the server, not only forgotten by the browser.
    await context.addCookies([
      { name: 'token', value: token!.value, url: BASE_A, httpOnly: true },
      { name: 'tokenType', value: tokenType!.value, url: BASE_A, httpOnly: true },
    ]);
    expect(await currentUserStatus(page, BASE_A)).toBe(401);
  });
}

test('the gateway refuses state-changing requests without X-Requested-With or from a foreign Origin', async ({ request }) => {
  const data = { username: DEMO.username, password: DEMO.password, userType: 2 };
  const url = `${BASE_A}/api/passport-management/login`;
  const noHeader = await request.post(url, { data, headers: { origin: BASE_A } });
  expect(noHeader.status()).toBe(403);
  const foreign = await request.post(url, {
    data,
    headers: { origin: 'http://evil.example', 'x-requested-with': 'XMLHttpRequest' },
  });
  expect(foreign.status()).toBe(403);
  const noOrigin = await request.post(url, { data, headers: { 'x-requested-with': 'XMLHttpRequest' } });
  expect(noOrigin.status()).toBe(403);
  // The same request from the site itself is accepted, and the token never appears in the body.
  const same = await request.post(url, { data, headers: { origin: BASE_A, 'x-requested-with': 'XMLHttpRequest' } });
  expect(same.status()).toBe(200);
  const body = await same.text();
  expect(body).not.toContain('accessToken');
  const setCookie = same.headersArray().filter((header) => header.name.toLowerCase() === 'set-cookie');
  expect(setCookie.some((header) => /^token=.*HttpOnly/i.test(header.value))).toBe(true);
});

test('sign in on instance B (site against an external upstream)', async ({ page, context }) => {
  await signInOnLoginPage(page, BASE_B, 'zh-Hans');
  expect((await sessionToken(context, BASE_B)).token?.httpOnly).toBe(true);
  expect(await currentUserStatus(page, BASE_B)).toBe(200);
});

test('a token from localhost is refused on blue.localhost (another tenant)', async ({ page, context }) => {
  await signInOnLoginPage(page, BASE_A, 'zh-Hans');
  const { token, tokenType } = await sessionToken(context, BASE_A);
  expect(await currentUserStatus(page, BASE_A)).toBe(200);

  const blue = withHost(BASE_A, 'blue.localhost');
  await context.addCookies([
    { name: 'token', value: token!.value, url: blue, httpOnly: true },
    { name: 'tokenType', value: tokenType!.value, url: blue, httpOnly: true },
  ]);
  await page.goto(`${blue}/api/system/application-configuration`);
  expect(await currentUserStatus(page, blue)).toBe(401);
});
