'use client';

import { useRef, useState } from 'react';
import { newIdempotencyKey, payUnpaid, type TransactionRecord } from '@/lib/api/funds';
import { statusOf } from '@/lib/api/client';

export type PayOutcome = { ok: true; record: TransactionRecord } | { ok: false; error: unknown };

/**
 * Whether a failed attempt's outcome is unknown, so a retry must send the same Idempotency-Key (the
 * server then answers the first result instead of paying twice): no answer, a 5xx (not kept by the
 * server), or 409 (the first request is still running). Any other answer is final (the server keeps it
 * for the key): the next press is a new attempt with a new key, e.g. after recharging.
 */
export function keepsKey(error: unknown): boolean {
  const status = statusOf(error);
  return status === null || status >= 500 || status === 409;
}

/**
 * Paying unpaid documents from the wallet: one request per document at a time, however often the button
 * is pressed (a guard, and `payingId` disables it), one key per attempt, kept on retry.
 */
export function usePayUnpaid() {
  const keys = useRef(new Map<string, string>());
  const inFlight = useRef(new Set<string>());
  const [payingId, setPayingId] = useState<string | null>(null);

  async function pay(id: string): Promise<PayOutcome | null> {
    if (inFlight.current.has(id)) return null;
    inFlight.current.add(id);
    setPayingId(id);
    let key = keys.current.get(id);
    if (!key) {
      key = newIdempotencyKey();
      keys.current.set(id, key);
    }
    try {
      const record = await payUnpaid(id, key);
      keys.current.delete(id);
      return { ok: true, record };
    } catch (error) {
      if (!keepsKey(error)) keys.current.delete(id);
      return { ok: false, error };
    } finally {
      inFlight.current.delete(id);
      setPayingId((current) => (current === id ? null : current));
    }
  }

  return { pay, payingId };
}
