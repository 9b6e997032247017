'use client';

import { useRef, useState } from 'react';
import { newIdempotencyKey } from '@/lib/api/funds';
import { receiveCoupon, type MyCoupon } from '@/lib/api/coupons';
import { COUPON_RECEIVE_BLOCKS } from '@/lib/contract/coupon-rules';
import { errorCodeOf } from '@/components/funds/topup/money-errors';
import { keepsKey } from '@/components/funds/wallet/use-pay-unpaid';

/** The offer cannot be received now (the server answers these with 409, as it does a request still running). */
export const isReceiveBlock = (error: unknown) => (COUPON_RECEIVE_BLOCKS as readonly (string | null)[]).includes(errorCodeOf(error));

export type ReceiveOutcome = { ok: true; coupon: MyCoupon } | { ok: false; error: unknown };

/**
 * Receiving one offer (a POINTS coupon spends points in the same step): one request at a time however
 * often the button is pressed, one Idempotency-Key per attempt. A retry after a failure without a final
 * answer (no answer, a 5xx, 409 still running) keeps the key, so the server answers the first request's
 * result instead of handing out a second coupon; after a final answer (the coupon, or a receive block
 * such as OUT_OF_STOCK) the next press is a new attempt.
 */
export function useReceiveCoupon(offerId: string) {
  const key = useRef<string | null>(null);
  const inFlight = useRef(false);
  const [running, setRunning] = useState(false);

  async function receive(): Promise<ReceiveOutcome | null> {
    if (inFlight.current) return null;
    inFlight.current = true;
    setRunning(true);
    key.current ??= newIdempotencyKey();
    try {
      const coupon = await receiveCoupon(offerId, key.current);
      key.current = null;
      return { ok: true, coupon };
    } catch (error) {
      if (!keepsKey(error) || isReceiveBlock(error)) key.current = null;
      return { ok: false, error };
    } finally {
      inFlight.current = false;
      setRunning(false);
    }
  }

  return { receive, running };
}
