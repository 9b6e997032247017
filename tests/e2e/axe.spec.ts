// Journey 7: accessibility (axe-core) of the main public pages in both languages: no serious or critical
// violations; the others are printed. Every user page and every /details page is checked by axe where
// routes.spec.ts opens it signed in (one page load for both checks).
import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, seriousAxeViolations } from '../fixtures/axe';
import { BASE_A, LOCALES, localized } from '../fixtures/e2e';

const PAGES = ['/', '/login', '/help/help-center'];

for (const locale of LOCALES) {
  for (const path of PAGES) {
    const url = localized(locale, path);
    test(`axe: ${url}`, async ({ browser }, testInfo) => {
      const context = await browser.newContext({ baseURL: BASE_A });
      try {
        const page = await context.newPage();
        const response = await page.goto(url);
        expect(response?.status()).toBe(200);
        await expectNoSeriousAxeViolations(page, testInfo, url);
      } finally {
        await context.close();
      }
    });
  }
}

// The check itself is not blind: on a page with three known faults it names each (it runs axe in legacy
// mode, tests/fixtures/axe.ts).
test('axe: the check finds a nameless button, low contrast and an image without text', async ({ page }) => {
  await page.setContent(
    '<html lang="en"><head><title>faults</title></head><body><main><h1>Faults</h1><button></button>' +
      '<p style="color:#ccc;background:#fff">low contrast</p><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></main></body></html>',
  );
  const found = await seriousAxeViolations(page, 'faults');
  for (const rule of ['button-name', 'color-contrast', 'image-alt']) expect(found.join('\n')).toContain(` ${rule}:`);
});
