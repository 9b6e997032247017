// The warehouse weighing a transhipment order (its parcel's arrival, or the approval of a claim of it) while
// the customer cancels the order: every path takes the member's lock, the order's row and the parcel's row
// in one order (server/modules/combined-order/reprice.ts), so on PostgreSQL neither aborts on a deadlock
// and every round ends in one consistent state. PGlite runs one transaction at a time; the same rounds
// check the outcome there.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CombinedOrderStatus as S, DeliveryMode, MyCouponStatus, ParcelStatus } from '../../../lib/contract/enums.ts';
import { combinedOrders, memberCoupons, parcels } from '../../db/schema/index.ts';
import { call, testAppPerFile } from '../../test/harness.ts';
import { balanceOf, ledgerSum, stockParcel } from '../combined-order/test-helpers.ts';
import { postPoints } from '../coupons/points.ts';
import { pointsBalanceOf } from '../coupons/points-record.ts';
import { receiveFromCentre } from '../coupons/receive.ts';
import { template } from '../coupons/test-helpers.ts';
import { loginAdmin, trackingNumber } from '../parcels/test-helpers.ts';
import { forwarder, orderApi, submitTranshipment, type Forwarder } from './test-helpers.ts';

const ctx = testAppPerFile();
const db = () => ctx().database.db;
const ROUNDS = 20;
/** Heavier than the customer's estimate of 1.2 kg: the weighing charges the difference. */
const WEIGHED_GRAMS = 3_000;

interface Round {
  round: number;
  /** The warehouse's call: the arrival, or the approval of the claim. */
  warehouse: number;
  cancel: number;
  outcome: 'canceled' | 'weighed';
  /** The order had been weighed when it was cancelled (the warehouse ran first). */
  weighedFirst: boolean;
}

/** A fresh parcel of the member (forecast, of this number when given) and its transhipment order, paid with the wallet, a coupon and points. */
async function freshOrder(m: Forwarder, number?: string) {
  const parcel = await stockParcel(ctx(), m, { status: ParcelStatus.NotArrival, ...(number ? { trackingNumber: number } : {}) });
  const offer = await template(db(), m.tenantId, { amountOff: 5, threshold: 0 });
  const coupon = await receiveFromCentre(db(), { tenantId: m.tenantId, id: m.userId }, offer.id);
  const before = { wallet: await balanceOf(ctx(), m), points: await pointsBalanceOf(db(), { tenantId: m.tenantId, id: m.userId }) };
  const { submitted } = await submitTranshipment(ctx, { ...m, parcelId: parcel.id }, { couponId: coupon.id, points: 300 });
  expect(submitted.status).toBe(200);
  expect(submitted.data.payment).toBe('paid');
  return { parcel, couponId: coupon.id, orderId: submitted.data.order.id as string, before };
}

type Call = () => Promise<{ status: number; data: unknown }>;
type Prepared = { warehouse: Call; orderId: string; parcelId: string; couponId: string; before: { wallet: number; points: number } };

/**
 * `rounds` times: a fresh order, then the warehouse's call and the customer's cancel sent together (which
 * goes first alternates). No 500, and each round ends cancelled with everything given back exactly once and
 * the parcel arrived on no order, or weighed and settled; the wallet is always its ledger's sum.
 */
async function race(m: Forwarder, prepare: () => Promise<Prepared>): Promise<Round[]> {
  const rounds: Round[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const { warehouse, orderId, parcelId, couponId, before } = await prepare();
    const cancel = () => orderApi(ctx, m).cancel(orderId, 'Race');
    const [done, canceled] = round % 2 === 0 ? await Promise.all([warehouse(), cancel()]) : (await Promise.all([cancel(), warehouse()])).reverse();

    const [order] = await db().select().from(combinedOrders).where(eq(combinedOrders.id, orderId));
    const [parcel] = await db().select().from(parcels).where(eq(parcels.id, parcelId));
    const [coupon] = await db().select().from(memberCoupons).where(eq(memberCoupons.id, couponId));
    const wallet = await balanceOf(ctx(), m);
    const points = await pointsBalanceOf(db(), { tenantId: m.tenantId, id: m.userId });
    const outcome = order.status === S.Canceled ? 'canceled' : 'weighed';
    rounds.push({ round, warehouse: done.status, cancel: canceled.status, outcome, weighedFirst: order.final !== null });

    expect(await ledgerSum(ctx(), m)).toBe(wallet);
    if (done.status !== 200) continue;
    expect(parcel).toMatchObject({ status: ParcelStatus.Arrived, weightGrams: WEIGHED_GRAMS });
    if (outcome === 'canceled') {
      expect(canceled.status).toBe(200);
      expect(wallet).toBe(before.wallet);
      expect(points).toBe(before.points);
      expect(coupon).toMatchObject({ status: MyCouponStatus.NORMAL, lockedBy: null });
      expect(parcel).toMatchObject({ combinedOrderId: null, deliveryMode: DeliveryMode.DirectDelivery });
    } else {
      expect(order.final).not.toBeNull();
      expect(order.status).toBe(S.Packaged);
      expect(order.paidTotal).toBe(order.finalTotal);
      expect(wallet).toBe(before.wallet - order.paidTotal);
      expect(points).toBe(before.points - order.pointsUsed);
      expect(coupon.lockedBy).toBe(orderId);
      expect(parcel).toMatchObject({ combinedOrderId: orderId, deliveryMode: DeliveryMode.Transshipment });
    }
  }
  const failed = rounds.filter((r) => r.warehouse !== 200 || (r.cancel !== 200 && r.cancel !== 409));
  expect(failed, JSON.stringify(rounds)).toEqual([]);
  return rounds;
}

const summary = (name: string, rounds: Round[]) =>
  console.log(
    `[${name}] ${rounds.length} rounds: ${rounds.filter((r) => r.outcome === 'canceled').length} cancelled ` +
      `(${rounds.filter((r) => r.outcome === 'canceled' && r.weighedFirst).length} after the weighing), ` +
      `${rounds.filter((r) => r.outcome === 'weighed').length} weighed and kept`,
  );

async function member() {
  const m = await forwarder(ctx(), { wallet: 10_000_000 });
  await db().transaction((tx) => postPoints(tx, { tenantId: m.tenantId, id: m.userId }, { kind: 'adjust', points: 100_000 }));
  return m;
}

const measures = { weightGrams: WEIGHED_GRAMS, lengthCm: 30, widthCm: 20, heightCm: 10 };

describe('a transhipment order cancelled while the warehouse weighs it', () => {
  it(`${ROUNDS} rounds of its parcel's arrival and the cancel at once: no 500, one consistent outcome each`, async () => {
    const m = await member();
    const admin = await loginAdmin(ctx());
    const rounds = await race(m, async () => {
      const { parcel, ...order } = await freshOrder(m);
      const warehouse = () =>
        call(ctx().app, '/api/admin/parcel/arrive', {
          token: admin,
          lang: 'en',
          json: { trackingNumber: parcel.trackingNumber, ...measures },
        });
      return { warehouse, parcelId: parcel.id, ...order };
    });
    summary('arrival-cancel', rounds);
  }, 120_000);

  it(`${ROUNDS} rounds of the approval of its parcel's claim and the cancel at once: no 500, one consistent outcome each`, async () => {
    const m = await member();
    const admin = await loginAdmin(ctx());
    const rounds = await race(m, async () => {
      // An arrival whose label names nobody; the member's forecast of its number is a claim.
      const number = trackingNumber('RC');
      const arrived = await call(ctx().app, '/api/admin/parcel/arrive', {
        token: admin,
        lang: 'en',
        json: { trackingNumber: number, memberCode: 'GS999999', ...measures },
      });
      expect(arrived.data.binding).toBe('unclaimed');
      const { parcel, ...order } = await freshOrder(m, number);
      const warehouse = () => call(ctx().app, `/api/admin/parcel/claims/${parcel.id}/approve`, { method: 'POST', token: admin, lang: 'en' });
      return { warehouse, parcelId: parcel.id, ...order };
    });
    summary('claim-cancel', rounds);
  }, 120_000);
});
