// SPEC section 7 "Combined order" (waybills), "Logistics order" and trace. A logistics order is the billing
// and shipping document of a waybill: the same number (L…), so both families take the same ids. Calls that
// move money send an Idempotency-Key (one per attempt; a retry of the same attempt reuses it).
import type * as Wire from '@/lib/contract/wire';
import { browser } from './browser';
import { type ApiClient, keyed, withId } from './client';

export type {
  AddableCombinedOrder,
  CombineCalculation,
  FeeLine,
  MethodOption,
  PublicTracking,
  ServiceOption,
  TrackingEvent,
  CombinedOrder,
  CombinedOrderDetail,
  CombinedOrderDraft,
  CombinedOrderDraftInput,
  CombinedOrderList,
  CombinedOrderListQuery,
  CombinedOrderPayInfo,
  CombinedOrderQuote,
  CombinedOrderSubmitInput,
  CombinedOrderSubmitResult,
} from '@/lib/contract/wire';

const COMBINED = '/api/u/combinedOrder';
const LOGISTICS = '/api/u/logistics-management/logistics-order';
export const COMBINED_ORDER_PATHS = {
  list: COMBINED,
  /** The member's ship-for-me logistics orders (docs/decisions.md "Ship-for-me"). */
  orderList: `${COMBINED}/orderList`,
  submit: COMBINED,
  draft: `${COMBINED}/combinedOrderFee`,
  selectCouponList: `${COMBINED}/selectCouponList/{id}`,
  detail: `${COMBINED}/{id}/detail`,
  sign: `${COMBINED}/{id}/completedSignFor`,
  canBeCancelled: `${COMBINED}/canBeCancelled`,
  cancel: `${COMBINED}/cancelCombinedOrder/{id}`,
  numberList: `${COMBINED}/combinedOrderNumberList`,
  byNumber: `${COMBINED}/combinedOrderByNumber`,
  addParcels: `${COMBINED}/combinedOrderByNumberAdd`,
  statusCounts: `${COMBINED}/combinedOrderStatus`,
  logisticsList: `${LOGISTICS}/list`,
  logistics: `${LOGISTICS}/{id}`,
  pay: `${LOGISTICS}/{id}/pay`,
  payInfo: `${LOGISTICS}/{id}/pay-info`,
  signAndReview: `${LOGISTICS}/{id}/sign-and-review`,
  actionLogs: `${LOGISTICS}/{id}/action-logs`,
  combineCalculate: `${LOGISTICS}/combine-calculate`,
  combinePay: `${LOGISTICS}/combine-pay`,
  trace: '/api/u/logistics-management/trace/get-by-tracking-number',
  publicTrace: '/api/f/logistics-management/trace',
} as const;

type Query = Record<string, string | number | null | undefined>;
/** The member's waybills of one status (all when none), newest first, with the count of every status. */
export function listCombinedOrders(query: Wire.CombinedOrderListQuery = {}, api: ApiClient = browser): Promise<Wire.CombinedOrderList> {
  return api.get(COMBINED_ORDER_PATHS.list, { query: query as Query });
}

/** The member's ship-for-me logistics orders (goods sent from shopping sites), with the waybill list's filters. */
export function listShipForMeOrders(query: Wire.CombinedOrderListQuery = {}, api: ApiClient = browser): Promise<Wire.CombinedOrderList> {
  return api.get(COMBINED_ORDER_PATHS.orderList, { query: query as Query });
}

/** Every logistics order (waybills and transhipment orders) as bills, with the same filters. */
export function listLogisticsOrders(query: Wire.CombinedOrderListQuery = {}, api: ApiClient = browser): Promise<Wire.CombinedOrderList> {
  return api.post(COMBINED_ORDER_PATHS.logisticsList, query);
}

export function getCombinedOrder(id: string, api: ApiClient = browser): Promise<Wire.CombinedOrderDetail> {
  return api.get(withId(COMBINED_ORDER_PATHS.detail, id));
}

/**
 * What a waybill of these parcels to this address would cost: every method with its total or why it cannot
 * carry them, the chosen method's quote line by line, services, coupons and points.
 */
export function draftCombinedOrder(input: Wire.CombinedOrderDraftInput, api: ApiClient = browser): Promise<Wire.CombinedOrderDraft> {
  return api.post(COMBINED_ORDER_PATHS.draft, input, { silent: true });
}

/** Submits the waybill; 409 QUOTE_CHANGED when the total is no longer `expectedTotal`. */
export function submitCombinedOrder(
  input: Wire.CombinedOrderSubmitInput,
  idempotencyKey: string,
  api: ApiClient = browser,
): Promise<Wire.CombinedOrderSubmitResult> {
  return api.post(COMBINED_ORDER_PATHS.submit, input, keyed(idempotencyKey));
}

/** Pays what the waybill asks for now from the wallet; 402 INSUFFICIENT_BALANCE with the shortfall. */
export function payCombinedOrder(id: string, idempotencyKey: string, api: ApiClient = browser): Promise<Wire.CombinedOrderDetail> {
  return api.post(withId(COMBINED_ORDER_PATHS.pay, id), {}, keyed(idempotencyKey));
}

export function combinedOrderPayInfo(id: string, api: ApiClient = browser): Promise<Wire.CombinedOrderPayInfo> {
  return api.get(withId(COMBINED_ORDER_PATHS.payInfo, id));
}

export function combineCalculate(ids: string[], api: ApiClient = browser): Promise<Wire.CombineCalculation> {
  return api.post(COMBINED_ORDER_PATHS.combineCalculate, { ids }, { silent: true });
}

/** Pays several waybills in one step: all or none. */
export function combinePay(ids: string[], idempotencyKey: string, api: ApiClient = browser): Promise<Wire.CombineCalculation> {
  return api.post(COMBINED_ORDER_PATHS.combinePay, { ids }, keyed(idempotencyKey));
}

/** Open waybills, each with whether it can still be cancelled and why not. */
export function listCancellable(api: ApiClient = browser): Promise<Wire.ListResult<Wire.CombinedOrder>> {
  return api.get(COMBINED_ORDER_PATHS.canBeCancelled);
}

/** Cancels: the money back to the wallet, the coupon and points released, the parcels back in stock. */
export function cancelCombinedOrder(id: string, reason: string, api: ApiClient = browser): Promise<Wire.CombinedOrderDetail> {
  return api.put(withId(COMBINED_ORDER_PATHS.cancel, id), { reason }, { silent: true });
}

/** Confirms receipt (Shipped → Signed); points are credited. */
export function signCombinedOrder(id: string, api: ApiClient = browser): Promise<Wire.CombinedOrderDetail> {
  return api.put(withId(COMBINED_ORDER_PATHS.sign, id), {}, { silent: true });
}

/** Confirms receipt with a rating (1–5) and an optional comment. */
export function signAndReview(id: string, review: { rating: number; comment?: string | null }, api: ApiClient = browser): Promise<Wire.CombinedOrderDetail> {
  return api.post(withId(COMBINED_ORDER_PATHS.signAndReview, id), review, { silent: true });
}

/** Waybills parcels can still be added to (not yet being verified). */
export function listAddableCombinedOrders(api: ApiClient = browser): Promise<Wire.ListResult<Wire.AddableCombinedOrder>> {
  return api.get(COMBINED_ORDER_PATHS.numberList);
}

export function findAddableCombinedOrder(id: string, api: ApiClient = browser): Promise<Wire.AddableCombinedOrder> {
  return api.post(COMBINED_ORDER_PATHS.byNumber, { id }, { silent: true });
}

/** Adds parcels to a submitted waybill; the quote is redone (a paid one is charged the difference). */
export function addParcelsToCombinedOrder(
  id: string,
  parcelIds: string[],
  idempotencyKey: string,
  api: ApiClient = browser,
): Promise<Wire.CombinedOrderDetail> {
  return api.post(COMBINED_ORDER_PATHS.addParcels, { id, parcelIds }, keyed(idempotencyKey));
}

/** The member's own timeline by waybill or carrier tracking number. */
export function traceByNumber(trackingNumber: string, api: ApiClient = browser): Promise<Wire.ListResult<Wire.TrackingEvent>> {
  return api.post(COMBINED_ORDER_PATHS.trace, { trackingNumber }, { silent: true });
}

/** Public tracking (no sign-in): the timeline only, the number masked. */
export function publicTrace(number: string, api: ApiClient = browser): Promise<Wire.PublicTracking> {
  return api.get(COMBINED_ORDER_PATHS.publicTrace, { query: { number }, silent: true });
}
