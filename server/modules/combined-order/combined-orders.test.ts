// Waybills through the API: the submitted total equals the quote shown, a changed quote is refused with
// nothing kept, a short wallet leaves the waybill unpaid until paid, concurrent pays charge once, and
// cancelling gives back money, coupon, points and parcels together.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CombinedOrderStatus as S, MyCouponStatus } from '../../../lib/contract/enums.ts';
import { memberCoupons, parcels } from '../../db/schema/index.ts';
import { testAppPerFile } from '../../test/harness.ts';
import { postPoints } from '../coupons/points.ts';
import { receiveFromCentre } from '../coupons/receive.ts';
import { template } from '../coupons/test-helpers.ts';
import { balanceOf, fund, ledgerSum, methodId, shipper, submitQuoted, combinedOrderApi } from './test-helpers.ts';

const ctx = testAppPerFile();
const db = () => ctx().database.db;

describe('quote and submit', () => {
  it('charges exactly the quote shown, line by line, and takes the parcels', async () => {
    const m = await shipper(ctx(), { wallet: 100_000 });
    const api = combinedOrderApi(ctx, m);
    const before = await balanceOf(ctx(), m);
    const { draft, submitted } = await submitQuoted(ctx, m);
    expect(draft.methods.length).toBeGreaterThan(1);
    const lines = draft.quote.lines.map((l: { code: string }) => l.code);
    expect(lines).toEqual(expect.arrayContaining(['FIRST_WEIGHT', 'ADDITIONAL_WEIGHT', 'FUEL', 'HANDLING']));
    const sum = draft.quote.lines.reduce((s: number, l: { amount: number }) => s + Math.round(l.amount * 100), 0);
    expect(sum).toBe(Math.round(draft.quote.total * 100));
    // 2 parcels of 1.2 kg, 30 × 20 × 10 cm: actual 2.4 kg, volumetric 2 kg (÷ 6000) → 2.5 kg chargeable.
    expect(draft.quote).toMatchObject({ actualWeight: 2.4, volumetricWeight: 2, chargeableWeight: 2.5 });
    expect(submitted.status).toBe(200);
    expect(submitted.data).toMatchObject({ payment: 'paid', shortfall: null });
    const combinedOrder = submitted.data.waybill;
    expect(combinedOrder).toMatchObject({ status: S.PendingPacking, estimatedTotal: draft.quote.total, amountDue: 0, parcelCount: 2 });
    expect(await balanceOf(ctx(), m)).toBe(before - Math.round(draft.quote.total * 100));
    expect(await ledgerSum(ctx(), m)).toBe(await balanceOf(ctx(), m));
    const rows = await db().select().from(parcels).where(eq(parcels.combinedOrderId, combinedOrder.id));
    expect(rows).toHaveLength(2);
    const again = await api.draft({ parcelIds: m.parcelIds, addressId: m.addressId });
    expect(again.status).toBe(409);
  });

  it('refuses a total that is no longer the quote and keeps nothing', async () => {
    const m = await shipper(ctx(), { wallet: 100_000 });
    const api = combinedOrderApi(ctx, m);
    const offer = await template(db(), m.tenantId, { amountOff: 5 });
    const coupon = await receiveFromCentre(db(), { tenantId: m.tenantId, id: m.userId }, offer.id);
    const input = { parcelIds: m.parcelIds, addressId: m.addressId, methodId: await methodId(ctx(), m.tenantId), couponId: coupon.id };
    const draft = await api.draft(input);
    const res = await api.submit({ ...input, expectedTotal: draft.data.quote.total + 1, payNow: true });
    expect(res.status).toBe(409);
    expect(res.data.error.code).toBe('QUOTE_CHANGED');
    expect(res.data.error.details).toBe(draft.data.quote.total.toFixed(2));
    const [held] = await db().select().from(memberCoupons).where(eq(memberCoupons.id, coupon.id));
    expect(held).toMatchObject({ status: MyCouponStatus.NORMAL, lockedBy: null });
    expect((await api.list()).data.totalCount).toBe(0);
    expect((await api.draft({ parcelIds: m.parcelIds })).status).toBe(200);
  });

  it('a short wallet leaves the waybill unpaid; after a top-up it is paid and the coupon used', async () => {
    const m = await shipper(ctx(), { wallet: 1_000 });
    const api = combinedOrderApi(ctx, m);
    const offer = await template(db(), m.tenantId, { amountOff: 5 });
    const coupon = await receiveFromCentre(db(), { tenantId: m.tenantId, id: m.userId }, offer.id);
    const { draft, submitted } = await submitQuoted(ctx, m, { couponId: coupon.id });
    expect(draft.quote.couponDiscount).toBe(5);
    expect(submitted.data.payment).toBe('unpaid');
    const total = Math.round(draft.quote.total * 100);
    expect(Math.round(submitted.data.shortfall * 100)).toBe(total - 1_000);
    const id = submitted.data.waybill.id;
    expect(submitted.data.waybill).toMatchObject({ status: S.Unpaid, canPay: true, amountDue: draft.quote.total });
    const short = await api.pay(id, 'k1');
    expect(short.status).toBe(402);
    expect(await balanceOf(ctx(), m)).toBe(1_000);
    await fund(ctx(), m, total);
    const paid = await api.pay(id, 'k2');
    expect(paid.status).toBe(200);
    expect(paid.data).toMatchObject({ status: S.PendingPacking, amountDue: 0, canPay: false });
    expect(await balanceOf(ctx(), m)).toBe(1_000);
    const [used] = await db().select().from(memberCoupons).where(eq(memberCoupons.id, coupon.id));
    expect(used.status).toBe(MyCouponStatus.USED);
    const replay = await api.pay(id, 'k2');
    expect(replay.status).toBe(200);
    expect(replay.data.id).toBe(id);
    expect(await balanceOf(ctx(), m)).toBe(1_000);
  });

  it('a total of zero (points pay it all) is submitted and paid without touching the wallet', async () => {
    const m = await shipper(ctx(), { wallet: 0 });
    await postPoints(db(), { tenantId: m.tenantId, id: m.userId }, { kind: 'adjust', points: 1_000_000 });
    const { draft, submitted } = await submitQuoted(ctx, m, { points: 1_000_000 });
    expect(draft.quote.total).toBe(0);
    expect(submitted.status).toBe(200);
    expect(submitted.data).toMatchObject({ payment: 'paid', waybill: { status: S.PendingPacking, amountDue: 0 } });
    expect(await balanceOf(ctx(), m)).toBe(0);
  });

  it('50 concurrent pays of one waybill charge it once', async () => {
    const m = await shipper(ctx(), { wallet: 1 });
    const api = combinedOrderApi(ctx, m);
    const { draft, submitted } = await submitQuoted(ctx, m);
    const id = submitted.data.waybill.id;
    await fund(ctx(), m, 1_000_000);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => api.pay(id, `pay-${i}`)));
    const codes = answers.map((a) => a.status);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c !== 200).every((c) => c === 409)).toBe(true);
    expect(await balanceOf(ctx(), m)).toBe(1 + 1_000_000 - Math.round(draft.quote.total * 100));
    expect(await ledgerSum(ctx(), m)).toBe(await balanceOf(ctx(), m));
  });
});

describe('cancel', () => {
  it('gives back the money, the coupon, the points and the parcels together, once', async () => {
    const m = await shipper(ctx(), { wallet: 100_000 });
    const api = combinedOrderApi(ctx, m);
    await postPoints(db(), { tenantId: m.tenantId, id: m.userId }, { kind: 'adjust', points: 500 });
    const offer = await template(db(), m.tenantId, { amountOff: 8 });
    const coupon = await receiveFromCentre(db(), { tenantId: m.tenantId, id: m.userId }, offer.id);
    const before = await balanceOf(ctx(), m);
    const { submitted } = await submitQuoted(ctx, m, { couponId: coupon.id, points: 300 });
    expect(submitted.data.payment).toBe('paid');
    const id = submitted.data.waybill.id;
    const answers = await Promise.all([api.cancel(id), api.cancel(id), api.cancel(id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(await balanceOf(ctx(), m)).toBe(before);
    expect(await ledgerSum(ctx(), m)).toBe(before);
    const [back] = await db().select().from(memberCoupons).where(eq(memberCoupons.id, coupon.id));
    expect(back).toMatchObject({ status: MyCouponStatus.NORMAL, lockedBy: null });
    const points = await call(ctx, m);
    expect(points).toBe(500);
    const rows = await db().select().from(parcels).where(eq(parcels.userId, m.userId));
    expect(rows.every((p) => p.combinedOrderId === null && p.storageStoppedAt === null)).toBe(true);
    const detail = await api.detail(id);
    expect(detail.data).toMatchObject({ status: S.Canceled, canCancel: false, cancelBlock: 'CANCELED', parcelCount: 2 });
    expect(detail.data.parcels).toHaveLength(2);
    // The list still names the parcels it had.
    const listed = (await api.list()).data.items.find((w: { id: string }) => w.id === id);
    expect(listed.trackingNumbers).toHaveLength(2);
  });
});

async function call(ctx: () => ReturnType<typeof testAppPerFile> extends () => infer T ? T : never, m: { tenantId: string; userId: string }) {
  const { pointsBalanceOf } = await import('../coupons/points-record.ts');
  return pointsBalanceOf(ctx().database.db, { tenantId: m.tenantId, id: m.userId });
}
