// The member's money at a glance (SPEC section 7 "Funds"): the wallet's ledger balance; points (their sum).
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pointsEntries } from '../../db/schema/index.ts';
import type { SiteRow, UserRow } from '../../http.ts';
import { toDecimal } from '../../kernel/localized.ts';
import { walletBalance } from './ledger.ts';

export async function walletSummary(db: Db, user: UserRow, site: SiteRow) {
  const { balance } = await walletBalance(db, user.tenantId, user.id);
  return { balance: toDecimal(balance), currencyCode: site.baseCurrencyCode, currencySymbol: site.baseCurrencySymbol };
}

export async function pointsBalance(db: Db, user: UserRow): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string | null>`sum(${pointsEntries.points})` })
    .from(pointsEntries)
    .where(and(eq(pointsEntries.tenantId, user.tenantId), eq(pointsEntries.userId, user.id)));
  return Number(row.sum ?? 0);
}
