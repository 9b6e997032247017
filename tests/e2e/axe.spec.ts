// Journey 7: accessibility (axe-core) of the main public pages in both languages: no serious or critical
// violations; the others are printed. Every user page and every /details page is checked by axe where
// routes.spec.ts opens it signed in (one page load for both checks).
import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../fixtures/axe';
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
