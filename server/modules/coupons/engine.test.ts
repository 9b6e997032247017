// The coupon engine orders use, and the points ledger: every unusable reason; thresholds at, below and
// above; percent rounding half-up then the cap; never more than the fee; lock → pay → used; lock → cancel →
// released (or expired); one coupon per order and one order per coupon under parallel locks; points lots
// spent first-to-expire first, expiry, and once-per-order earning, deduction and return.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CouponAppliesTo, CouponKind, MyCouponStatus } from '../../../lib/contract/enums.ts';
import { memberCoupons, pointsAccounts, pointsEntries } from '../../db/schema/index.ts';
import { testAppPerFile } from '../../test/harness.ts';
import { newMember, type Member } from '../parcels/test-helpers.ts';
import { couponOptions, lockCoupon, releaseCoupon, markCouponUsed } from './engine.ts';
import { discountOn } from './face.ts';
import { deductForOrder, earnForOrder, expireDuePoints, postPoints, returnForOrder } from './points.ts';
import { receiveFromCentre } from './receive.ts';
import { couponApi, template } from './test-helpers.ts';

const ctx = testAppPerFile();
const db = () => ctx().database.db;
const who = (m: Member) => ({ tenantId: m.tenantId, id: m.userId });
const DAY = 86_400_000;
let orders = 0;
const order = (feeMinor: number, kind: number = CouponAppliesTo.Combined) => ({ ref: `L-T${Date.now()}-${(orders += 1)}`, kind, feeMinor });

async function holding(m: Member, over: Parameters<typeof template>[2] = {}) {
  const offer = await template(db(), m.tenantId, over);
  return receiveFromCentre(db(), who(m), offer.id);
}

describe('discounts', () => {
  const coupon = (over: Partial<Parameters<typeof discountOn>[0]>) => ({
    kind: CouponKind.COUPON,
    amountOff: null,
    percentOffBp: null,
    maxDiscount: null,
    ...over,
  });
  it('amount off, never more than the fee', () => {
    expect(discountOn(coupon({ amountOff: 2_000 }), 16_800)).toBe(2_000);
    expect(discountOn(coupon({ amountOff: 2_000 }), 1_500)).toBe(1_500);
  });
  it('percent rounds half-up to the minor unit, then the cap', () => {
    const pct = (bp: number, max: number | null = null) => coupon({ kind: CouponKind.DISCOUNT_VOUCHER, percentOffBp: bp, maxDiscount: max });
    expect(discountOn(pct(1_250), 1_234)).toBe(154); // 154.25
    expect(discountOn(pct(1_250), 1_236)).toBe(155); // 154.5 → up
    expect(discountOn(pct(1_000), 1_005)).toBe(101); // 100.5 → up
    expect(discountOn(pct(1_000), 1_004)).toBe(100); // 100.4
    expect(discountOn(pct(1_000, 5_000), 80_000)).toBe(5_000); // 8,000 capped at 5,000
    expect(discountOn(pct(9_999), 3)).toBe(3);
  });
});

describe('coupon engine', () => {
  it('names every reason a held coupon cannot go on an order, and ranks the usable by discount', async () => {
    const m = await newMember(ctx());
    const soon = new Date(Date.now() + 5 * DAY).toISOString();
    const notStarted = await holding(m, { validFrom: soon, validTo: new Date(Date.now() + 30 * DAY).toISOString(), validDays: undefined });
    const expired = await holding(m);
    await db()
      .update(memberCoupons)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(memberCoupons.id, expired.id));
    const parcelOnly = await holding(m, { appliesTo: [CouponAppliesTo.Parcel] });
    const at = await holding(m, { amountOff: 15, threshold: 100 });
    const above = await holding(m, { amountOff: 30, threshold: 100.01 });
    const pct = await holding(m, { kind: CouponKind.DISCOUNT_VOUCHER, percentOff: 12.5, maxDiscount: 20, amountOff: undefined });
    const options = await couponOptions(db(), who(m), order(10_000), 'en');
    const byId = new Map(options.map((o) => [o.coupon.id, o]));
    expect(byId.get(notStarted.id)).toMatchObject({ usable: false, reason: 'NOT_STARTED', discount: 0 });
    expect(byId.get(expired.id)).toMatchObject({ usable: false, reason: 'EXPIRED' });
    expect(byId.get(parcelOnly.id)).toMatchObject({ usable: false, reason: 'NOT_APPLICABLE' });
    expect(byId.get(at.id)).toMatchObject({ usable: true, reason: null, discount: 15 }); // fee 100.00 = threshold
    expect(byId.get(above.id)).toMatchObject({ usable: false, reason: 'THRESHOLD_NOT_MET' }); // 100.00 < 100.01
    expect(byId.get(pct.id)).toMatchObject({ usable: true, discount: 12.5 });
    const welcome = options.find((o) => o.coupon.name === 'Welcome shipping coupon')!;
    expect(welcome).toMatchObject({ usable: true, discount: 20 }); // threshold 100 met
    expect(options.slice(0, 3).map((o) => o.discount)).toEqual([20, 15, 12.5]);
    expect(options.findIndex((o) => !o.usable)).toBe(3);
    const bigger = await couponOptions(db(), who(m), order(100_000), 'en');
    expect(bigger.find((o) => o.coupon.id === above.id)).toMatchObject({ usable: true, discount: 30 });
    expect(bigger.find((o) => o.coupon.id === pct.id)).toMatchObject({ discount: 20 }); // 125 capped at 20
    const parcel = await couponOptions(db(), who(m), order(10_000, CouponAppliesTo.Parcel), 'en');
    expect(parcel.find((o) => o.coupon.id === parcelOnly.id)).toMatchObject({ usable: true });
  });

  it('lock → pay → used (once); lock → cancel → released; a coupon expired meanwhile comes back EXPIRED', async () => {
    const m = await newMember(ctx());
    const coupon = await holding(m, { amountOff: 8 });
    const paid = order(5_000);
    const usage = await db().transaction((tx) => lockCoupon(tx, who(m), coupon.id, paid));
    expect(usage).toMatchObject({ state: 'locked', discount: 800, fee: 5_000 });
    expect((await couponOptions(db(), who(m), order(5_000), 'en')).map((o) => o.coupon.id)).not.toContain(coupon.id);
    expect((await couponOptions(db(), who(m), paid, 'en')).map((o) => o.coupon.id)).toContain(coupon.id);
    expect(await db().transaction((tx) => markCouponUsed(tx, m.tenantId, paid.ref))).toBe(800);
    expect(await db().transaction((tx) => markCouponUsed(tx, m.tenantId, paid.ref))).toBe(800);
    const [used] = await db().select().from(memberCoupons).where(eq(memberCoupons.id, coupon.id));
    expect(used).toMatchObject({ status: MyCouponStatus.USED });
    expect(used.usedAt).not.toBeNull();

    const again = await holding(m, { amountOff: 5 });
    const cancelled = order(5_000);
    await db().transaction((tx) => lockCoupon(tx, who(m), again.id, cancelled));
    expect(await db().transaction((tx) => releaseCoupon(tx, m.tenantId, cancelled.ref))).toBe(true);
    expect(await db().transaction((tx) => releaseCoupon(tx, m.tenantId, cancelled.ref))).toBe(false);
    const [back] = await db().select().from(memberCoupons).where(eq(memberCoupons.id, again.id));
    expect(back).toMatchObject({ status: MyCouponStatus.NORMAL, lockedBy: null });

    const late = await holding(m, { amountOff: 5 });
    const lateOrder = order(5_000);
    await db().transaction((tx) => lockCoupon(tx, who(m), late.id, lateOrder));
    await db()
      .update(memberCoupons)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(memberCoupons.id, late.id));
    await db().transaction((tx) => releaseCoupon(tx, m.tenantId, lateOrder.ref));
    expect((await db().select().from(memberCoupons).where(eq(memberCoupons.id, late.id)))[0].status).toBe(MyCouponStatus.EXPIRED);

    const usageList = (await couponApi(ctx, m).usage()).data;
    expect(usageList.items.map((u: { orderRef: string; state: string }) => [u.orderRef, u.state])).toEqual([
      [lateOrder.ref, 'released'],
      [cancelled.ref, 'released'],
      [paid.ref, 'used'],
    ]);
    expect(usageList.items[2]).toMatchObject({ fee: 50, discount: 8, couponName: expect.stringMatching(/^Test coupon/) });
  });

  it('a refunded order gives its used coupon back while it is still valid', async () => {
    const m = await newMember(ctx());
    const coupon = await holding(m);
    const refunded = order(5_000);
    await db().transaction(async (tx) => {
      await lockCoupon(tx, who(m), coupon.id, refunded);
      await markCouponUsed(tx, m.tenantId, refunded.ref);
    });
    await db().transaction((tx) => releaseCoupon(tx, m.tenantId, refunded.ref));
    expect((await db().select().from(memberCoupons).where(eq(memberCoupons.id, coupon.id)))[0]).toMatchObject({
      status: MyCouponStatus.NORMAL,
      usedAt: null,
    });
    expect((await couponApi(ctx, m).usage()).data.items[0].state).toBe('returned');
  });

  it('one coupon per order and one order per coupon, also when 20 locks race; refusals carry the reason', async () => {
    const m = await newMember(ctx());
    const coupon = await holding(m, { threshold: 100 });
    const second = await holding(m);
    const raced = await Promise.allSettled(Array.from({ length: 20 }, () => db().transaction((tx) => lockCoupon(tx, who(m), coupon.id, order(20_000)))));
    expect(raced.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const taken = (raced.find((r) => r.status === 'fulfilled') as PromiseFulfilledResult<{ orderRef: string }>).value.orderRef;
    await expect(
      db().transaction((tx) => lockCoupon(tx, who(m), second.id, { ref: taken, kind: CouponAppliesTo.Combined, feeMinor: 20_000 })),
    ).rejects.toMatchObject({ code: 'COUPON_NOT_USABLE' });
    await expect(db().transaction((tx) => lockCoupon(tx, who(m), second.id, order(5_000, 99)))).rejects.toMatchObject({
      code: 'COUPON_NOT_USABLE',
      details: 'NOT_APPLICABLE',
    });
    const other = await newMember(ctx());
    await expect(db().transaction((tx) => lockCoupon(tx, who(other), second.id, order(5_000)))).rejects.toMatchObject({ status: 404 });
    const foreign = await newMember(ctx(), 'blue.localhost');
    await expect(db().transaction((tx) => lockCoupon(tx, who(foreign), second.id, order(5_000)))).rejects.toMatchObject({ status: 404 });
  });
});

describe('points ledger', () => {
  const lines = async (m: Member) =>
    db().select().from(pointsEntries).where(eq(pointsEntries.userId, m.userId)).orderBy(pointsEntries.createdAt, pointsEntries.id);

  it('spends lots first-to-expire first, expires what is left of a lot on its date, keeps balance = sum of lines', async () => {
    const m = await newMember(ctx());
    const t0 = Date.now() - 450 * DAY;
    const at = (days: number) => new Date(t0 + days * DAY);
    await db().transaction((tx) => postPoints(tx, who(m), { kind: 'adjust', points: 300 }, at(0))); // expires day 365
    await db().transaction((tx) => postPoints(tx, who(m), { kind: 'adjust', points: 200 }, at(100))); // expires day 465
    await db().transaction((tx) => postPoints(tx, who(m), { kind: 'adjust', points: -250 }, at(200))); // 250 of the first lot
    await expect(db().transaction((tx) => postPoints(tx, who(m), { kind: 'adjust', points: -251 }, at(201)))).rejects.toMatchObject({
      code: 'NOT_ENOUGH_POINTS',
      details: '1',
    });
    expect(await expireDuePoints(db(), who(m), at(366))).toBe(50); // the first lot's 50 left
    expect(await expireDuePoints(db(), who(m), at(366))).toBe(0);
    const all = await lines(m);
    expect(all.map((l) => [l.kind, l.points, l.balanceAfter])).toEqual([
      ['adjust', 300, 300],
      ['adjust', 200, 500],
      ['adjust', -250, 250],
      ['expire', -50, 200],
    ]);
    const [account] = await db().select().from(pointsAccounts).where(eq(pointsAccounts.userId, m.userId));
    expect(account.balance).toBe(200);
    const record = (await couponApi(ctx, m).points()).data;
    expect(record).toMatchObject({ balance: 200, expiringSoon: 200 }); // the second lot expires 15 days from now
    expect(record.items[0]).toMatchObject({ kind: 'expire', points: -50, description: 'Points expired' });
  });

  it("dates each line after the one before it, so the record reads in the order the lock applied them, whatever the requests' clocks", async () => {
    const m = await newMember(ctx());
    const started = new Date();
    await db().transaction((tx) => postPoints(tx, who(m), { kind: 'adjust', points: 300 }, started));
    // A request that started a minute earlier but took the account's lock second.
    await db().transaction((tx) => postPoints(tx, who(m), { kind: 'adjust', points: -100 }, new Date(started.getTime() - 60_000)));
    const record = (await couponApi(ctx, m).points()).data;
    expect(record.items.map((l: { points: number; balanceAfter: number }) => [l.points, l.balanceAfter])).toEqual([
      [-100, 200],
      [300, 300],
    ]);
    const all = await lines(m);
    expect(all[1].createdAt.getTime()).toBeGreaterThan(all[0].createdAt.getTime());
  });

  it('an order earns, is paid with, and gets back its points once each; the record filters by kind and date', async () => {
    const m = await newMember(ctx());
    const mem = who(m);
    await db().transaction((tx) => earnForOrder(tx, mem, 'L-EARN', 16_890)); // 168.90 paid → 168 points
    await Promise.all(
      [1, 2, 3].map(() =>
        db()
          .transaction((tx) => earnForOrder(tx, mem, 'L-EARN', 16_890))
          .catch(() => null),
      ),
    );
    await db().transaction((tx) => deductForOrder(tx, mem, 'L-PAY', 100));
    await db().transaction((tx) => deductForOrder(tx, mem, 'L-PAY', 100));
    await db().transaction((tx) => returnForOrder(tx, mem, 'L-PAY'));
    await db().transaction((tx) => returnForOrder(tx, mem, 'L-PAY'));
    expect((await lines(m)).map((l) => [l.kind, l.points, l.balanceAfter])).toEqual([
      ['earn', 168, 168],
      ['deduct', -100, 68],
      ['return', 100, 168],
    ]);
    const api = couponApi(ctx, m, 'zh-Hans');
    const earned = (await api.points('&kind=earn')).data;
    expect(earned.items).toHaveLength(1);
    expect(earned.items[0]).toMatchObject({ description: '订单 L-EARN 完成获得积分', ref: 'L-EARN' });
    expect(earned.items[0].expiresAt).not.toBeNull();
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect((await api.points(`&from=${today}&to=${today}`)).data.totalCount).toBe(3);
    expect((await api.points('&to=2020-01-01')).data.totalCount).toBe(0);
    expect((await api.get('/u/integralChangeRecord?maxResultCount=1&skipCount=1')).data.items[0].kind).toBe('deduct');
    const other = await newMember(ctx());
    expect((await couponApi(ctx, other).points()).data).toMatchObject({ balance: 0, totalCount: 0, items: [] });
    const [sum] = await db()
      .select({ s: sql<number>`sum(${pointsEntries.points})::int` })
      .from(pointsEntries)
      .where(eq(pointsEntries.userId, m.userId));
    expect(sum.s).toBe(168);
  });
});
