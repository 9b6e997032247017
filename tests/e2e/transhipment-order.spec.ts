// Transhipment orders (issue 14), in both languages on two pay-first hosts (zh-Hans on localhost, English on
// blue), for customers registered for the journey: a parcel forecast to be forwarded as it is → the order
// submitted before it arrives and paid → the warehouse receives it (the arrival weighs the order), takes it
// out and ships it → notes both ways → the customer confirms receipt. Then a spreadsheet of 3 good rows and
// 1 bad one shows exactly that error and submits nothing; without it the 3 orders are submitted, and one is
// cancelled with its money back. axe on every page state. Screenshots in test-results/transhipment/.
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { spaced, t } from '../fixtures/catalog';
import { BASE_A, withHost, type Locale } from '../fixtures/e2e';
import { waitForHydration } from '../fixtures/hydration';
import { newCustomer, open, stamp, staffOf, type Call } from '../fixtures/journey';
import { axe } from '../fixtures/axe';

const HOSTS: Record<Locale, string> = { 'zh-Hans': BASE_A, en: withHost(BASE_A, 'blue.localhost') };
const METHOD: Record<Locale, string> = { 'zh-Hans': '空运普货专线', en: 'Air standard line' };
const SHOTS = 'test-results/transhipment';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** transhipmentSubmit.batch.submit for 3 (the catalog fixture does not expand plurals). */
const submitThree: Record<Locale, RegExp> = { 'zh-Hans': /^\s*提交 3 个订单\s*$/, en: /^\s*Submit 3 orders\s*$/ };

test.describe.configure({ timeout: 300_000 });

type Staff = Awaited<ReturnType<typeof staffOf>>;

async function fund(staff: Staff, userName: string, amount: number) {
  const adjusted = await staff.call('POST', '/api/admin/wallet/adjust', {
    customer: userName,
    amount,
    reasonCode: 'compensation',
    reason: 'Journey float',
  });
  expect(adjusted.status, JSON.stringify(adjusted.data)).toBe(200);
}

/** One parcel forecast to be forwarded as it is (Transshipment); answers its id and number. */
async function forecastForForwarding(call: Call): Promise<{ id: string; number: string }> {
  const goods = await call('POST', '/api/u/shipping-management/goods-type/list', { maxResultCount: '50' }, true);
  const general = goods.data.items.find((g: { code: string }) => g.code === 'GENERAL').id;
  const houses = await call('GET', '/api/u/wareHouseAddress');
  const number = `TS${stamp()}`;
  const forecast = await call('POST', '/api/u/ship-for-me/parcel', {
    parcels: [
      {
        warehouseId: houses.data.items[0].warehouseId,
        trackingNumber: number,
        carrierCode: 'SF',
        deliveryMode: 2,
        goods: [{ declaredName: 'Sneakers', goodsTypeId: general, quantity: 1, unitValue: 299, currency: 'CNY' }],
      },
    ],
  });
  expect(forecast.status, JSON.stringify(forecast.data)).toBe(200);
  return { id: forecast.data.items[0].id as string, number };
}

const orderIdOf = (page: Page) => new URL(page.url()).searchParams.get('id')!;

for (const locale of ['zh-Hans', 'en'] as Locale[]) {
  test(`one parcel forwarded as it is, from its forecast to receipt (${locale})`, async ({ page, browser }) => {
    const base = HOSTS[locale];
    const staff = await staffOf(browser, base);
    const { call, userName } = await newCustomer(page, staff, base);
    await fund(staff, userName, 500);
    const parcel = await forecastForForwarding(call);

    // Submit the order before the parcel arrives: an estimated weight, the method, pay from the wallet.
    await open(page, base, locale, `/user/order-detail?view=new&parcelId=${parcel.id}`);
    await expect(page.getByRole('heading', { level: 1, name: t(locale, 'transhipmentOrderSubmit.title.new') })).toBeVisible();
    await page.getByLabel(t(locale, 'transhipmentOrderSubmit.weight.label')).fill('1.5');
    await page.getByRole('radio', { name: new RegExp(METHOD[locale]) }).check();
    const summary = page.getByRole('complementary', { name: t(locale, 'combinedOrderSubmit.summary.title') });
    await expect(summary.getByText(t(locale, 'combinedOrderSubmit.summary.total'), { exact: true })).toBeVisible();
    await axe(page, 'submit one');
    await page.screenshot({ path: `${SHOTS}/${locale}-submit.png`, fullPage: true });
    await page.getByRole('button', { name: spaced(t(locale, 'combinedOrderSubmit.submit.payNow')) }).click();

    await expect(page).toHaveURL(/\/user\/order-detail\?id=L\d+/);
    const id = orderIdOf(page);
    await waitForHydration(page);
    await expect(page.getByText(t(locale, 'transhipmentOrder.status.10')).first()).toBeVisible();
    await expect(page.getByText(t(locale, 'transhipmentOrder.detail.parcel.estimated', { value: '1.5' }))).toBeVisible();
    await axe(page, 'submitted order');

    // The warehouse receives it (the arrival weighs the order), takes it out and ships it; a note for the customer.
    const arrival = await staff.call('POST', '/api/admin/parcel/arrive', {
      trackingNumber: parcel.number,
      weightGrams: 1400,
      lengthCm: 30,
      widthCm: 20,
      heightCm: 12,
    });
    expect(arrival.status, JSON.stringify(arrival.data)).toBe(200);
    const weighed = await staff.call('GET', `/api/admin/waybill/${id}`);
    expect(weighed.data.status).toBe(40);
    expect((await staff.call('POST', `/api/admin/waybill/${id}/out-of-warehouse`)).status).toBe(200);
    expect((await staff.call('POST', `/api/admin/waybill/${id}/ship`, { carrierName: 'Yanwen Logistics', trackingNumber: `YW${stamp()}CN` })).status).toBe(200);
    expect((await staff.call('POST', `/api/admin/waybill/${id}/play-demo-journey`)).status).toBe(200);
    const staffNote = locale === 'en' ? 'Left exactly as it arrived' : '按原包装直接发出';
    expect((await staff.call('POST', `/api/admin/transhipment/${id}/notes`, { text: staffNote })).status).toBe(200);

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByText(t(locale, 'transhipmentOrder.status.70')).first()).toBeVisible();
    await expect(page.getByText(t(locale, 'transhipmentOrder.detail.parcel.measured', { value: '1.4' }))).toBeVisible();
    await expect(page.getByText('Delivered / 已签收')).toBeVisible();
    await expect(page.getByText(staffNote)).toBeVisible();

    // A note back to the warehouse.
    const customerNote = locale === 'en' ? 'Thank you, it is on its way' : '谢谢，已经在路上了';
    await page.getByLabel(t(locale, 'transhipmentOrder.detail.notes.label')).fill(customerNote);
    const addNote = page.getByRole('button', { name: spaced(t(locale, 'transhipmentOrder.detail.notes.submit')) });
    await addNote.click();
    await expect(page.getByText(customerNote, { exact: true })).toBeVisible();
    // The button is disabled until the page's refresh has settled: axe reads it once it is usable again.
    await expect(addNote).toBeEnabled();
    await axe(page, 'shipped order');
    await page.screenshot({ path: `${SHOTS}/${locale}-shipped.png`, fullPage: true });

    // Confirm receipt with a rating.
    await page
      .getByRole('button', { name: t(locale, 'transhipmentOrder.actions.signLabel', { id }) })
      .first()
      .click();
    const sign = page.getByRole('dialog', { name: t(locale, 'transhipmentOrder.actions.signTitle', { id }) });
    await sign.getByRole('radio', { name: new RegExp(t(locale, 'combinedOrder.actions.ratingName.5')) }).click();
    await axe(page, 'confirm receipt');
    await sign.getByRole('button', { name: spaced(t(locale, 'combinedOrder.actions.signOk')) }).click();
    await expect(page.getByText(t(locale, 'transhipmentOrder.status.80')).first()).toBeVisible();

    // My transhipment orders lists it.
    await open(page, base, locale, '/user/order-detail');
    await expect(page.getByRole('link', { name: id })).toBeVisible();
    await axe(page, 'my transhipment orders');
    await staff.close();
  });

  test(`a spreadsheet of 3 good rows and 1 bad one, then cancel one order (${locale})`, async ({ page, browser }) => {
    const base = HOSTS[locale];
    const staff = await staffOf(browser, base);
    const { userName } = await newCustomer(page, staff, base);
    await fund(staff, userName, 1000);

    await open(page, base, locale, '/user/order-detail?view=upload');
    await expect(page.getByRole('heading', { level: 1, name: t(locale, 'transhipmentOrderSubmit.title.upload') })).toBeVisible();
    await axe(page, 'upload');
    const template = await page.evaluate(async () => {
      const res = await fetch('/api/u/order/getUploadTemplate');
      return [...new Uint8Array(await res.arrayBuffer())];
    });
    const sheetWith = async (bad: boolean) => {
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(new Uint8Array(template).buffer);
      const sheet = book.worksheets[0];
      const example = [...(sheet.getRow(2).values as unknown[])].slice(1).map((v) => (v === undefined || v === null ? '' : v));
      const row = (number: string, country?: string) => example.map((v, i) => (i === 1 ? number : i === 12 && country ? country : v));
      const tag = stamp();
      const rows = [row(`XB${tag}1`), row(`XB${tag}2`), row(`XB${tag}3`), ...(bad ? [row(`XB${tag}4`, 'ZZ')] : [])];
      rows.forEach((values, i) => {
        sheet.getRow(i + 2).values = values as ExcelJS.CellValue[];
      });
      return Buffer.from(await book.xlsx.writeBuffer());
    };

    // 3 good rows and 1 with an unknown country: exactly that error, nothing can be submitted.
    await page.locator('input[type=file]').setInputFiles({ name: 'orders.xlsx', mimeType: XLSX, buffer: await sheetWith(true) });
    // The row whose value cell is ZZ (the journey's random stamp may hold a "zz" too: hasText ignores case).
    const errors = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'ZZ', exact: true }) });
    await expect(errors).toHaveCount(1);
    await expect(errors.first().getByRole('cell').first()).toHaveText('5');
    await expect(page.getByRole('button', { name: submitThree[locale] })).toBeDisabled();
    await axe(page, 'upload with an error');
    await page.screenshot({ path: `${SHOTS}/${locale}-upload-error.png`, fullPage: true });

    // Without the bad row: the 3 orders are submitted together.
    await page.locator('input[type=file]').setInputFiles({ name: 'orders-fixed.xlsx', mimeType: XLSX, buffer: await sheetWith(false) });
    await expect(errors).toHaveCount(0);
    await page.getByRole('button', { name: submitThree[locale] }).click();
    await expect(page.getByRole('link', { name: t(locale, 'transhipmentOrderSubmit.links.myOrders') }).first()).toBeVisible();
    await axe(page, 'upload done');

    // My transhipment orders: the three wait for payment; cancel one with a reason.
    await open(page, base, locale, '/user/order-detail');
    const rows = page.locator('tbody tr').filter({ hasText: /^L|L\d+/ });
    await expect(rows).toHaveCount(3);
    const first = await rows.first().getByRole('link').first().textContent();
    const id = first!.trim();
    await page.getByRole('button', { name: t(locale, 'transhipmentOrder.actions.cancelLabel', { id }) }).click();
    const dialog = page.getByRole('dialog', { name: t(locale, 'transhipmentOrder.actions.cancelTitle', { id }) });
    await dialog.getByLabel(t(locale, 'combinedOrder.actions.cancelReason')).fill(locale === 'en' ? 'Ordered twice' : '重复下单');
    await axe(page, 'cancel');
    await dialog.getByRole('button', { name: spaced(t(locale, 'transhipmentOrder.actions.cancelOk')) }).click();
    await expect(page.getByText(t(locale, 'transhipmentOrder.actions.canceled', { id }))).toBeVisible();
    await open(page, base, locale, `/user/order-detail?id=${id}`);
    await expect(page.getByText(t(locale, 'transhipmentOrder.status.210')).first()).toBeVisible();
    await staff.close();
  });
}
