// Reading the local outbox (operator CLI, tests). Never exposed over HTTP.
import { desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';

export type OutboxRow = typeof outbox.$inferSelect;

/** Latest messages first; `to` matches the recipient exactly (case-insensitive for e-mail). */
export async function latestOutbox(db: Db, opts: { to?: string; limit?: number } = {}): Promise<OutboxRow[]> {
  const q = db.select().from(outbox);
  const to = opts.to?.trim();
  const value = to?.includes('@') ? to.toLowerCase() : to;
  // A phone matches with or without its international code ("+86 13800000000" or "13800000000").
  const filtered = value ? q.where(or(eq(outbox.recipient, value), sql`${outbox.recipient} LIKE ${'% ' + value}`)) : q;
  return filtered.orderBy(desc(outbox.id)).limit(opts.limit ?? 10);
}

/** The 6-digit code of the latest message to `to` (tests and the demo). */
export async function latestCode(db: Db, to: string): Promise<string | null> {
  const [row] = await latestOutbox(db, { to, limit: 1 });
  return row ? (/\b(\d{6})\b/.exec(row.body)?.[1] ?? null) : null;
}
