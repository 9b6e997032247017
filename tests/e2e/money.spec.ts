// Money (issue 11), in both languages on two hosts: a bill larger than the balance opens the
// insufficient-balance dialog → recharge prefilled with the shortfall → pay at the Alipay sandbox → the
// return page confirms → back to the bill, which is then paid; the records and the fund account log show
// it. A failed and a cancelled payment credit nothing. A bank transfer with proof waits for staff, who
// approve it, and the wallet grows. axe on each page. Screenshots in test-results/money/.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { axe } from '../fixtures/axe';
import { t } from '../fixtures/catalog';
import { BASE_A, localized, signInViaApi, withHost, type Locale } from '../fixtures/e2e';
import { waitForHydration } from '../fixtures/hydration';

const HOSTS: Record<Locale, string> = { 'zh-Hans': BASE_A, en: withHost(BASE_A, 'navy.localhost') };
const SYMBOL: Record<Locale, string> = { 'zh-Hans': '¥', en: 'RM' };
const SHOTS = 'test-results/money';
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==';

test.describe.configure({ timeout: 240_000 });

/** An operator's session on `base` in its own browser context. */
async function staffOf(browser: Browser, base: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/api/system/application-configuration`);
  const call = (path: string, body: unknown) =>
    page.evaluate(
      async ({ path, body }) => {
        const res = await fetch(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', 'accept-language': 'en' },
          body: JSON.stringify(body),
        });
        return { status: res.status, data: await res.json().catch(() => null) };
      },
      { path, body },
    );
  expect((await call('/api/passport-management/login-by-admin-password', { username: 'admin', password: 'admin1234' })).status).toBe(200);
  return { call, close: () => context.close() };
}

const balanceOf = async (page: Page, locale: Locale) => {
  const card = page.getByRole('region', { name: t(locale, 'wallet.balance.heading') });
  return (await card.getByText(SYMBOL[locale], { exact: false }).first().innerText()).trim();
};

async function openWallet(page: Page, locale: Locale) {
  await page.goto(`${HOSTS[locale]}${localized(locale, '/user/my-wallet')}`);
  await waitForHydration(page);
}

/** Chooses a method on the recharge page, waits for the figures, and continues. */
async function rechargeWith(page: Page, locale: Locale, method: number, amount?: string) {
  await page.getByLabel(t(locale, `funds.method.${method}`), { exact: true }).check();
  if (amount !== undefined) await page.getByLabel(t(locale, 'recharge.customLabel'), { exact: true }).fill(amount);
  await expect(page.getByRole('region', { name: t(locale, 'recharge.previewHeading') }).getByText(t(locale, 'recharge.totalPay'))).toBeVisible();
  await axe(page, `recharge ${method}`);
  await page.getByRole('button', { name: t(locale, 'recharge.submit') }).click();
}

/** The sandbox checkout, in the page's language (it follows the browser's, as a provider's page does). */
async function atCheckout(page: Page, locale: Locale) {
  await expect(page).toHaveURL(/\/api\/sandbox\/checkout\//);
  if (locale === 'en') await page.getByRole('link', { name: 'English', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', locale === 'en' ? 'en' : 'zh-Hans');
}

const payLabel = (locale: Locale) => new RegExp(`^${t(locale, 'wallet.unpaid.pay')}\\s`);

for (const locale of ['zh-Hans', 'en'] as Locale[]) {
  test.describe(`money (${locale})`, () => {
    // One demo wallet per host: these journeys follow its balance, one after another.
    test.describe.configure({ mode: 'serial' });
    test('a bill larger than the balance → recharge the shortfall at the Alipay sandbox → back to the bill, paid', async ({ page }) => {
      const base = HOSTS[locale];
      await signInViaApi(page, base);
      await openWallet(page, locale);
      expect(await balanceOf(page, locale)).toContain('1215.00');
      await axe(page, 'wallet');
      await page.screenshot({ path: `${SHOTS}/${locale}-wallet.png`, fullPage: true });

      const bills = page.getByRole('region', { name: t(locale, 'wallet.unpaid.heading') });
      await bills
        .getByRole('button', { name: payLabel(locale) })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: t(locale, 'recharge.insufficient.title') });
      await expect(dialog).toContainText('465.00');
      await axe(page, 'insufficient-balance dialog');
      await dialog.getByRole('link', { name: t(locale, 'recharge.insufficient.rechargeNow') }).click();

      await expect(page).toHaveURL(/\/user\/recharge\?amount=465(\.00)?&returnTo=/);
      await waitForHydration(page);
      await expect(page.getByLabel(t(locale, 'recharge.customLabel'), { exact: true })).toHaveValue(/^465(\.00)?$/);
      await rechargeWith(page, locale, 2);
      await atCheckout(page, locale);
      await axe(page, 'sandbox checkout');
      await page.getByRole('button', { name: locale === 'en' ? 'Pay' : '支付', exact: true }).click();

      await expect(page).toHaveURL(/\/details\/topup\?id=TOPUP\d+&from=return/);
      await expect(page.getByRole('status').getByText(t(locale, 'topup.success'), { exact: true })).toBeVisible({ timeout: 30_000 });
      await axe(page, 'top-up returned');
      await page.screenshot({ path: `${SHOTS}/${locale}-returned.png`, fullPage: true });
      await page.getByRole('link', { name: t(locale, 'topup.backToPayment') }).click();

      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/user/my-wallet')}`));
      await waitForHydration(page);
      expect(await balanceOf(page, locale)).toContain('1680.00');
      await bills
        .getByRole('button', { name: payLabel(locale) })
        .first()
        .click();
      await expect(bills.getByRole('button', { name: payLabel(locale) })).toHaveCount(0);
      await page.reload();
      expect(await balanceOf(page, locale)).toBe(`${SYMBOL[locale]}0`); // SPEC section 5: zero shows 0
      const records = page.getByRole('table', { name: t(locale, 'wallet.records.caption') });
      const paidRow = (direction: string, amount: string) =>
        records
          .getByRole('row')
          .filter({ hasText: `${t(locale, `wallet.records.${direction}`)} ${SYMBOL[locale]}${amount}` })
          .filter({ hasText: t(locale, 'funds.status.2') });
      await expect(paidRow('debit', '1680.00')).toHaveCount(1);
      await expect(paidRow('credit', '465.00')).toHaveCount(1);

      await page.goto(`${base}${localized(locale, '/details/fund-account-log')}`);
      await waitForHydration(page);
      await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText('1680.00');
      await axe(page, 'fund account log');
    });

    test('a failed and a cancelled sandbox payment credit nothing', async ({ page }) => {
      const base = HOSTS[locale];
      await signInViaApi(page, base);
      await openWallet(page, locale);
      const before = await balanceOf(page, locale);
      for (const outcome of locale === 'en' ? ['Fail', 'Cancel'] : ['支付失败', '取消']) {
        await page.goto(`${base}${localized(locale, '/user/recharge')}`);
        await waitForHydration(page);
        await rechargeWith(page, locale, 2, '12.30');
        await atCheckout(page, locale);
        // The button posts the sandbox's form: its answer (the result, or the way back to the site) loads.
        const answered = page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame());
        await page.getByRole('button', { name: outcome, exact: true }).click();
        await answered;
        await page.waitForLoadState('load');
      }
      await openWallet(page, locale);
      expect(await balanceOf(page, locale)).toBe(before);
      const pending = page.getByRole('region', { name: t(locale, 'wallet.pending.heading') });
      await expect(pending).toBeVisible();
    });

    test('a bank transfer with proof waits for staff, who approve it; the wallet grows', async ({ page, browser }) => {
      const base = HOSTS[locale];
      await signInViaApi(page, base);
      await page.goto(`${base}${localized(locale, '/user/recharge')}`);
      await waitForHydration(page);
      await rechargeWith(page, locale, 8, '100');
      await expect(page).toHaveURL(/\/details\/topup\?id=TOPUP\d+/);
      await waitForHydration(page);
      const topupId = new URL(page.url()).searchParams.get('id')!;
      await expect(page.getByRole('heading', { name: t(locale, 'topup.bankHeading') })).toBeVisible();
      await page.getByRole('button', { name: t(locale, 'topup.sendProof') }).click();
      await expect(page.getByText(t(locale, 'topup.required', { field: t(locale, 'topup.payerName') }))).toBeVisible();
      await page.getByLabel(t(locale, 'topup.payerName'), { exact: true }).fill('Li Lei');
      await page.getByLabel(t(locale, 'topup.transferNumber'), { exact: true }).fill('BT-E2E-1');
      await page.locator('input[type=file]').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: Buffer.from(PNG, 'base64') });
      await axe(page, 'bank proof form');
      await page.screenshot({ path: `${SHOTS}/${locale}-bank-proof.png`, fullPage: true });
      await page.getByRole('button', { name: t(locale, 'topup.sendProof') }).click();
      await expect(page.getByText(t(locale, 'topup.pendingAudit'))).toBeVisible();

      const staff = await staffOf(browser, base);
      const approved = await staff.call(`/api/admin/topup/${topupId}/approve`, { amount: 99.5 });
      expect(approved.data).toMatchObject({ outcome: 'credited', creditAmount: 99.5 });
      await staff.close();

      await page.reload();
      await expect(page.getByText(t(locale, 'funds.status.2')).first()).toBeVisible();
      await openWallet(page, locale);
      const records = page.getByRole('table', { name: t(locale, 'wallet.records.caption') });
      await expect(records.getByRole('row').filter({ hasText: topupId }).first()).toContainText('99.50');
    });
  });
}
