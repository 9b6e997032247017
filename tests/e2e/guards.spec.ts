// Journey 2: route guards (SPEC section 2): sign-in redirect keeping path and query, the language
// cookie's /en redirect, following ?redirect= after sign-in, and refusing hostile redirects.
import { expect, test } from '@playwright/test';
import { BASE_A } from '../fixtures/e2e';
import { signInWithForm } from '../fixtures/forms';

test.describe('signed out, a user page redirects to /login with the full original path', () => {
  test('zh-Hans keeps path and query', async ({ page }) => {
    const response = await page.request.get('/user/coupon?tab=used&x=1', { maxRedirects: 0 });
    expect([302, 303, 307, 308]).toContain(response.status());
    const location = new URL(response.headers()['location'], BASE_A);
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('redirect')).toBe('/user/coupon?tab=used&x=1');
    expect(location.search).toBe('?redirect=%2Fuser%2Fcoupon%3Ftab%3Dused%26x%3D1');

    await page.goto('/user/coupon?tab=used&x=1');
    await expect(page).toHaveURL(`${BASE_A}/login?redirect=%2Fuser%2Fcoupon%3Ftab%3Dused%26x%3D1`);
  });

  test('en keeps the /en prefix', async ({ page }) => {
    await page.goto('/en/user/coupon?tab=1');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/en/login');
    expect(url.searchParams.get('redirect')).toBe('/en/user/coupon?tab=1');
  });
});

test('with the language cookie set to en, a zh path redirects to /en keeping the query', async ({ page, context }) => {
  await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: BASE_A }]);
  const response = await page.request.get('/help?x=1', { maxRedirects: 0 });
  expect([302, 303, 307, 308]).toContain(response.status());
  expect(new URL(response.headers()['location'], BASE_A).href).toBe(`${BASE_A}/en/help?x=1`);
  await page.goto('/help?x=1');
  await expect(page).toHaveURL(`${BASE_A}/en/help?x=1`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('after signing in with ?redirect=/user/coupon the browser lands on /user/coupon', async ({ page }) => {
  await page.goto('/login?redirect=/user/coupon');
  await signInWithForm(page, 'zh-Hans');
  await expect(page).toHaveURL(`${BASE_A}/user/coupon`, { timeout: 20_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
});

test('after signing in from the sign-in redirect the browser lands on the original page with its query', async ({ page }) => {
  await page.goto('/en/user/coupon?tab=used');
  await expect(page).toHaveURL(/\/en\/login\?redirect=/);
  await signInWithForm(page, 'en');
  await expect(page).toHaveURL(`${BASE_A}/en/user/coupon?tab=used`, { timeout: 20_000 });
});

for (const hostile of ['//evil.example', 'https://evil.example', '/\\evil.example']) {
  test(`a hostile redirect ${hostile} lands on home`, async ({ page }) => {
    await page.goto(`/login?redirect=${encodeURIComponent(hostile)}`);
    await signInWithForm(page, 'zh-Hans');
    await expect(page).toHaveURL(`${BASE_A}/`, { timeout: 20_000 });
  });
}
