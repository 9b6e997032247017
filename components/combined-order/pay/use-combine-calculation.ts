'use client';

import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { combineCalculate, type CombineCalculation } from '@/lib/api/combined-order';
import { statusOf } from '@/lib/api/client';
import { readCombinePay } from './combine-pay-ids';

export type CalculationState =
  | { kind: 'loading' }
  | { kind: 'none' }
  | { kind: 'ready'; ids: string[]; calculation: CombineCalculation }
  /** The backend refused these ids (not the member's, not payable together): its words, no retry. */
  | { kind: 'refused'; error: unknown }
  | { kind: 'failed' };

/** A refusal about the ids themselves, as opposed to a failure worth retrying. */
export const isRefusal = (error: unknown) => [400, 404, 409, 422].includes(statusOf(error) ?? 0);

const noSubscription = () => () => {};
/** The stored ids as one string (a stable snapshot); null on the server and while hydrating. */
const storedIds = () => readCombinePay().join(',');

/**
 * The waybills of this payment (the URL's ids, else the ones the pending-payment page stored) and what
 * paying them takes, worked out by the backend. `reload` asks again (after a failure).
 */
export function useCombineCalculation(urlIds: string[]) {
  const stored = useSyncExternalStore(noSubscription, storedIds, () => null);
  const fromUrl = urlIds.join(',');
  const wanted = fromUrl || stored;
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ ids: string; attempt: number; state: CalculationState } | null>(null);

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    const ids = wanted.split(',');
    const settle = (state: CalculationState) => live && setAnswer({ ids: wanted, attempt, state });
    combineCalculate(ids).then(
      (calculation) => settle({ kind: 'ready', ids, calculation }),
      (error: unknown) => settle(isRefusal(error) ? { kind: 'refused', error } : { kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [wanted, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  let state: CalculationState = { kind: 'loading' };
  if (wanted === '') state = { kind: 'none' };
  else if (answer && answer.ids === wanted && answer.attempt === attempt) state = answer.state;
  return { state, reload };
}
