// Rate limits that hold across processes: every counted call is a row of rate_limit_hits, counted over a
// sliding window under an advisory lock per key, so parallel calls (in one process or many, on one
// database) cannot all pass the count before any is written. Rows older than the window are removed as
// the key is used again.
import { and, count, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitHits } from '../db/schema/index.ts';
import { ApiError } from '../errors.ts';
import type { MessageKey } from '../i18n.ts';

export interface RateLimit {
  /** What is limited, e.g. `tracking:address`. */
  scope: string;
  /** Who it is counted for, composed by the caller (include the tenant where the limit is per tenant). */
  key: string;
  /** Calls allowed in the window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitOptions {
  /** The 429's message (default: the kernel's "too many requests"). */
  message?: MessageKey;
  now?: Date;
}

const lockOf = (limit: RateLimit) => sql`SELECT pg_advisory_xact_lock(hashtext(${`rate:${limit.scope}:${limit.key}`}))`;

/**
 * Counts one call against every limit given, all or none: when any is already at its limit nothing is
 * counted and the answer is false.
 */
export async function tryConsume(db: Db, limits: RateLimit[], opts: Pick<RateLimitOptions, 'now'> = {}): Promise<boolean> {
  if (!limits.length) return true;
  const now = opts.now ?? new Date();
  // Always in the same order, so two calls never wait on each other's second lock.
  const ordered = [...limits].sort((a, b) => `${a.scope}:${a.key}`.localeCompare(`${b.scope}:${b.key}`));
  return db.transaction(async (tx) => {
    for (const limit of ordered) await tx.execute(lockOf(limit));
    for (const limit of ordered) {
      const since = new Date(now.getTime() - limit.windowMs);
      const where = and(eq(rateLimitHits.scope, limit.scope), eq(rateLimitHits.key, limit.key));
      await tx.delete(rateLimitHits).where(and(where, lte(rateLimitHits.createdAt, since)));
      const [used] = await tx
        .select({ n: count() })
        .from(rateLimitHits)
        .where(and(where, gt(rateLimitHits.createdAt, since)));
      if (used.n >= limit.limit) return false;
    }
    await tx.insert(rateLimitHits).values(ordered.map((limit) => ({ scope: limit.scope, key: limit.key, createdAt: now })));
    return true;
  });
}

/** As tryConsume, but a call over a limit is refused with 429 TooManyRequests. */
export async function consume(db: Db, limits: RateLimit[], opts: RateLimitOptions = {}): Promise<void> {
  if (!(await tryConsume(db, limits, opts))) throw new ApiError(429, 'TooManyRequests', opts.message ?? 'tooManyRequests');
}
