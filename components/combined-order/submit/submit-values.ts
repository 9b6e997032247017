// Pure rules of the waybill submit flow: the pages, the starting selection of step 1, the customs-ID check,
// and what the success page says.
import type { CombinedOrderDetail, CombinedOrderDraft } from '@/lib/api/combined-order';
import type { PendingCombineGroup } from '@/lib/api/parcels';
import { PaymentTiming } from '@/lib/contract/enums';
import { customsIdRuleFor } from '@/lib/contract/combined-order-rules';

/** The pages of the flow (unprefixed: Link, getPathname and the router add the language). */
export const SUBMIT_PAGES = {
  parcels: '/user/submit-tranship-order',
  delivery: '/user/submit-tranship-order2',
  success: '/user/success',
  forecast: '/user/self-tranship',
  myParcels: '/user/tranship-list',
  addresses: '/user/member-address',
  combinedOrders: '/user/combined-order',
  detail: '/user/combined-order-detail',
} as const;

/** The schema's limit of a waybill's remark (SubmitInputSchema). */
export const REMARK_MAX = 500;

export const detailHref = (id: string) => ({ pathname: SUBMIT_PAGES.detail, query: { id } });

/** `/user/success?id=…` (`&unpaid=1` while the waybill waits for payment). */
export function successHref(id: string, unpaid = false) {
  return { pathname: SUBMIT_PAGES.success, query: unpaid ? { id, unpaid: '1' } : { id } };
}

export interface StartingPick {
  warehouseId: string;
  ids: string[];
}

/**
 * Where step 1 starts: the warehouse of the parcels already selected for a waybill (from My parcels), with
 * them ticked; else the first warehouse with nothing ticked.
 */
export function startingPick(groups: readonly PendingCombineGroup[]): StartingPick {
  const chosen = groups.find((group) => group.parcels.some((parcel) => parcel.selectedToSubmit)) ?? groups[0];
  if (!chosen) return { warehouseId: '', ids: [] };
  return { warehouseId: chosen.warehouseId, ids: chosen.parcels.filter((parcel) => parcel.selectedToSubmit).map((parcel) => parcel.id) };
}

/** What is wrong with a customs ID for this destination (trimmed and upper-cased, as the server checks it). */
export function customsIdProblem(country: string, value: string): 'required' | 'invalid' | null {
  const clean = value.trim().toUpperCase();
  if (!clean) return 'required';
  const rule = customsIdRuleFor(country);
  return rule && !rule.pattern.test(clean) ? 'invalid' : null;
}

export type PaymentState = 'paid' | 'later' | 'unpaid';

/**
 * What happens next, from the waybill when it could be read: money still due now means it waits for
 * payment; pack-first tenants weigh before the customer pays; otherwise it was paid. Without the waybill,
 * only the page's `unpaid=1` says anything.
 */
export function paymentStateOf(
  combinedOrder: Pick<CombinedOrderDetail, 'amountDue' | 'canPay' | 'paymentTiming'> | null,
  unpaidParam: boolean,
): PaymentState | null {
  if (!combinedOrder) return unpaidParam ? 'unpaid' : null;
  if (combinedOrder.amountDue > 0 && combinedOrder.canPay) return 'unpaid';
  if (unpaidParam && combinedOrder.amountDue > 0) return 'unpaid';
  return combinedOrder.paymentTiming === PaymentTiming.PackFirstAndPayLater ? 'later' : 'paid';
}

/** What the customer chose on step 2 (the draft's input besides the parcels). */
export interface Choices {
  addressId: string | null;
  methodId: string | null;
  serviceIds: string[];
  couponId: string | null;
  points: number;
}

/**
 * The choices a new draft (for these very choices) no longer allows, dropped: a method that cannot carry
 * the parcels to this address, a coupon that is not usable, points above the most this waybill takes. The
 * same object when nothing changes.
 */
export function adjustChoices(choices: Choices, draft: CombinedOrderDraft): Choices {
  const method = draft.methods.find((one) => one.methodId === choices.methodId);
  const methodId = method && method.unavailable.length === 0 ? choices.methodId : null;
  const coupon = draft.coupons.find((one) => one.coupon.id === choices.couponId);
  const couponId = coupon?.usable ? choices.couponId : null;
  const points = Math.min(choices.points, draft.quote ? draft.points.max : 0);
  if (methodId === choices.methodId && couponId === choices.couponId && points === choices.points) return choices;
  return { ...choices, methodId, couponId, points };
}
