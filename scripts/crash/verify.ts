// What the database holds after the crash and the retries, read straight from it with the server stopped:
// each write answered 200 (before the crash or on its retry) is there once, and the ledger holds.
import { sql } from 'drizzle-orm';
import { ParcelStatus, PaymentStatus } from '../../lib/contract/enums.ts';
import type { Database } from '../../server/db/client.ts';
import { checkLedger, ledgerHolds } from '../../server/modules/funds/index.ts';
import type { Op } from './burst.ts';
import { DOCUMENT_MINOR, OPENING_MINOR, type Customer } from './prepare.ts';

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => ((result as { rows?: Row[] }).rows ?? (result as Row[])) as Row[];

export interface Verdict {
  /** Writes answered 200 (first or retry) that the database does not hold. */
  lost: string[];
  /** Writes the database holds more than once. */
  doubled: string[];
  /** Wallets whose balance is not opening + top-ups (adjustments, sandbox top-ups) − payments. */
  walletsOff: string[];
  ledger: Awaited<ReturnType<typeof checkLedger>>;
}

async function count(database: Database, query: ReturnType<typeof sql>): Promise<number> {
  return Number(rowsOf(await database.db.execute(query))[0].n);
}

export async function verify(database: Database, customers: Customer[], ops: Op[]): Promise<Verdict & { ok: boolean }> {
  const lost: string[] = [];
  const doubled: string[] = [];
  const ok = (op: Op) => op.first?.status === 200 || op.retry?.status === 200;
  /** How often the database holds each write. */
  const held = new Map<Op, number>();
  for (const op of ops) {
    const c = op.customer;
    let n: number;
    if (op.kind === 'adjust') {
      n = await count(
        database,
        sql`SELECT count(*)::int AS n FROM journals WHERE user_id = ${c.userId} AND type = 'adjustment' AND reason = ${`crash ${op.key}`}`,
      );
    } else if (op.kind === 'pay') {
      n = await count(database, sql`SELECT count(*)::int AS n FROM journals WHERE transaction_id = ${op.key} AND type = 'payment'`);
      const paid = await count(
        database,
        sql`SELECT count(*)::int AS n FROM transaction_records WHERE id = ${op.key} AND status = ${PaymentStatus.Successfully}`,
      );
      if (ok(op) && paid !== 1) lost.push(`${op.kind} ${op.key} (document not paid)`);
    } else if (op.kind === 'topup') {
      n = await count(database, sql`SELECT count(*)::int AS n FROM journals WHERE transaction_id = ${op.key} AND type = 'topup'`);
    } else if (op.kind === 'forecast') {
      n = await count(database, sql`SELECT count(*)::int AS n FROM parcels WHERE user_id = ${c.userId} AND tracking_number = ${op.key}`);
    } else {
      n = await count(
        database,
        sql`SELECT count(*)::int AS n FROM parcels WHERE user_id = ${c.userId} AND tracking_number = ${op.key} AND status = ${ParcelStatus.Canceled}`,
      );
    }
    held.set(op, n);
    if (n > 1) doubled.push(`${op.kind} ${op.key} ×${n}`);
    if (ok(op) && n === 0) lost.push(`${op.kind} ${op.key}`);
  }
  const walletsOff: string[] = [];
  for (const c of customers) {
    // A write whose answer never came (the connection broke, bench/load.ts) is done when the database holds it once.
    const mine = ops.filter((op) => op.customer === c && (ok(op) || (!op.first && !op.retry && held.get(op) === 1)));
    const expected =
      OPENING_MINOR +
      mine.filter((op) => op.kind === 'adjust' || op.kind === 'topup').reduce((sum, op) => sum + op.amountMinor, 0) -
      DOCUMENT_MINOR * mine.filter((op) => op.kind === 'pay').length;
    const balance = Number(
      rowsOf(await database.db.execute(sql`SELECT balance FROM ledger_accounts WHERE user_id = ${c.userId} AND kind = 'wallet'`))[0]?.balance,
    );
    if (balance !== expected) walletsOff.push(`${c.userName}: ${balance} ≠ ${expected}`);
  }
  const ledger = await checkLedger(database.db);
  return { lost, doubled, walletsOff, ledger, ok: !lost.length && !doubled.length && !walletsOff.length && ledgerHolds(ledger) };
}
