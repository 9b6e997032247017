// A transhipment order priced again (the customer's edit, the arrival's weighing) is priced on the fee
// actually charged: a minimum-spend coupon is checked again and released when the fee falls below it (the
// customer is told why, in the history and the fee lines), a percentage coupon's discount follows the fee,
// points the new price does not use come back at once, and concurrent or repeated edits move money, points
// and the coupon exactly once.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CouponAppliesTo, CouponKind, MyCouponStatus } from '../../../lib/contract/enums.ts';
import { memberCoupons, pointsEntries } from '../../db/schema/index.ts';
import { testAppPerFile } from '../../test/harness.ts';
import { balanceOf, ledgerSum, methodId } from '../combined-order/test-helpers.ts';
import { postPoints } from '../coupons/points.ts';
import { pointsBalanceOf } from '../coupons/points-record.ts';
import { receiveFromCentre } from '../coupons/receive.ts';
import { couponApi, template } from '../coupons/test-helpers.ts';
import type { Member } from '../parcels/test-helpers.ts';
import { forwarder, orderApi, receive, submitTranshipment, type Forwarder } from './test-helpers.ts';

const ctx = testAppPerFile();
const db = () => ctx().database.db;
const minor = (decimal: number) => Math.round(decimal * 100);
const who = (m: Member) => ({ tenantId: m.tenantId, id: m.userId });
const SHIPPING = ['FIRST_WEIGHT', 'ADDITIONAL_WEIGHT', 'FUEL', 'HANDLING'];
type WireQuote = {
  lines: { code: string; label: string; detail: string | null; amount: number }[];
  subtotal: number;
  couponDiscount: number;
  pointsUsed: number;
  total: number;
};
/** The shipping fee (what a coupon's threshold and discount apply to) of a quote on the wire, minor units. */
const shippingFeeOf = (quote: WireQuote) => quote.lines.filter((l) => SHIPPING.includes(l.code)).reduce((sum, l) => sum + minor(l.amount), 0);
const givePoints = (m: Member, points: number) => db().transaction((tx) => postPoints(tx, who(m), { kind: 'adjust', points }));
const pointsOf = (m: Member) => pointsBalanceOf(db(), who(m));

/** The seeded 限量大额券's terms: 50 off a shipping fee of at least 300. */
async function bigSaver(m: Member) {
  const offer = await template(db(), m.tenantId, { amountOff: 50, threshold: 300, appliesTo: [CouponAppliesTo.Combined] });
  return receiveFromCentre(db(), who(m), offer.id);
}

/** The edit form's quote for a new estimated weight (the draft naming the order), then the edit with that total. */
async function editWeight(m: Forwarder, id: string, kg: number, key?: string, lang = 'en') {
  const api = orderApi(ctx, m, lang);
  const method = (await api.editValues(id)).data.methodId;
  const draft = await api.draft({ parcelId: m.parcelId, orderId: id, methodId: method, estimatedWeight: kg });
  expect(draft.status).toBe(200);
  return {
    draft: draft.data.quote as WireQuote,
    edited: await api.edit(id, { methodId: method, estimatedWeight: kg, expectedTotal: draft.data.quote.total }, key),
  };
}

describe('a coupon follows the fee actually charged', () => {
  it('releases a minimum-spend coupon when an edit brings the fee under it, and says why in the history and the fee lines', async () => {
    const m = await forwarder(ctx(), { wallet: 200_000 });
    const coupon = await bigSaver(m);
    const { draft, submitted } = await submitTranshipment(ctx, m, { estimatedWeight: 20, couponId: coupon.id });
    expect(draft.quote.couponDiscount).toBe(50);
    expect(submitted.data.payment).toBe('paid');
    const id = submitted.data.order.id as string;

    const { draft: shown, edited } = await editWeight(m, id, 0.5);
    // The edit form already showed the price without the coupon.
    expect(shown.couponDiscount).toBe(0);
    expect(edited.status).toBe(200);
    const order = edited.data;
    expect(shippingFeeOf(order.estimate)).toBeLessThan(30_000);
    expect(order.estimate.couponDiscount).toBe(0);
    expect(order.estimate.total).toBe(order.estimate.subtotal);
    expect(order.coupon).toBeNull();
    expect(await balanceOf(ctx(), m)).toBe(200_000 - minor(order.estimate.total));
    expect(await ledgerSum(ctx(), m)).toBe(await balanceOf(ctx(), m));
    const [back] = await db().select().from(memberCoupons).where(eq(memberCoupons.id, coupon.id));
    expect(back).toMatchObject({ status: MyCouponStatus.NORMAL, lockedBy: null });
    const usage = (await couponApi(ctx, m).usage()).data.items.find((u: { couponId: string }) => u.couponId === coupon.id);
    expect(usage).toMatchObject({ orderRef: id, state: 'returned' });

    const line = order.estimate.lines.find((l: { code: string }) => l.code === 'COUPON');
    expect(line).toMatchObject({ amount: 0 });
    expect(`${line.label} ${line.detail}`).toContain('300.00');
    // The history says it as data the site words: the coupon, why, and the amounts (never as text).
    const released = order.history.find((h: { action: string }) => h.action === 'couponReleased');
    expect(released).toMatchObject({
      note: null,
      detail: { kind: 'couponReleased', coupon: back.nameEn, reason: 'THRESHOLD_NOT_MET', threshold: 300, currency: order.currency },
    });
    expect(released.detail.fee).toBe(shippingFeeOf(order.estimate) / 100);
    // The edit's own line carries what it refunded.
    const edit = order.history.find((h: { action: string }) => h.action === 'edited');
    expect(edit).toMatchObject({ note: null, detail: { kind: 'feeDifference', amount: (minor(order.estimate.total) - minor(draft.quote.total)) / 100 } });
    const zh = (await orderApi(ctx, m, 'zh-Hans').detail(id)).data;
    expect(zh.history.find((h: { action: string }) => h.action === 'couponReleased').detail.coupon).toBe(back.nameZh);
  });

  it('works a percentage coupon out again on the new fee, within its cap', async () => {
    const m = await forwarder(ctx(), { wallet: 100_000 });
    const offer = await template(db(), m.tenantId, {
      kind: CouponKind.DISCOUNT_VOUCHER,
      percentOff: 10,
      maxDiscount: 50,
      amountOff: undefined,
      appliesTo: [CouponAppliesTo.Combined],
    });
    const coupon = await receiveFromCentre(db(), who(m), offer.id);
    const { draft, submitted } = await submitTranshipment(ctx, m, { estimatedWeight: 1, couponId: coupon.id });
    const id = submitted.data.order.id as string;
    const tenth = (quote: WireQuote) => Math.min(Math.round(shippingFeeOf(quote) / 10), 5_000);
    expect(minor(draft.quote.couponDiscount)).toBe(tenth(draft.quote));

    for (const kg of [3, 10]) {
      const { edited } = await editWeight(m, id, kg);
      expect(edited.status).toBe(200);
      expect(minor(edited.data.estimate.couponDiscount)).toBe(tenth(edited.data.estimate));
      expect(minor(edited.data.coupon.discount)).toBe(tenth(edited.data.estimate));
      expect(await balanceOf(ctx(), m)).toBe(100_000 - minor(edited.data.estimate.total));
    }
    expect(minor((await orderApi(ctx, m).detail(id)).data.estimate.couponDiscount)).toBe(5_000);
  });

  it('checks the coupon again when the arrival weighs the parcel: a lighter one releases it and is refunded what the new price says', async () => {
    const m = await forwarder(ctx(), { wallet: 200_000 });
    const coupon = await bigSaver(m);
    const { submitted } = await submitTranshipment(ctx, m, { estimatedWeight: 20, couponId: coupon.id });
    expect(submitted.data.payment).toBe('paid');
    const id = submitted.data.order.id as string;
    await receive(ctx(), m, 500, [20, 15, 5]);
    const weighed = (await orderApi(ctx, m).detail(id)).data;
    expect(weighed.final.couponDiscount).toBe(0);
    expect(weighed.final.total).toBe(weighed.final.subtotal);
    expect(await balanceOf(ctx(), m)).toBe(200_000 - minor(weighed.final.total));
    expect(await ledgerSum(ctx(), m)).toBe(await balanceOf(ctx(), m));
    expect(weighed.history.map((h: { action: string }) => h.action).slice(0, 2)).toEqual(['couponReleased', 'weighed']);
    const [back] = await db().select().from(memberCoupons).where(eq(memberCoupons.id, coupon.id));
    expect(back.status).toBe(MyCouponStatus.NORMAL);
  });
});

describe('points follow the final price', () => {
  it('gives back at the edit the points the new price does not use, once; cancelling gives back the rest', async () => {
    const m = await forwarder(ctx(), { wallet: 0 });
    await givePoints(m, 200_000);
    const { draft, submitted } = await submitTranshipment(ctx, m, { estimatedWeight: 20, points: 200_000 });
    expect(draft.quote.total).toBe(0);
    expect(submitted.data.payment).toBe('paid');
    const id = submitted.data.order.id as string;
    const spent = draft.quote.pointsUsed as number;
    expect(await pointsOf(m)).toBe(200_000 - spent);

    const { edited } = await editWeight(m, id, 0.5);
    expect(edited.status).toBe(200);
    const used = edited.data.estimate.pointsUsed as number;
    expect(used).toBe(minor(edited.data.estimate.subtotal));
    expect(used).toBeLessThan(spent);
    expect(await pointsOf(m)).toBe(200_000 - used);
    const record = (await couponApi(ctx, m).points('&kind=return')).data.items;
    expect(record).toHaveLength(1);
    expect(record[0]).toMatchObject({ kind: 'return', points: spent - used, ref: id });
    expect(record[0].description).toContain(id);

    // The same edit again changes nothing.
    expect((await editWeight(m, id, 0.5)).edited.status).toBe(200);
    expect(await pointsOf(m)).toBe(200_000 - used);

    expect((await orderApi(ctx, m).cancel(id)).status).toBe(200);
    expect(await pointsOf(m)).toBe(200_000);
    expect(await balanceOf(ctx(), m)).toBe(0);
  });
});

describe('concurrent and repeated re-prices', () => {
  it('8 concurrent edits and retries refund, give points back and release the coupon exactly once', async () => {
    const m = await forwarder(ctx(), { wallet: 100_000 });
    await givePoints(m, 200_000);
    const coupon = await bigSaver(m);
    const api = orderApi(ctx, m);
    const base = {
      parcelId: m.parcelId,
      addressId: m.addressId,
      methodId: await methodId(ctx(), m.tenantId),
      estimatedWeight: 20,
      couponId: coupon.id,
    };
    const heavy = (await api.draft(base)).data.quote;
    // Points pay all but 100.00 of the heavy fee after the coupon (100 points = 1.00).
    const points = minor(heavy.subtotal) - 5_000 - 10_000;
    const { draft, submitted } = await submitTranshipment(ctx, m, { ...base, points });
    expect(submitted.data.payment).toBe('paid');
    expect(minor(draft.quote.total)).toBe(10_000);
    const orderId = submitted.data.order.id as string;
    const method = (await api.editValues(orderId)).data.methodId;
    const light = (await api.draft({ parcelId: m.parcelId, orderId, methodId: method, estimatedWeight: 0.5 })).data.quote;
    expect(light).toMatchObject({ couponDiscount: 0, total: 0 });

    const body = { methodId: method, estimatedWeight: 0.5, expectedTotal: light.total };
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, (_, i) => api.edit(orderId, body, `edit-${i}`)),
      api.edit(orderId, body, 'edit-0'),
      api.edit(orderId, body, 'edit-1'),
    ]);
    for (const a of answers) expect(a.status === 200 || (a.status === 409 && a.data.error.code === 'IDEMPOTENCY_IN_PROGRESS')).toBe(true);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(8);
    // And once more after they are all done: a retry replays, a new key finds nothing left to do.
    expect((await api.edit(orderId, body, 'edit-0')).status).toBe(200);
    expect((await api.edit(orderId, body, 'edit-late')).status).toBe(200);

    const order = (await api.detail(orderId)).data;
    expect(order.estimate).toMatchObject({ couponDiscount: 0, total: 0, pointsUsed: minor(order.estimate.subtotal) });
    expect(order.payments.map((p: { kind: string; amount: number }) => [p.kind, p.amount])).toEqual([
      ['payment', 100],
      ['refund', 100],
    ]);
    expect(await balanceOf(ctx(), m)).toBe(100_000);
    expect(await ledgerSum(ctx(), m)).toBe(100_000);
    const returns = await db().select().from(pointsEntries).where(eq(pointsEntries.userId, m.userId));
    expect(returns.filter((p) => p.kind === 'return').map((p) => p.points)).toEqual([points - order.estimate.pointsUsed]);
    expect(await pointsOf(m)).toBe(200_000 - order.estimate.pointsUsed);
    expect(order.history.filter((h: { action: string }) => h.action === 'couponReleased')).toHaveLength(1);
    const usages = (await couponApi(ctx, m).usage()).data.items.filter((u: { orderRef: string }) => u.orderRef === orderId);
    expect(usages.map((u: { state: string }) => u.state)).toEqual(['returned']);
  });
});
