// The user-area kit: the address book pages through the URL (page, sort; back button), the user menu
// folds behind a button on a phone, the header keeps one row from 1024px up and shows the member the
// server read, each host has its own banners, and the calculator loads regions when a country is chosen.
// Screenshots go to test-results/user-kit/ for a look.
import { expect, test, type Page } from '@playwright/test';
import { axe } from '../fixtures/axe';
import { t } from '../fixtures/catalog';
import { BASE_A, localized, signInViaApi, withHost, type Locale } from '../fixtures/e2e';
import { waitForHydration } from '../fixtures/hydration';
import { stateId } from '../fixtures/journey';

const NAVY = withHost(BASE_A, 'navy.localhost');
const SHOTS = 'test-results/user-kit';

async function api(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', accept: 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, data: await res.json().catch(() => null) };
    },
    { method, path, body },
  );
}

test.describe.configure({ timeout: 180_000 });

test('address book: pages and sort live in the URL, back works, phone layout, screenshots, axe', async ({ page }) => {
  await signInViaApi(page, NAVY);
  const stamp = Date.now().toString(36);
  const created: string[] = [];
  try {
    const selangor = await stateId((method, path, body) => api(page, method, path, body), 'MY', 'SGR');
    for (let i = 0; i < 22; i += 1) {
      const res = await api(page, 'POST', '/api/u/user/address', {
        recipientName: `Kit ${stamp} ${String(i).padStart(2, '0')}`,
        internationalCode: '60',
        phone: '0123456789',
        countryCode: 'MY',
        regionId: selangor,
        city: 'Shah Alam',
        addressLine1: `${i} Jalan Kit`,
        postcode: '40000',
      });
      expect(res.status).toBe(200);
      created.push(res.data.id);
    }
    const total = (await api(page, 'POST', '/api/u/user/address/list', { maxResultCount: 1, skipCount: 0 })).data.totalCount as number;
    expect(total).toBeGreaterThanOrEqual(22);

    for (const locale of ['zh-Hans', 'en'] as Locale[]) {
      const self = localized(locale, '/user/member-address');
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${NAVY}${self}`);
      await waitForHydration(page);
      const rows = page.getByTestId('address-card');
      await expect(rows).toHaveCount(20);
      await expect(page.getByText(t(locale, 'list.total').replace('{total}', String(total)))).toBeVisible();
      // The header shows the member the server read: no loading state.
      await expect(page.getByText(t(locale, 'header.loadingMember'))).toHaveCount(0);
      await page.screenshot({ path: `${SHOTS}/address-1280-${locale}.png`, fullPage: true });
      await axe(page, `member-address 1280 ${locale}`);

      // Page 2 is a push: the URL names it, back returns to page 1.
      const pager = page.getByRole('navigation', { name: t(locale, 'list.pagination') });
      await pager.getByRole('link', { name: t(locale, 'list.page', { page: 2 }), exact: true }).click();
      await expect(page).toHaveURL(/[?&]page=2/);
      await expect(rows).toHaveCount(total - 20);
      await page.goBack();
      await expect(page).not.toHaveURL(/page=2/);
      await expect(rows).toHaveCount(20);

      // Sorting by recipient is in the URL; a reload keeps it (the server reads it).
      await page.getByRole('columnheader', { name: new RegExp(t(locale, 'address.recipientLabel')) }).click();
      await expect(page).toHaveURL(/sort=recipientName\.asc/);
      await page.reload();
      await expect(rows.nth(1)).toContainText(/Kit|Amy|Bob|[\u4e00-\u9fff]/);

      // Phone: the menu folds behind a button, the page starts at the top.
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(`${NAVY}${self}`);
      await waitForHydration(page);
      const menuButton = page.getByRole('button', { name: t(locale, 'userMenu.menuButton'), exact: true });
      await expect(menuButton).toBeVisible();
      await expect(page.getByRole('navigation', { name: t(locale, 'userMenu.navLabel') })).toBeHidden();
      const title = page.getByRole('heading', { level: 1 });
      await expect(title).toBeVisible();
      expect((await title.boundingBox())!.y).toBeLessThan(800);
      await page.screenshot({ path: `${SHOTS}/address-375-${locale}.png`, fullPage: true });
      await axe(page, `member-address 375 ${locale}`);
      await menuButton.click();
      await expect(page.getByRole('navigation', { name: t(locale, 'userMenu.navLabel') })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/address-375-menu-${locale}.png` });
    }
  } finally {
    for (const id of created) await api(page, 'DELETE', `/api/u/user/address/${id}`);
  }
});

test('the English header keeps one row from 1024px up', async ({ page }) => {
  for (const width of [1280, 1024]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${BASE_A}/en/help/help-center`); // no announcement dialog to trap the focus
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: t('en', 'header.mainNav') });
    const tops = await nav
      .locator('[data-nav-list] > li:not([hidden])')
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(new Set(tops).size, `one row at ${width}px`).toBe(1);
    const header = await page.locator('header').first().boundingBox();
    expect(header!.height).toBeLessThanOrEqual(91);
    await page.screenshot({ path: `${SHOTS}/header-${width}-en.png`, clip: { x: 0, y: 0, width, height: 200 } });
    // What does not fit is reachable under "more".
    const more = nav.locator('[data-nav-more]');
    if (await more.isVisible()) {
      await more.locator('button').focus();
      await expect(more.locator('[data-more-index]:not([hidden])').first()).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/header-${width}-en-more.png`, clip: { x: 0, y: 0, width, height: 420 } });
    }
  }
});

test('each host shows its own banners', async ({ page }) => {
  const first = async (base: string) => {
    await page.goto(`${base}/en`);
    return page.locator('main img[src*="/demo/banners/"]').first().getAttribute('src');
  };
  const sources = [await first(BASE_A), await first(withHost(BASE_A, 'blue.localhost')), await first(NAVY)];
  expect(sources[1]).toContain('/blue/');
  expect(sources[2]).toContain('/navy/');
  expect(new Set(sources).size).toBe(3);
});

test('the calculator loads the regions of the chosen country at once', async ({ page }) => {
  await page.goto(`${BASE_A}/en/shipping-fee`);
  await waitForHydration(page);
  const region = page.locator('#fee-regionId');
  await expect(region).toBeDisabled();
  await page.locator('#fee-countryCode').selectOption('US');
  await expect(region).toBeEnabled();
  expect(await region.locator('option').count()).toBeGreaterThan(1);
});
