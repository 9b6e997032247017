// The member's money at a glance (SPEC section 7 "Funds"): the wallet balance is the ledger's sum; points too.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pointsEntries, walletEntries } from '../../db/schema/index.ts';
import type { SiteRow, UserRow } from '../../http.ts';
import { toDecimal } from '../../kernel/localized.ts';

export async function walletSummary(db: Db, user: UserRow, site: SiteRow) {
  const [row] = await db
    .select({ sum: sql<string | null>`sum(${walletEntries.amount})` })
    .from(walletEntries)
    .where(and(eq(walletEntries.tenantId, user.tenantId), eq(walletEntries.userId, user.id)));
  return { balance: toDecimal(Number(row.sum ?? 0)), currencyCode: site.baseCurrencyCode, currencySymbol: site.baseCurrencySymbol };
}

export async function pointsBalance(db: Db, user: UserRow): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string | null>`sum(${pointsEntries.points})` })
    .from(pointsEntries)
    .where(and(eq(pointsEntries.tenantId, user.tenantId), eq(pointsEntries.userId, user.id)));
  return Number(row.sum ?? 0);
}
