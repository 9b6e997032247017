// SPEC section 5 "Display" of dates, apart from the numbers and texts of ./display (which re-exports it): a
// client component that shows a date (../../components/ui/date-time) carries only this.

/**
 * ./empty's EMPTY_DISPLAY, written here rather than imported: a client component that shows a date (DateTime, on the
 * public tracking page) then carries one module less. ./display.test.ts holds formatDate's empty value to it.
 */
const EMPTY_DISPLAY = '-';

export const DEFAULT_DATE_PATTERN = 'YYYY-MM-DD HH:mm:ss';

/** A date and time without a zone (`2025-03-04`, `2025-03-04 05:06:07`, `…T05:06:07.123`): read as local time. */
const LOCAL_DATE_TIME = /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;
const DATE_TOKENS = /YYYY|MM|DD|HH|mm|ss/g;
const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A Date from what the API sends; text without a zone is local time, as dayjs reads it. Its fraction of a second is
 * matched and left out: no pattern shows it, and it never changes the second (every byte counts in DateTime's script).
 */
function toDate(value: string | number | Date): Date {
  if (typeof value !== 'string') return new Date(value);
  const parts = LOCAL_DATE_TIME.exec(value);
  if (!parts) return new Date(value);
  const [year, month, day, hours, minutes, seconds] = parts.slice(1, 7).map((part) => Number(part || 0));
  return new Date(year, (month || 1) - 1, day || 1, hours, minutes, seconds);
}

/**
 * Empty or invalid dates show `-`. Formatted in the runtime's time zone: on the server that is the
 * server's zone, so render dates the user must read exactly in a client component. The pattern's tokens
 * are dayjs's that the site uses (YYYY MM DD HH mm ss); without dayjs, which would weigh ~3 KB on every
 * page that shows a date.
 */
export function formatDate(value: string | number | Date | null | undefined, pattern: string = DEFAULT_DATE_PATTERN): string {
  if (value === null || value === undefined || value === '') return EMPTY_DISPLAY;
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return EMPTY_DISPLAY;
  const fields: Record<string, string> = {
    YYYY: String(date.getFullYear()),
    MM: pad(date.getMonth() + 1),
    DD: pad(date.getDate()),
    HH: pad(date.getHours()),
    mm: pad(date.getMinutes()),
    ss: pad(date.getSeconds()),
  };
  return pattern.replace(DATE_TOKENS, (token) => fields[token]);
}
