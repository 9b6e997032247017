// How a top-up ends: credited once (a verified provider notice, a provider query, or a staff approval),
// closed, or sent back to the customer. The wallet row is locked first, then the transaction record moves
// by a conditional update; every outcome, good or bad, leaves a payment_events row.
import { and, eq } from 'drizzle-orm';
import { PaymentMethod, PaymentStatus } from '../../../lib/contract/enums.ts';
import type { Db } from '../../db/client.ts';
import { paymentEvents, topups, transactionRecords } from '../../db/schema/index.ts';
import { lockAccounts, post, SYSTEM, systemAccount, tenantCurrency, walletAccount } from './ledger.ts';

export type TopupRow = typeof topups.$inferSelect;
export type SettleSource = 'notice' | 'query' | 'return' | 'audit';
export type SettleOutcome = 'credited' | 'duplicate' | 'rejected' | 'unknown';

const METHOD_NAMES = Object.fromEntries(Object.entries(PaymentMethod).map(([name, value]) => [value, name.toLowerCase()]));
export const methodName = (method: number): string => METHOD_NAMES[method] ?? String(method);

export async function logPaymentEvent(
  db: Db,
  event: { tenantId: string | null; topupId: string | null; method: number; source: string; outcome: string; detail?: string },
): Promise<void> {
  await db.insert(paymentEvents).values({ ...event, detail: event.detail ?? '' });
}

async function topupById(tx: Db, topupId: string): Promise<TopupRow | undefined> {
  const [row] = await tx.select().from(topups).where(eq(topups.id, topupId));
  return row;
}

/**
 * Credits `creditAmount` (base minor units) for the top-up unless it was credited already. Runs inside `tx`.
 * A top-up closed earlier is still credited (the customer paid) and flagged for staff.
 */
async function creditTopup(tx: Db, topup: TopupRow, creditAmount: number, source: SettleSource, detail: string) {
  const currency = await tenantCurrency(tx, topup.tenantId);
  const wallet = await walletAccount(tx, topup.tenantId, topup.userId, currency);
  const clearing = await systemAccount(tx, topup.tenantId, SYSTEM.clearing(methodName(topup.method)), currency);
  await lockAccounts(tx, [wallet.id, clearing.id]);
  const [record] = await tx.select().from(transactionRecords).where(eq(transactionRecords.id, topup.transactionId));
  const event = { tenantId: topup.tenantId, topupId: topup.id, method: topup.method, source };
  if (record.status === PaymentStatus.Successfully) {
    await logPaymentEvent(tx, { ...event, outcome: 'duplicate', detail });
    return 'duplicate' as const;
  }
  const moved = await tx
    .update(transactionRecords)
    .set({ status: PaymentStatus.Successfully, amount: creditAmount, completedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(transactionRecords.id, record.id), eq(transactionRecords.status, record.status)))
    .returning({ id: transactionRecords.id });
  if (moved.length === 0) {
    await logPaymentEvent(tx, { ...event, outcome: 'duplicate', detail });
    return 'duplicate' as const;
  }
  const flagged = record.status === PaymentStatus.Closed;
  await tx.update(topups).set({ creditedAmount: creditAmount, flagged }).where(eq(topups.id, topup.id));
  await post(tx, {
    tenantId: topup.tenantId,
    userId: topup.userId,
    type: 'topup',
    transactionId: record.id,
    lines: [
      { accountId: clearing.id, amount: -creditAmount },
      { accountId: wallet.id, amount: creditAmount },
    ],
  });
  await logPaymentEvent(tx, { ...event, outcome: 'credited', detail: flagged ? `${detail} (after close)`.trim() : detail });
  return 'credited' as const;
}

export interface SettleInput {
  topupId: string;
  method: number;
  /** What the provider says was paid, pay currency minor units. */
  amountMinor: number;
  currency: string;
  providerRef: string | null;
  source: 'notice' | 'query' | 'return';
}

/**
 * A provider says the top-up was paid (after its signature was verified, or by a query). Credits it once
 * when method, amount and currency match what the top-up asked for; otherwise credits nothing.
 */
export function settleTopup(db: Db, input: SettleInput): Promise<{ outcome: SettleOutcome; reason?: string }> {
  return db.transaction(async (tx) => {
    const topup = await topupById(tx, input.topupId);
    const event = { tenantId: topup?.tenantId ?? null, topupId: topup ? topup.id : null, method: input.method, source: input.source };
    if (!topup) {
      await logPaymentEvent(tx, { ...event, outcome: 'unknown', detail: `order ${input.topupId.slice(0, 64)}` });
      return { outcome: 'unknown' as const, reason: 'order' };
    }
    let reason: string | null = null;
    if (topup.method !== input.method) reason = 'method';
    else if (input.amountMinor !== topup.totalPay || input.currency.toUpperCase() !== topup.payCurrency) reason = 'amount';
    if (reason) {
      await logPaymentEvent(tx, {
        ...event,
        outcome: 'rejected',
        detail: `${reason}: ${input.amountMinor} ${input.currency} for ${topup.totalPay} ${topup.payCurrency}`,
      });
      return { outcome: 'rejected' as const, reason };
    }
    if (input.providerRef && !topup.providerRef) {
      await tx.update(topups).set({ providerRef: input.providerRef }).where(eq(topups.id, topup.id));
    }
    const outcome = await creditTopup(tx, topup, topup.creditAmount, input.source, input.providerRef ?? '');
    return { outcome };
  });
}

/** Moves a top-up from one of `from` to `to` by a conditional update; false when it was not there any more. */
async function moveTopup(tx: Db, topup: TopupRow, from: number[], to: number): Promise<boolean> {
  const [record] = await tx.select().from(transactionRecords).where(eq(transactionRecords.id, topup.transactionId));
  if (!record || !from.includes(record.status)) return false;
  const moved = await tx
    .update(transactionRecords)
    .set({ status: to, updatedAt: new Date(), completedAt: to === PaymentStatus.Closed ? new Date() : null })
    .where(and(eq(transactionRecords.id, record.id), eq(transactionRecords.status, record.status)))
    .returning({ id: transactionRecords.id });
  return moved.length === 1;
}

/** Closes an unpaid top-up (customer cancel, expiry, provider closed). False when it was not unpaid. */
export function closeTopup(db: Db, input: { topupId: string; reason: string }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const topup = await topupById(tx, input.topupId);
    if (!topup) return false;
    const closed = await moveTopup(tx, topup, [PaymentStatus.PendingPayment], PaymentStatus.Closed);
    if (closed) {
      await logPaymentEvent(tx, {
        tenantId: topup.tenantId,
        topupId: topup.id,
        method: topup.method,
        source: 'close',
        outcome: 'closed',
        detail: input.reason,
      });
    }
    return closed;
  });
}

/** The customer sent proof of a bank transfer or Taobao payment: PendingPayment → PendingAudit. */
export async function markPendingAudit(tx: Db, topup: TopupRow): Promise<boolean> {
  return moveTopup(tx, topup, [PaymentStatus.PendingPayment], PaymentStatus.PendingAudit);
}

/** Staff approve a top-up in audit, crediting what actually arrived (base minor units). */
export function approveTopup(
  db: Db,
  input: { tenantId: string; topupId: string; creditAmount: number; operatorId: string },
): Promise<'credited' | 'duplicate' | 'not-in-audit'> {
  return db.transaction(async (tx) => {
    const topup = await topupById(tx, input.topupId);
    if (!topup || topup.tenantId !== input.tenantId) return 'not-in-audit';
    const [record] = await tx.select().from(transactionRecords).where(eq(transactionRecords.id, topup.transactionId));
    if (record.status === PaymentStatus.Successfully) return 'duplicate';
    if (record.status !== PaymentStatus.PendingAudit) return 'not-in-audit';
    return creditTopup(tx, topup, input.creditAmount, 'audit', `approved by ${input.operatorId}`);
  });
}

/** Staff send a top-up back with a reason; the customer may send new proof or cancel. */
export function rejectTopup(db: Db, input: { tenantId: string; topupId: string; reason: string; operatorId: string }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const topup = await topupById(tx, input.topupId);
    if (!topup || topup.tenantId !== input.tenantId) return false;
    const moved = await moveTopup(tx, topup, [PaymentStatus.PendingAudit], PaymentStatus.PendingPayment);
    if (!moved) return false;
    await tx.update(topups).set({ rejectReason: input.reason }).where(eq(topups.id, topup.id));
    await logPaymentEvent(tx, {
      tenantId: topup.tenantId,
      topupId: topup.id,
      method: topup.method,
      source: 'audit',
      outcome: 'rejected',
      detail: `${input.operatorId}: ${input.reason}`,
    });
    return true;
  });
}
