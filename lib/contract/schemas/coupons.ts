// Coupons and points (SPEC section 7 "Coupons", both API families, and "Withdrawal and records": the
// integral change record). Amounts are decimals with 2 places (minor units in the database).
import { z } from '@hono/zod-openapi';
import { isoDateTime, listOf } from './common.ts';
import { COUPON_RECEIVE_BLOCKS, COUPON_UNUSABLE_REASONS, COUPON_USAGE_STATES, POINTS_KINDS } from '../coupon-rules.ts';

export * from '../coupon-rules.ts';

const money = () => z.number().openapi({ description: 'Decimal, 2 places' });
const int = () => z.number().int();

/** What every coupon shows: value, threshold (the label "usable when spend reaches X"), what it applies to. */
const couponFace = {
  name: z.string(),
  description: z.string().nullable(),
  /** CouponKind: COUPON 10 (amount off) or DISCOUNT_VOUCHER 20 (percent off). */
  kind: int(),
  /** COUPON: the amount off. */
  amountOff: money().nullable(),
  /** DISCOUNT_VOUCHER: percent off (e.g. 12.5 = 12.5 % off). */
  percentOff: z.number().nullable(),
  /** DISCOUNT_VOUCHER: the most it takes off, or null for no cap. */
  maxDiscount: money().nullable(),
  /** Usable when the shipping fee before discount reaches this (0 = no threshold). */
  threshold: money(),
  /** CouponBusinessType: SHIPPING_FEE 10. */
  businessType: int(),
  /** CouponAppliesTo values: Parcel 10, Combined 20. */
  appliesTo: z.array(int()),
  /** CouponReceiveType: NORMAL 10, NEW_CUSTOMER 20, POINTS 30, MANUAL 40. */
  receiveType: int(),
};

export const CouponOfferSchema = z
  .object({
    id: z.string(),
    ...couponFace,
    /** POINTS coupons: the points one costs. */
    pointsCost: int().nullable(),
    /** Left to hand out, or null when unlimited. */
    stockLeft: int().nullable(),
    perCustomerLimit: int(),
    /** How many of it the member has received so far. */
    received: int(),
    /** Validity: fixed dates, or `validDays` from receipt. */
    validFrom: isoDateTime().nullable(),
    validTo: isoDateTime().nullable(),
    validDays: int().nullable(),
    /** The campaign's last moment to receive, or null. */
    receiveUntil: isoDateTime().nullable(),
    /** Null when the member can receive it now. */
    blockedBy: z.enum(COUPON_RECEIVE_BLOCKS).nullable(),
  })
  .openapi('CouponOffer');

export const MyCouponSchema = z
  .object({
    id: z.string(),
    templateId: z.string().nullable(),
    ...couponFace,
    /** MyCouponStatus: NORMAL 1, USED 10, EXPIRED 20, CANCEL 30. */
    status: int(),
    startsAt: isoDateTime(),
    expiresAt: isoDateTime(),
    receivedAt: isoDateTime(),
    usedAt: isoDateTime().nullable(),
    /** The unpaid order that holds it (a NORMAL coupon taken by an order is not offered elsewhere). */
    lockedBy: z.string().nullable(),
  })
  .openapi('MyCoupon');

export const MyCouponQuerySchema = z.object({
  status: z.coerce.number().int().optional().openapi({ description: 'MyCouponStatus (default NORMAL 1)' }),
  skipCount: z.coerce.number().int().min(0).optional(),
  maxResultCount: z.coerce.number().int().min(1).max(100).optional(),
});

export const MyCouponListSchema = listOf(MyCouponSchema)
  .extend({
    /** Coupons per MyCouponStatus ("1", "10", "20", "30"). */
    counts: z.record(z.string(), int()),
  })
  .openapi('MyCouponList');

export const CouponOfferListSchema = listOf(CouponOfferSchema).extend({ pointsBalance: int() }).openapi('CouponOfferList');

export const CouponUsageSchema = z
  .object({
    id: z.string(),
    couponId: z.string(),
    couponName: z.string(),
    /** The order (waybill or logistics order number). */
    orderRef: z.string(),
    /** CouponAppliesTo of the order. */
    orderKind: int(),
    /** The fee before discount, and what the coupon took off. */
    fee: money(),
    discount: money(),
    state: z.enum(COUPON_USAGE_STATES),
    lockedAt: isoDateTime(),
    usedAt: isoDateTime().nullable(),
    releasedAt: isoDateTime().nullable(),
  })
  .openapi('CouponUsage');

export const PageQuerySchema = z.object({
  skipCount: z.coerce.number().int().min(0).optional(),
  maxResultCount: z.coerce.number().int().min(1).max(100).optional(),
});

/** The coupon engine's answer for one order: each held NORMAL coupon, usable with its discount or not with a reason. */
export const CouponOptionSchema = z
  .object({
    coupon: MyCouponSchema,
    usable: z.boolean(),
    discount: money(),
    reason: z.enum(COUPON_UNUSABLE_REASONS).nullable(),
  })
  .openapi('CouponOption');

export const PointsLineSchema = z
  .object({
    id: z.string(),
    kind: z.enum(POINTS_KINDS),
    /** Signed: + credited, − spent. */
    points: int(),
    balanceAfter: int(),
    /** What the line was for, localized (a staff note as written). */
    description: z.string(),
    /** The coupon, order or adjustment it belongs to. */
    ref: z.string().nullable(),
    /** Credited lines: when what is left of them expires. */
    expiresAt: isoDateTime().nullable(),
    createdAt: isoDateTime(),
  })
  .openapi('PointsLine');

export const PointsQuerySchema = z.object({
  kind: z.enum(POINTS_KINDS).optional(),
  /** Inclusive dates (YYYY-MM-DD) in the site's time zone. */
  from: z.string().max(32).optional(),
  to: z.string().max(32).optional(),
  skipCount: z.coerce.number().int().min(0).optional(),
  maxResultCount: z.coerce.number().int().min(1).max(100).optional(),
});

export const PointsListSchema = listOf(PointsLineSchema)
  .extend({
    balance: int(),
    /** Points that expire within 30 days, and the first such date. */
    expiringSoon: int(),
    nextExpiry: isoDateTime().nullable(),
  })
  .openapi('PointsList');
