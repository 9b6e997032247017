// The one path every re-price of a submitted order takes — parcels added to a waybill, the customer's edit of
// a transhipment order, the warehouse's weighing (a packed box, a transhipment parcel on arrival) — inside the
// caller's transaction, with the member's lock and the order's row lock held (lockMemberAndOrder; THE LOCK
// ORDER below is that of every path touching an order's money, coupon, points or parcels). It prices the
// order again (./requote.ts), then in that transaction: the coupon's usage takes the new discount or the
// coupon is released (a history line says why); the points the new price does not use go back through the
// points ledger; the money difference against what was paid goes through the wallet's ledger; and the row is
// written with its history line by a conditional update. All of it is worked out from the locked row, which
// it updates, so a repeated or concurrent re-price finds nothing left to do.
import { and, eq } from 'drizzle-orm';
import { CombinedOrderStatus as S } from '../../../lib/contract/enums.ts';
import type { CombinedOrderAction } from '../../../lib/contract/combined-order-rules.ts';
import type { Db } from '../../db/client.ts';
import { parcels } from '../../db/schema/index.ts';
import { ApiError } from '../../errors.ts';
import type { MessageKey } from '../../i18n.ts';
import { toDecimal } from '../../kernel/localized.ts';
import { lockPoints, markCouponUsed, releaseCoupon, repriceCoupon, returnUnusedForOrder } from '../coupons/index.ts';
import { InsufficientBalance } from '../funds/index.ts';
import type { ParcelRow } from '../parcels/index.ts';
import { lockCombinedOrder, logCombinedOrder, setStatus, type Actor, type CombinedOrderRow } from './machine.ts';
import { paidUpFront } from './owed.ts';
import { chargeCombinedOrder, refundCombinedOrder } from './pay.ts';
import type { PackedBox } from './quote.ts';
import { priceAgain } from './requote.ts';

export const quoteChanged = (totalMinor: number) => new ApiError(409, 'QUOTE_CHANGED', 'quoteChanged', toDecimal(totalMinor).toFixed(2));

/*
 * THE LOCK ORDER of every path that touches an order's money, coupon, points or parcels. On PostgreSQL two
 * transactions that take two of these locks in opposite orders can deadlock, and one of them is aborted (a
 * 500); PGlite runs one transaction at a time and hides it. A path takes the locks it needs in this order,
 * skipping the others, and never goes back to an earlier one:
 *   1. tracking numbers' advisory locks (parcels/tracking-lock.ts: forecasts, edits, arrivals, claims, the
 *      transhipment spreadsheet), several in key order;
 *   2. the member's lock: their points account row (coupons/points.ts lockPoints), which every points line
 *      needs too (a cancel's return, a sign's earning);
 *   3. the order's row (combined_orders FOR UPDATE; several in id order). A new order's row is nobody
 *      else's until its transaction commits, so a submit may write it after its parcels;
 *   4. its parcels' rows;
 *   5. what is the order's or the member's alone: the coupon and its usage, the points lines (under 2) and
 *      the wallet's ledger accounts (funds/ledger.ts, in id order), in any order among themselves: whoever
 *      waits for one of them holds the order's row or the member's lock already, or nothing at all (a
 *      top-up or a staff adjustment locks the wallet alone).
 * A path that starts from a parcel (an arrival, a claim's approval) cannot know the order before reading
 * the parcel: it reads it without a lock and takes 2 and 3 first (lockParcelOrder). A parcel joins or
 * leaves an order only under its member's lock (submit, add, cancel), so what it reads then stays true.
 */

/**
 * Locks 2 and 3 of the lock order (above): the member's lock (their points account) and then the order's
 * row. 404 when the order is not the member's (staff: `userId` null, any order of the tenant).
 */
export async function lockMemberAndOrder(tx: Db, tenantId: string, userId: string | null, id: string): Promise<CombinedOrderRow> {
  const seen = await lockCombinedOrder(tx, tenantId, userId, id, false);
  await lockPoints(tx, { tenantId, id: seen.userId });
  return lockCombinedOrder(tx, tenantId, userId, id);
}

/**
 * For a path that starts from a member's parcel, before it writes the parcel's row: the member's lock, then
 * the order the parcel is on, locked (null when it is on none). Read under the member's lock, the parcel's
 * order cannot change until the transaction ends.
 */
export async function lockParcelOrder(tx: Db, tenantId: string, userId: string, parcelId: string): Promise<CombinedOrderRow | null> {
  await lockPoints(tx, { tenantId, id: userId });
  const [parcel] = await tx
    .select({ orderId: parcels.combinedOrderId })
    .from(parcels)
    .where(and(eq(parcels.id, parcelId), eq(parcels.tenantId, tenantId), eq(parcels.userId, userId)));
  return parcel?.orderId ? lockCombinedOrder(tx, tenantId, null, parcel.orderId) : null;
}

export interface RepriceChange {
  /** The order's parcels as they are now (added ones included). */
  rows: ParcelRow[];
  /** The customer's new choices (address, method, services, estimated weight, remark). */
  fields?: Partial<CombinedOrderRow>;
  /** The warehouse's weighing: the final quote is this box's. */
  weighed?: { box: PackedBox; boxPhoto: string | null };
  /** The total the customer saw (409 QUOTE_CHANGED when the price is another). */
  expectedTotal?: number;
  actor: Actor;
  action: Extract<CombinedOrderAction, 'parcelsAdded' | 'edited' | 'packed' | 'weighed'>;
  /** The history line's note (the money difference goes in its own field, never in the note). */
  note?: string | null;
  /** What an extra charge is called in the wallet's records. */
  chargeTitle: MessageKey;
}

interface Settled {
  status: number;
  patch: Partial<CombinedOrderRow>;
  /** The fee difference against what was paid (signed minor units) for the history line, or null. */
  amount: number | null;
  /** Coupon and points cover the whole of an unpaid order's new price: it is paid as it stands. */
  paidNow?: boolean;
}

/** The money of the new total: against what was paid when paid up front, else what is owed now. */
async function settle(tx: Db, order: CombinedOrderRow, total: number, change: RepriceChange): Promise<Settled> {
  const weighing = change.weighed !== undefined;
  if (paidUpFront(order)) {
    const next = weighing ? S.Packaged : order.status;
    const difference = total - order.paidTotal;
    if (difference === 0) return { status: next, patch: {}, amount: null };
    if (difference < 0) return { status: next, patch: await refundCombinedOrder(tx, order, -difference), amount: difference };
    // The customer's change must be paid now (402 changes nothing); the warehouse's weighing stands and,
    // when the wallet is short, waits Unpaid for the difference.
    if (!weighing) return { status: next, patch: await chargeCombinedOrder(tx, order, difference, change.chargeTitle), amount: difference };
    try {
      return { status: next, patch: await tx.transaction((sp) => chargeCombinedOrder(sp, order, difference, change.chargeTitle)), amount: difference };
    } catch (err) {
      if (!(err instanceof InsufficientBalance)) throw err;
      return { status: S.Unpaid, patch: { amountDue: difference }, amount: difference };
    }
  }
  // Pack first, before its weighing: nothing is owed yet.
  if (!weighing && order.status !== S.Unpaid) return { status: order.status, patch: {}, amount: null };
  if (total > 0) return { status: S.Unpaid, patch: { amountDue: total - order.paidTotal }, amount: null };
  return { status: weighing ? S.Packaged : S.PendingPacking, patch: { amountDue: 0, paidAt: new Date() }, amount: null, paidNow: true };
}

/** Prices the locked order again with `change` and applies it: coupon, points, money, the row and its history. */
export async function reprice(tx: Db, order: CombinedOrderRow, change: RepriceChange): Promise<CombinedOrderRow> {
  const { quote, held, released } = await priceAgain(tx, { ...order, ...change.fields }, change.rows, change.weighed?.box);
  if (change.expectedTotal !== undefined && Math.round(change.expectedTotal * 100) !== quote.total) throw quoteChanged(quote.total);
  const now = new Date();
  if (held && released) await releaseCoupon(tx, order.tenantId, order.id, now, quote.shippingFee);
  else if (held) await repriceCoupon(tx, held.usage, quote.shippingFee, quote.couponDiscount);
  await returnUnusedForOrder(tx, { tenantId: order.tenantId, id: order.userId }, order.id, order.pointsUsed, quote.pointsUsed);

  const settled = await settle(tx, order, quote.total, change);
  if (settled.paidNow) await markCouponUsed(tx, order.tenantId, order.id, now);
  const box = change.weighed?.box;
  const priced: Partial<CombinedOrderRow> = box
    ? {
        final: quote,
        finalTotal: quote.total,
        finalWeightGrams: box.weightGrams,
        lengthCm: box.lengthCm,
        widthCm: box.widthCm,
        heightCm: box.heightCm,
        boxPhoto: change.weighed!.boxPhoto,
      }
    : { estimate: quote, estimatedTotal: quote.total };
  const row = await setStatus(
    tx,
    order,
    settled.status,
    { ...change.fields, ...priced, ...settled.patch, couponDiscount: quote.couponDiscount, pointsUsed: quote.pointsUsed },
    { action: change.action, actor: change.actor, note: change.note ?? null, amount: settled.amount },
  );
  if (settled.paidNow) await logCombinedOrder(tx, order.id, 'paid', change.actor);
  if (held && released) await logCombinedOrder(tx, order.id, 'couponReleased', change.actor, released);
  return row;
}
