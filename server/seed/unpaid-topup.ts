// An unpaid top-up written straight to the database, as the demo seed and the money tests need one: its
// transaction record, then the top-up, then the record's link to it.
import { eq } from 'drizzle-orm';
import { PaymentStatus } from '../../lib/contract/enums.ts';
import type { Db } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { topups, transactionRecords } from '../db/schema/index.ts';

export interface TopupFigures {
  method: number;
  /** The base currency credited, and the currency paid in at `rate`. */
  currency: string;
  payCurrency: string;
  rate: string;
  /** Minor units: credited (base), converted and charged on top (pay currency). */
  creditAmount: number;
  payAmount: number;
  serviceCharge: number;
  /** The record's title; empty unless given. */
  title?: { zh: string; en: string };
}

export async function insertUnpaidTopup(db: Db, member: { tenantId: string; userId: string }, t: TopupFigures, expiresInMs: number) {
  const { tenantId, userId } = member;
  const totalPay = t.payAmount + t.serviceCharge;
  const [record] = await db
    .insert(transactionRecords)
    .values({
      id: newId('TRAN'),
      tenantId,
      userId,
      kind: 'topup',
      status: PaymentStatus.PendingPayment,
      method: t.method,
      refType: 'topup',
      amount: t.creditAmount,
      direction: 1,
      currency: t.currency,
      payAmount: totalPay,
      payCurrency: t.payCurrency,
      ...(t.title && { titleZh: t.title.zh, titleEn: t.title.en }),
    })
    .returning();
  const [topup] = await db
    .insert(topups)
    .values({
      id: newId('TOPUP'),
      tenantId,
      userId,
      transactionId: record.id,
      method: t.method,
      rate: t.rate,
      creditAmount: t.creditAmount,
      payAmount: t.payAmount,
      serviceCharge: t.serviceCharge,
      totalPay,
      payCurrency: t.payCurrency,
      expiresAt: new Date(Date.now() + expiresInMs),
    })
    .returning();
  await db.update(transactionRecords).set({ refId: topup.id }).where(eq(transactionRecords.id, record.id));
  return topup;
}
