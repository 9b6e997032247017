'use client';

import { useRef, useState } from 'react';
import { statusOf } from '@/lib/api/client';
import { newIdempotencyKey } from '@/lib/api/funds';
import { errorCodeOf } from '@/components/funds/topup/money-errors';
import { keepsKey } from '@/components/funds/wallet/use-pay-unpaid';

export type AttemptOutcome<T> = { ok: true; data: T } | { ok: false; error: unknown };

/**
 * Whether the next press repeats this attempt (same Idempotency-Key: the server answers the first result
 * instead of moving money twice): no answer, a 5xx, or 409 IDEMPOTENCY_IN_PROGRESS. Any other 409 (already
 * paid, wrong state) is a final answer, as are 402 and 404: the next press is a new attempt.
 */
export function repeatsAttempt(error: unknown): boolean {
  if (!keepsKey(error)) return false;
  return statusOf(error) !== 409 || errorCodeOf(error) === 'IDEMPOTENCY_IN_PROGRESS';
}

/**
 * One money-moving call at a time, however often the button is pressed (a guard, and `running` disables
 * it), with one key per attempt, kept for a retry of an attempt whose outcome is unknown. A different
 * request (`body` changed: other waybills, other parcels) is a new attempt.
 */
export function useMoneyAttempt<B, T>(send: (body: B, key: string) => Promise<T>) {
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const inFlight = useRef(false);
  const [running, setRunning] = useState(false);

  async function run(body: B): Promise<AttemptOutcome<T> | null> {
    if (inFlight.current) return null;
    inFlight.current = true;
    setRunning(true);
    const text = JSON.stringify(body ?? null);
    if (attempt.current?.body !== text) attempt.current = { body: text, key: newIdempotencyKey() };
    try {
      const data = await send(body, attempt.current.key);
      attempt.current = null;
      return { ok: true, data };
    } catch (error) {
      if (!repeatsAttempt(error)) attempt.current = null;
      return { ok: false, error };
    } finally {
      inFlight.current = false;
      setRunning(false);
    }
  }

  return { run, running };
}
