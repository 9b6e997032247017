// SPEC section 5 "Display" of numbers and money, without dayjs (client forms that show prices need no
// date library). Pure: usable by server and client components; display.ts re-exports it.
import { EMPTY_DISPLAY } from './empty';

export { EMPTY_DISPLAY };
export const DEFAULT_DECIMALS = 2;

type NumberInput = number | string | null | undefined;

function toNumber(value: NumberInput): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

function validDecimals(decimals: number | undefined): number {
  return typeof decimals === 'number' && Number.isInteger(decimals) && decimals >= 0 && decimals <= 10 ? decimals : DEFAULT_DECIMALS;
}

/** 0 shows `0`; missing or not a number shows `-`; decimals outside the integers 0..10 become 2. */
export function formatNumber(value: NumberInput, decimals?: number): string {
  const number = toNumber(value);
  if (number === null) return EMPTY_DISPLAY;
  if (number === 0) return '0';
  return number.toFixed(validDecimals(decimals));
}

/** `¥12.50`, `-¥3.00`; missing shows `-`, zero shows `¥0`. */
export function formatMoney(value: NumberInput, symbol: string, decimals = DEFAULT_DECIMALS): string {
  const number = toNumber(value);
  if (number === null) return EMPTY_DISPLAY;
  const text = formatNumber(Math.abs(number), decimals);
  return number < 0 ? `-${symbol}${text}` : `${symbol}${text}`;
}
