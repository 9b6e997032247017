// Throttling of sign-ins and code checks over a sliding 15-minute window of failures:
//  - account: 5 failures per account in a tenant, whatever spelling named it (user name, e-mail or
//    phone; password or code) — key `user:<id>`. An identifier that names no account is keyed by its
//    normalised form (`name:<lowercase>`, `email:<lowercase>`, `phone:<digits>`), so the 429 comes
//    after the same 5 failures whether or not an account exists;
//  - address: 50 failures from one client address (server/client-address.ts), any tenant.
// An attempt first RESERVES a failure row for each key, in one transaction that holds an advisory
// lock on the keys and counts before inserting: parallel attempts cannot all pass the count before
// any failure is written. A failed attempt keeps its reservation (it is the failure); a success or
// an error that is not a failed attempt (validation, 500) gives it back; a successful sign-in also
// forgets the account's failures.
import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFailures } from '../../db/schema/index.ts';
import { ApiError } from '../../errors.ts';
import type { MessageKey } from '../../i18n.ts';

export const THROTTLE_WINDOW_MS = 15 * 60_000;
export const ACCOUNT_MAX_FAILURES = 5;
export const ADDRESS_MAX_FAILURES = 50;

/** The throttle key of an account. */
export const userKey = (userId: string) => `user:${userId}`;

/**
 * The normalised key of an identifier that names no account: an e-mail (lowercase), a phone (its
 * digits, as verification-code targets store it) or a user name (lowercase).
 */
export function identifierKey(identifier: string): string {
  const v = identifier.trim().toLowerCase();
  if (/^\+?[\d\s-]+$/.test(v)) return `phone:${v.replace(/[\s-]/g, '').replace(/^\+/, '')}`;
  if (v.includes('@')) return `email:${v}`;
  return `name:${v}`;
}

export interface ThrottleOptions {
  /** Forget the account's failures after a success (sign-ins; not code checks). */
  clearOnSuccess?: boolean;
  /** The 429 message. */
  message?: MessageKey;
  now?: Date;
}

const lockOf = (key: string) => sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`;

/** Counts and, when under both limits, inserts one failure row per key; 429 when over. */
export async function reserveAttempt(
  db: Db,
  tenantId: string,
  account: string | null,
  address: string,
  opts: Pick<ThrottleOptions, 'message' | 'now'> = {},
): Promise<number[]> {
  const now = opts.now ?? new Date();
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const tooMany = () => new ApiError(429, 'TooManyRequests', opts.message ?? 'tooManyLoginAttempts');
  return db.transaction(async (tx) => {
    // Always in the same (sorted) order, so two attempts never wait on each other's second lock.
    const locks = [`throttle:address:${address}`];
    if (account !== null) locks.push(`throttle:account:${tenantId}:${account}`);
    for (const key of locks.sort()) await tx.execute(lockOf(key));
    const [byAddress] = await tx
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.scope, 'address'), eq(loginFailures.key, address), gt(loginFailures.createdAt, since)));
    if (byAddress.n >= ADDRESS_MAX_FAILURES) throw tooMany();
    if (account !== null) {
      const [byAccount] = await tx
        .select({ n: count() })
        .from(loginFailures)
        .where(
          and(eq(loginFailures.tenantId, tenantId), eq(loginFailures.scope, 'account'), eq(loginFailures.key, account), gt(loginFailures.createdAt, since)),
        );
      if (byAccount.n >= ACCOUNT_MAX_FAILURES) throw tooMany();
    }
    const rows: (typeof loginFailures.$inferInsert)[] = [{ tenantId, scope: 'address', key: address, createdAt: now }];
    if (account !== null) rows.push({ tenantId, scope: 'account', key: account, createdAt: now });
    const inserted = await tx.insert(loginFailures).values(rows).returning({ id: loginFailures.id });
    return inserted.map((r) => r.id);
  });
}

async function release(db: Db, ids: number[]) {
  if (ids.length) await db.delete(loginFailures).where(inArray(loginFailures.id, ids));
}

/** A successful sign-in forgets the account's failures (not the address's). */
export async function clearAccount(db: Db, tenantId: string, account: string | null) {
  if (account === null) return;
  await db.delete(loginFailures).where(and(eq(loginFailures.tenantId, tenantId), eq(loginFailures.scope, 'account'), eq(loginFailures.key, account)));
}

/** A thrown ApiError of status 400 other than a validation error is a failed attempt. */
const isFailedAttempt = (err: unknown) => err instanceof ApiError && err.status === 400 && err.code !== 'ValidationError';

/**
 * Runs an attempt under the throttle: reserves it (429 when over a limit) before trying; a failed
 * attempt keeps the reservation as its failure, anything else gives it back.
 */
export async function throttled<T>(
  db: Db,
  tenantId: string,
  account: string | null,
  address: string,
  attempt: () => Promise<T>,
  opts: ThrottleOptions = {},
): Promise<T> {
  const reservation = await reserveAttempt(db, tenantId, account, address, opts);
  let result: T;
  try {
    result = await attempt();
  } catch (err) {
    if (!isFailedAttempt(err)) await release(db, reservation);
    throw err;
  }
  await release(db, reservation);
  if (opts.clearOnSuccess) await clearAccount(db, tenantId, account);
  return result;
}
