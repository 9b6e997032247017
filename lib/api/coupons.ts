// SPEC section 7 "Coupons" (both API families: /u/coupon/… and /u/marketing-management/coupon…) and the
// integral change record: the coupon centre, my coupons with their counts, receiving (an Idempotency-Key:
// POINTS coupons spend points), giving a coupon up, the usage record and the points record.
import type { CouponOfferList, CouponUsage, ListResult, MyCoupon, MyCouponList, MyCouponQuery, PointsList, PointsQuery } from '@/lib/contract/wire';
import { browser } from './browser';
import { type ApiClient, keyed, withId } from './client';

export type {
  CouponOffer,
  CouponOfferList,
  CouponOption,
  CouponUsage,
  MyCoupon,
  MyCouponList,
  MyCouponQuery,
  PointsLine,
  PointsList,
  PointsQuery,
} from '@/lib/contract/wire';

const COUPON = '/api/u/coupon';
const MARKETING = '/api/u/marketing-management/coupon';
export const COUPON_PATHS = {
  couponList: `${COUPON}/couponList`,
  unclaimedCouponList: `${COUPON}/unclaimedCouponList`,
  receive: `${COUPON}/{id}/toReceiveCoupon`,
  coupon: `${COUPON}/{id}`,
  usageRecord: `${COUPON}/usageRecord`,
  marketingOffers: MARKETING,
  marketingMine: `${MARKETING}/my`,
  marketingReceive: `${MARKETING}/{id}/receive`,
  integralChangeRecord: '/api/u/integralChangeRecord',
} as const;

type Query = Record<string, string | number | null | undefined>;

/** The member's coupons of one status (default NORMAL), with the count of every status for the tabs. */
export function listMyCoupons(query: MyCouponQuery = {}, api: ApiClient = browser): Promise<MyCouponList> {
  return api.get(COUPON_PATHS.couponList, { query: query as Query });
}

/** The coupon centre: what the member may receive now, or why not; and their points. */
export function listCouponOffers(query: { skipCount?: number; maxResultCount?: number } = {}, api: ApiClient = browser): Promise<CouponOfferList> {
  return api.get(COUPON_PATHS.unclaimedCouponList, { query });
}

/**
 * Receives one coupon of an offer (a POINTS coupon spends its points in the same step). The same
 * `idempotencyKey` answers the same coupon however often it is sent. Fails with OUT_OF_STOCK,
 * LIMIT_REACHED, NOT_ENOUGH_POINTS or NOT_RECEIVABLE.
 */
export function receiveCoupon(offerId: string, idempotencyKey: string, api: ApiClient = browser): Promise<MyCoupon> {
  return api.post(withId(COUPON_PATHS.receive, offerId), {}, keyed(idempotencyKey));
}

/** Gives up a usable coupon (it moves to CANCEL) or removes a used, expired or cancelled one from the list. */
export function deleteCoupon(id: string, api: ApiClient = browser): Promise<object> {
  return api.delete(withId(COUPON_PATHS.coupon, id), { silent: true });
}

export function listCouponUsage(query: { skipCount?: number; maxResultCount?: number } = {}, api: ApiClient = browser): Promise<ListResult<CouponUsage>> {
  return api.get(COUPON_PATHS.usageRecord, { query });
}

export function listPointsRecord(query: PointsQuery = {}, api: ApiClient = browser): Promise<PointsList> {
  return api.get(COUPON_PATHS.integralChangeRecord, { query: query as Query });
}
