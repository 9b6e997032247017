// Coupons and points (issue 12), in both languages on two hosts (zh-Hans on blue, English on navy): receive a
// limited coupon in the centre → it is under Usable and the centre says the limit is reached → give another
// coupon up → it is under Cancelled; exchange points for a coupon → the points record shows the exchange and
// the new balance, My coupons holds it; the usage record lists the demo order. axe on every page and on the
// open confirmation. Screenshots (also at 375 px) in test-results/coupons/.
import { expect, test, type Page } from '@playwright/test';
import { axe } from '../fixtures/axe';
import { spaced, t } from '../fixtures/catalog';
import { BASE_A, localized, signInViaApi, withHost, type Locale } from '../fixtures/e2e';
import { waitForHydration } from '../fixtures/hydration';

const HOSTS: Record<Locale, string> = { 'zh-Hans': withHost(BASE_A, 'blue.localhost'), en: withHost(BASE_A, 'navy.localhost') };
const NAMES: Record<Locale, Record<string, string>> = {
  'zh-Hans': { limited: '限量大额券', combine: '合箱运费 9 折券', points: '积分兑换运费券' },
  en: { limited: 'Limited big saver', combine: '10% off combined shipping', points: 'Points shipping coupon' },
};
const SHOTS = 'test-results/coupons';

test.describe.configure({ timeout: 180_000 });

async function open(page: Page, base: string, locale: Locale, path: string) {
  await page.goto(`${base}${localized(locale, path)}`);
  await waitForHydration(page);
}

const tab = (page: Page, status: number) => page.locator(`nav a[data-status="${status}"]`);

for (const locale of ['zh-Hans', 'en'] as Locale[]) {
  test.describe.serial(`coupons and points (${locale})`, () => {
    const base = HOSTS[locale];
    const name = NAMES[locale];

    test('receive a coupon in the centre, find it under Usable, give another up', async ({ page }) => {
      await signInViaApi(page, base);
      await open(page, base, locale, '/user/coupon-center');
      await expect(page.getByRole('heading', { level: 1, name: t(locale, 'routes.couponCenter') })).toBeVisible();
      const limited = page.getByRole('article', { name: name.limited });
      await limited.getByRole('button', { name: t(locale, 'coupons.receiveLabel', { name: name.limited }) }).click();
      await expect(page.getByText(t(locale, 'coupons.received', { name: name.limited }))).toBeVisible();
      await expect(limited.getByText(t(locale, 'coupons.block.LIMIT_REACHED'))).toBeVisible();
      await expect(limited.getByText(t(locale, 'coupons.limit', { limit: 1, received: 1 }))).toBeVisible();
      await axe(page, 'coupon centre');
      await page.screenshot({ path: `${SHOTS}/centre-${locale}.png`, fullPage: true });

      await open(page, base, locale, '/user/coupon');
      await expect(tab(page, 1)).toHaveAttribute('aria-current', 'page');
      await expect(tab(page, 1)).toContainText('5');
      await expect(page.getByRole('article', { name: name.limited })).toBeVisible();
      const combine = page.getByRole('article', { name: name.combine });
      await combine.getByRole('button', { name: t(locale, 'coupons.giveUpLabel', { name: name.combine }) }).click();
      await expect(page.getByText(t(locale, 'coupons.giveUpConfirm'))).toBeVisible();
      await axe(page, 'give-up confirmation');
      await page
        .getByRole('button', { name: spaced(t(locale, 'coupons.giveUp')) })
        .last()
        .click();
      await expect(page.getByText(t(locale, 'coupons.gaveUp'))).toBeVisible();
      await expect(combine).toHaveCount(0);
      await expect(tab(page, 1)).toContainText('4');
      await expect(tab(page, 30)).toContainText('2');
      await tab(page, 30).click();
      await expect(tab(page, 30)).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('article', { name: name.combine }).first()).toBeVisible();
      await axe(page, 'my coupons, cancelled');
      await page.screenshot({ path: `${SHOTS}/mine-cancelled-${locale}.png`, fullPage: true });
    });

    test('exchange points for a coupon: the points record and My coupons show it', async ({ page }) => {
      await signInViaApi(page, base);
      await open(page, base, locale, '/user/coupon-center');
      const balance = page.getByText(t(locale, 'coupons.center.pointsBalance')).locator('..');
      await expect(balance).toContainText('600');
      const offer = page.getByRole('article', { name: name.points });
      await offer.getByRole('button', { name: t(locale, 'coupons.exchangeLabel', { name: name.points, points: 500 }) }).click();
      await expect(page.getByText(t(locale, 'coupons.exchangeConfirm', { points: 500 }))).toBeVisible();
      await axe(page, 'exchange confirmation');
      await page.getByRole('button', { name: spaced(t(locale, 'coupons.exchangeOk')) }).click();
      await expect(page.getByText(t(locale, 'coupons.received', { name: name.points }))).toBeVisible();
      await expect(balance).toContainText('100');
      // 100 points left: a second exchange is blocked.
      await expect(offer.getByText(t(locale, 'coupons.block.NOT_ENOUGH_POINTS'))).toBeVisible();

      await open(page, base, locale, '/user/integral-record');
      await expect(page.getByTestId('points-summary')).toContainText('100');
      const first = page.getByTestId('points-row').first();
      await expect(first).toHaveAttribute('data-kind', 'exchange');
      await expect(first).toContainText('500');
      await expect(first).toContainText('100');
      await axe(page, 'points record');
      await page.screenshot({ path: `${SHOTS}/points-${locale}.png`, fullPage: true });
      await page.getByRole('combobox', { name: t(locale, 'points.filters.kind') }).selectOption('earn');
      await page.getByRole('button', { name: spaced(t(locale, 'points.filters.submit')) }).click();
      await expect(page).toHaveURL(/kind=earn/);
      await expect(page.getByTestId('points-row')).toHaveCount(5);

      await open(page, base, locale, '/user/coupon');
      await expect(page.getByRole('article', { name: name.points })).toHaveCount(2);

      await open(page, base, locale, '/user/coupon-usage-record');
      const table = page.getByRole('table');
      await expect(table).toContainText(t(locale, 'coupons.usage.state.used'));
      await expect(table).toContainText(t(locale, 'coupons.usage.state.released'));
      await axe(page, 'usage record');
      await page.setViewportSize({ width: 375, height: 800 });
      for (const path of ['/user/coupon-center', '/user/coupon', '/user/integral-record']) {
        await open(page, base, locale, path);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${path} fits 375 px`).toBeLessThanOrEqual(0);
        await page.screenshot({ path: `${SHOTS}/375${path.replaceAll('/', '-')}-${locale}.png`, fullPage: true });
      }
    });
  });
}
