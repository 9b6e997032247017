// Waybill (combined order) and logistics-order rules with no zod in them (browser code imports them);
// schemas/combined-order.ts re-exports them. Statuses: CombinedOrderStatus in ./enums.ts (SPEC section 3).
import { CombinedOrderStatus as S } from './enums.ts';

/** What the customer may do in each status (the backend's state machine agrees: server/modules/combined-order/machine.ts). */
export const CUSTOMER_CANCELLABLE: readonly number[] = [S.PendingPacking, S.Picking, S.Unpaid];
/** Parcels may still be added while the warehouse has not started verifying. */
export const ADDABLE: readonly number[] = [S.PendingPacking, S.Unpaid];
/** Receipt can be confirmed once the order has left with a carrier. */
export const SIGNABLE: readonly number[] = [S.Shipped];
/** The statuses from packing on, in the order an order lives them (both kinds of logistics order end so). */
export const STATUSES_FROM_PACKED: readonly number[] = [S.Packaged, S.OutOfWarehouse, S.Shipped, S.Signed, S.Completed, S.Canceled];

/** Why a waybill cannot be cancelled by its customer (catalog `combinedOrder.cancelBlock.<code>`). */
export const CANCEL_BLOCKS = ['PACKING_STARTED', 'SHIPPED', 'FINISHED', 'CANCELED'] as const;
export type CancelBlock = (typeof CANCEL_BLOCKS)[number];

/** Lines of a quote, in display order (catalog `combinedOrder.line.<code>`). */
export const FEE_LINE_CODES = ['FIRST_WEIGHT', 'ADDITIONAL_WEIGHT', 'FUEL', 'HANDLING', 'SERVICE', 'INSURANCE', 'COUPON', 'POINTS'] as const;
export type FeeLineCode = (typeof FEE_LINE_CODES)[number];

/** Why a shipping method cannot carry these parcels to this address (catalog `combinedOrder.unavailable.<code>`). */
export const METHOD_BLOCKS = ['NOT_SERVED', 'OVERWEIGHT', 'OVERSIZE', 'GOODS_TYPE'] as const;
export type MethodBlock = (typeof METHOD_BLOCKS)[number];

/**
 * Standard tracking statuses (after 17TRACK's and AfterShip's main tags); the carrier's own text is kept
 * beside them. Warehouse events use the first two.
 */
export const TRACKING_STATUSES = [
  'WAREHOUSE',
  'INFO_RECEIVED',
  'IN_TRANSIT',
  'CUSTOMS',
  'OUT_FOR_DELIVERY',
  'AVAILABLE_FOR_PICKUP',
  'DELIVERY_FAILED',
  'DELIVERED',
  'EXCEPTION',
] as const;
export type TrackingStatus = (typeof TRACKING_STATUSES)[number];

/** Waybill history actions (catalog `combinedOrder.action.<code>`). */
export const COMBINED_ORDER_ACTIONS = [
  'submitted',
  'paid',
  'parcelsAdded',
  'picked',
  'verified',
  'packed',
  'weighed',
  'edited',
  'couponReleased',
  'feeSettled',
  'outOfWarehouse',
  'shipped',
  'delivered',
  'signed',
  'completed',
  'canceled',
] as const;
export type CombinedOrderAction = (typeof COMBINED_ORDER_ACTIONS)[number];

/**
 * Customs IDs some destinations need of the recipient (docs/decisions.md "Waybills"). The pattern is checked
 * on the trimmed, upper-cased value; `example` fills the field's placeholder.
 */
export const CUSTOMS_ID_RULES: Record<string, { pattern: RegExp; example: string }> = {
  KR: { pattern: /^P\d{12}$/, example: 'P123456789012' },
  BR: { pattern: /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/, example: '000.000.000-00' },
  CL: { pattern: /^\d{1,2}\.?\d{3}\.?\d{3}-?[\dK]$/, example: '12.345.678-5' },
  TW: { pattern: /^[A-Z][12]\d{8}$/, example: 'A123456789' },
};
export const customsIdRuleFor = (countryCode: string | null | undefined) => (countryCode ? CUSTOMS_ID_RULES[countryCode.toUpperCase()] : undefined);

export const CANCEL_REASON_MAX = 200;
export const REVIEW_COMMENT_MAX = 500;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** Waybills paid together in one combine-pay. */
export const COMBINE_PAY_MAX = 20;
/** Public tracking look-ups per client address per minute. */
export const PUBLIC_TRACKING_PER_MINUTE = 10;
