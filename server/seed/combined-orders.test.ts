// The demo waybills and transhipment orders as seeded into the shared test database: on every host the
// demo customer has a waybill in every status and a transhipment order in each of theirs, made through the
// waybill and transhipment modules (history, tracking, coupon, points, payments, notes), spread over the
// past weeks in order; the wallet's ledger adds up to its balance and reads right in time order; navy's
// orders are pay-later.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CombinedOrderStatus as S, DeliveryMode, MyCouponStatus, ParcelStatus, PaymentTiming, UserType } from '../../lib/contract/enums.ts';
import { TRANSHIPMENT_STATUSES } from '../../lib/contract/transhipment-order-rules.ts';
import {
  combinedOrderEvents,
  combinedOrderHistory,
  combinedOrders,
  couponUsages,
  journalLines,
  ledgerAccounts,
  memberCoupons,
  orderNotes,
  parcelActionLogs,
  parcelPhotos,
  parcels,
  pointsEntries,
  sites,
  tenants,
  transactionRecords,
  users,
} from '../db/schema/index.ts';
import { call, createTestApp, loginDemo, type TestContext } from '../test/harness.ts';
import { DEMO_POINTS_BALANCE } from './coupons.ts';
import { DEMO_SITES } from './data.ts';
import { DEMO_BALANCE } from './money.ts';
import { DEMO_TRANSHIPMENT_PLAN, DEMO_TRANSHIPMENTS, DEMO_COMBINED_ORDER_PLAN, DEMO_COMBINED_ORDERS, TRANSHIPMENT_PARCELS } from './combined-order-plan.ts';
import { OPENING_BALANCE } from './combined-orders.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

const DAY = 86_400_000;

async function demoOf(domain: string) {
  const db = ctx.database.db;
  const [{ tenantId }] = await db.select({ tenantId: sites.tenantId }).from(sites).where(eq(sites.domain, domain));
  const [demo] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.userName, 'demo'), eq(users.userType, UserType.Customer)));
  const orders = await db.select().from(combinedOrders).where(eq(combinedOrders.userId, demo.id)).orderBy(asc(combinedOrders.createdAt));
  const directOrders = orders.filter((o) => o.deliveryMode === DeliveryMode.DirectDelivery);
  const transhipments = orders.filter((o) => o.deliveryMode === DeliveryMode.Transshipment);
  const byStatus = (status: number) => directOrders.find((w) => w.status === status)!;
  const transhipment = (status: number) => transhipments.find((w) => w.status === status)!;
  return { tenantId, demo, orders, directOrders, byStatus, transhipments, transhipment };
}

type OrderRow = typeof combinedOrders.$inferSelect;

/** Each order's history, oldest first: it starts with the submission and ends by the order's last change, in the past. */
async function historiesFromSubmission(orders: OrderRow[]) {
  const history = await ctx.database.db
    .select()
    .from(combinedOrderHistory)
    .where(
      inArray(
        combinedOrderHistory.orderId,
        orders.map((o) => o.id),
      ),
    )
    .orderBy(asc(combinedOrderHistory.createdAt), asc(combinedOrderHistory.id));
  return orders.map((order) => {
    const lines = history.filter((h) => h.orderId === order.id);
    expect(lines[0]).toMatchObject({ action: 'submitted', actor: 'customer' });
    expect(lines[0].createdAt.getTime()).toBe(order.createdAt.getTime());
    expect(lines.at(-1)!.createdAt.getTime(), `order ${order.status}`).toBeLessThanOrEqual(order.updatedAt.getTime());
    expect(order.updatedAt.getTime()).toBeLessThan(Date.now() - 60_000);
    return { order, lines };
  });
}

/** The kinds of the payment records of each of the tenant's orders, sorted. */
async function paymentKinds(tenantId: string) {
  const records = await ctx.database.db
    .select()
    .from(transactionRecords)
    .where(and(eq(transactionRecords.tenantId, tenantId), eq(transactionRecords.refType, 'waybill')));
  return (id: string) =>
    records
      .filter((r) => r.refId === id)
      .map((r) => r.kind)
      .sort();
}

/** Shipped and still on its way with DHL: these carrier checkpoints so far, each recorded when it happened. */
async function expectOnItsWay(shipped: OrderRow, checkpoints: string[]) {
  const events = await ctx.database.db
    .select()
    .from(combinedOrderEvents)
    .where(eq(combinedOrderEvents.orderId, shipped.id))
    .orderBy(asc(combinedOrderEvents.occurredAt));
  expect(events.filter((e) => e.source === 'carrier').map((e) => e.status)).toEqual(checkpoints);
  expect(events.every((e) => e.occurredAt.getTime() < Date.now() && e.createdAt.getTime() === e.occurredAt.getTime())).toBe(true);
  expect(shipped).toMatchObject({ deliveredAt: null, carrierName: 'DHL Express' });
}

/** Delivered, then signed, reviewed and rewarded with points. */
function expectSignedAndReviewed(order: OrderRow) {
  expect(order.deliveredAt!.getTime()).toBeLessThan(order.signedAt!.getTime());
  expect(order.rating).toBeGreaterThanOrEqual(4);
  expect(order.pointsEarned).toBeGreaterThan(0);
}

describe('demo waybills', () => {
  for (const site of DEMO_SITES) {
    it(`${site.domain}: the demo customer has a waybill in every status, counted by the status tabs`, async () => {
      const { orders, directOrders, transhipments } = await demoOf(site.domain);
      // And one ship-for-me logistics order (./ship-for-me.test.ts).
      expect(orders.filter((o) => o.deliveryMode === DeliveryMode.Purchasing)).toHaveLength(1);
      expect(orders).toHaveLength(directOrders.length + transhipments.length + 1);
      expect(directOrders.map((w) => w.status).sort((a, b) => a - b)).toEqual([...DEMO_COMBINED_ORDERS].sort((a, b) => a - b));
      expect(new Set(directOrders.map((w) => w.status))).toEqual(new Set(Object.values(S)));
      const token = await loginDemo(ctx.app, site.domain);
      const tabs = await call(ctx.app, '/api/u/ship-for-me/combined-order/status-group', { method: 'POST', token, host: site.domain });
      expect(tabs.data.map((t: { count: number }) => t.count)).toEqual(Object.values(S).map(() => 1));
      // Spread over the past weeks, each history in order from its submission.
      expect(Date.now() - directOrders[0].createdAt.getTime()).toBeGreaterThan(30 * DAY);
      expect(Date.now() - directOrders.at(-1)!.createdAt.getTime()).toBeLessThan(DAY);
      await historiesFromSubmission(directOrders);
    });

    it(`${site.domain}: the ledger equals the wallet balance and reads right in time order`, async () => {
      const db = ctx.database.db;
      const { demo } = await demoOf(site.domain);
      const [wallet] = await db
        .select()
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.userId, demo.id), eq(ledgerAccounts.kind, 'wallet')));
      const lines = await db
        .select()
        .from(journalLines)
        .where(eq(journalLines.accountId, wallet.id))
        .orderBy(asc(journalLines.createdAt), asc(journalLines.id));
      expect(lines.reduce((sum, l) => sum + l.amount, 0)).toBe(wallet.balance);
      expect(wallet.balance).toBe(DEMO_BALANCE);
      let balance = 0;
      for (const line of lines) {
        balance += line.amount;
        expect(line.balanceAfter, `line ${line.id} at ${line.createdAt.toISOString()}`).toBe(balance);
      }
      // Points too: each line's balance follows the one before it in time.
      const points = await db
        .select()
        .from(pointsEntries)
        .where(eq(pointsEntries.userId, demo.id))
        .orderBy(asc(pointsEntries.createdAt), asc(pointsEntries.id));
      expect(points.map((p) => p.balanceAfter)).toEqual(points.map((_, i) => points.slice(0, i + 1).reduce((sum, p) => sum + p.points, 0)));
      expect(points.at(-1)!.balanceAfter).toBe(DEMO_POINTS_BALANCE);
      // The demo opening balance came first and paid what the waybills and transhipment orders paid in the end.
      const records = await db.select().from(transactionRecords).where(eq(transactionRecords.userId, demo.id)).orderBy(asc(transactionRecords.createdAt));
      const opening = records.find((r) => r.titleEn === OPENING_BALANCE.titleEn)!;
      expect(opening).toMatchObject({ kind: 'adjustment', direction: 1 });
      expect(records.filter((r) => r.createdAt < opening.createdAt && r.kind !== 'topup')).toEqual([]);
      const orders = await db.select().from(combinedOrders).where(eq(combinedOrders.userId, demo.id));
      expect(orders.reduce((sum, w) => sum + w.paidTotal, 0)).toBe(opening.amount);
      expect(orders.filter((o) => o.deliveryMode === DeliveryMode.Transshipment).reduce((sum, w) => sum + w.paidTotal, 0)).toBeGreaterThan(0);
    });

    it(`${site.domain}: shipped on its way, signed and completed with a review and points, a coupon used and one released, points spent`, async () => {
      const db = ctx.database.db;
      const { tenantId, demo, byStatus, transhipment } = await demoOf(site.domain);
      const shipped = byStatus(S.Shipped);
      await expectOnItsWay(shipped, ['IN_TRANSIT', 'IN_TRANSIT', 'CUSTOMS']);
      expect(shipped.finalTotal! > shipped.estimatedTotal).toBe(true); // weighed heavier: an extra charge (pay-first) or a higher bill
      for (const w of [byStatus(S.Signed), byStatus(S.Completed)]) expectSignedAndReviewed(w);
      // The newest waybill spent what the signed and completed waybills and transhipment orders earned, less what the demo keeps.
      const earners = [byStatus(S.Signed), byStatus(S.Completed), transhipment(S.Signed), transhipment(S.Completed)];
      expect(earners.every((o) => o.pointsEarned > 0)).toBe(true);
      const points = byStatus(S.PendingPacking);
      expect(points.pointsUsed).toBe(earners.reduce((sum, o) => sum + o.pointsEarned, 0) - (DEMO_POINTS_BALANCE - 500));
      const usages = await db.select().from(couponUsages).where(eq(couponUsages.userId, demo.id));
      expect(usages.find((u) => u.orderRef === shipped.id)).toMatchObject({ state: 'used' });
      const canceled = byStatus(S.Canceled);
      expect(usages.find((u) => u.orderRef === canceled.id)).toMatchObject({ state: 'released' });
      expect(canceled).toMatchObject({ paidTotal: 0, cancelReason: DEMO_COMBINED_ORDER_PLAN.find((w) => w.status === S.Canceled)!.cancelReason });
      const coupons = await db
        .select()
        .from(memberCoupons)
        .where(
          inArray(
            memberCoupons.id,
            usages.map((u) => u.memberCouponId),
          ),
        );
      expect(coupons.map((c) => c.status).sort()).toEqual([MyCouponStatus.NORMAL, MyCouponStatus.USED].sort());

      const payFirst = site.paymentTiming === PaymentTiming.PayFirstAndPack;
      const kinds = await paymentKinds(tenantId);
      // The final weight differs from the estimate: a refund or an extra charge shows in the payments (pay-first).
      expect(kinds(byStatus(S.Packaged).id)).toEqual(payFirst ? ['payment', 'refund'] : ['payment']);
      expect(kinds(shipped.id)).toEqual(payFirst ? ['deduction', 'payment'] : ['payment']);
      expect(kinds(canceled.id)).toEqual([]); // cancelled before it was paid
    });
  }

  it('localhost and blue pay first, navy packs first and bills the weighed waybill', async () => {
    const db = ctx.database.db;
    for (const site of DEMO_SITES) {
      const { tenantId, directOrders, byStatus } = await demoOf(site.domain);
      const [tenant] = await db.select().from(tenants).where(eq(tenants.id, tenantId));
      expect(tenant.paymentTiming).toBe(site.domain === 'navy.localhost' ? PaymentTiming.PackFirstAndPayLater : PaymentTiming.PayFirstAndPack);
      expect(directOrders.every((w) => w.paymentTiming === tenant.paymentTiming)).toBe(true);
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

describe('demo transhipment orders', () => {
  const parcelOf = async (orderId: string, trackingNumber: string, userId: string) => {
    const [row] = await ctx.database.db
      .select()
      .from(parcels)
      .where(and(eq(parcels.userId, userId), eq(parcels.trackingNumber, trackingNumber)));
    expect(row, `${orderId} ${trackingNumber}`).toBeDefined();
    return row;
  };

  for (const site of DEMO_SITES) {
    it(`${site.domain}: the demo customer has a transhipment order in each of their statuses, one parcel each, counted by the status tabs`, async () => {
      const db = ctx.database.db;
      const { demo, transhipments, transhipment } = await demoOf(site.domain);
      expect(transhipments.map((o) => o.status).sort((a, b) => a - b)).toEqual([...DEMO_TRANSHIPMENTS].sort((a, b) => a - b));
      expect(new Set(DEMO_TRANSHIPMENTS)).toEqual(new Set(TRANSHIPMENT_STATUSES));
      const token = await loginDemo(ctx.app, site.domain);
      const tabs = await call(ctx.app, '/api/u/order/orderStatusQuantity', { token, host: site.domain });
      expect(tabs.status).toBe(200);
      expect(Object.fromEntries(tabs.data.map((t: { status: number; count: number }) => [t.status, t.count]))).toEqual(
        Object.fromEntries(TRANSHIPMENT_STATUSES.map((s) => [s, 1])),
      );

      // Where each order's parcel is: forecast still (waiting, or given back by the cancelled order), weighed on arrival, left or completed with it.
      const where: Record<number, number> = {
        [S.PendingPacking]: ParcelStatus.NotArrival,
        [S.Unpaid]: ParcelStatus.Arrived,
        [S.Packaged]: ParcelStatus.Arrived,
        [S.OutOfWarehouse]: ParcelStatus.OutOfWarehouse,
        [S.Shipped]: ParcelStatus.OutOfWarehouse,
        [S.Signed]: ParcelStatus.OutOfWarehouse,
        [S.Completed]: ParcelStatus.Completed,
        [S.Canceled]: ParcelStatus.NotArrival,
      };
      for (const w of DEMO_TRANSHIPMENT_PLAN) {
        const order = transhipment(w.status);
        const parcel = await parcelOf(order.id, w.parcels[0], demo.id);
        expect(parcel.status, `parcel of ${w.status}`).toBe(where[w.status]);
        expect(TRANSHIPMENT_PARCELS.find((p) => p.trackingNumber === parcel.trackingNumber)?.status).toBe(where[w.status]);
        const onOrder = await db.select({ id: parcels.id }).from(parcels).where(eq(parcels.combinedOrderId, order.id));
        if (w.status === S.Canceled) {
          expect(parcel).toMatchObject({ combinedOrderId: null, deliveryMode: DeliveryMode.DirectDelivery });
          expect(onOrder).toEqual([]);
        } else {
          expect(parcel).toMatchObject({ combinedOrderId: order.id, deliveryMode: DeliveryMode.Transshipment });
          expect(onOrder).toEqual([{ id: parcel.id }]);
        }
        // Weighed on arrival: the order's final quote is the parcel's scale and tape.
        const weighed = parcel.arrivedAt !== null;
        expect(order.finalTotal !== null, `order ${w.status} weighed`).toBe(weighed);
        if (weighed) {
          expect(order).toMatchObject({ finalWeightGrams: w.box![0], lengthCm: w.box![1], widthCm: w.box![2], heightCm: w.box![3] });
          expect(parcel).toMatchObject({ weightGrams: w.box![0], lengthCm: w.box![1] });
          const photos = await db.select().from(parcelPhotos).where(eq(parcelPhotos.parcelId, parcel.id));
          expect(photos).toHaveLength(1);
          expect(Math.abs(photos[0].createdAt.getTime() - parcel.arrivedAt!.getTime())).toBeLessThan(60_000);
        } else {
          expect(parcel.weightGrams).toBeNull();
          expect(order.estimatedWeightGrams).toBe(Math.round(w.estimatedKg! * 1000));
        }
        // The parcel's life in order: forecast, declared on the order, arrived, left, completed; all in the past.
        const lines = await db
          .select()
          .from(parcelActionLogs)
          .where(eq(parcelActionLogs.parcelId, parcel.id))
          .orderBy(asc(parcelActionLogs.createdAt), asc(parcelActionLogs.id));
        const life = ['forecast', 'combined', ...(weighed ? ['arrived'] : []), ...(w.status === S.Canceled ? ['uncombined'] : [])];
        if (parcel.status === ParcelStatus.OutOfWarehouse || parcel.status === ParcelStatus.Completed) life.push('outOfWarehouse');
        if (parcel.status === ParcelStatus.Completed) life.push('completed');
        expect(
          lines.map((l) => l.action),
          parcel.trackingNumber,
        ).toEqual(life);
        expect(lines.every((l) => l.createdAt.getTime() < Date.now() - 60_000)).toBe(true);
        expect(Math.abs(lines[1].createdAt.getTime() - order.createdAt.getTime())).toBeLessThan(60_000);
      }

      for (const { order, lines } of await historiesFromSubmission(transhipments)) {
        expect(lines.some((l) => l.action === 'picked' || l.action === 'packed')).toBe(false);
        expect(lines.some((l) => l.action === 'weighed')).toBe(order.finalTotal !== null);
      }
    });

    it(`${site.domain}: weighed, paid, shipped with checkpoints, signed with points, completed, cancelled with a reason; notes both ways`, async () => {
      const db = ctx.database.db;
      const { tenantId, transhipment, transhipments } = await demoOf(site.domain);
      const payFirst = site.paymentTiming === PaymentTiming.PayFirstAndPack;
      expect(transhipments.every((o) => o.paymentTiming === site.paymentTiming)).toBe(true);

      // Waiting for its parcel: paid up front (pay-first) or not billed yet (navy).
      const pending = transhipment(S.PendingPacking);
      expect(pending).toMatchObject({ finalTotal: null, amountDue: 0, paidTotal: payFirst ? pending.estimatedTotal : 0 });
      // Weighed and not paid: it owes the final fee.
      const unpaid = transhipment(S.Unpaid);
      expect(unpaid.finalTotal).toBeGreaterThan(0);
      expect(unpaid).toMatchObject({ paidTotal: 0, amountDue: unpaid.finalTotal });
      for (const s of [S.Packaged, S.OutOfWarehouse, S.Shipped, S.Signed, S.Completed]) {
        expect(transhipment(s), `order ${s}`).toMatchObject({ amountDue: 0, paidTotal: transhipment(s).finalTotal });
      }
      // Pay-first: the arrival refunded a lighter parcel and charged a heavier one the difference.
      const kinds = await paymentKinds(tenantId);
      expect(kinds(transhipment(S.Packaged).id)).toEqual(payFirst ? ['payment', 'refund'] : ['payment']);
      expect(kinds(transhipment(S.OutOfWarehouse).id)).toEqual(payFirst ? ['deduction', 'payment'] : ['payment']);
      expect(kinds(transhipment(S.Unpaid).id)).toEqual([]);
      expect(kinds(transhipment(S.Canceled).id)).toEqual([]);

      const shipped = transhipment(S.Shipped);
      await expectOnItsWay(shipped, ['IN_TRANSIT', 'IN_TRANSIT']);
      expect(shipped.carrierTrackingNumber).toMatch(/^4\d{9}$/);
      for (const s of [S.Signed, S.Completed]) expectSignedAndReviewed(transhipment(s));
      const canceled = transhipment(S.Canceled);
      expect(canceled).toMatchObject({
        paidTotal: 0,
        amountDue: 0,
        cancelReason: DEMO_TRANSHIPMENT_PLAN.find((w) => w.status === S.Canceled)!.cancelReason,
      });
      expect(canceled.canceledAt!.getTime()).toBeGreaterThan(canceled.createdAt.getTime());

      // Notes between the customer and the warehouse, after each order was submitted, readable on the order's page.
      const notes = await db
        .select()
        .from(orderNotes)
        .where(
          inArray(
            orderNotes.orderId,
            transhipments.map((o) => o.id),
          ),
        );
      expect(notes.filter((n) => n.author === 'staff').length).toBeGreaterThanOrEqual(2);
      expect(notes.filter((n) => n.author === 'customer').length).toBeGreaterThanOrEqual(1);
      expect(new Set(notes.map((n) => n.orderId)).size).toBeGreaterThanOrEqual(2);
      for (const note of notes) {
        const order = transhipments.find((o) => o.id === note.orderId)!;
        expect(note.createdAt.getTime()).toBeGreaterThan(order.createdAt.getTime());
        expect(note.createdAt.getTime()).toBeLessThan(Date.now() - 60_000);
      }
      const token = await loginDemo(ctx.app, site.domain);
      const out = transhipment(S.OutOfWarehouse);
      const detail = await call(ctx.app, `/api/u/order/transhipmentOrderDetail/${out.id}`, { token, host: site.domain });
      expect(detail.status).toBe(200);
      expect(detail.data.notes.map((n: { author: string }) => n.author)).toEqual(['customer', 'staff']);
    });
  }
});
