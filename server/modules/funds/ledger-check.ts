// The ledger's invariant over every account of the database: each account's cached balance equals the sum of
// its journal lines, every journal's lines sum to zero, and no wallet is below zero. The payments bench and
// the crash test (scripts/test-crash.ts) read it after their bursts; it answers counts, never throws.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export interface LedgerCheck {
  accounts: number;
  journals: number;
  /** Accounts whose balance differs from the sum of their lines. */
  offBalance: { accountId: string; balance: number; lineSum: number }[];
  unbalancedJournals: number;
  negativeWallets: number;
}

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => ((result as { rows?: Row[] }).rows ?? (result as Row[])) as Row[];

export async function checkLedger(db: Db): Promise<LedgerCheck> {
  const off = rowsOf(
    await db.execute(sql`SELECT a.id, a.balance, coalesce(sum(l.amount), 0)::bigint AS line_sum
      FROM ledger_accounts a LEFT JOIN journal_lines l ON l.account_id = a.id
      GROUP BY a.id, a.balance HAVING a.balance <> coalesce(sum(l.amount), 0)`),
  );
  const [counts] = rowsOf(
    await db.execute(sql`SELECT
      (SELECT count(*) FROM ledger_accounts)::int AS accounts,
      (SELECT count(*) FROM journals)::int AS journals,
      (SELECT count(*) FROM (SELECT journal_id FROM journal_lines GROUP BY journal_id HAVING sum(amount) <> 0) u)::int AS unbalanced,
      (SELECT count(*) FROM ledger_accounts WHERE kind = 'wallet' AND balance < 0)::int AS negative`),
  );
  return {
    accounts: Number(counts.accounts),
    journals: Number(counts.journals),
    offBalance: off.map((row) => ({ accountId: String(row.id), balance: Number(row.balance), lineSum: Number(row.line_sum) })),
    unbalancedJournals: Number(counts.unbalanced),
    negativeWallets: Number(counts.negative),
  };
}

/** True when the ledger holds its invariant. */
export const ledgerHolds = (check: LedgerCheck) => check.offBalance.length === 0 && check.unbalancedJournals === 0 && check.negativeWallets === 0;
