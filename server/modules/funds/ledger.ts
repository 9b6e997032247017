// The ledger: accounts with a cached balance and an append-only journal whose lines sum to zero. Every
// posting runs inside the caller's transaction with the touched accounts locked (SELECT … FOR UPDATE, in id
// order so two postings never deadlock); a customer wallet never goes below zero.
// PGlite runs one transaction at a time, which gives the same guarantees there.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { journalLines, journals, ledgerAccounts, sites } from '../../db/schema/index.ts';
import { ApiError } from '../../errors.ts';
import { toDecimal } from '../../kernel/localized.ts';

export type AccountRow = typeof ledgerAccounts.$inferSelect;
export type JournalType = 'topup' | 'payment' | 'refund' | 'adjustment' | 'reversal';

/** System accounts: money in flight at a provider, earned, handed back, or moved by staff. */
export const SYSTEM = {
  clearing: (provider: string) => `clearing:${provider}`,
  revenue: 'revenue',
  adjustments: 'adjustments',
} as const;

/** The tenant's wallet currency: its sites' base currency. */
export async function tenantCurrency(tx: Db, tenantId: string): Promise<string> {
  const [site] = await tx.select({ code: sites.baseCurrencyCode }).from(sites).where(eq(sites.tenantId, tenantId)).orderBy(asc(sites.id)).limit(1);
  if (!site) throw new Error(`Tenant ${tenantId} has no site`);
  return site.code;
}

/** The customer's wallet account (created on first use). */
export async function walletAccount(tx: Db, tenantId: string, userId: string, currency: string): Promise<AccountRow> {
  await tx
    .insert(ledgerAccounts)
    .values({ id: newId('WA'), tenantId, userId, kind: 'wallet', currency })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.tenantId, tenantId), eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.currency, currency)));
  return row;
}

export async function systemAccount(tx: Db, tenantId: string, kind: string, currency: string): Promise<AccountRow> {
  await tx
    .insert(ledgerAccounts)
    .values({ id: newId('WA'), tenantId, userId: null, kind, currency })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.tenantId, tenantId), isNull(ledgerAccounts.userId), eq(ledgerAccounts.kind, kind), eq(ledgerAccounts.currency, currency)));
  return row;
}

/** Locks the accounts (in id order) and answers them as they are now. */
export async function lockAccounts(tx: Db, ids: string[]): Promise<Map<string, AccountRow>> {
  const unique = [...new Set(ids)].sort();
  const rows = await tx.select().from(ledgerAccounts).where(inArray(ledgerAccounts.id, unique)).orderBy(asc(ledgerAccounts.id)).for('update');
  return new Map(rows.map((row) => [row.id, row]));
}

/** The wallet's balance is short of `amount`: 402 with the shortfall (a decimal) in `details`. */
export class InsufficientBalance extends ApiError {
  readonly shortfall: number;
  constructor(shortfallMinor: number) {
    super(402, 'INSUFFICIENT_BALANCE', 'insufficientBalance', toDecimal(shortfallMinor).toFixed(2));
    this.shortfall = shortfallMinor;
  }
}

export interface PostInput {
  tenantId: string;
  userId: string | null;
  type: JournalType;
  transactionId: string | null;
  reasonCode?: string | null;
  reason?: string | null;
  operatorId?: string | null;
  lines: { accountId: string; amount: number }[];
}

/**
 * Posts one journal: lines summing to zero, applied to locked accounts; each line records the balance
 * after it. Throws InsufficientBalance when a wallet would go below zero (nothing is written).
 */
export async function post(tx: Db, input: PostInput): Promise<{ journalId: string; balances: Map<string, number> }> {
  const lines = input.lines.filter((line) => line.amount !== 0);
  if (lines.length < 2) throw new Error('A journal needs two or more non-zero lines');
  if (lines.some((line) => !Number.isSafeInteger(line.amount))) throw new Error('Amounts are whole minor units');
  if (lines.reduce((sum, line) => sum + line.amount, 0) !== 0) throw new Error('Journal lines must sum to zero');
  const accounts = await lockAccounts(
    tx,
    lines.map((line) => line.accountId),
  );
  const balances = new Map<string, number>();
  for (const [id, account] of accounts) balances.set(id, account.balance);
  const withBalances = lines.map((line) => {
    const account = accounts.get(line.accountId);
    if (!account || account.tenantId !== input.tenantId) throw new Error(`Unknown account ${line.accountId}`);
    const after = (balances.get(line.accountId) ?? 0) + line.amount;
    if (account.kind === 'wallet' && after < 0) throw new InsufficientBalance(-after);
    balances.set(line.accountId, after);
    return { ...line, balanceAfter: after };
  });
  const journalId = newId('J');
  await tx.insert(journals).values({
    id: journalId,
    tenantId: input.tenantId,
    userId: input.userId,
    type: input.type,
    transactionId: input.transactionId,
    reasonCode: input.reasonCode ?? null,
    reason: input.reason ?? null,
    operatorId: input.operatorId ?? null,
  });
  await tx.insert(journalLines).values(withBalances.map((line) => ({ journalId, ...line })));
  for (const [id, balance] of balances) {
    if (balance === accounts.get(id)?.balance) continue;
    await tx
      .update(ledgerAccounts)
      .set({ balance, version: sql`${ledgerAccounts.version} + 1` })
      .where(eq(ledgerAccounts.id, id));
  }
  return { journalId, balances };
}

/** The wallet balance in minor units (0 when the customer never had money). */
export async function walletBalance(db: Db, tenantId: string, userId: string): Promise<{ balance: number; currency: string }> {
  const currency = await tenantCurrency(db, tenantId);
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.tenantId, tenantId), eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.currency, currency)));
  return { balance: row?.balance ?? 0, currency };
}
