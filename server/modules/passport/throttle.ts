// Sign-in throttling over a sliding 15-minute window of failures:
//  - account: 5 failures for one identifier (trimmed, lowercase; phone digits) in a tenant, whether or
//    not an account exists, so the 429 reveals nothing;
//  - address: 50 failures from one client address (first x-forwarded-for entry, else "local"), any tenant.
import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFailures } from '../../db/schema/index.ts';
import { ApiError } from '../../errors.ts';

export const THROTTLE_WINDOW_MS = 15 * 60_000;
export const ACCOUNT_MAX_FAILURES = 5;
export const ADDRESS_MAX_FAILURES = 50;

export function clientAddress(forwardedFor: string | null | undefined): string {
  const first = forwardedFor?.split(',')[0]?.trim();
  return first ? first.toLowerCase() : 'local';
}

export function accountKey(identifier: string): string {
  const v = identifier.trim().toLowerCase();
  return /^\+?[\d\s-]+$/.test(v) ? v.replace(/[\s-]/g, '').replace(/^\+/, '') : v;
}

const tooMany = () => new ApiError(429, 'TooManyRequests', 'tooManyLoginAttempts');

export async function assertNotThrottled(db: Db, tenantId: string, account: string | null, address: string, now = new Date()) {
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const [byAddress] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.scope, 'address'), eq(loginFailures.key, address), gt(loginFailures.createdAt, since)));
  if (byAddress.n >= ADDRESS_MAX_FAILURES) throw tooMany();
  if (account === null) return;
  const [byAccount] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.tenantId, tenantId),
        eq(loginFailures.scope, 'account'),
        eq(loginFailures.key, account),
        gt(loginFailures.createdAt, since),
      ),
    );
  if (byAccount.n >= ACCOUNT_MAX_FAILURES) throw tooMany();
}

export async function recordFailure(db: Db, tenantId: string, account: string | null, address: string, now = new Date()) {
  const rows: (typeof loginFailures.$inferInsert)[] = [{ tenantId, scope: 'address', key: address, createdAt: now }];
  if (account !== null) rows.push({ tenantId, scope: 'account', key: account, createdAt: now });
  await db.insert(loginFailures).values(rows);
}

/** A successful sign-in forgets the identifier's failures (not the address's). */
export async function clearAccount(db: Db, tenantId: string, account: string | null) {
  if (account === null) return;
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.tenantId, tenantId), eq(loginFailures.scope, 'account'), eq(loginFailures.key, account)));
}

/**
 * Runs a sign-in attempt under the throttle: 429 before trying when over a limit; a thrown ApiError
 * of status 400 (a failed sign-in) is recorded as a failure and rethrown.
 */
export async function throttled<T>(
  db: Db,
  tenantId: string,
  account: string | null,
  address: string,
  attempt: () => Promise<T>,
): Promise<T> {
  await assertNotThrottled(db, tenantId, account, address);
  try {
    const result = await attempt();
    await clearAccount(db, tenantId, account);
    return result;
  } catch (err) {
    if (err instanceof ApiError && err.status === 400 && err.code !== 'ValidationError') {
      await recordFailure(db, tenantId, account, address);
    }
    throw err;
  }
}
