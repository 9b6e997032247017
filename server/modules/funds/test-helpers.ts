// Helpers of the money tests: an unpaid top-up written straight to the database (1:1 rate, no fee).
import { insertUnpaidTopup } from '../../seed/unpaid-topup.ts';
import type { Db } from '../../db/client.ts';
import { tenantCurrency } from './ledger.ts';

export async function insertTopup(db: Db, member: { tenantId: string; userId: string }, method: number, creditAmount: number) {
  const currency = await tenantCurrency(db, member.tenantId);
  const figures = { method, currency, payCurrency: currency, rate: '1', creditAmount, payAmount: creditAmount, serviceCharge: 0 };
  return insertUnpaidTopup(db, member, figures, 3_600_000);
}
