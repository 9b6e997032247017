// The final fee against the estimate. Pure.
import type { CombinedOrderDetail } from '@/lib/api/combined-order';

export type FeeDifference = { kind: 'pending' } | { kind: 'same' } | { kind: 'extra'; amount: number } | { kind: 'refund'; amount: number };

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * What weighing changed: nothing yet (no final fee), the same total, an extra charge, or a refund to the
 * wallet (the backend settles any difference at once: docs/decisions.md "Waybills").
 */
export function feeDifference(combinedOrder: Pick<CombinedOrderDetail, 'estimate' | 'final'>): FeeDifference {
  if (!combinedOrder.final) return { kind: 'pending' };
  const difference = cents(combinedOrder.final.total - combinedOrder.estimate.total);
  if (difference > 0) return { kind: 'extra', amount: difference };
  if (difference < 0) return { kind: 'refund', amount: -difference };
  return { kind: 'same' };
}

/** A weight in kg with at most 2 decimals, no trailing zeros (1.5, 12, 0.25). */
export const kg = (value: number) => String(cents(value));
