// Journey 4: one build, many hosts: theme, site name and logo come from each host's configuration.
import { expect, test, type Page } from '@playwright/test';
import { BASE_A, LOCALES, localized, withHost } from '../fixtures/e2e';
import { siteHeader } from '../fixtures/layout';

const HOSTS = [
  { host: 'localhost', theme: 'red' },
  { host: 'blue.localhost', theme: 'blue' },
  { host: 'navy.localhost', theme: 'dark_blue' },
];

/** The site name the backend configures for the host of the current page. */
async function configuredSiteName(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const response = await fetch('/api/system/application-configuration');
    const body = (await response.json()) as { site?: { displaySiteName?: string } };
    return body.site?.displaySiteName ?? '';
  });
}

async function look(page: Page, base: string, locale: (typeof LOCALES)[number]) {
  const response = await page.goto(`${base}${localized(locale, '/')}`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  const theme = await page.locator('html').getAttribute('data-theme');
  const title = await page.title();
  const logo = siteHeader(page).getByRole('img').first();
  await expect(logo).toBeVisible();
  const logoAlt = (await logo.getAttribute('alt')) ?? '';
  const siteName = await configuredSiteName(page);
  return { theme, title, logoAlt, siteName };
}

for (const locale of LOCALES) {
  test(`three hosts, three looks (${locale})`, async ({ page }) => {
    const seen = [];
    for (const { host, theme } of HOSTS) {
      const found = await look(page, withHost(BASE_A, host), locale);
      expect(found.theme, `${host} data-theme`).toBe(theme);
      expect(found.siteName, `${host} has a configured site name`).not.toBe('');
      expect(found.title, `${host} title names the site`).toContain(found.siteName);
      expect(found.logoAlt, `${host} logo alt names the site`).toContain(found.siteName);
      seen.push(found);
    }
    expect(new Set(seen.map((s) => s.theme)).size).toBe(3);
    expect(new Set(seen.map((s) => s.title)).size, 'titles differ').toBe(3);
    expect(new Set(seen.map((s) => s.logoAlt)).size, 'logo alts differ').toBe(3);
  });
}

test('an unknown host (127.0.0.1) gets the first site (red)', async ({ page }) => {
  const first = await look(page, withHost(BASE_A, 'localhost'), 'zh-Hans');
  const unknown = await look(page, withHost(BASE_A, '127.0.0.1'), 'zh-Hans');
  expect(unknown.theme).toBe('red');
  expect(unknown.siteName).toBe(first.siteName);
  expect(unknown.title).toBe(first.title);
});
