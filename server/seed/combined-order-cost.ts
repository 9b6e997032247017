// What the demo waybills and transhipment orders will take from the wallet, learnt before any is submitted
// so that the demo opening balance can precede them and equal it (./waybills.ts). Priced by the waybill
// module's own quote (requote: the parcels as submitted — a transhipment order's forecast parcel at the
// customer's estimated weight — and the packed box, or the parcel as weighed on arrival), with the coupon's
// discount worked out on each of those shipping fees as every price works it out (the draft and the submit,
// then the packing or weighing, which releases the coupon below its minimum spend); the estimate is the
// total each is submitted with (submit checks it again). A paid order has paid its final quote once packed or weighed,
// its estimate before; an unpaid or cancelled one nothing. ./waybills.ts checks the figure against what the
// orders really paid.
import { asc, eq, inArray } from 'drizzle-orm';
import { CombinedOrderStatus as S, PaymentTiming } from '../../lib/contract/enums.ts';
import type { Db } from '../db/client.ts';
import { memberCoupons, parcels, userAddresses } from '../db/schema/index.ts';
import { addressSnapshot, pointsValue, requote, type CombinedOrderRow } from '../modules/combined-order/index.ts';
import { discountOn, type MemberCouponRow, pointsEarnedFor } from '../modules/coupons/index.ts';
import { DEMO_PLAN, DEMO_POINTS_NET, type DemoCombinedOrder, planKey } from './combined-order-plan.ts';
import { type DemoShipper, inputOf } from './combined-order-steps.ts';

const PACKED_AND_PAID: number[] = [S.Packaged, S.OutOfWarehouse, S.Shipped, S.Signed, S.Completed];
const PAID_BEFORE_PACKING: number[] = [S.PendingPacking, S.Picking, S.Verified];
const EARNING: number[] = [S.Signed, S.Completed];

/** The quote of the order as submitted (no box) or as packed or weighed, before its coupon. */
async function quoteOf(tx: Db, m: DemoShipper, w: DemoCombinedOrder, box?: DemoCombinedOrder['box']) {
  const input = inputOf(m, w, 0);
  const [rows, [address]] = await Promise.all([
    tx.select().from(parcels).where(inArray(parcels.id, input.parcelIds)).orderBy(asc(parcels.inboundAt), asc(parcels.id)),
    tx.select().from(userAddresses).where(eq(userAddresses.id, m.addressId)),
  ]);
  const planned = {
    id: `DEMO-PLAN-${planKey(w)}`,
    tenantId: m.user.tenantId,
    address: addressSnapshot(address),
    methodId: input.methodId,
    serviceIds: input.serviceIds,
    pointsUsed: 0,
    estimatedWeightGrams: w.estimatedKg === undefined ? null : Math.round(w.estimatedKg * 1000),
  } as Pick<CombinedOrderRow, 'id' | 'tenantId' | 'address' | 'methodId' | 'serviceIds' | 'pointsUsed' | 'estimatedWeightGrams'> as CombinedOrderRow;
  const packed = box ? { weightGrams: box[0], lengthCm: box[1], widthCm: box[2], heightCm: box[3] } : undefined;
  return requote(tx, planned, rows, packed);
}

/** The order's coupon in the plan, if it has one. */
async function couponOf(tx: Db, m: DemoShipper, w: DemoCombinedOrder): Promise<MemberCouponRow | null> {
  if (!w.coupon) return null;
  const [coupon] = await tx.select().from(memberCoupons).where(eq(memberCoupons.id, m.coupons[w.coupon]));
  return coupon;
}

/**
 * The coupon's discount on a shipping fee, checked again at every price (submit, packing, weighing): none
 * once the fee is below its minimum spend — the re-price then releases the coupon — else worked out on
 * this fee (a percentage follows it).
 */
const discountAt = (coupon: MemberCouponRow | null, shippingFee: number) =>
  !coupon || shippingFee < coupon.threshold ? 0 : Math.min(discountOn(coupon, shippingFee), shippingFee);

/**
 * Fills `m.expected` with the total each order is submitted with, and answers what the waybills and
 * transhipment orders take from the wallet in the end (minor units). The one paid partly with points comes
 * last: it spends what the others earned less DEMO_POINTS_NET.
 */
export async function priceDemoCombinedOrders(tx: Db, m: DemoShipper, timing: number): Promise<number> {
  const payFirst = timing === PaymentTiming.PayFirstAndPack;
  const plan = [...DEMO_PLAN].sort((a, b) => Number(a.points ?? false) - Number(b.points ?? false));
  let spent = 0;
  let earned = 0;
  for (const w of plan) {
    const estimate = await quoteOf(tx, m, w);
    const coupon = await couponOf(tx, m, w);
    if (coupon && estimate.shippingFee < coupon.threshold)
      throw new Error(`demo ${planKey(w)}: its shipping fee ${estimate.shippingFee} is below the coupon's threshold`);
    const discount = discountAt(coupon, estimate.shippingFee);
    let total = estimate.total - discount;
    if (w.points) {
      const points = earned - DEMO_POINTS_NET;
      if (points <= 0 || pointsValue(points) > total) throw new Error(`demo ${planKey(w)} cannot spend ${points} points`);
      total -= pointsValue(points);
    }
    m.expected.set(planKey(w), total);
    if (PACKED_AND_PAID.includes(w.status)) {
      const packed = await quoteOf(tx, m, w, w.box);
      const final = packed.total - discountAt(coupon, packed.shippingFee);
      spent += final;
      if (EARNING.includes(w.status)) earned += pointsEarnedFor(final);
    } else if (payFirst && PAID_BEFORE_PACKING.includes(w.status)) {
      spent += total;
    }
  }
  return spent;
}
