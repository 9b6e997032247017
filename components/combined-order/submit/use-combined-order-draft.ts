'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { draftCombinedOrder, type CombinedOrderDraft, type CombinedOrderDraftInput } from '@/lib/api/combined-order';
import { failureMessage } from '@/lib/api/failure-message';
import { isCancelledRequest } from '@/lib/api/request-errors';

/** Quiet time after the last change before the draft is asked for again. */
export const DRAFT_DEBOUNCE_MS = 350;

interface Answer<D> {
  /** The input and refresh the last answer was for. */
  key: string;
  nonce: number;
  /** The last draft that came back (kept while a newer one loads or when one fails). */
  draft: D | null;
  error: string | null;
}

export interface DraftState<D = CombinedOrderDraft> {
  /** The latest draft answered, possibly for an older input (`fresh` says). */
  draft: D | null;
  /** The draft answers the current input: its quote is what a submit would be charged. */
  fresh: boolean;
  loading: boolean;
  /** Why the draft for the current input could not be made. */
  error: string | null;
  /** Asks again for the same input (after QUOTE_CHANGED). */
  refresh(): void;
}

/**
 * The waybill draft for the customer's choices: asked `delayMs` after the last change; only the answer to
 * the newest input counts (older ones are dropped), and the previous draft stays on show meanwhile.
 */
export function useCombinedOrderDraft(input: CombinedOrderDraftInput, delayMs = DRAFT_DEBOUNCE_MS): DraftState {
  return useDraft(input, draftCombinedOrder, delayMs);
}

/**
 * The same for any draft call (`ask`, e.g. a transhipment order's): a null input is not ready to be
 * quoted (nothing is asked, nothing loads; the last draft stays in `draft`, never `fresh`).
 */
export function useDraft<I, D>(input: I | null, ask: (input: I) => Promise<D>, delayMs = DRAFT_DEBOUNCE_MS): DraftState<D> {
  const te = useTranslations('errors');
  const key = input === null ? '' : JSON.stringify(input);
  const asker = useRef(ask);
  useEffect(() => {
    asker.current = ask;
  });
  const [nonce, setNonce] = useState(0);
  const [answer, setAnswer] = useState<Answer<D>>({ key: '', nonce: -1, draft: null, error: null });

  useEffect(() => {
    if (!key) return;
    let alive = true;
    const timer = setTimeout(() => {
      asker.current(JSON.parse(key) as I).then(
        (draft) => {
          if (alive) setAnswer({ key, nonce, draft, error: null });
        },
        (error: unknown) => {
          if (!alive || isCancelledRequest(error)) return;
          const message = failureMessage(error, { network: te('requestMsg'), fallback: te('requestMsg1') });
          setAnswer((previous) => ({ key, nonce, draft: previous.draft, error: message }));
        },
      );
    }, delayMs);
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [key, nonce, delayMs, te]);

  const current = answer.key === key && answer.nonce === nonce;
  return {
    draft: answer.draft,
    fresh: Boolean(key) && current && answer.error === null,
    loading: Boolean(key) && !current,
    error: key && current ? answer.error : null,
    refresh: () => setNonce((n) => n + 1),
  };
}
