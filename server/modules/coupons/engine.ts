// The coupon engine orders call (waybills and logistics orders, issue 13). For an order: which held coupons
// are usable with their discount, and why the others are not; one coupon per order, taken (locked) when
// the order is created, worked out again at every re-price (or released when the new fee no longer
// qualifies), used when it is paid, released when it is cancelled, and given back after a refund only while
// it is still valid. Every change is a conditional update inside the caller's transaction.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Locale } from '../../../lib/contract/constants.ts';
import type { CouponUnusableReason } from '../../../lib/contract/coupon-rules.ts';
import { CouponBusinessType, MyCouponStatus } from '../../../lib/contract/enums.ts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { couponUsages, memberCoupons } from '../../db/schema/index.ts';
import { ApiError } from '../../errors.ts';
import { toDecimal } from '../../kernel/localized.ts';
import { discountOn, myCouponWire, type MemberCouponRow } from './face.ts';
import type { Member } from './points.ts';

export interface OrderForCoupon {
  /** The order's number (waybill or logistics order). */
  ref: string;
  /** CouponAppliesTo of the order. */
  kind: number;
  /** The shipping fee before discount, minor units. */
  feeMinor: number;
  businessType?: number;
}

/** Why `coupon` cannot go on `order` now, or null when it can. */
export function unusableReason(coupon: MemberCouponRow, order: OrderForCoupon, now: Date): CouponUnusableReason | null {
  if (coupon.expiresAt <= now) return 'EXPIRED';
  if (coupon.startsAt > now) return 'NOT_STARTED';
  return heldReason(coupon, order);
}

/**
 * Why a coupon the order already holds no longer applies at this fee, or null. Its dates were checked when
 * the order took it; its terms against every price of the order (edit, added parcels, weighing).
 */
export function heldReason(coupon: MemberCouponRow, order: OrderForCoupon): CouponUnusableReason | null {
  if (coupon.businessType !== (order.businessType ?? CouponBusinessType.SHIPPING_FEE) || !coupon.appliesTo.includes(order.kind)) return 'NOT_APPLICABLE';
  if (order.feeMinor < coupon.threshold) return 'THRESHOLD_NOT_MET';
  return null;
}

/** The member's NORMAL coupons for an order: free ones and the one this order already holds. */
async function candidates(db: Db, member: Member, orderRef: string): Promise<MemberCouponRow[]> {
  const rows = await db
    .select()
    .from(memberCoupons)
    .where(and(eq(memberCoupons.tenantId, member.tenantId), eq(memberCoupons.userId, member.id), eq(memberCoupons.status, MyCouponStatus.NORMAL)))
    .orderBy(asc(memberCoupons.expiresAt), asc(memberCoupons.id));
  return rows.filter((row) => row.lockedBy === null || row.lockedBy === orderRef);
}

/** Usable coupons first (largest discount, then soonest to expire), then the others with their reason. */
export async function couponOptions(db: Db, member: Member, order: OrderForCoupon, locale: Locale, now = new Date()) {
  const options = (await candidates(db, member, order.ref)).map((row) => {
    const reason = unusableReason(row, order, now);
    const discount = reason ? 0 : discountOn(row, order.feeMinor);
    return { coupon: myCouponWire(row, locale), usable: reason === null, discount: toDecimal(discount), reason, discountMinor: discount };
  });
  options.sort((a, b) => Number(b.usable) - Number(a.usable) || b.discountMinor - a.discountMinor);
  return options.map(({ discountMinor: _, ...option }) => option);
}

const notUsable = (reason: string | null = null) => new ApiError(409, 'COUPON_NOT_USABLE', 'couponNotUsable', reason);

/**
 * The order takes the coupon: checks it (404 if not the member's; COUPON_NOT_USABLE with the reason), locks
 * it by a conditional update and records the usage with its discount. A coupon already held by this order
 * answers its usage again; an order holds one coupon at most (a second is refused).
 */
export async function lockCoupon(tx: Db, member: Member, couponId: string, order: OrderForCoupon, now = new Date()) {
  const [coupon] = await tx
    .select()
    .from(memberCoupons)
    .where(and(eq(memberCoupons.id, couponId), eq(memberCoupons.tenantId, member.tenantId), eq(memberCoupons.userId, member.id)));
  if (!coupon || coupon.hiddenAt) throw new ApiError(404, 'COUPON_NOT_FOUND', 'couponNotFound');
  const held = await heldBy(tx, member.tenantId, order.ref);
  if (held) {
    if (held.memberCouponId === couponId && held.state === 'locked') return held;
    throw notUsable();
  }
  if (coupon.status !== MyCouponStatus.NORMAL || coupon.lockedBy !== null) throw notUsable();
  const reason = unusableReason(coupon, order, now);
  if (reason) throw notUsable(reason);
  const locked = await tx
    .update(memberCoupons)
    .set({ lockedBy: order.ref })
    .where(and(eq(memberCoupons.id, couponId), eq(memberCoupons.status, MyCouponStatus.NORMAL), isNull(memberCoupons.lockedBy)))
    .returning({ id: memberCoupons.id });
  if (locked.length === 0) throw notUsable();
  const [usage] = await tx
    .insert(couponUsages)
    .values({
      id: newId('CU'),
      tenantId: member.tenantId,
      userId: member.id,
      memberCouponId: couponId,
      orderRef: order.ref,
      orderKind: order.kind,
      fee: order.feeMinor,
      discount: discountOn(coupon, order.feeMinor),
      state: 'locked',
      lockedAt: now,
    })
    .returning();
  return usage;
}

/** The usage of the coupon an order holds or has used, if any. */
export async function heldBy(tx: Db, tenantId: string, orderRef: string) {
  const [usage] = await tx
    .select()
    .from(couponUsages)
    .where(and(eq(couponUsages.tenantId, tenantId), eq(couponUsages.orderRef, orderRef), inArray(couponUsages.state, ['locked', 'used'])));
  return usage ?? null;
}

export type CouponUsageRow = typeof couponUsages.$inferSelect;
export interface HeldCoupon {
  usage: CouponUsageRow;
  coupon: MemberCouponRow;
}

/** The coupon an order holds or has used, with its terms (for pricing the order again). */
export async function heldCoupon(db: Db, tenantId: string, orderRef: string): Promise<HeldCoupon | null> {
  const [row] = await db
    .select({ usage: couponUsages, coupon: memberCoupons })
    .from(couponUsages)
    .innerJoin(memberCoupons, eq(memberCoupons.id, couponUsages.memberCouponId))
    .where(and(eq(couponUsages.tenantId, tenantId), eq(couponUsages.orderRef, orderRef), inArray(couponUsages.state, ['locked', 'used'])));
  return row ?? null;
}

/** The order was priced again and the coupon still applies: its usage records the new fee and discount. */
export async function repriceCoupon(tx: Db, usage: CouponUsageRow, feeMinor: number, discount: number): Promise<void> {
  if (usage.fee === feeMinor && usage.discount === discount) return;
  await tx
    .update(couponUsages)
    .set({ fee: feeMinor, discount })
    .where(and(eq(couponUsages.id, usage.id), inArray(couponUsages.state, ['locked', 'used'])));
}

/** The order is paid: its coupon becomes USED (a repeat is a no-op). Answers the discount taken, minor units. */
export async function markCouponUsed(tx: Db, tenantId: string, orderRef: string, now = new Date()): Promise<number> {
  const usage = await heldBy(tx, tenantId, orderRef);
  if (!usage) return 0;
  if (usage.state === 'used') return usage.discount;
  const moved = await tx
    .update(couponUsages)
    .set({ state: 'used', usedAt: now })
    .where(and(eq(couponUsages.id, usage.id), eq(couponUsages.state, 'locked')))
    .returning({ id: couponUsages.id });
  if (moved.length === 0) return usage.discount;
  await tx
    .update(memberCoupons)
    .set({ status: MyCouponStatus.USED, usedAt: now })
    .where(and(eq(memberCoupons.id, usage.memberCouponId), eq(memberCoupons.lockedBy, orderRef)));
  return usage.discount;
}

/**
 * The order is cancelled (coupon locked), refunded in full (coupon used), or priced again at a fee the coupon
 * no longer applies to (`feeMinor`: that fee, kept on the usage): the coupon comes back NORMAL if it is
 * still valid, otherwise EXPIRED. A repeat is a no-op.
 */
export async function releaseCoupon(tx: Db, tenantId: string, orderRef: string, now = new Date(), feeMinor?: number): Promise<boolean> {
  const usage = await heldBy(tx, tenantId, orderRef);
  if (!usage) return false;
  const moved = await tx
    .update(couponUsages)
    .set({
      state: usage.state === 'locked' ? 'released' : 'returned',
      releasedAt: now,
      ...(feeMinor === undefined ? {} : { fee: feeMinor, discount: 0 }),
    })
    .where(and(eq(couponUsages.id, usage.id), eq(couponUsages.state, usage.state)))
    .returning({ id: couponUsages.id });
  if (moved.length === 0) return false;
  const [coupon] = await tx.select().from(memberCoupons).where(eq(memberCoupons.id, usage.memberCouponId));
  await tx
    .update(memberCoupons)
    .set({ lockedBy: null, usedAt: null, status: coupon.expiresAt > now ? MyCouponStatus.NORMAL : MyCouponStatus.EXPIRED })
    .where(and(eq(memberCoupons.id, usage.memberCouponId), eq(memberCoupons.lockedBy, orderRef)));
  return true;
}
