// Journey: the public site in zh-Hans and en: home → announcement popup → suppress for 24 h → help menu
// (list and detail categories) → article → FAQ search → fee calculator (quote equals the API) → invalid
// weight; and axe on the public pages (no serious or critical violations).
import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations } from '../fixtures/axe';
import { BASE_A, LOCALES, localized, type Locale } from '../fixtures/e2e';
import { catalog } from '../fixtures/catalog';
import { waitForHydration } from '../fixtures/hydration';

type Messages = Record<string, Record<string, unknown>>;
const msg = (locale: Locale, path: string): string => {
  const value = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], catalog(locale) as Messages);
  if (typeof value !== 'string') throw new Error(`missing ${locale}:${path}`);
  return value;
};

const HELP = {
  'zh-Hans': { list: '运费与时效', detail: '体积重说明', detailTitle: '体积重如何计算', faq: '充电宝', faqQ: '可以寄电池或充电宝吗？' },
  en: {
    list: 'Fees and transit times',
    detail: 'Volumetric weight',
    detailTitle: 'How volumetric weight is calculated',
    faq: 'power banks',
    faqQ: 'Can I ship batteries or power banks?',
  },
} as const;

async function announcementDialog(page: Page, locale: Locale) {
  return page.getByRole('dialog', { name: msg(locale, 'home.announceTitle') });
}

for (const locale of LOCALES) {
  test(`public journey (${locale})`, async ({ browser }) => {
    const context = await browser.newContext({ baseURL: BASE_A });
    const page = await context.newPage();
    try {
      // Home with the announcement popup; suppress it for 24 hours.
      await page.goto(localized(locale, '/'));
      const dialog = await announcementDialog(page, locale);
      await expect(dialog).toBeVisible();
      await dialog.getByLabel(msg(locale, 'home.announceNoShow')).check();
      await dialog.getByRole('button', { name: msg(locale, 'home.announceClose') }).click();
      await expect(dialog).toBeHidden();
      const stored = await page.evaluate(() => localStorage.getItem('lsAnnounce'));
      expect(stored).toContain('"noShow":true');
      await page.reload();
      await waitForHydration(page);
      await expect(await announcementDialog(page, locale)).toHaveCount(0);

      // Entry point to help, then the help menu: a list-type and a detail-type category.
      await page
        .getByRole('link', { name: new RegExp(msg(locale, 'home.entryHelp')) })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/help/help-center')}$`));
      const menu = page.locator('#help-menu');
      await menu.getByRole('link', { name: HELP[locale].list, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: HELP[locale].list })).toBeVisible();
      const firstArticle = page.locator('main h2 a').first();
      const articleTitle = (await firstArticle.textContent())!.trim();
      await firstArticle.click();
      await expect(page.getByRole('heading', { level: 1, name: articleTitle })).toBeVisible();
      await menu.getByRole('link', { name: HELP[locale].detail, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: HELP[locale].detailTitle })).toBeVisible();

      // FAQ search (a GET form handled on the server).
      await page.goto(localized(locale, '/help/faq-list'));
      await page.getByRole('searchbox', { name: msg(locale, 'helpCenter.faqSearchLabel') }).fill(HELP[locale].faq);
      await page.getByRole('button', { name: msg(locale, 'helpCenter.faqSearch') }).click();
      await expect(page).toHaveURL(/[?&]q=/);
      await expect(page.locator('main details')).toHaveCount(1);
      await expect(page.locator('main details summary')).toHaveText(HELP[locale].faqQ);

      // Calculator: the page's total equals the API's.
      await page.goto(localized(locale, '/shipping-fee'));
      await page.getByLabel(msg(locale, 'calculator.fields.countryCode')).selectOption('US');
      await page.getByLabel(msg(locale, 'calculator.fields.weight')).fill('2.3');
      await page.getByLabel(msg(locale, 'calculator.fields.length')).fill('40');
      await page.getByLabel(msg(locale, 'calculator.fields.width')).fill('30');
      await page.getByLabel(msg(locale, 'calculator.fields.height')).fill('20');
      await page.getByRole('button', { name: msg(locale, 'calculator.submit') }).click();
      await expect(page.locator('[data-method-id]').first()).toBeVisible();
      const api = await page.request.get(`${BASE_A}/api/u/shipping-management/shipping-method/fee-calculate`, {
        params: { countryCode: 'US', weight: '2.3', length: '40', width: '30', height: '20' },
        headers: { 'accept-language': locale },
      });
      const quotes = (await api.json()) as { items: { methodId: string; total: number }[] };
      expect(quotes.items.length).toBeGreaterThan(0);
      for (const quote of quotes.items) {
        const shown = await page.locator(`[data-method-id="${quote.methodId}"] [data-testid="quote-total"]`).textContent();
        expect(shown?.replace(/[^\d.]/g, '')).toBe(quote.total.toFixed(2));
      }

      // An invalid weight is explained next to its field and the typed value is kept.
      await page.getByLabel(msg(locale, 'calculator.fields.weight')).fill('-3');
      await page.getByRole('button', { name: msg(locale, 'calculator.submit') }).click();
      const weight = page.getByLabel(msg(locale, 'calculator.fields.weight'));
      await expect(weight).toHaveAttribute('aria-invalid', 'true');
      await expect(weight).toHaveValue('-3');
      await expect(page.locator('#fee-weight-error')).toHaveText(msg(locale, 'calculator.errors.weightNumber'));
    } finally {
      await context.close();
    }
  });
}

const AXE_PAGES = ['/', '/help/help-center', '/help/faq-list', '/shipping-fee?countryCode=US&weight=2', '/more-transport-mode', '/article', '/tracking'];

for (const locale of LOCALES) {
  test(`axe on the public pages (${locale})`, async ({ browser, request }) => {
    const context = await browser.newContext({ baseURL: BASE_A });
    const page = await context.newPage();
    try {
      await page.addInitScript(() =>
        localStorage.setItem('lsAnnounce', JSON.stringify({ value: { state: { noShow: true }, version: 0 }, expiresAt: Date.now() + 3_600_000 })),
      );
      const list = await request.post(`${BASE_A}/api/f/content-management/article/list`, {
        data: { maxResultCount: 1 },
        headers: { 'x-requested-with': 'XMLHttpRequest', origin: BASE_A },
      });
      const article = ((await list.json()) as { items: { id: string; categoryId: string }[] }).items[0];
      const announce = await request.get(`${BASE_A}/api/f/content-management/announce/list`, { params: { maxResultCount: 1 } });
      const announcement = ((await announce.json()) as { items: { id: string }[] }).items[0];
      const paths = [
        ...AXE_PAGES,
        `/help/category/${article.categoryId}`,
        `/help/content/${article.id}`,
        `/artical-detail?id=${announcement.id}&flag=announceFromIndex`,
      ];
      const failures: string[] = [];
      for (const path of paths) {
        const response = await page.goto(localized(locale, path));
        expect(response?.status(), path).toBe(200);
        failures.push(...(await seriousAxeViolations(page, path)));
      }
      expect(failures).toEqual([]);
    } finally {
      await context.close();
    }
  });
}
