// SPEC section 5 "Display". Pure: usable by server and client components.
import dayjs from 'dayjs';
import { EMPTY_DISPLAY } from './number';

// Numbers and money live in number.ts (no dayjs there, for client bundles); they are part of this module too.
export { DEFAULT_DECIMALS, EMPTY_DISPLAY, formatMoney, formatNumber } from './number';
export { formatPhone } from './phone';

export const DEFAULT_DATE_PATTERN = 'YYYY-MM-DD HH:mm:ss';

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
export function formatDate(value: string | number | Date | null | undefined, pattern: string = DEFAULT_DATE_PATTERN): string {
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
