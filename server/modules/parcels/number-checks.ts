// How often tracking numbers may be checked against the tenant's parcels (docs/decisions.md "Hardening,
// round two"). A forecast, a forecast's edit that changes its number, the parcel import (preview, confirm,
// annotated copy) and the transhipment spreadsheet each count once, per member and per client address, in
// the shared limiter (rate_limit_hits: it holds across processes). The count comes before any number is
// read, so the 429 is the same whatever the numbers are.
import type { Context } from 'hono';
import { clientAddressOf } from '../../client-address.ts';
import type { AppEnv } from '../../http.ts';
import { consume, type RateLimit } from '../../kernel/rate-limit.ts';

export const NUMBER_CHECKS = {
  member: { limit: 20, windowMs: 10 * 60_000 },
  address: { limit: 60, windowMs: 10 * 60_000 },
} as const;

/** Counts one call that checks numbers for the signed-in member; over a limit it is refused with 429. */
export async function countNumberCheck(c: Context<AppEnv>): Promise<void> {
  const user = c.get('user');
  const address = clientAddressOf(c);
  const limits: RateLimit[] = [{ scope: 'parcel-numbers:member', key: `${user.tenantId}:${user.id}`, ...NUMBER_CHECKS.member }];
  // 'local' is no address at all: an in-process call (the API tests), or a request nobody vouched for, which
  // a production site server never passes on. One bucket for all of them would let one customer hold back
  // everyone's forecasts, so they count per member only.
  if (address !== 'local') limits.push({ scope: 'parcel-numbers:address', key: address, ...NUMBER_CHECKS.address });
  await consume(c.get('db'), limits, { message: 'parcelNumberChecksTooMany' });
}
