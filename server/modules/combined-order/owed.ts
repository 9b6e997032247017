// What a logistics order (waybill or transhipment order) has paid and owes: one notion for the re-price
// (added parcels, the customer's edit, the weighing), paying, and the wire's amountDue and canPay.
import { CombinedOrderStatus as S } from '../../../lib/contract/enums.ts';
import type { CombinedOrderRow } from './machine.ts';

/**
 * Paid up front: the customer has settled the order once already — from the wallet, or wholly by coupon and
 * points (a total of 0 is paid too) — so a later price is charged or refunded against what was paid, at once.
 * Not paid up front: pay first not paid yet (it owes the new total), or pack first before its weighing (it
 * owes nothing until then).
 */
export const paidUpFront = (order: Pick<CombinedOrderRow, 'paidAt'>) => order.paidAt !== null;

/** What the customer can pay now: an Unpaid order's amount due. */
export const amountOwed = (order: Pick<CombinedOrderRow, 'status' | 'amountDue'>) => (order.status === S.Unpaid ? Math.max(0, order.amountDue) : 0);
