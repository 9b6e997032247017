// Parcels (issue 10), in both languages on two hosts: forecast two parcels → the warehouse receives one
// with a photo (admin routes) → the customer sees the photo, weight and free days left, corrects the
// declared value and selects it for a waybill; cancel the other forecast; a number that arrived without an
// owner: the forecast waits for the warehouse's check until staff approve the claim (admin routes); import a
// template with 3 good and 2 bad rows and see exactly the 2 errors. axe on each page state. Screenshots in
// test-results/parcels/.
import ExcelJS from 'exceljs';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { axe } from '../fixtures/axe';
import { spaced, t } from '../fixtures/catalog';
import { BASE_A, localized, signInViaApi, withHost, type Locale } from '../fixtures/e2e';
import { waitForHydration } from '../fixtures/hydration';

const HOSTS: Record<Locale, string> = { 'zh-Hans': BASE_A, en: withHost(BASE_A, 'navy.localhost') };
const SHOTS = 'test-results/parcels';
// A 2×2 PNG (the warehouse's arrival photo).
const PHOTO = 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==';

test.describe.configure({ timeout: 240_000 });

/** An operator's session on `base` in its own browser context (Node cannot resolve *.localhost). */
async function staffOf(browser: Browser, base: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/api/system/application-configuration`);
  const call = (method: string, path: string, body?: unknown) =>
    page.evaluate(
      async ({ method, path, body }) => {
        const res = await fetch(path, {
          method,
          headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', 'accept-language': 'en' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { status: res.status, data: await res.json().catch(() => null) };
      },
      { method, path, body },
    );
  const login = await call('POST', '/api/passport-management/login-by-admin-password', { username: 'admin', password: 'admin1234' });
  expect(login.status, 'operator sign-in').toBe(200);
  /** The warehouse's arrival scan of `trackingNumber` with one photo (`memberCode`: the label's, when it has one). */
  const arrive = (trackingNumber: string, size: { weightGrams: number; lengthCm: number; widthCm: number; heightCm: number }, memberCode?: string) =>
    call('POST', '/api/admin/parcel/arrive', { trackingNumber, ...(memberCode ? { memberCode } : {}), ...size, photos: [PHOTO] });
  return { call, arrive, close: () => context.close() };
}

/** Picks an option of the native select labelled `label` inside `scope`: the first one (after the empty placeholder). */
async function choose(scope: Locator, label: string) {
  const box = scope.getByRole('combobox', { name: label, exact: true });
  const first = await box.locator('option:not([disabled])').first().getAttribute('value');
  await box.selectOption(first ?? '');
  await expect(box, `a choice in ${label}`).not.toHaveValue('');
}

async function fillCard(locale: Locale, card: Locator, trackingNumber: string, declaredName: string) {
  const f = (key: string) => t(locale, `forecast.field.${key}`);
  await card.getByRole('textbox', { name: f('trackingNumber'), exact: true }).fill(trackingNumber.toLowerCase());
  await choose(card, f('carrierCode'));
  const line = card.getByRole('group', { name: t(locale, 'forecast.goodsLineLabel', { line: 1 }) });
  await line.getByRole('combobox', { name: f('declaredName'), exact: true }).fill(declaredName);
  await choose(line, f('goodsTypeId'));
  await line.getByRole('spinbutton', { name: f('quantity'), exact: true }).fill('2');
  await line.getByRole('spinbutton', { name: f('unitValue'), exact: true }).fill('12.50');
}

/** The open detail once a change is saved and the list behind it read again (that refresh swaps the head too). */
async function detailSettled(page: Page) {
  await expect(page.getByTestId('parcel-detail').locator('xpath=..')).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
}

async function openList(page: Page, locale: Locale, base: string, trackingNumber: string) {
  await page.goto(`${base}${localized(locale, '/user/tranship-list')}?trackingNumber=${trackingNumber}`);
  await waitForHydration(page);
  const row = page.getByTestId('parcel-row').filter({ hasText: trackingNumber });
  await expect(row).toHaveCount(1);
  return row;
}

for (const locale of ['zh-Hans', 'en'] as Locale[]) {
  const base = HOSTS[locale];
  const stamp = `${Date.now().toString(36).toUpperCase()}${locale === 'en' ? 'E' : 'Z'}`;

  test(`${locale}: forecast two → arrival with photo → detail, correct the value, select for a waybill; cancel the other`, async ({ page, browser }) => {
    const first = `E2E${stamp}A`;
    const second = `E2E${stamp}B`;
    await signInViaApi(page, base);
    await page.goto(`${base}${localized(locale, '/user/self-tranship')}`);
    await waitForHydration(page);
    await axe(page, 'forecast form');

    const cards = page.getByRole('group', { name: new RegExp(`^${t(locale, 'forecast.parcelTitle', { parcel: '\\d+' })}$`) });
    await fillCard(locale, cards.nth(0), first, 'T-shirt');
    await page.getByRole('button', { name: t(locale, 'forecast.addParcel') }).click();
    await expect(cards).toHaveCount(2);
    await fillCard(locale, cards.nth(1), second, 'Sneakers');
    await page.screenshot({ path: `${SHOTS}/forecast-${locale}.png`, fullPage: true });
    await page.getByRole('button', { name: locale === 'en' ? 'Forecast 2 parcels' : '预报 2 个包裹' }).click();
    await expect(page.getByRole('link', { name: t(locale, 'forecast.viewParcels') })).toBeVisible();

    // The warehouse receives the first one, with a photo, and shelves it.
    const staff = await staffOf(browser, base);
    const arrival = await staff.arrive(first, { weightGrams: 1250, lengthCm: 30, widthCm: 20, heightCm: 10 });
    expect(arrival.status, JSON.stringify(arrival.data)).toBe(200);
    expect(arrival.data.binding).toBe('forecast');
    expect((await staff.call('POST', `/api/admin/parcel/${arrival.data.parcel.id}/inbound`)).status).toBe(200);
    await staff.close();

    // The customer sees photo, weight and free days left.
    const row = await openList(page, locale, base, first);
    // The thumbnail is a button that shows the photo large.
    await expect(row.getByRole('button', { name: t(locale, 'parcels.enlargePhoto', { trackingNumber: first }) })).toBeVisible();
    await expect(row).toContainText('1.25 kg');
    await expect(row).toContainText(t(locale, 'parcels.status.Inbound'));
    await expect(row).toContainText(locale === 'en' ? /\d+ days left/ : /剩余 \d+ 天/);
    await axe(page, 'parcel list');

    // Detail (deep link ?id=): correct the declared value; the history records it.
    await row.getByRole('link', { name: first }).click();
    await expect(page).toHaveURL(/[?&]id=P/);
    const detail = page.getByTestId('parcel-detail');
    await expect(detail).toBeVisible();
    await expect(detail.getByRole('img', { name: t(locale, 'parcels.detail.photoAlt', { n: 1, trackingNumber: first }) })).toBeVisible();
    await detail.getByRole('button', { name: spaced(t(locale, 'parcels.detail.editGoods')) }).click();
    await detail.getByRole('spinbutton').first().fill('15.80');
    await detail.getByRole('button', { name: spaced(t(locale, 'parcels.detail.save')) }).click();
    await expect(detail.getByTestId('parcel-goods-line').first()).toContainText('15.80');
    await expect(detail.getByTestId('parcel-history-line').filter({ hasText: t(locale, 'parcels.action.declarationEdited') })).toHaveCount(1);
    await detailSettled(page);
    await page.screenshot({ path: `${SHOTS}/detail-${locale}.png`, fullPage: true });
    await axe(page, 'parcel detail');
    await page.goBack();
    await expect(detail).toBeHidden();

    // Select it for a waybill.
    await row.getByRole('checkbox', { name: t(locale, 'parcels.selectLabel', { trackingNumber: first }) }).check();
    await expect(page.getByTestId('selection-bar')).toBeVisible();
    await page.getByRole('button', { name: spaced(t(locale, 'parcels.selection.submit')) }).click();
    await expect(page).toHaveURL(/\/user\/submit-tranship-order/);

    // Cancel the other forecast with a reason.
    const other = await openList(page, locale, base, second);
    await other.getByRole('link', { name: second }).click();
    await page.getByRole('button', { name: spaced(t(locale, 'parcels.cancel.button')) }).click();
    const dialog = page.getByRole('dialog').filter({ has: page.getByRole('textbox', { name: t(locale, 'parcels.cancel.reason') }) });
    await dialog.getByRole('textbox', { name: t(locale, 'parcels.cancel.reason') }).fill('Ordered twice');
    await dialog.getByRole('button', { name: spaced(t(locale, 'parcels.cancel.confirm')) }).click();
    await expect(dialog).toBeHidden();
    await detailSettled(page);
    await expect(page.getByTestId('parcel-detail')).toContainText(t(locale, 'parcels.status.Canceled'));
  });

  test(`${locale}: a number that arrived without an owner → the forecast waits for the warehouse’s check → staff approve → it is the customer’s`, async ({
    page,
    browser,
  }) => {
    const number = `E2E${stamp}C`;
    const staff = await staffOf(browser, base);
    const arrival = await staff.arrive(number, { weightGrams: 2300, lengthCm: 40, widthCm: 30, heightCm: 20 }, 'GS999999');
    expect(arrival.status, JSON.stringify(arrival.data)).toBe(200);
    expect(arrival.data.binding).toBe('unclaimed');

    await signInViaApi(page, base);
    await page.goto(`${base}${localized(locale, '/user/self-tranship')}`);
    await waitForHydration(page);
    const card = page.getByRole('group', { name: new RegExp(`^${t(locale, 'forecast.parcelTitle', { parcel: '\\d+' })}$`) }).first();
    await fillCard(locale, card, number, 'Headphones');
    await page.getByRole('button', { name: locale === 'en' ? 'Forecast 1 parcel' : '预报 1 个包裹' }).click();
    await expect(
      page.getByText(locale === 'en' ? '1 of them is already at the warehouse without an owner' : t(locale, 'forecast.donePendingClaims', { count: 1 })),
    ).toBeVisible();

    // Not the customer's yet: a forecast with the check's tag and, in the drawer, what to do.
    const row = await openList(page, locale, base, number);
    await expect(row).toContainText(t(locale, 'parcels.status.NotArrival'));
    await expect(row).toContainText(t(locale, 'parcels.claim.pendingTag'));
    await expect(row).toContainText(t(locale, 'parcels.notMeasured'));
    await row.getByRole('link', { name: number }).click();
    const notice = page.getByTestId('parcel-detail').getByTestId('parcel-claim');
    await expect(notice).toContainText(t(locale, 'parcels.claim.pendingTitle'));
    await page.screenshot({ path: `${SHOTS}/claim-pending-${locale}.png`, fullPage: true });
    await axe(page, 'claim pending');

    // The staff approve the claim (named by the customer's forecast): the parcel is theirs, weighed.
    const claims = await staff.call('GET', `/api/admin/parcel/claims?trackingNumber=${number}`);
    expect(claims.data.items.map((c: { trackingNumber: string }) => c.trackingNumber)).toEqual([number]);
    const approved = await staff.call('POST', `/api/admin/parcel/claims/${claims.data.items[0].id}/approve`);
    expect(approved.status, JSON.stringify(approved.data)).toBe(200);
    await staff.close();
    const owned = await openList(page, locale, base, number);
    await expect(owned).toContainText(t(locale, 'parcels.status.Arrived'));
    await expect(owned).toContainText('2.30 kg');
    await expect(owned).not.toContainText(t(locale, 'parcels.claim.pendingTag'));
    await expect(owned.getByRole('button', { name: t(locale, 'parcels.enlargePhoto', { trackingNumber: number }) })).toBeVisible();
  });

  test(`${locale}: import a template with 3 good and 2 bad rows → exactly the 2 errors, then the 3 parcels`, async ({ page }) => {
    await signInViaApi(page, base);
    await page.goto(`${base}${localized(locale, '/user/self-tranship')}?tab=import`);
    await waitForHydration(page);
    const template = await page.evaluate(async () => {
      const res = await fetch('/api/u/ship-for-me/parcel/import-template');
      return [...new Uint8Array(await res.arrayBuffer())];
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(template).buffer);
    const sheet = book.worksheets[0];
    const example = sheet.getRow(2).values as (string | number | undefined)[];
    const cell = (column: number) => String(example[column] ?? '');
    const rows = [
      [cell(1), `IMP${stamp}1`, cell(3), 'Mug', cell(5), 1, 20, cell(8), cell(9), ''],
      [cell(1), `IMP${stamp}2`, cell(3), 'Scarf', cell(5), 2, 35.5, cell(8), cell(9), ''],
      [cell(1), `IMP${stamp}3`, cell(3), 'Lamp', cell(5), 1, 88, cell(8), cell(9), ''],
      [cell(1), 'AB', cell(3), 'Bad number', cell(5), 1, 10, cell(8), cell(9), ''],
      [cell(1), `IMP${stamp}5`, cell(3), 'Bad type', 'NO-SUCH-TYPE', 1, 10, cell(8), cell(9), ''],
    ];
    rows.forEach((values, i) => {
      sheet.getRow(i + 2).values = values;
    });
    const file = Buffer.from(await book.xlsx.writeBuffer());

    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'parcels.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: file });
    const errors = page.locator('section[aria-labelledby="import-errors-title"] tbody tr');
    await expect(errors).toHaveCount(2);
    await expect(errors.nth(0)).toContainText('5');
    await expect(errors.nth(1)).toContainText('6');
    await page.screenshot({ path: `${SHOTS}/import-${locale}.png`, fullPage: true });
    await axe(page, 'import preview');
    await page.getByRole('button', { name: locale === 'en' ? 'Import 3 valid parcels' : '导入 3 个有效包裹' }).click();
    await expect(page.getByRole('link', { name: t(locale, 'forecast.import.viewParcels') })).toBeVisible();
    await openList(page, locale, base, `IMP${stamp}2`);
  });
}

test('every demo host: the demo customer has parcels in every status, with photos and storage warnings', async ({ page }) => {
  const hosts: [string, Locale][] = [
    [BASE_A, 'zh-Hans'],
    [withHost(BASE_A, 'blue.localhost'), 'en'],
    [withHost(BASE_A, 'navy.localhost'), 'zh-Hans'],
  ];
  for (const [base, locale] of hosts) {
    await signInViaApi(page, base);
    // One page holds them all: other journeys forecast more parcels for the same demo customer meanwhile.
    await page.goto(`${base}${localized(locale, '/user/tranship-list')}?pageSize=100`);
    const tabs = page.getByRole('navigation', { name: t(locale, 'list.statusLabel') });
    for (const status of ['50', '60', '63', '120', '200', '210']) {
      const count = await tabs.locator(`a[data-status="${status}"]`).locator('span').innerText();
      expect(Number(count), `${base} status ${status}`).toBeGreaterThan(0);
    }
    await expect(page.getByTestId('parcel-row').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /YD6400000006|STO5400000005/ }).first()).toBeVisible();
  }
});
