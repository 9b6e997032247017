'use client';

import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { submitCombinedOrder, type CombinedOrderSubmitResult } from '@/lib/api/combined-order';
import { failureMessage } from '@/lib/api/failure-message';
import { newIdempotencyKey } from '@/lib/api/funds';
import { errorCodeOf } from '@/components/funds/topup/money-errors';
import { keepsKey } from '@/components/funds/wallet/use-pay-unpaid';
import { mapServerErrors } from '@/components/ui/form/server-errors';

/** The fields of the form that take a server message (`validationErrors` members). */
export const COMBINED_ORDER_FIELDS = ['addressId', 'customsId', 'methodId', 'serviceIds', 'couponId', 'points', 'remark'] as const;
export type CombinedOrderField = (typeof COMBINED_ORDER_FIELDS)[number];
export type FieldMessages = Partial<Record<CombinedOrderField, string>>;

export type SubmitOutcome<R = CombinedOrderSubmitResult, F extends string = CombinedOrderField> =
  { kind: 'done'; result: R } | { kind: 'quoteChanged' } | { kind: 'failed'; fields: Partial<Record<F, string>>; message: string | null; error: unknown };

/** Final answers: the next press is a new attempt with a new key even when nothing changed. */
const FINAL_CONFLICTS = ['QUOTE_CHANGED', 'ParcelNotSelectable'];

/**
 * Submitting the waybill: one request however often the button is pressed (a guard, and `sending`), and
 * never again once it succeeded (`done`). One Idempotency-Key per attempt: the same body after a failure
 * without a final answer (no answer, a 5xx, 409 still running) keeps it, so the server answers the first
 * request instead of creating a second waybill; another body or a final answer gets a new one.
 */
export function useSubmitCombinedOrder() {
  return useKeyedSubmit(submitCombinedOrder, COMBINED_ORDER_FIELDS);
}

/** The same for any keyed submit (`send`), whose server field messages go to `fields`. */
export function useKeyedSubmit<I, R, F extends string>(send: (input: I, idempotencyKey: string) => Promise<R>, fields: readonly F[]) {
  const te = useTranslations('errors');
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const inFlight = useRef(false);
  const succeeded = useRef(false);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);

  async function submit(input: I): Promise<SubmitOutcome<R, F> | null> {
    if (inFlight.current || succeeded.current) return null;
    inFlight.current = true;
    setSending(true);
    const body = JSON.stringify(input);
    if (attempt.current?.body !== body) attempt.current = { body, key: newIdempotencyKey() };
    try {
      const result = await send(input, attempt.current.key);
      succeeded.current = true;
      setDone(true);
      return { kind: 'done', result };
    } catch (error) {
      const code = errorCodeOf(error);
      if (!keepsKey(error) || FINAL_CONFLICTS.includes(code ?? '')) attempt.current = null;
      if (code === 'QUOTE_CHANGED') return { kind: 'quoteChanged' };
      const mapped = mapServerErrors(error, fields);
      const messages = Object.fromEntries(mapped.fields.map((field) => [field.name, field.errors.join(' ')])) as Partial<Record<F, string>>;
      const message = mapped.fields.length ? mapped.message : failureMessage(error, { network: te('requestMsg'), fallback: te('submitFailed') });
      return { kind: 'failed', fields: messages, message, error };
    } finally {
      inFlight.current = false;
      if (!succeeded.current) setSending(false);
    }
  }

  return { submit, sending, done };
}
