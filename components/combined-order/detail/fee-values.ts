// The final fee against the estimate, and what became of the difference. Pure.
import type { CombinedOrderDetail } from '@/lib/api/combined-order';
import { CombinedOrderStatus, PaymentStatus } from '@/lib/contract/enums';

/**
 * pending: not weighed yet; same; extraDue: more, and money is owed now; extraPaid: more, and nothing is owed
 * (charged from the wallet at the weighing, or paid since); refund: less, and the difference went back to the
 * wallet; lower: less, with nothing paid to give back (the fee is simply lower); extra: more, on a cancelled
 * order (nothing is owed any more).
 */
export type FeeDifference = { kind: 'pending' } | { kind: 'same' } | { kind: 'extraDue' | 'extraPaid' | 'extra' | 'refund' | 'lower'; amount: number };

const cents = (value: number) => Math.round(value * 100) / 100;

type FeeInput = Pick<CombinedOrderDetail, 'estimate' | 'final' | 'status' | 'amountDue' | 'payments'>;

/**
 * What weighing changed and where that difference stands: the backend settles it at once when the order was
 * paid up front (a charge, or Unpaid for it when the wallet is short; a refund), so "to pay" is said only while
 * the order owes something (docs/decisions.md "Waybills").
 */
export function feeDifference(order: FeeInput): FeeDifference {
  if (!order.final) return { kind: 'pending' };
  const difference = cents(order.final.total - order.estimate.total);
  if (difference === 0) return { kind: 'same' };
  const amount = Math.abs(difference);
  if (order.status === CombinedOrderStatus.Canceled) return { kind: difference > 0 ? 'extra' : 'lower', amount };
  if (difference > 0) return { kind: order.amountDue > 0 ? 'extraDue' : 'extraPaid', amount };
  const refunded = order.payments.some((p) => p.kind === 'refund' && p.status === PaymentStatus.Successfully);
  return { kind: refunded ? 'refund' : 'lower', amount };
}

/** A weight in kg with at most 2 decimals, no trailing zeros (1.5, 12, 0.25). */
export const kg = (value: number) => String(cents(value));
