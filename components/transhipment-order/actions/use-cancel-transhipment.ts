'use client';

// Exports: useCancelTranshipment.
import { cancelTranshipmentOrder } from '@/lib/api/transhipment-order';
import type { CancelCall } from '@/components/combined-order/actions/cancel-combined-order-button';
import { useMoneyAttempt } from '@/components/combined-order/pay/use-money-attempt';

/**
 * The cancel call of a transhipment order for CancelCombinedOrderButton: cancelling refunds what was paid, so it
 * sends an Idempotency-Key, a fresh one per attempt, kept only to retry an attempt whose outcome is unknown
 * (no answer, a 5xx: ../../waybills/pay/use-money-attempt.ts). A press while one is running is refused.
 */
export function useCancelTranshipment(): CancelCall {
  const { run } = useMoneyAttempt(({ id, reason }: { id: string; reason: string }, key: string) => cancelTranshipmentOrder(id, reason, key));
  return async (id, reason) => {
    const outcome = await run({ id, reason });
    if (!outcome) throw new Error('A cancellation is already running');
    if (!outcome.ok) throw outcome.error;
    return outcome.data;
  };
}
