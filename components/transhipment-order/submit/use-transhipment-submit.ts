'use client';

import {
  editTranshipmentOrder,
  submitTranshipmentOrder,
  type TranshipmentEditInput,
  type TranshipmentOrderDetail,
  type TranshipmentSubmitInput,
  type TranshipmentSubmitResult,
} from '@/lib/api/transhipment-order';
import { useKeyedSubmit } from '@/components/combined-order/submit/use-submit-combined-order';
import { TRANSHIPMENT_FIELDS } from './transhipment-values';

/** A new order, or the changes to one. */
export type TranshipmentSending = { kind: 'new'; input: TranshipmentSubmitInput } | { kind: 'edit'; id: string; input: TranshipmentEditInput };

/** What came back: a new order with how it is paid, or the changed order. */
export type TranshipmentSent = { kind: 'new'; result: TranshipmentSubmitResult } | { kind: 'edit'; order: TranshipmentOrderDetail };

async function send(sending: TranshipmentSending, idempotencyKey: string): Promise<TranshipmentSent> {
  if (sending.kind === 'new') return { kind: 'new', result: await submitTranshipmentOrder(sending.input, idempotencyKey) };
  return { kind: 'edit', order: await editTranshipmentOrder(sending.id, sending.input, idempotencyKey) };
}

/**
 * Submitting or changing a transhipment order as the waybill form does: one request however often the
 * button is pressed, one Idempotency-Key per attempt (kept for a retry of the same body after no final
 * answer), QUOTE_CHANGED told apart, the server's field messages mapped to the form's fields.
 */
export function useTranshipmentSubmit() {
  return useKeyedSubmit(send, TRANSHIPMENT_FIELDS);
}
