// Pricing a submitted order again, with the rules and choices it holds, on the fee actually charged: its
// parcels when they are added or changed (the estimate), the box the warehouse weighed (the final quote).
// The coupon the order holds is checked again against this shipping fee and its discount worked out again
// (percentages, caps); when it no longer applies the quote says so in a COUPON line of 0 and the coupon is
// to be released. Points pay at most what the order holds. Nothing is written here: ./reprice.ts applies it,
// the transhipment edit form shows it.
import { and, asc, eq } from 'drizzle-orm';
import type { CouponUnusableReason } from '../../../lib/contract/coupon-rules.ts';
import type { Db } from '../../db/client.ts';
import { parcels } from '../../db/schema/index.ts';
import { discountOn, heldCoupon, type HeldCoupon, heldReason, type MemberCouponRow } from '../coupons/index.ts';
import { loadCatalog } from '../shipping/index.ts';
import { chosenServices, methodTo, quoteParcels, tenantServices } from './inputs.ts';
import type { CombinedOrderRow } from './machine.ts';
import { orderCurrency, priceWith } from './pricing.ts';
import { methodBlocks, withEstimate, type PackedBox } from './quote.ts';
import type { ParcelRow } from '../parcels/index.ts';
import { methodUnavailable } from './submit.ts';
import type { StoredQuote } from '../../db/schema/order-json.ts';

export async function combinedOrderParcels(db: Db, order: CombinedOrderRow): Promise<ParcelRow[]> {
  return db
    .select()
    .from(parcels)
    .where(and(eq(parcels.tenantId, order.tenantId), eq(parcels.combinedOrderId, order.id)))
    .orderBy(asc(parcels.inboundAt), asc(parcels.id));
}

export interface PricedAgain {
  quote: StoredQuote;
  /** The coupon the order holds (or has used), if any. */
  held: HeldCoupon | null;
  /** Why that coupon no longer applies at this price (null: it does, or there is none). */
  released: CouponUnusableReason | null;
}

/** A COUPON line of 0 saying which coupon no longer applies and why, where the coupon's line would be. */
function withReleasedLine(quote: StoredQuote, coupon: MemberCouponRow, reason: CouponUnusableReason): StoredQuote {
  const lines = [...quote.lines];
  const at = lines.findIndex((line) => line.code === 'POINTS');
  lines.splice(at < 0 ? lines.length : at, 0, {
    code: 'COUPON',
    amount: 0,
    nameZh: coupon.nameZh,
    nameEn: coupon.nameEn,
    couponReleased: reason,
    threshold: coupon.threshold,
  });
  return { ...quote, lines };
}

/** Prices the order (as given: the caller may pass its changed choices) on `rows`, or on the weighed `box`. */
export async function priceAgain(db: Db, order: CombinedOrderRow, rows: ParcelRow[], box?: PackedBox): Promise<PricedAgain> {
  const currency = await orderCurrency(db, order.tenantId);
  const cat = await loadCatalog(db, order.tenantId, currency, 'zh-Hans');
  if (!order.address || !order.methodId) throw methodUnavailable(['NOT_SERVED']);
  const { method, rate } = methodTo(cat, order.methodId, order.address);
  const quoted = withEstimate(await quoteParcels(db, rows), order.estimatedWeightGrams);
  if (!rate) throw methodUnavailable(['NOT_SERVED']);
  // The warehouse's weighing decides: a packed box is priced even past a limit the estimate kept to.
  const blocks = box ? [] : methodBlocks(method, rate, quoted);
  if (blocks.length) throw methodUnavailable(blocks);
  const held = await heldCoupon(db, order.tenantId, order.id);
  const reasonAt = (feeMinor: number) => (held ? heldReason(held.coupon, { ref: order.id, kind: held.usage.orderKind, feeMinor }) : null);
  const quote = priceWith(method, rate, {
    parcels: quoted,
    services: chosenServices(await tenantServices(db, order.tenantId), order.serviceIds),
    currency,
    couponDiscountOn: (fee) => (held && !reasonAt(fee) ? discountOn(held.coupon, fee) : 0),
    // Never more points than the order holds: those deducted at submit, less what re-prices gave back.
    points: order.pointsUsed,
    box,
  });
  const released = reasonAt(quote.shippingFee);
  return { quote: held && released ? withReleasedLine(quote, held.coupon, released) : quote, held, released };
}

/** The quote alone (the seed's cost plan prices its orders with it). */
export const requote = async (db: Db, order: CombinedOrderRow, rows: ParcelRow[], box?: PackedBox): Promise<StoredQuote> =>
  (await priceAgain(db, order, rows, box)).quote;
