// Journey 3: the language switcher (中文 / English) keeps the page and writes the language cookie.
import { expect, test, type BrowserContext } from '@playwright/test';
import { BASE_A } from '../fixtures/e2e';
import { siteHeader } from '../fixtures/layout';
import { waitForHydration } from '../fixtures/hydration';

const DAY_S = 24 * 60 * 60;

async function languageCookie(context: BrowserContext) {
  return (await context.cookies(BASE_A)).find((cookie) => cookie.name === 'i18n_redirected');
}

function expectLanguageCookie(cookie: Awaited<ReturnType<typeof languageCookie>>, value: string) {
  expect(cookie, 'i18n_redirected is set').toBeDefined();
  expect(cookie!.value).toBe(value);
  expect(cookie!.path).toBe('/');
  expect(cookie!.sameSite).toBe('Lax');
  const days = (cookie!.expires - Date.now() / 1000) / DAY_S;
  expect(days, 'expires in about 365 days').toBeGreaterThan(364);
  expect(days).toBeLessThan(366);
}

test('中文 → English → 中文 on /help/faq-list', async ({ page, context }) => {
  await page.goto('/help/faq-list');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await waitForHydration(page); // the switcher acts after hydration

  await siteHeader(page).getByRole('link', { name: 'English', exact: true }).click();
  await expect(page).toHaveURL(`${BASE_A}/en/help/faq-list`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expectLanguageCookie(await languageCookie(context), 'en');

  await waitForHydration(page);
  await siteHeader(page).getByRole('link', { name: '中文', exact: true }).click();
  await expect(page).toHaveURL(`${BASE_A}/help/faq-list`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  expectLanguageCookie(await languageCookie(context), 'zh-Hans');

  // The choice sticks: a later visit to an unprefixed path stays in Chinese.
  await page.goto('/help/faq-list');
  await expect(page).toHaveURL(`${BASE_A}/help/faq-list`);
});

test('the switcher keeps the query string', async ({ page }) => {
  await page.goto('/help/faq-list?from=nav');
  await waitForHydration(page);
  await siteHeader(page).getByRole('link', { name: 'English', exact: true }).click();
  await expect(page).toHaveURL(`${BASE_A}/en/help/faq-list?from=nav`);
});
