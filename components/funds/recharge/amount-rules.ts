// The amount of a top-up as typed (SPEC section 5: 0–99,999,999 with at most 2 decimals, within the
// method's own minimum and maximum). Pure: the form and its tests share it.
import { AMOUNT_PATTERN } from '@/lib/contract/money-rules';

export type AmountProblem = 'amountRequired' | 'amountInvalid' | 'amountDecimals' | 'amountTooLarge' | 'amountPositive' | 'amountBelowMin' | 'amountAboveMax';

export interface AmountRange {
  min: number;
  max: number;
}

const PLAIN_NUMBER = /^\d+(\.\d+)?$/;

/** What is wrong with the typed amount (a catalog key of `recharge`), or null when it can be sent. */
export function amountProblem(text: string, range?: AmountRange | null): AmountProblem | null {
  const value = text.trim();
  if (!value) return 'amountRequired';
  if (!PLAIN_NUMBER.test(value)) return 'amountInvalid';
  if (/\.\d{3,}$/.test(value)) return 'amountDecimals';
  if (!AMOUNT_PATTERN.test(value)) return 'amountTooLarge';
  const amount = Number(value);
  if (amount <= 0) return 'amountPositive';
  if (range && amount < range.min) return 'amountBelowMin';
  if (range && range.max > 0 && amount > range.max) return 'amountAboveMax';
  return null;
}

/** `?amount=` of the page (the shortfall of a payment): kept when it is a valid amount, else ''. */
export function prefillAmount(raw: string | null | undefined): string {
  const value = (raw ?? '').trim();
  return value && amountProblem(value) === null ? value : '';
}

/** The amount as the API takes it: the typed text, trimmed (the server parses it exactly). */
export function amountValue(text: string): string {
  return text.trim();
}

/** A shortfall (a decimal) as the `?amount=` of the recharge page: 2 decimals, rounded up to the cent. */
export function amountParam(shortfall: number): string {
  return (Math.ceil(Math.round(shortfall * 1000) / 10) / 100).toFixed(2);
}
