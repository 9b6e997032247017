'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { previewTopup, type TopupPreviewInput, type TopupQuote } from '@/lib/api/funds';
import { failureMessage } from '@/lib/api/failure-message';
import { isCancelledRequest } from '@/lib/api/request-errors';
import { errorCodeOf } from '../topup/money-errors';

/** Quiet time after the last change before the figures are asked for. */
export const PREVIEW_DEBOUNCE_MS = 400;

export type PreviewState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; quote: TopupQuote; inputKey: string }
  | { status: 'failed'; message: string; code: string | null };

/** The identity of a preview input: a quote is used only for the input it was made for. */
export const previewKey = (input: TopupPreviewInput) => JSON.stringify([input.method, input.currency, String(input.amount)]);

interface Asked {
  key: string;
  nonce: number;
  state: PreviewState;
}

/**
 * The live figures of a top-up (rate, amount to pay, service charge, total, amount credited): asked for
 * `delayMs` after the last change; an answer to an older input is dropped. `refresh()` asks again
 * (after RATE_CHANGED).
 */
export function useTopupPreview(input: TopupPreviewInput | null, delayMs = PREVIEW_DEBOUNCE_MS) {
  const te = useTranslations('errors');
  const key = input ? previewKey(input) : null;
  const [nonce, setNonce] = useState(0);
  const [asked, setAsked] = useState<Asked | null>(null);

  useEffect(() => {
    if (!key) return;
    let alive = true;
    const [method, currency, amount] = JSON.parse(key) as [number, string, string];
    const settle = (state: PreviewState) => {
      if (alive) setAsked({ key, nonce, state });
    };
    const timer = setTimeout(() => {
      previewTopup({ method, currency, amount }).then(
        (quote) => settle({ status: 'ready', quote, inputKey: key }),
        (error: unknown) => {
          if (isCancelledRequest(error)) return;
          settle({
            status: 'failed',
            code: errorCodeOf(error),
            message: failureMessage(error, { network: te('requestMsg'), fallback: te('requestMsg1') }),
          });
        },
      );
    }, delayMs);
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [key, nonce, delayMs, te]);

  // An answer counts only for the input (and the refresh) it was asked for; until then: loading.
  let state: PreviewState = { status: 'idle' };
  if (key) state = asked && asked.key === key && asked.nonce === nonce ? asked.state : { status: 'loading' };
  return { state, refresh: () => setNonce((n) => n + 1) };
}
