// SPEC section 5 "Display". Pure: usable by server and client components.
import { EMPTY_DISPLAY } from './empty';

// Numbers and money live in number.ts, dates in date.ts (client components import those alone); they are part of
// this module too.
export { DEFAULT_DECIMALS, EMPTY_DISPLAY, formatMoney, formatNumber } from './number';
export { formatPhone } from './phone';
export { DEFAULT_DATE_PATTERN, formatDate } from './date';

/** Empty (null, undefined, blank) text shows `-`. */
export function formatText(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return EMPTY_DISPLAY;
  const text = String(value);
  return text.trim() === '' ? EMPTY_DISPLAY : text;
}

/** 'T' followed by `count` random digits (SPEC section 9). Not for secrets. */
export function randomId(count: number): string {
  const length = Number.isInteger(count) && count > 0 ? count : 0;
  let digits = '';
  for (let i = 0; i < length; i += 1) digits += Math.floor(Math.random() * 10).toString();
  return `T${digits}`;
}
