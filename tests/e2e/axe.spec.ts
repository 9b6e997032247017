// Journey 7: accessibility (axe-core) of the main public pages and of every user page, in both
// languages: no serious or critical violations; the others are printed.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { BASE_A, DETAILS_ROUTES, LOCALES, localized, signInViaRequest, USER_ROUTES } from '../fixtures/e2e';

const PAGES = [
  { path: '/', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/help/help-center', signedIn: false },
  ...USER_ROUTES.map((path) => ({ path, signedIn: true })),
  ...DETAILS_ROUTES.map((path) => ({ path, signedIn: true })),
];

for (const locale of LOCALES) {
  for (const { path, signedIn } of PAGES) {
    const url = localized(locale, path);
    test(`axe: ${url}${signedIn ? ' (signed in)' : ''}`, async ({ browser }, testInfo) => {
      const context = await browser.newContext({ baseURL: BASE_A });
      try {
        const page = await context.newPage();
        if (signedIn) await signInViaRequest(page, BASE_A);
        const response = await page.goto(url);
        expect(response?.status()).toBe(200);
        await page.waitForLoadState('networkidle');
        const results = await new AxeBuilder({ page }).analyze();
        const summary = results.violations.map(
          (v) => `${v.impact ?? 'unknown'} ${v.id}: ${v.help} (${v.nodes.length}) ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`,
        );
        if (summary.length) console.log(`[axe] ${url}:\n  ${summary.join('\n  ')}`);
        await testInfo.attach('axe-violations', { body: JSON.stringify(results.violations, null, 2), contentType: 'application/json' });
        const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(blocking.map((v) => `${v.impact} ${v.id}: ${v.help}`), 'serious or critical axe violations').toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
}
