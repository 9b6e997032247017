// SPEC section 5 "Display". Pure: usable by server and client components.
import dayjs from 'dayjs';

export const EMPTY_DISPLAY = '-';
export const DEFAULT_DECIMALS = 2;
export const DEFAULT_DATE_PATTERN = 'YYYY-MM-DD HH:mm:ss';

type NumberInput = number | string | null | undefined;

function toNumber(value: NumberInput): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

function validDecimals(decimals: number | undefined): number {
  return typeof decimals === 'number' && Number.isInteger(decimals) && decimals >= 0 && decimals <= 10
    ? decimals
    : DEFAULT_DECIMALS;
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

/** Empty (null, undefined, blank) text shows `-`. */
export function formatText(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return EMPTY_DISPLAY;
  const text = String(value);
  return text.trim() === '' ? EMPTY_DISPLAY : text;
}

/**
 * Empty or invalid dates show `-`. Formatted in the runtime's time zone: on the server that is the
 * server's zone, so render dates the user must read exactly in a client component.
 */
export function formatDate(
  value: string | number | Date | null | undefined,
  pattern: string = DEFAULT_DATE_PATTERN,
): string {
  if (value === null || value === undefined || value === '') return EMPTY_DISPLAY;
  const date = dayjs(value);
  return date.isValid() ? date.format(pattern) : EMPTY_DISPLAY;
}

/** 'T' followed by `count` random digits (SPEC section 9). Not for secrets. */
export function randomId(count: number): string {
  const length = Number.isInteger(count) && count > 0 ? count : 0;
  let digits = '';
  for (let i = 0; i < length; i += 1) digits += Math.floor(Math.random() * 10).toString();
  return `T${digits}`;
}
