'use client';

// Exports: usePayCombinedOrder (the pay call with its Idempotency-Key rule), isFinalPayRefusal.
import { useRef, useState } from 'react';
import { payCombinedOrder, type CombinedOrderDetail } from '@/lib/api/combined-order';
import { newIdempotencyKey } from '@/lib/api/funds';
import { errorCodeOf } from '@/components/funds/topup/money-errors';
import { keepsKey } from '@/components/funds/wallet/use-pay-unpaid';

/** 409s that are the server's final word on this waybill (paid already, no longer payable), not a request still running. */
const FINAL_REFUSALS: readonly string[] = ['ALREADY_PAID', 'WAYBILL_NOT_PAYABLE', 'WAYBILL_WRONG_STATE'];
export const isFinalPayRefusal = (error: unknown) => FINAL_REFUSALS.includes(errorCodeOf(error) ?? '');

export type PayCombinedOrderOutcome = { ok: true; combinedOrder: CombinedOrderDetail } | { ok: false; error: unknown };

/**
 * Paying one waybill from the wallet (as components/funds/wallet/use-pay-unpaid.ts pays a document): one
 * request at a time however often it is asked, one Idempotency-Key per attempt. A failure without a final
 * answer (no answer, a 5xx, 409 IDEMPOTENCY_IN_PROGRESS) keeps the key, so a retry gets the first request's
 * result instead of paying twice; after a final answer (paid, 402 short of balance, already paid) the next
 * press is a new attempt with a new key (e.g. after recharging).
 */
export function usePayCombinedOrder(id: string) {
  const key = useRef<string | null>(null);
  const inFlight = useRef(false);
  const [paying, setPaying] = useState(false);

  async function pay(): Promise<PayCombinedOrderOutcome | null> {
    if (inFlight.current) return null;
    inFlight.current = true;
    setPaying(true);
    key.current ??= newIdempotencyKey();
    try {
      const combinedOrder = await payCombinedOrder(id, key.current);
      key.current = null;
      return { ok: true, combinedOrder };
    } catch (error) {
      if (!keepsKey(error) || isFinalPayRefusal(error)) key.current = null;
      return { ok: false, error };
    } finally {
      inFlight.current = false;
      setPaying(false);
    }
  }

  return { pay, paying };
}
