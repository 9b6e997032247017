// One active parcel per tracking number in a tenant: forecasts, forecast edits and arrivals of a number
// queue on an advisory lock, and the partial unique index parcels_active_tracking_uq stands behind it.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * Serializes every forecast, edit or arrival of these numbers in the tenant until the transaction ends.
 * One statement for any number of them; the locks are taken in the order of their keys, so two
 * transactions locking several numbers cannot deadlock (not even when two numbers share a hash).
 */
export async function lockTrackingNumbers(tx: Db, tenantId: string, numbers: string[]): Promise<void> {
  const names = [...new Set(numbers)].map((n) => sql`${`parcel-tn:${tenantId}:${n}`}`);
  if (names.length === 0) return;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(k.key)
    FROM (SELECT DISTINCT hashtext(name) AS key FROM unnest(ARRAY[${sql.join(names, sql`, `)}]::text[]) AS name ORDER BY 1) AS k`);
}

/** A unique violation (23505), as thrown by PGlite, node-postgres, or wrapped by Drizzle. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth += 1) {
    if (e.code === '23505') return true;
  }
  return false;
}

/** Rows per multi-row INSERT: far below PostgreSQL's 65,535 parameters for the widest table written in bulk. */
export const BATCH_ROWS = 250;

export function chunked<T>(items: readonly T[], size = BATCH_ROWS): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
