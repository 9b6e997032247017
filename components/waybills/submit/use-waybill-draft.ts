'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { draftWaybill, type WaybillDraft, type WaybillDraftInput } from '@/lib/api/combined-order';
import { failureMessage } from '@/lib/api/failure-message';
import { isCancelledRequest } from '@/lib/api/http';

/** Quiet time after the last change before the draft is asked for again. */
export const DRAFT_DEBOUNCE_MS = 350;

interface Answer {
  /** The input and refresh the last answer was for. */
  key: string;
  nonce: number;
  /** The last draft that came back (kept while a newer one loads or when one fails). */
  draft: WaybillDraft | null;
  error: string | null;
}

export interface DraftState {
  /** The latest draft answered, possibly for an older input (`fresh` says). */
  draft: WaybillDraft | null;
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
export function useWaybillDraft(input: WaybillDraftInput, delayMs = DRAFT_DEBOUNCE_MS): DraftState {
  const te = useTranslations('errors');
  const key = JSON.stringify(input);
  const [nonce, setNonce] = useState(0);
  const [answer, setAnswer] = useState<Answer>({ key: '', nonce: -1, draft: null, error: null });

  useEffect(() => {
    let alive = true;
    const timer = setTimeout(() => {
      draftWaybill(JSON.parse(key) as WaybillDraftInput).then(
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
    fresh: current && answer.error === null,
    loading: !current,
    error: current ? answer.error : null,
    refresh: () => setNonce((n) => n + 1),
  };
}
