// Helpers of the money tests: an unpaid top-up written straight to the database (1:1 rate, no fee).
import { eq } from 'drizzle-orm';
import { PaymentStatus } from '../../../lib/contract/enums.ts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { topups, transactionRecords } from '../../db/schema/index.ts';
import { tenantCurrency } from './ledger.ts';

export async function insertTopup(db: Db, member: { tenantId: string; userId: string }, method: number, creditAmount: number) {
  const currency = await tenantCurrency(db, member.tenantId);
  const [record] = await db
    .insert(transactionRecords)
    .values({
      id: newId('TRAN'),
      tenantId: member.tenantId,
      userId: member.userId,
      kind: 'topup',
      status: PaymentStatus.PendingPayment,
      method,
      refType: 'topup',
      amount: creditAmount,
      direction: 1,
      currency,
      payAmount: creditAmount,
      payCurrency: currency,
    })
    .returning();
  const [topup] = await db
    .insert(topups)
    .values({
      id: newId('TOPUP'),
      tenantId: member.tenantId,
      userId: member.userId,
      transactionId: record.id,
      method,
      rate: '1',
      creditAmount,
      payAmount: creditAmount,
      serviceCharge: 0,
      totalPay: creditAmount,
      payCurrency: currency,
      expiresAt: new Date(Date.now() + 3_600_000),
    })
    .returning();
  await db.update(transactionRecords).set({ refId: topup.id }).where(eq(transactionRecords.id, record.id));
  return topup;
}
