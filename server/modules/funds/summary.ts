// The member's money at a glance (SPEC section 7 "Funds"): the wallet's ledger balance; points.
import type { Db } from '../../db/client.ts';
import { pointsBalanceOf } from '../coupons/index.ts';
import type { SiteRow, UserRow } from '../../http.ts';
import { toDecimal } from '../../kernel/localized.ts';
import { walletBalance } from './ledger.ts';

export async function walletSummary(db: Db, user: UserRow, site: SiteRow) {
  const { balance } = await walletBalance(db, user.tenantId, user.id);
  return { balance: toDecimal(balance), currencyCode: site.baseCurrencyCode, currencySymbol: site.baseCurrencySymbol };
}

/** Points: the points ledger's cached balance (server/modules/coupons/points.ts). */
export const pointsBalance = (db: Db, user: UserRow): Promise<number> => pointsBalanceOf(db, user);
