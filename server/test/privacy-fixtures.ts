// The privacy sweep's people: a member who owns a record of every kind, built through the real API (the
// member's routes, and the staff's routes where only the warehouse or the office can make a state: an
// arrival with photos, a packed waybill with a box photo, money, an unpaid document, a coupon, points).
// `ids` holds every id the member owns by kind (the kinds of ./id-kinds.ts); `personal` the values that
// identify them (names, phones, e-mail, address lines, member code, payer), which no one else may be shown.
import { CouponAppliesTo, CouponKind, CouponReceiveType, PaymentMethod } from '../../lib/contract/enums.ts';
import { encodePng, labelPhoto } from '../seed/png.ts';
import { tenantCurrency } from '../modules/funds/ledger.ts';
import { card, loginAdmin, memberWithCode, refsOf, type Member } from '../modules/parcels/test-helpers.ts';
import { methodId } from '../modules/combined-order/test-helpers.ts';
import { good } from '../modules/ship-for-me/test-helpers.ts';
import { unique } from './accounts-helpers.ts';
import { call, type TestContext } from './harness.ts';
import type { OwnedKind } from './id-kinds.ts';

export interface Person extends Member {
  tag: string;
  userName: string;
  ids: Record<OwnedKind, string[]>;
  personal: string[];
  /** The tenant's values for this member's calls, by shared kind (a warehouse, a method, a region…) and currency. */
  shared: Record<string, unknown>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Api = (method: string, path: string, json?: unknown, key?: string) => Promise<any>;

/** Calls as one session; anything but 200 fails the fixture. `key`: an Idempotency-Key. */
function caller(ctx: TestContext, host: string, token: string): Api {
  return async (method, path, json, key) => {
    const res = await call(ctx.app, `/api${path}`, { method, host, token, lang: 'en', json, headers: key ? { 'idempotency-key': key } : {} });
    if (res.status !== 200) throw new Error(`fixture ${method} ${path} answered ${res.status}: ${JSON.stringify(res.data)}`);
    return res.data;
  };
}

async function upload(ctx: TestContext, host: string, token: string, path: string, fields: Record<string, string | Blob>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const res = await ctx.app.request(`http://${host}/api${path}`, { method: 'POST', headers: { host, authorization: `Bearer ${token}` }, body: form });
  if (res.status !== 200) throw new Error(`fixture POST ${path} answered ${res.status}: ${await res.text()}`);
}

const png = (shade: number) => new Blob([new Uint8Array(encodePng(3, 2, new Uint8Array(18).fill(shade)))], { type: 'image/png' });
const phone = () => String(Math.floor(4_150_000_000 + Math.random() * 9_000_000));
const idsOf = (items: { id: string | number }[]) => items.map((item) => String(item.id));

/** A member of `host`'s tenant who owns a record of every kind. */
export async function person(ctx: TestContext, host: string, label: string): Promise<Person> {
  const m = await memberWithCode(ctx, host);
  const tag = unique(label);
  const me = caller(ctx, host, m.token);
  const staffToken = await loginAdmin(ctx, host);
  const staff = caller(ctx, host, staffToken);
  const refs = await refsOf(ctx, m.tenantId);
  const currency = await tenantCurrency(ctx.database.db, m.tenantId);
  const method = await methodId(ctx, m.tenantId);
  const profile = await me('GET', '/u/user');
  const customer = profile.userName as string;
  const name = `Sweep ${tag}`;
  await me('PUT', '/u/user', { name });

  // Addresses, one by each family of routes.
  const region = (await me('GET', '/u/region?countryCode=US')).items[0].id as number;
  const address = { internationalCode: '1', countryCode: 'US', regionId: region, city: 'Sweepville', postcode: '94105' };
  const phones = [phone(), phone()];
  const a1 = await me('POST', '/u/memberAddress', {
    ...address,
    recipientName: `Ann ${tag}`,
    phone: phones[0],
    addressLine1: `1 ${tag} Lane`,
    isDefault: true,
  });
  const a2 = await me('POST', '/u/user/address', { ...address, recipientName: `Bo ${tag}`, phone: phones[1], addressLine1: `2 ${tag} Lane`, isDefault: false });

  // Money and points from the office.
  await staff('POST', '/admin/wallet/adjust', { customer, amount: 5000, reasonCode: 'compensation', reason: 'sweep' }, `${tag}-w`);
  await staff('POST', '/admin/points/adjust', { customer, points: 300, note: 'sweep' }, `${tag}-p`);

  // Parcels: a free forecast, one for a transhipment order, one in stock with a photo, two on waybills.
  const cards = Array.from({ length: 5 }, () => card(refs));
  const forecast = (await me('POST', '/u/ship-for-me/parcel', { parcels: cards })).items as { id: string; trackingNumber: string }[];
  const photoIds: string[] = [];
  for (const c of cards.slice(2)) {
    const photos = photoIds.length ? undefined : [labelPhoto(c.trackingNumber, [10, 120, 200], 0).toString('base64')];
    const arrived = await staff('POST', '/admin/parcel/arrive', {
      trackingNumber: c.trackingNumber,
      weightGrams: 1200,
      lengthCm: 30,
      widthCm: 20,
      heightCm: 10,
      photos,
    });
    photoIds.push(...arrived.photoIds);
    await staff('POST', `/admin/parcel/${arrived.parcel.id}/inbound`);
  }
  const [free, forTranship, inStock, onW1, onW2] = forecast.map((p) => p.id);
  const goodsLines = idsOf((await me('GET', `/u/biz/parcel/${inStock}`)).goods);

  // Waybills: W1 packed with a box photo, W2 paid and waiting (more parcels may join it).
  const waybill = async (parcelId: string) => {
    const choices = { parcelIds: [parcelId], addressId: a1.id, methodId: method };
    const { quote } = await me('POST', '/u/combinedOrder/combinedOrderFee', choices);
    return (await me('POST', '/u/combinedOrder', { ...choices, expectedTotal: quote.total, payNow: true }, `${tag}-${parcelId}`)).waybill.id as string;
  };
  const [w1, w2] = [await waybill(onW1), await waybill(onW2)];
  await staff('POST', `/admin/waybill/${w1}/pick`);
  await staff('POST', `/admin/waybill/${w1}/verify`);
  await upload(ctx, host, staffToken, `/admin/waybill/${w1}/pack`, { weight: '1.3', length: '30', width: '20', height: '12', photo: png(90) });

  // A transhipment order with a note.
  const tChoices = { parcelId: forTranship, addressId: a2.id, methodId: method, estimatedWeight: 1.2 };
  const tQuote = (await me('POST', '/u/order/transhipmentOrderFee', tChoices)).quote;
  const order = (await me('POST', '/u/order/transhipmentOrder', { ...tChoices, expectedTotal: tQuote.total, payNow: true }, `${tag}-t`)).order;
  await me('POST', `/u/order/orderNotes/${order.id}`, { text: `Note ${tag}` });

  // A bank transfer from a quote, in review with a proof image; an unpaid document; a coupon.
  const figures = { method: PaymentMethod.bankcard, currency, amount: 50 };
  const quote = await me('POST', '/u/fund-management/topup/exchange-calculate', figures);
  const topup = await me('POST', '/u/fund-management/topup/user-topup', { ...figures, quoteId: quote.quoteId }, `${tag}-u`);
  await upload(ctx, host, m.token, `/u/fund-management/topup/${topup.id}/proof`, { payerName: `Payer ${tag}`, files: png(30) });
  const proofIds = idsOf((await me('GET', `/u/fund-management/topup/${topup.id}`)).proofs);
  const unpaid = await staff('POST', '/admin/payment/request', { customer, amount: 12.5, refType: 'sweep', refId: tag, titleZh: '测试', titleEn: 'Test' });
  // A campaign of its own: on PostgreSQL every test file shares one database, and a template another file left
  // first (a new customer's coupon, already given at registration) refused the grant (CI 71).
  const offer = await staff('POST', '/admin/coupon/template', {
    nameZh: `补偿 ${tag}`,
    nameEn: `Make-good ${tag}`,
    kind: CouponKind.COUPON,
    amountOff: 5,
    appliesTo: [CouponAppliesTo.Parcel],
    receiveType: CouponReceiveType.MANUAL,
    validDays: 7,
  });
  const coupon = await staff('POST', '/admin/coupon/grant', { customer, templateId: offer.id });

  // Ship-for-me goods: one on an enquiry, one in the cart.
  const goods = idsOf((await me('POST', '/u/ship-for-me/goods', { goods: [good(), good()] })).items);
  const enquiry = await me('POST', '/u/biz/ship-for-me/enquiry', { goodsIds: [goods[0]], warehouseId: refs.warehouseIds[0], addressId: a1.id }, `${tag}-e`);

  const ids: Record<OwnedKind, string[]> = {
    address: [a1.id, a2.id],
    parcel: [free, forTranship, inStock, onW1, onW2],
    parcelNumber: forecast.map((p) => p.trackingNumber),
    parcelGoodsLine: goodsLines,
    parcelPhoto: photoIds,
    waybill: [w1, w2],
    transhipmentOrder: [order.id],
    topup: [topup.id],
    topupProof: proofIds,
    topupQuote: [quote.quoteId],
    transactionRecord: idsOf((await me('POST', '/u/fund-management/transaction-record/list', { maxResultCount: 100 })).items),
    unpaid: [unpaid.id],
    fundLogLine: idsOf((await me('POST', '/f/fund-management/fund-account-log/list', { maxResultCount: 100 })).items),
    memberCoupon: [coupon.id],
    good: goods,
    enquiry: [enquiry.id],
  };
  return {
    ...m,
    tag,
    userName: customer,
    ids,
    personal: [name, customer, profile.email, m.code, m.userId, `Ann ${tag}`, `Bo ${tag}`, ...phones, `1 ${tag} Lane`, `2 ${tag} Lane`, `Payer ${tag}`],
    shared: {
      warehouse: refs.warehouseIds[0],
      shippingMethod: method,
      additionalService: refs.services[0]?.id,
      goodsType: refs.goodsTypeId,
      region,
      country: 'US',
      dialCode: '1',
      carrier: 'SF',
      couponOffer: offer.id,
      currency,
    },
  };
}
