// The pages of coupons and points (unprefixed: Link and getPathname add the language).
export const COUPON_PAGES = {
  center: '/user/coupon-center',
  mine: '/user/coupon',
  usage: '/user/coupon-usage-record',
  points: '/user/integral-record',
} as const;

/** Dates on a coupon (validity, receipt) are days; the usage record and the points lines show the time too. */
export const COUPON_DATE = 'YYYY-MM-DD';

/** A page's query string as it came (pager links and tabs keep every other parameter). */
export function queryOf(search: Record<string, string | string[] | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) for (const one of [value ?? []].flat()) params.append(name, one);
  return params.toString();
}
