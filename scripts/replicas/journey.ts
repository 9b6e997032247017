// What the replicas test does through the load balancer, every call on whichever replica the proxy picks:
// a customer's golden journey (registration with an e-mail code, forecast, the warehouse's arrival with a
// photo, the photo read back from each replica, a sandbox top-up, a waybill), a sign-in throttle counted
// across replicas, and 50 concurrent payments of one waybill. Each step fails the run with what it got.
import { PaymentMethod } from '../../lib/contract/enums.ts';
import { type Answer, expectStatus, siteClient, type SiteClient } from './client.ts';

/** A 2×2 PNG, as the warehouse's camera would send it (base64). */
export const PHOTO_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==';
const PASSWORD = 'replica1234';

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.toLowerCase();

export async function staffSession(origin: string, userName: string, password: string): Promise<SiteClient> {
  const staff = siteClient(origin);
  expectStatus(await staff.call('POST', '/api/passport-management/login-by-admin-password', { username: userName, password }), 200, 'operator sign-in');
  return staff;
}

/** Registers with an e-mail code (sent by one replica, checked by the other) and signs in. */
export async function newCustomer(origin: string, staff: SiteClient) {
  const customer = siteClient(origin);
  const userName = `rp${stamp()}`;
  const email = `${userName}@example.com`;
  expectStatus(await customer.call('POST', '/api/passport-management/send-verification-code', { email, purpose: 'register' }), 200, 'send code');
  const outbox = await staff.call('GET', `/api/admin/outbox?to=${encodeURIComponent(email)}&limit=1`);
  expectStatus(outbox, 200, 'outbox');
  const code = outbox.data.items[0].code as string;
  const form = { userName, email, code, password: PASSWORD, confirmPassword: PASSWORD, agree: 'true' };
  expectStatus(await customer.call('POST', '/api/passport-management/register', form, { form: true }), 200, 'register');
  expectStatus(await customer.call('POST', '/api/passport-management/login', { username: userName, password: PASSWORD, userType: 2 }), 200, 'sign-in');
  return { customer, userName };
}

async function usAddress(customer: SiteClient): Promise<string> {
  const states = await customer.call('GET', '/api/u/region?countryCode=US');
  const regionId = (states.data.items as { id: number; code: string | null }[]).find((s) => s.code === 'CA')?.id;
  const address = await customer.call('POST', '/api/u/user/address', {
    recipientName: 'Jane Doe',
    internationalCode: '1',
    phone: '4155550100',
    countryCode: 'US',
    regionId,
    city: 'San Francisco',
    addressLine1: '1 Market St',
    postcode: '94105',
    isDefault: true,
  });
  expectStatus(address, 200, 'address');
  const list = await customer.call('POST', '/api/u/user/address/list', {});
  return list.data.items[0].id as string;
}

/** Forecast → arrival with a photo (staff) → shelved; answers the parcel and its photo's URL. */
export async function parcelWithPhoto(customer: SiteClient, staff: SiteClient) {
  const goods = await customer.call('POST', '/api/u/shipping-management/goods-type/list', { maxResultCount: '50' }, { form: true });
  const general = goods.data.items.find((g: { code: string }) => g.code === 'GENERAL').id;
  const houses = await customer.call('GET', '/api/u/wareHouseAddress');
  const trackingNumber = `RP${stamp().toUpperCase()}`;
  const forecast = await customer.call('POST', '/api/u/ship-for-me/parcel', {
    parcels: [
      {
        warehouseId: houses.data.items[0].warehouseId,
        trackingNumber,
        carrierCode: 'SF',
        deliveryMode: 1,
        goods: [{ declaredName: 'T-shirt', goodsTypeId: general, quantity: 2, unitValue: 19.9, currency: 'CNY' }],
      },
    ],
  });
  expectStatus(forecast, 200, 'forecast');
  const arrival = await staff.call('POST', '/api/admin/parcel/arrive', {
    trackingNumber,
    weightGrams: 1200,
    lengthCm: 30,
    widthCm: 20,
    heightCm: 10,
    photos: [PHOTO_BASE64],
  });
  expectStatus(arrival, 200, 'arrival with a photo');
  const parcelId = arrival.data.parcel.id as string;
  expectStatus(await staff.call('POST', `/api/admin/parcel/${parcelId}/inbound`), 200, 'inbound');
  const detail = await customer.call('GET', `/api/u/biz/parcel/${parcelId}`);
  expectStatus(detail, 200, 'parcel detail');
  return { parcelId, trackingNumber, photoUrl: detail.data.photos[0].url as string, uploadedOn: arrival.replica };
}

export interface CreatedTopup {
  topupId: string;
  transactionId: string;
  creditAmount: number;
}

/**
 * An Alipay top-up paid at the sandbox's checkout: the wallet is credited by the provider's notice.
 * `onCreated` is told the top-up once it exists (a load bench counts it even when a later call breaks).
 */
export async function sandboxTopup(customer: SiteClient, amount: string, onCreated?: (created: CreatedTopup) => void) {
  const preview = await customer.call('POST', '/api/u/fund-management/topup/exchange-calculate', { method: PaymentMethod.alipay, currency: 'CNY', amount });
  expectStatus(preview, 200, 'top-up preview');
  const topup = await customer.call(
    'POST',
    '/api/u/fund-management/topup/user-topup',
    { method: PaymentMethod.alipay, currency: 'CNY', amount, quoteId: preview.data.quoteId },
    { key: `topup-${stamp()}` },
  );
  expectStatus(topup, 200, 'top-up');
  const created: CreatedTopup = { topupId: topup.data.id, transactionId: topup.data.transactionId, creditAmount: Number(preview.data.creditAmount) };
  onCreated?.(created);
  if (topup.data.next?.kind !== 'redirect') throw new Error(`top-up: expected a redirect to the provider, got ${JSON.stringify(topup.data.next)}`);
  const gateway = new URL(topup.data.next.url as string);
  const toCheckout = await customer.raw(`${gateway.pathname}${gateway.search}`);
  const checkout = new URL(toCheckout.headers.get('location') ?? '', gateway);
  if (toCheckout.status !== 302 || !checkout.pathname.startsWith('/api/sandbox/checkout/')) throw new Error(`sandbox gateway: HTTP ${toCheckout.status}`);
  const paid = await customer.raw(checkout.pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: gateway.origin },
    body: new URLSearchParams({ action: 'pay', lang: 'en' }).toString(),
  });
  if (paid.status >= 400) throw new Error(`sandbox checkout: HTTP ${paid.status}`);
  const read = await customer.call('GET', `/api/u/fund-management/topup/${topup.data.id}`);
  return { ...created, status: read.data.status as number };
}

/** Quotes the parcel's waybill (the first method that carries it), submitted unpaid. */
export async function unpaidWaybill(customer: SiteClient, parcelId: string) {
  const addressId = await usAddress(customer);
  const methods = await customer.call('POST', '/api/u/combinedOrder/combinedOrderFee', { parcelIds: [parcelId], addressId });
  expectStatus(methods, 200, 'methods');
  const method = (methods.data.methods as { methodId: string; total?: number | null }[]).find((m) => m.total != null) ?? methods.data.methods[0];
  const input = { parcelIds: [parcelId], addressId, methodId: method.methodId };
  const draft = await customer.call('POST', '/api/u/combinedOrder/combinedOrderFee', input);
  expectStatus(draft, 200, 'quote');
  const submitted = await customer.call(
    'POST',
    '/api/u/combinedOrder',
    { ...input, expectedTotal: draft.data.quote.total, payNow: false },
    { key: `wb-${stamp()}` },
  );
  expectStatus(submitted, 200, 'submit');
  return { waybillId: submitted.data.waybill.id as string, amountDue: Number(submitted.data.waybill.amountDue) };
}

/** `count` payments of the waybill at once: every other one with the same Idempotency-Key, the rest each its own. */
export async function concurrentPays(customer: SiteClient, waybillId: string, count: number) {
  const answers = await Promise.all(
    Array.from({ length: count }, (_, i) => {
      const key = i % 2 === 0 ? 'pay-same-key' : `pay-own-key-${i}`;
      return customer.call('POST', `/api/u/logistics-management/logistics-order/${waybillId}/pay`, undefined, { key }).then((answer) => ({ key, answer }));
    }),
  );
  const outcomes: Record<string, number> = {};
  const replicas: Record<string, number> = {};
  for (const { key, answer } of answers) {
    const label = `${key === 'pay-same-key' ? 'same key' : 'own key'} → ${answer.status}${answer.status === 200 ? '' : ` ${answer.data?.error?.code ?? ''}`}${answer.headers.get('idempotent-replayed') ? ' (replayed)' : ''}`;
    outcomes[label] = (outcomes[label] ?? 0) + 1;
    replicas[answer.replica] = (replicas[answer.replica] ?? 0) + 1;
  }
  return { outcomes, replicas, answers: answers.map(({ answer }) => answer) };
}

/** Wrong passwords for one name, alternating replicas: the limit holds across them. */
export async function signInThrottle(origin: string, attempts: number): Promise<{ status: number; replica: string }[]> {
  const visitor = siteClient(origin);
  const name = `nobody${stamp()}`;
  const results: { status: number; replica: string }[] = [];
  for (let i = 0; i < attempts; i += 1) {
    const answer: Answer = await visitor.call('POST', '/api/passport-management/login', { username: name, password: 'wrong-password', userType: 2 });
    results.push({ status: answer.status, replica: answer.replica });
  }
  return results;
}
