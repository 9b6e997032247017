// The coupons module: coupon templates, the member's coupons (the coupon centre, welcome and staff grants),
// the engine that holds, applies and releases a coupon on an order, and the points ledger. Routers:
// couponRoutes, adminCouponRoutes. The orders use the engine and the points; registration (passport) hands
// out the welcome coupons; the wallet and the user centre show the counts.
import { mountRouters } from '../../kernel/router.ts';
import { adminCouponRoutes } from './admin-routes.ts';
import { couponRoutes } from './routes.ts';

export { couponOptions, heldCoupon, heldReason, lockCoupon, markCouponUsed, releaseCoupon, repriceCoupon, unusableReason } from './engine.ts';
export type { HeldCoupon } from './engine.ts';
export { discountOn } from './face.ts';
export type { MemberCouponRow } from './face.ts';
export { pointsBalanceOf } from './points-record.ts';
export { deductForOrder, earnForOrder, lockPoints, pointsEarnedFor, postPoints, returnForOrder, returnUnusedForOrder } from './points.ts';
export { issueCoupon, issueWelcomeCoupons } from './receive.ts';
export { CouponTemplateInputSchema, createTemplate, listTemplates, staffAdjustPoints, staffExpirePoints, staffGrant, updateTemplate } from './staff.ts';
export type { CouponTemplateInput } from './staff.ts';
export { usableCouponCount } from './summary.ts';

/** Mounts the member's coupon routes, then the staff's, under /api. */
export const mountCoupons = mountRouters(couponRoutes, adminCouponRoutes);
