// The demo waybills as seeded into the shared test database: on every host the demo customer has one in
// every status, made through the waybill module (history, tracking, coupon, points, payments), spread over
// the past weeks in order; the wallet's ledger adds up to its balance and reads right in time order; navy's
// waybills are pay-later.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CombinedOrderStatus as S, MyCouponStatus, PaymentTiming, UserType } from '../../lib/contract/enums.ts';
import {
  combinedOrderEvents, combinedOrderHistory, combinedOrders, couponUsages, journalLines, ledgerAccounts, memberCoupons, pointsEntries, sites, tenants,
  transactionRecords, users,
} from '../db/schema/index.ts';
import { call, createTestApp, loginDemo, type TestContext } from '../test/harness.ts';
import { DEMO_POINTS_BALANCE } from './coupons.ts';
import { DEMO_SITES } from './data.ts';
import { DEMO_BALANCE } from './money.ts';
import { DEMO_WAYBILL_PLAN, DEMO_WAYBILLS } from './waybill-plan.ts';
import { OPENING_BALANCE } from './waybills.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

const DAY = 86_400_000;

async function demoOf(domain: string) {
  const db = ctx.database.db;
  const [{ tenantId }] = await db.select({ tenantId: sites.tenantId }).from(sites).where(eq(sites.domain, domain));
  const [demo] = await db.select().from(users).where(and(eq(users.tenantId, tenantId), eq(users.userName, 'demo'), eq(users.userType, UserType.Customer)));
  const waybills = await db.select().from(combinedOrders).where(eq(combinedOrders.userId, demo.id)).orderBy(asc(combinedOrders.createdAt));
  const byStatus = (status: number) => waybills.find((w) => w.status === status)!;
  return { tenantId, demo, waybills, byStatus };
}

describe('demo waybills', () => {
  for (const site of DEMO_SITES) {
    it(`${site.domain}: the demo customer has a waybill in every status, counted by the status tabs`, async () => {
      const { waybills } = await demoOf(site.domain);
      expect(waybills.map((w) => w.status).sort((a, b) => a - b)).toEqual([...DEMO_WAYBILLS].sort((a, b) => a - b));
      expect(new Set(waybills.map((w) => w.status))).toEqual(new Set(Object.values(S)));
      const token = await loginDemo(ctx.app, site.domain);
      const tabs = await call(ctx.app, '/api/u/ship-for-me/combined-order/status-group', { method: 'POST', token, host: site.domain });
      expect(tabs.data.map((t: { count: number }) => t.count)).toEqual(Object.values(S).map(() => 1));
      // Spread over the past weeks, each history in order from its submission.
      expect(Date.now() - waybills[0].createdAt.getTime()).toBeGreaterThan(30 * DAY);
      expect(Date.now() - waybills.at(-1)!.createdAt.getTime()).toBeLessThan(DAY);
      const history = await ctx.database.db.select().from(combinedOrderHistory)
        .where(inArray(combinedOrderHistory.orderId, waybills.map((w) => w.id))).orderBy(asc(combinedOrderHistory.createdAt), asc(combinedOrderHistory.id));
      for (const w of waybills) {
        const lines = history.filter((h) => h.orderId === w.id);
        expect(lines[0]).toMatchObject({ action: 'submitted', actor: 'customer' });
        expect(lines[0].createdAt.getTime()).toBe(w.createdAt.getTime());
        expect(lines.at(-1)!.createdAt.getTime(), `waybill ${w.status}`).toBeLessThanOrEqual(w.updatedAt.getTime());
        expect(w.updatedAt.getTime()).toBeLessThan(Date.now() - 60_000);
      }
    });

    it(`${site.domain}: the ledger equals the wallet balance and reads right in time order`, async () => {
      const db = ctx.database.db;
      const { demo } = await demoOf(site.domain);
      const [wallet] = await db.select().from(ledgerAccounts).where(and(eq(ledgerAccounts.userId, demo.id), eq(ledgerAccounts.kind, 'wallet')));
      const lines = await db.select().from(journalLines).where(eq(journalLines.accountId, wallet.id)).orderBy(asc(journalLines.createdAt), asc(journalLines.id));
      expect(lines.reduce((sum, l) => sum + l.amount, 0)).toBe(wallet.balance);
      expect(wallet.balance).toBe(DEMO_BALANCE);
      let balance = 0;
      for (const line of lines) {
        balance += line.amount;
        expect(line.balanceAfter, `line ${line.id} at ${line.createdAt.toISOString()}`).toBe(balance);
      }
      // Points too: each line's balance follows the one before it in time.
      const points = await db.select().from(pointsEntries).where(eq(pointsEntries.userId, demo.id)).orderBy(asc(pointsEntries.createdAt), asc(pointsEntries.id));
      expect(points.map((p) => p.balanceAfter)).toEqual(points.map((_, i) => points.slice(0, i + 1).reduce((sum, p) => sum + p.points, 0)));
      expect(points.at(-1)!.balanceAfter).toBe(DEMO_POINTS_BALANCE);
      // The demo opening balance came first and paid what the waybills paid in the end.
      const records = await db.select().from(transactionRecords).where(eq(transactionRecords.userId, demo.id)).orderBy(asc(transactionRecords.createdAt));
      const opening = records.find((r) => r.titleEn === OPENING_BALANCE.titleEn)!;
      expect(opening).toMatchObject({ kind: 'adjustment', direction: 1 });
      expect(records.filter((r) => r.createdAt < opening.createdAt && r.kind !== 'topup')).toEqual([]);
      const paid = (await db.select().from(combinedOrders).where(eq(combinedOrders.userId, demo.id))).reduce((sum, w) => sum + w.paidTotal, 0);
      expect(paid).toBe(opening.amount);
    });

    it(`${site.domain}: shipped on its way, signed and completed with a review and points, a coupon used and one released, points spent`, async () => {
      const db = ctx.database.db;
      const { tenantId, demo, byStatus } = await demoOf(site.domain);
      const shipped = byStatus(S.Shipped);
      const events = await db.select().from(combinedOrderEvents).where(eq(combinedOrderEvents.orderId, shipped.id)).orderBy(asc(combinedOrderEvents.occurredAt));
      expect(events.filter((e) => e.source === 'carrier').map((e) => e.status)).toEqual(['IN_TRANSIT', 'IN_TRANSIT', 'CUSTOMS']);
      expect(events.every((e) => e.occurredAt.getTime() < Date.now() && e.createdAt.getTime() === e.occurredAt.getTime())).toBe(true);
      expect(shipped).toMatchObject({ deliveredAt: null, carrierName: 'DHL Express' });
      expect(shipped.finalTotal! > shipped.estimatedTotal).toBe(true); // weighed heavier: an extra charge (pay-first) or a higher bill
      for (const w of [byStatus(S.Signed), byStatus(S.Completed)]) {
        expect(w.deliveredAt!.getTime()).toBeLessThan(w.signedAt!.getTime());
        expect(w.rating).toBeGreaterThanOrEqual(4);
        expect(w.pointsEarned).toBeGreaterThan(0);
      }
      const points = byStatus(S.PendingPacking);
      expect(points.pointsUsed).toBe(byStatus(S.Signed).pointsEarned + byStatus(S.Completed).pointsEarned - (DEMO_POINTS_BALANCE - 500));
      const usages = await db.select().from(couponUsages).where(eq(couponUsages.userId, demo.id));
      expect(usages.find((u) => u.orderRef === shipped.id)).toMatchObject({ state: 'used' });
      const canceled = byStatus(S.Canceled);
      expect(usages.find((u) => u.orderRef === canceled.id)).toMatchObject({ state: 'released' });
      expect(canceled).toMatchObject({ paidTotal: 0, cancelReason: DEMO_WAYBILL_PLAN.find((w) => w.status === S.Canceled)!.cancelReason });
      const coupons = await db.select().from(memberCoupons).where(inArray(memberCoupons.id, usages.map((u) => u.memberCouponId)));
      expect(coupons.map((c) => c.status).sort()).toEqual([MyCouponStatus.NORMAL, MyCouponStatus.USED].sort());

      const payFirst = site.paymentTiming === PaymentTiming.PayFirstAndPack;
      const records = await db.select().from(transactionRecords).where(and(eq(transactionRecords.tenantId, tenantId), eq(transactionRecords.refType, 'waybill')));
      const kinds = (id: string) => records.filter((r) => r.refId === id).map((r) => r.kind).sort();
      // The final weight differs from the estimate: a refund or an extra charge shows in the payments (pay-first).
      expect(kinds(byStatus(S.Packaged).id)).toEqual(payFirst ? ['payment', 'refund'] : ['payment']);
      expect(kinds(shipped.id)).toEqual(payFirst ? ['deduction', 'payment'] : ['payment']);
      expect(kinds(canceled.id)).toEqual([]); // cancelled before it was paid
    });
  }

  it('localhost and blue pay first, navy packs first and bills the weighed waybill', async () => {
    const db = ctx.database.db;
    for (const site of DEMO_SITES) {
      const { tenantId, waybills, byStatus } = await demoOf(site.domain);
      const [tenant] = await db.select().from(tenants).where(eq(tenants.id, tenantId));
      expect(tenant.paymentTiming).toBe(site.domain === 'navy.localhost' ? PaymentTiming.PackFirstAndPayLater : PaymentTiming.PayFirstAndPack);
      expect(waybills.every((w) => w.paymentTiming === tenant.paymentTiming)).toBe(true);
      const unpaid = byStatus(S.Unpaid);
      if (tenant.paymentTiming === PaymentTiming.PackFirstAndPayLater) {
        expect(unpaid.finalTotal).not.toBeNull();
        expect(unpaid.amountDue).toBe(unpaid.finalTotal);
        expect([S.PendingPacking, S.Picking, S.Verified].map((s) => byStatus(s).paidTotal)).toEqual([0, 0, 0]);
      } else {
        expect(unpaid).toMatchObject({ finalTotal: null, amountDue: unpaid.estimatedTotal, paidTotal: 0 });
        expect(byStatus(S.PendingPacking).paidTotal).toBe(byStatus(S.PendingPacking).estimatedTotal);
      }
    }
  });
});
