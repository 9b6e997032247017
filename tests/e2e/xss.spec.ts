// The seeded XSS payloads (server/seed/xss-payloads.ts) never run: the security-test article, the
// announcement, the FAQ answer and the AboutUs content block are rendered after the server sanitizer.
import { expect, test, type Page } from '@playwright/test';
import { BASE_A, LOCALES, localized, type Locale } from '../fixtures/e2e';

const TITLE: Record<Locale, string> = { 'zh-Hans': '安全测试', en: 'Security test' };

async function guard(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __xss: (n: number) => void; __xssCalls: number[] };
    w.__xssCalls = [];
    w.__xss = (n: number) => w.__xssCalls.push(n);
  });
  return dialogs;
}

async function expectInert(page: Page, dialogs: string[]) {
  // Hover and focus everything once: mouseover/focus handlers would fire now if any survived.
  await page.mouse.move(10, 10);
  for (const el of await page
    .locator('main a, main div, main img')
    .all()
    .then((l) => l.slice(0, 80))) {
    await el.hover({ timeout: 500, trial: false }).catch(() => {});
  }
  // Handlers of hover and focus run at once; an image's onerror/onload runs once it has loaded or failed.
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  expect(await page.evaluate(() => (window as unknown as { __xssCalls: number[] }).__xssCalls)).toEqual([]);
  expect(dialogs).toEqual([]);
  expect(await page.locator('main script, main iframe, main object, main embed, main svg, main form[action^="javascript"]').count()).toBe(0);
  expect(await page.locator('main [onerror], main [onload], main [onclick], main [onmouseover], main [style]').count()).toBe(0);
  expect(await page.locator('main a[href^="javascript"], main a[href^="data:"]').count()).toBe(0);
}

for (const locale of LOCALES) {
  test.describe(`XSS payloads stay inert (${locale})`, () => {
    test('security-test article', async ({ page, request }) => {
      const dialogs = await guard(page);
      const list = await request.post(`${BASE_A}/api/f/content-management/article/list`, {
        data: { filter: TITLE[locale], maxResultCount: 20, skipCount: 0 },
        // A POST through the gateway must look like the site's own client (CSRF rule).
        headers: { 'accept-language': locale, 'x-requested-with': 'XMLHttpRequest', origin: BASE_A },
      });
      expect(list.status()).toBe(200);
      const { items } = (await list.json()) as { items: { id: string; title: string }[] };
      const article = items.find((a) => a.title === TITLE[locale]) ?? items[0];
      expect(article, 'the seeded security-test article').toBeTruthy();
      const response = await page.goto(localized(locale, `/help/content/${article.id}`));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: TITLE[locale] })).toBeVisible();
      await expectInert(page, dialogs);
    });

    test('security-test announcement', async ({ page, request }) => {
      const dialogs = await guard(page);
      const list = await request.get(`${BASE_A}/api/f/content-management/announce/list`, {
        params: { filter: TITLE[locale], maxResultCount: 20 },
        headers: { 'accept-language': locale },
      });
      const { items } = (await list.json()) as { items: { id: string; title: string }[] };
      const announcement = items.find((a) => a.title === TITLE[locale]);
      expect(announcement).toBeTruthy();
      await page.goto(localized(locale, `/artical-detail?id=${announcement!.id}&flag=announceFromIndex`));
      await expect(page.getByRole('heading', { level: 1, name: TITLE[locale] })).toBeVisible();
      await expectInert(page, dialogs);
    });

    test('FAQ page (security-test answer open)', async ({ page }) => {
      const dialogs = await guard(page);
      await page.goto(localized(locale, `/help/faq-list?q=${encodeURIComponent(TITLE[locale])}`));
      const details = page.locator('main details');
      await expect(details.first()).toBeVisible();
      for (const d of await details.all()) await d.locator('summary').click();
      await expectInert(page, dialogs);
    });

    test('AboutUs content block page', async ({ page }) => {
      const dialogs = await guard(page);
      await page.goto(localized(locale, '/ship-for-me'));
      await expect(page.getByRole('heading', { level: 2, name: TITLE[locale] })).toBeVisible();
      await expectInert(page, dialogs);
    });
  });
}
