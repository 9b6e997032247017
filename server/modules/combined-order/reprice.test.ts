// A waybill priced again (parcels added, the packed box weighed) through the one re-price path: a waybill
// paid entirely with points is paid up front like any other, so an added parcel is charged from the wallet;
// the weighing checks the coupon again and gives back the points the final price does not use; concurrent
// adds charge each difference once.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CouponAppliesTo, CombinedOrderStatus as S, MyCouponStatus } from '../../../lib/contract/enums.ts';
import { memberCoupons } from '../../db/schema/index.ts';
import { testAppPerFile } from '../../test/harness.ts';
import { postPoints } from '../coupons/points.ts';
import { pointsBalanceOf } from '../coupons/points-record.ts';
import { receiveFromCentre } from '../coupons/receive.ts';
import { template } from '../coupons/test-helpers.ts';
import type { Member } from '../parcels/test-helpers.ts';
import { packCombinedOrder, staffStep } from './staff.ts';
import { balanceOf, ledgerSum, shipper, stockParcel, submitQuoted, combinedOrderApi } from './test-helpers.ts';

const ctx = testAppPerFile();
const db = () => ctx().database.db;
const minor = (decimal: number) => Math.round(decimal * 100);
const who = (m: Member) => ({ tenantId: m.tenantId, id: m.userId });
const givePoints = (m: Member, points: number) => db().transaction((tx) => postPoints(tx, who(m), { kind: 'adjust', points }));
const pointsOf = (m: Member) => pointsBalanceOf(db(), who(m));

describe('a waybill paid entirely with points', () => {
  it('is charged from the wallet for a parcel added later; a short wallet adds nothing (402)', async () => {
    const m = await shipper(ctx(), { wallet: 100_000 });
    await givePoints(m, 100_000);
    const api = combinedOrderApi(ctx, m);
    const { draft, submitted } = await submitQuoted(ctx, m, { points: 100_000 });
    expect(draft.quote.total).toBe(0);
    expect(submitted.data).toMatchObject({ payment: 'paid', waybill: { status: S.PendingPacking, amountDue: 0 } });
    const id = submitted.data.waybill.id as string;
    const extra = await stockParcel(ctx(), m, { weightGrams: 3_000 });
    const added = await api.add(id, [extra.id], 'add-points');
    expect(added.status).toBe(200);
    const due = minor(added.data.estimatedTotal);
    // The points stay those deducted at submit; what they no longer cover is charged at once.
    expect(added.data.estimate.pointsUsed).toBe(draft.quote.pointsUsed);
    expect(due).toBeGreaterThan(0);
    expect(added.data).toMatchObject({ status: S.PendingPacking, amountDue: 0, canPay: false });
    expect(added.data.payments.map((p: { kind: string; amount: number }) => [p.kind, minor(p.amount)])).toEqual([['payment', due]]);
    expect(await balanceOf(ctx(), m)).toBe(100_000 - due);
    expect(await ledgerSum(ctx(), m)).toBe(await balanceOf(ctx(), m));

    const poor = await shipper(ctx(), { wallet: 0 });
    await givePoints(poor, 100_000);
    const first = await submitQuoted(ctx, poor, { points: 100_000 });
    const poorId = first.submitted.data.waybill.id as string;
    const more = await stockParcel(ctx(), poor, { weightGrams: 3_000 });
    const refused = await combinedOrderApi(ctx, poor).add(poorId, [more.id]);
    expect(refused.status).toBe(402);
    const kept = (await combinedOrderApi(ctx, poor).detail(poorId)).data;
    expect(kept).toMatchObject({ parcelCount: 2, estimatedTotal: 0, amountDue: 0 });
  });

  it('charges each of 6 concurrent adds once: the wallet pays exactly the new estimate', async () => {
    const m = await shipper(ctx(), { wallet: 100_000 });
    await givePoints(m, 100_000);
    const api = combinedOrderApi(ctx, m);
    const { submitted } = await submitQuoted(ctx, m, { points: 100_000 });
    const id = submitted.data.waybill.id as string;
    const extras = await Promise.all(Array.from({ length: 3 }, () => stockParcel(ctx(), m, { weightGrams: 2_000 })));
    // Three different parcels, each sent twice with its own key.
    const answers = await Promise.all(extras.flatMap((p, i) => [api.add(id, [p.id], `add-${i}`), api.add(id, [p.id], `again-${i}`)]));
    const ok = answers.filter((a) => a.status === 200);
    expect(ok).toHaveLength(3);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 409)).toBe(true);
    const detail = (await api.detail(id)).data;
    expect(detail.parcelCount).toBe(5);
    const paid = detail.payments.reduce((sum: number, p: { amount: number }) => sum + minor(p.amount), 0);
    expect(paid).toBe(minor(detail.estimatedTotal));
    expect(await balanceOf(ctx(), m)).toBe(100_000 - minor(detail.estimatedTotal));
    expect(await ledgerSum(ctx(), m)).toBe(await balanceOf(ctx(), m));
  });
});

describe('the final weighing of a waybill', () => {
  it('releases a minimum-spend coupon a lighter box no longer reaches and gives back the points the final price does not use', async () => {
    const m = await shipper(ctx(), { wallet: 100_000 });
    await givePoints(m, 15_000);
    const offer = await template(db(), m.tenantId, { amountOff: 20, threshold: 150, appliesTo: [CouponAppliesTo.Combined] });
    const coupon = await receiveFromCentre(db(), who(m), offer.id);
    const { draft, submitted } = await submitQuoted(ctx, m, { couponId: coupon.id, points: 15_000 });
    expect(draft.quote).toMatchObject({ couponDiscount: 20, pointsUsed: 15_000 });
    const id = submitted.data.waybill.id as string;
    const paid = minor(draft.quote.total);
    expect(await balanceOf(ctx(), m)).toBe(100_000 - paid);
    await staffStep(db(), m.tenantId, id, 'pick');
    await staffStep(db(), m.tenantId, id, 'verify');

    const packed = await packCombinedOrder(db(), m.tenantId, id, { weightGrams: 900, lengthCm: 20, widthCm: 15, heightCm: 10 });
    expect(packed.final!.shippingFee).toBeLessThan(15_000);
    expect(packed.final!.couponDiscount).toBe(0);
    // Points pay at most what is left after the coupon; the rest comes back now.
    expect(packed.final!.pointsUsed).toBe(Math.min(15_000, packed.final!.subtotal));
    expect(await pointsOf(m)).toBe(15_000 - packed.final!.pointsUsed);
    expect(await balanceOf(ctx(), m)).toBe(100_000 - packed.final!.total);
    expect(await ledgerSum(ctx(), m)).toBe(await balanceOf(ctx(), m));
    const [back] = await db().select().from(memberCoupons).where(eq(memberCoupons.id, coupon.id));
    expect(back).toMatchObject({ status: MyCouponStatus.NORMAL, lockedBy: null });
    const detail = (await combinedOrderApi(ctx, m).detail(id)).data;
    expect(detail.coupon).toBeNull();
    expect(detail.history.map((h: { action: string }) => h.action).slice(0, 2)).toEqual(['couponReleased', 'packed']);
    expect(detail.final.lines.find((l: { code: string }) => l.code === 'COUPON')).toMatchObject({ amount: 0 });
  });
});
