// Waybills (issue 13), the whole life, in both languages on two pay-first hosts (zh-Hans on localhost at 1280 px,
// English on blue on a phone: 375 × 812, touch), for a customer registered for the journey (the demo customer's
// wallet belongs to other journeys): two forecast parcels → the warehouse receives and shelves them → combine →
// a quote with the new-customer coupon → submit and pay with an empty wallet → the dialog says the waybill was
// saved → top up the shortfall by WeChat Pay's sandbox (a second page opens what the QR code holds and pays) →
// pay → the warehouse packs and ships → the timeline shows the carrier's checkpoints → confirm receipt → points
// are credited. Then: adding a parcel to a submitted waybill, cancelling it, and public tracking.
// axe on every page state. Screenshots in test-results/waybills/.
import { expect, test } from '@playwright/test';
import { spaced, t } from '../fixtures/catalog';
import { BASE_A, localized, withHost, type Locale } from '../fixtures/e2e';
import { PHONE, sidewaysOffenders } from '../fixtures/phone';
import { motionsSettled, waitForHydration } from '../fixtures/hydration';
import { slowDown } from '../fixtures/forms';
import { newCustomer, open, stamp, staffOf, type Call } from '../fixtures/journey';
import { axe } from '../fixtures/axe';
import { AIR_LINE, quoteAirLineWithCoupon, takeShippingCoupon } from '../fixtures/shipping-quote';

const HOSTS: Record<Locale, string> = { 'zh-Hans': BASE_A, en: withHost(BASE_A, 'blue.localhost') };
const SHOTS = 'test-results/waybills';

test.describe.configure({ timeout: 300_000 });

/** Forecasts parcels through the API; the warehouse receives and shelves each. Answers their ids. */
async function parcelsInStock(
  call: Call,
  staff: Awaited<ReturnType<typeof staffOf>>,
  count: number,
  weightGrams = 1200,
): Promise<{ id: string; number: string }[]> {
  const goods = await call('POST', '/api/u/shipping-management/goods-type/list', { maxResultCount: '50' }, true);
  const general = goods.data.items.find((g: { code: string }) => g.code === 'GENERAL').id;
  const houses = await call('GET', '/api/u/wareHouseAddress');
  const warehouseId = houses.data.items[0].warehouseId;
  const numbers = Array.from({ length: count }, () => `WB${stamp()}`);
  const forecast = await call('POST', '/api/u/ship-for-me/parcel', {
    parcels: numbers.map((trackingNumber) => ({
      warehouseId,
      trackingNumber,
      carrierCode: 'SF',
      deliveryMode: 1,
      goods: [{ declaredName: 'T-shirt', goodsTypeId: general, quantity: 2, unitValue: 19.9, currency: 'CNY' }],
    })),
  });
  expect(forecast.status, JSON.stringify(forecast.data)).toBe(200);
  const parcels = [];
  for (const number of numbers) {
    const arrival = await staff.call('POST', '/api/admin/parcel/arrive', {
      trackingNumber: number,
      weightGrams,
      lengthCm: 30,
      widthCm: 20,
      heightCm: 10,
    });
    expect(arrival.status, JSON.stringify(arrival.data)).toBe(200);
    expect((await staff.call('POST', `/api/admin/parcel/${arrival.data.parcel.id}/inbound`)).status).toBe(200);
    parcels.push({ id: arrival.data.parcel.id as string, number });
  }
  return parcels;
}

for (const locale of ['zh-Hans', 'en'] as Locale[]) {
  test(`a waybill's whole life (${locale}${locale === 'en' ? ', on a phone' : ''})`, async ({ page: desktop, browser }) => {
    const base = HOSTS[locale];
    const phone = locale === 'en' ? await browser.newContext(PHONE) : null;
    const page = phone ? await phone.newPage() : desktop;
    const staff = await staffOf(browser, base);
    const { call, userName } = await newCustomer(page, staff, base);
    const parcels = await parcelsInStock(call, staff, 2);
    // Points to spend: the warehouse credits a welcome gift (the customer earns more at the end).
    const gift = await staff.call('POST', '/api/admin/points/adjust', { customer: userName, points: 500, note: 'Welcome gift' });
    expect(gift.status, JSON.stringify(gift.data)).toBe(200);
    // The customer takes the combined-shipping coupon in the coupon centre (its own journey is coupons.spec.ts).
    await takeShippingCoupon(call);

    // Combine: choose both parcels in step 1.
    await open(page, base, locale, '/user/submit-tranship-order');
    for (const parcel of parcels) await page.getByRole('checkbox', { name: new RegExp(parcel.number) }).check();
    await axe(page, 'choose parcels');
    await page.getByRole('button', { name: spaced(t(locale, 'combinedOrderSubmit.pick.next')) }).click();

    // Step 2: the address is the default; choose the method and the new-customer coupon; read the quote.
    await expect(page).toHaveURL(/\/user\/submit-tranship-order2/);
    await waitForHydration(page);
    if (phone) {
      // On the phone, a new delivery address is added without leaving the form, on a slow network (the state list
      // comes 1.5 s late): it is saved to the book and chosen for this waybill.
      await slowDown(page, '**/api/u/region?*', 1_500);
      await page.getByRole('button', { name: t(locale, 'combinedOrderSubmit.address.add') }).click();
      const form = page.getByRole('dialog');
      await form.locator('#address_recipientName').fill('Sam Phone');
      await form.locator('#address_countryCode').selectOption({ label: 'United States' });
      await form.locator('#address_regionId').selectOption({ label: 'California' });
      await form.locator('#address_phone').fill('4155550199');
      await form.locator('#address_city').fill('Oakland');
      await form.locator('#address_addressLine1').fill('2 Broadway');
      await form.locator('#address_postcode').fill('94607');
      await form.getByRole('button', { name: spaced(t(locale, 'address.save')) }).click();
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(page.getByText(t(locale, 'combinedOrderSubmit.address.saved'))).toBeVisible();
      await expect(page.getByRole('radio', { name: /Sam Phone/ })).toBeChecked();
      await page.unrouteAll({ behavior: 'wait' });
      expect(await sidewaysOffenders(page), 'the checkout fits the phone').toEqual([]);
    }
    await quoteAirLineWithCoupon(page, locale);
    await page.getByLabel(t(locale, 'combinedOrderSubmit.points.label')).fill('100');
    // The quote takes the points off: a line of 100 points among the fee lines.
    await expect(page.getByRole('rowheader', { name: /(^|\D)100(\D|$)/ }).first()).toBeAttached();
    await axe(page, 'delivery and payment');
    await page.screenshot({ path: `${SHOTS}/${locale}-quote.png`, fullPage: true });
    await page.getByRole('button', { name: spaced(t(locale, 'combinedOrderSubmit.submit.payNow')) }).click();

    // The wallet is empty: the waybill waits, and the dialog says it was saved; top up the shortfall by WeChat Pay.
    const dialog = page.getByRole('dialog', { name: t(locale, 'recharge.insufficient.title') });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(/L\d+/);
    await axe(page, 'insufficient balance');
    await dialog.getByRole('link', { name: t(locale, 'recharge.insufficient.rechargeNow') }).click();
    await expect(page).toHaveURL(/\/user\/recharge\?amount=/);
    await waitForHydration(page);
    await page.getByLabel(t(locale, 'funds.method.1'), { exact: true }).check();
    await expect(page.getByRole('region', { name: t(locale, 'recharge.previewHeading') }).getByText(t(locale, 'recharge.totalPay'))).toBeVisible();
    await page.getByRole('button', { name: t(locale, 'recharge.submit') }).click();
    await expect(page).toHaveURL(/\/details\/topup\?id=/);
    // The code is an image the browser can draw (a data: URL of an SVG), not markup in `src`.
    const qr = page.locator('main img[src^="data:image/svg+xml"]');
    await expect(qr).toBeVisible();
    await expect.poll(() => qr.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    if (phone) expect(await sidewaysOffenders(page), 'the QR page fits the phone').toEqual([]);
    await axe(page, 'wechat qr');
    // The customer's other phone scans the code: it holds the sandbox's scan page, which pays.
    const topupId = new URL(page.url()).searchParams.get('id')!;
    const topup = await call('GET', `/api/u/fund-management/topup/${topupId}`);
    expect(topup.data.next).toMatchObject({ kind: 'qr' });
    const scanner = await browser.newPage();
    await scanner.goto(new URL(new URL(topup.data.next.qrCode).pathname, base).href);
    await scanner.getByRole('button', { name: /^(Pay|支付)$/ }).click();
    await expect(scanner.getByText(/paid|已支付|支付成功/i).first()).toBeVisible();
    await scanner.close();
    await expect(page.getByRole('status').getByText(t(locale, 'topup.success'), { exact: true })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('link', { name: t(locale, 'topup.backToPayment') }).click();

    // Back at the waybill: pay it.
    await expect(page).toHaveURL(/\/user\/combined-order-detail\?id=L\d+/);
    const id = new URL(page.url()).searchParams.get('id')!;
    await waitForHydration(page);
    await page
      .getByRole('button', { name: t(locale, 'combinedOrder.actions.payLabel', { id }).split(/[（(]/)[0] })
      .first()
      .click();
    // The confirmation zooms in: a click while it moves can miss its button (seen once in CI).
    await motionsSettled(page);
    await page.getByRole('button', { name: spaced(t(locale, 'combinedOrder.actions.payOk')) }).click();
    await expect(page.getByText(t(locale, 'combinedOrder.actions.paid', { id }))).toBeVisible();
    await expect(page.getByText(t(locale, 'combinedOrder.status.10')).first()).toBeVisible();

    // The warehouse packs and ships; the carrier's checkpoints arrive.
    for (const step of ['pick', 'verify']) expect((await staff.call('POST', `/api/admin/waybill/${id}/${step}`)).status).toBe(200);
    const packed = await staff.call('POST', `/api/admin/waybill/${id}/pack`, { weight: 2.3, length: 35, width: 25, height: 15 });
    expect(packed.status, JSON.stringify(packed.data)).toBe(200);
    expect((await staff.call('POST', `/api/admin/waybill/${id}/out-of-warehouse`)).status).toBe(200);
    expect((await staff.call('POST', `/api/admin/waybill/${id}/ship`, { carrierName: 'Yanwen Logistics', trackingNumber: `YW${stamp()}CN` })).status).toBe(200);
    expect((await staff.call('POST', `/api/admin/waybill/${id}/play-demo-journey`)).status).toBe(200);

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByText(t(locale, 'combinedOrder.status.70')).first()).toBeVisible();
    await expect(page.getByText('Delivered / 已签收')).toBeVisible();
    await expect(page.getByText('Departed the origin facility / 快件已从始发地发出')).toBeVisible();
    await axe(page, 'shipped waybill');
    await page.screenshot({ path: `${SHOTS}/${locale}-shipped.png`, fullPage: true });

    // Confirm receipt with a rating: points are credited.
    await page
      .getByRole('button', { name: t(locale, 'combinedOrder.actions.signLabel', { id }) })
      .first()
      .click();
    const sign = page.getByRole('dialog', { name: t(locale, 'combinedOrder.actions.signTitle', { id }) });
    await expect(sign).toBeVisible();
    await motionsSettled(page);
    await sign.getByRole('radio', { name: new RegExp(t(locale, 'combinedOrder.actions.ratingName.5')) }).click();
    await expect(sign.getByText(t(locale, 'combinedOrder.actions.ratingName.5'), { exact: true })).toBeVisible();
    await axe(page, 'confirm receipt');
    await sign.getByRole('button', { name: spaced(t(locale, 'combinedOrder.actions.signOk')) }).click();
    await expect(page.getByText(new RegExp(t(locale, 'combinedOrder.actions.signed', { id }).slice(0, 12)))).toBeVisible();
    await expect(page.getByText(t(locale, 'combinedOrder.status.80')).first()).toBeVisible();
    const points = await call('GET', '/api/u/integralChangeRecord?maxResultCount=10');
    expect(points.data.items[0]).toMatchObject({ kind: 'earn', ref: id });

    // My waybills lists it under Signed.
    await open(page, base, locale, '/user/combined-order');
    await expect(page.getByRole('link', { name: id })).toBeVisible();
    await axe(page, 'my waybills');
    if (phone) expect(await sidewaysOffenders(page), 'my waybills fit the phone').toEqual([]);
    await staff.close();
    await phone?.close();
  });

  test(`add a parcel to a submitted waybill, cancel it, and track a shipment publicly (${locale})`, async ({ page, browser }) => {
    const base = HOSTS[locale];
    const staff = await staffOf(browser, base);
    const { call, userName } = await newCustomer(page, staff, base);
    const [first, later] = await parcelsInStock(call, staff, 2);
    const methods = await call('POST', '/api/u/combinedOrder/combinedOrderFee', {
      parcelIds: [first.id],
      addressId: (await call('POST', '/api/u/user/address/list', {})).data.items[0].id,
    });
    // The API is called in English (accept-language of caller()).
    const method = methods.data.methods.find((m: { name: string }) => m.name === AIR_LINE.en);
    const input = {
      parcelIds: [first.id],
      addressId: (await call('POST', '/api/u/user/address/list', {})).data.items[0].id,
      methodId: method.methodId,
    };
    const draft = await call('POST', '/api/u/combinedOrder/combinedOrderFee', input);
    const submitted = await call('POST', '/api/u/combinedOrder', { ...input, expectedTotal: draft.data.quote.total, payNow: false });
    expect(submitted.status, JSON.stringify(submitted.data)).toBe(200);
    const id = submitted.data.waybill.id as string;

    // Add the parcel that came later.
    await open(page, base, locale, `/user/add-to-submitted-transfer-order?id=${id}`);
    await page.getByRole('checkbox', { name: t(locale, 'combinedOrderPay.add.selectLabel', { trackingNumber: later.number }) }).check();
    await axe(page, 'add parcels');
    await page.getByRole('button', { name: spaced(t(locale, 'combinedOrderPay.add.submit')) }).click();
    await expect(page).toHaveURL(new RegExp(`/user/combined-order-detail\\?id=${id}`));
    await expect(page.getByText(later.number).first()).toBeVisible();

    // Cancel it: the parcels go back in stock.
    await open(page, base, locale, '/user/can-be-cancelled');
    await axe(page, 'can be cancelled');
    await page.getByRole('button', { name: t(locale, 'combinedOrder.actions.cancelLabel', { id }) }).click();
    const dialog = page.getByRole('dialog', { name: t(locale, 'combinedOrder.actions.cancelTitle', { id }) });
    await dialog.getByLabel(t(locale, 'combinedOrder.actions.cancelReason')).fill(locale === 'en' ? 'Wrong address' : '地址填错了');
    await dialog.getByRole('button', { name: spaced(t(locale, 'combinedOrder.actions.cancelOk')) }).click();
    await expect(page.getByText(t(locale, 'combinedOrder.actions.canceled', { id }))).toBeVisible();
    const detail = await call('GET', `/api/u/combinedOrder/${id}/detail`);
    expect(detail.data.status).toBe(210);
    const stock = await call('POST', '/api/u/biz/parcel/pending-combine', {});
    expect(stock.data.items[0].parcels.map((p: { id: string }) => p.id).sort()).toEqual([first.id, later.id].sort());

    // Public tracking of a shipped waybill, signed out: the timeline, the number masked, no personal data.
    const again = await call('POST', '/api/u/combinedOrder/combinedOrderFee', { ...input, parcelIds: [first.id] });
    const shipped = await call('POST', '/api/u/combinedOrder', { ...input, expectedTotal: again.data.quote.total, payNow: false });
    const shippedId = shipped.data.waybill.id as string;
    const carrierNumber = `YW${stamp()}CN`;
    const topUp = await staff.call('POST', '/api/admin/wallet/adjust', {
      customer: userName,
      amount: shipped.data.waybill.amountDue,
      reasonCode: 'compensation',
      reason: 'e2e',
    });
    expect(topUp.status, JSON.stringify(topUp.data)).toBe(200);
    expect((await call('POST', `/api/u/logistics-management/logistics-order/${shippedId}/pay`)).status).toBe(200);
    for (const step of ['pick', 'verify']) expect((await staff.call('POST', `/api/admin/waybill/${shippedId}/${step}`)).status).toBe(200);
    expect((await staff.call('POST', `/api/admin/waybill/${shippedId}/pack`, { weight: 1.2, length: 30, width: 20, height: 10 })).status).toBe(200);
    expect((await staff.call('POST', `/api/admin/waybill/${shippedId}/out-of-warehouse`)).status).toBe(200);
    expect((await staff.call('POST', `/api/admin/waybill/${shippedId}/ship`, { carrierName: 'Yanwen Logistics', trackingNumber: carrierNumber })).status).toBe(
      200,
    );
    const visitor = await browser.newContext();
    const publicPage = await visitor.newPage();
    await publicPage.goto(`${base}${localized(locale, '/tracking')}`);
    await publicPage.getByRole('textbox').fill(carrierNumber.toLowerCase());
    await publicPage.getByRole('textbox').press('Enter');
    await expect(publicPage).toHaveURL(/\/tracking\?number=/);
    await expect(publicPage.getByText(`${carrierNumber.slice(0, 3)}${'*'.repeat(carrierNumber.length - 6)}${carrierNumber.slice(-3)}`)).toBeVisible();
    await expect(publicPage.getByText('Yanwen Logistics').first()).toBeVisible();
    await expect(publicPage.getByText('Jane Doe')).toHaveCount(0);
    await axe(publicPage, 'public tracking');
    await publicPage.screenshot({ path: `${SHOTS}/${locale}-tracking.png`, fullPage: true });
    await visitor.close();
    await staff.close();
  });
}
