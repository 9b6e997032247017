// Coupon and points rules with no zod in them (browser code imports them); schemas/coupons.ts re-exports them.
// SPEC section 3 enumerations live in ./enums.ts (CouponKind, CouponReceiveType, MyCouponStatus, …).

/** Why a held coupon cannot be used on an order (catalog `coupons.reason.<code>`). */
export const COUPON_UNUSABLE_REASONS = ['NOT_STARTED', 'EXPIRED', 'THRESHOLD_NOT_MET', 'NOT_APPLICABLE'] as const;
export type CouponUnusableReason = (typeof COUPON_UNUSABLE_REASONS)[number];

/** Why the coupon centre cannot hand a coupon out now (also the error codes of receiving). */
export const COUPON_RECEIVE_BLOCKS = ['OUT_OF_STOCK', 'LIMIT_REACHED', 'NOT_ENOUGH_POINTS', 'NOT_RECEIVABLE'] as const;
export type CouponReceiveBlock = (typeof COUPON_RECEIVE_BLOCKS)[number];

/** Error codes of coupon calls (the message is localized by the server). */
export const COUPON_ERRORS = [...COUPON_RECEIVE_BLOCKS, 'COUPON_NOT_FOUND', 'COUPON_IN_USE', 'COUPON_NOT_USABLE'] as const;

/** What happened to a coupon on one order (the usage record). */
export const COUPON_USAGE_STATES = ['locked', 'used', 'released', 'returned'] as const;
export type CouponUsageState = (typeof COUPON_USAGE_STATES)[number];

/** Lines of the points ledger (catalog `points.kind.<kind>`); the sign is the line's own. */
export const POINTS_KINDS = ['earn', 'exchange', 'deduct', 'return', 'adjust', 'expire'] as const;
export type PointsKind = (typeof POINTS_KINDS)[number];

/**
 * Earning: whole points per whole base-currency unit of shipping fee actually paid (after coupon and points),
 * credited when the waybill is completed (signed for), never before: a cancelled or refunded order earns none.
 */
export const POINTS_EARNED_PER_UNIT = 1;
/** Spending: this many points pay one base-currency unit of a shipping fee, after the coupon. */
export const POINTS_PER_UNIT_SPENT = 100;
/** Points expire this many days after they were credited; spending uses the ones expiring first. */
export const POINTS_VALID_DAYS = 365;
/** Points granted when a customer registers (a NEW_CUSTOMER welcome, besides the coupons). */
export const POINTS_WELCOME = 0;

/** Page size of the coupon lists and the points record. */
export const COUPON_PAGE_SIZE = 12;
export const POINTS_PAGE_SIZE = 20;
/** Date presets of the points record, in days. */
export const POINTS_DAY_PRESETS = [30, 90, 365] as const;
