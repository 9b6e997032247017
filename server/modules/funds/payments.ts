// The payment API other modules call (waybills, logistics orders, coupons): charge the wallet for a
// document, add a deduction to a payment, refund part or all of it, and staff or system adjustments.
// Each call is one database transaction: the wallet row is locked first, so calls for one customer run one
// after another and the checks below see every earlier write.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { PaymentStatus } from '../../../lib/contract/enums.ts';
import type { AdjustmentReason } from '../../../lib/contract/money-rules.ts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { transactionRecords } from '../../db/schema/index.ts';
import { ApiError } from '../../errors.ts';
import { ownedBy } from '../../kernel/customers.ts';
import { type AccountRow, lockAccounts, post, SYSTEM, systemAccount, tenantCurrency, walletAccount } from './ledger.ts';

export type TransactionRow = typeof transactionRecords.$inferSelect;

/** The member whose wallet a call moves. */
interface Owner {
  tenantId: string;
  userId: string;
}

interface Titled extends Owner {
  titleZh: string;
  titleEn: string;
}

export interface ChargeInput extends Titled {
  /** Base currency, minor units, > 0. */
  amount: number;
  /** What is paid: `waybill` and its id, … One successful payment per document. */
  refType: string;
  refId: string;
}

async function openWallet(tx: Db, { tenantId, userId }: Owner) {
  const currency = await tenantCurrency(tx, tenantId);
  const wallet = await walletAccount(tx, tenantId, userId, currency);
  await lockAccounts(tx, [wallet.id]);
  return { currency, wallet };
}

function assertAmount(amount: number) {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new ApiError(400, 'AMOUNT_OUT_OF_RANGE', 'amountOutOfRange');
}

async function insertRecord(
  tx: Db,
  values: Omit<typeof transactionRecords.$inferInsert, 'id' | 'status' | 'payAmount' | 'payCurrency'> & {
    currency: string;
    amount: number;
  },
) {
  const [row] = await tx
    .insert(transactionRecords)
    .values({
      id: newId('TRAN'),
      status: PaymentStatus.Successfully,
      payAmount: values.amount,
      payCurrency: values.currency,
      completedAt: new Date(),
      ...values,
    })
    .returning();
  return row;
}

/** The payment records of one document (its type and id) in these statuses. */
const paymentsOf = (doc: { tenantId: string; refType: string; refId: string }, statuses: number[]) =>
  and(
    eq(transactionRecords.tenantId, doc.tenantId),
    eq(transactionRecords.kind, 'payment'),
    eq(transactionRecords.refType, doc.refType),
    eq(transactionRecords.refId, doc.refId),
    inArray(transactionRecords.status, statuses),
  );

/** One payment record of the member. */
const ownPayment = (owner: Owner, id: string) =>
  and(eq(transactionRecords.id, id), ownedBy(transactionRecords, owner.tenantId, owner.userId), eq(transactionRecords.kind, 'payment'));

/** The journal of a record that moves `amount` from one account to another. */
function postMove(tx: Db, owner: Owner, type: 'payment' | 'refund', transactionId: string, from: AccountRow, to: AccountRow, amount: number) {
  return post(tx, {
    tenantId: owner.tenantId,
    userId: owner.userId,
    type,
    transactionId,
    lines: [
      { accountId: from.id, amount: -amount },
      { accountId: to.id, amount },
    ],
  });
}

/**
 * Takes `amount` from the wallet for a document. 402 INSUFFICIENT_BALANCE (with the shortfall) when the
 * balance is short; 409 ALREADY_PAID when the document already has a successful payment.
 */
export function charge(db: Db, input: ChargeInput): Promise<TransactionRow> {
  assertAmount(input.amount);
  return db.transaction(async (tx) => {
    const { currency, wallet } = await openWallet(tx, input);
    const [paid] = await tx
      .select({ id: transactionRecords.id })
      .from(transactionRecords)
      .where(paymentsOf(input, [PaymentStatus.Successfully]));
    if (paid) throw new ApiError(409, 'ALREADY_PAID', 'alreadyPaid', paid.id);
    const revenue = await systemAccount(tx, input.tenantId, SYSTEM.revenue, currency);
    const record = await insertRecord(tx, { ...input, kind: 'payment', direction: -1, currency });
    await postMove(tx, input, 'payment', record.id, wallet, revenue, input.amount);
    return record;
  });
}

/** What is left to refund of a payment and its deductions (minor units), inside the locked transaction. */
async function refundable(tx: Db, payment: TransactionRow): Promise<number> {
  const [row] = await tx
    .select({
      deducted: sql<string>`coalesce(sum(${transactionRecords.amount}) filter (where ${transactionRecords.kind} = 'deduction'), 0)`,
      refunded: sql<string>`coalesce(sum(${transactionRecords.amount}) filter (where ${transactionRecords.kind} = 'refund'), 0)`,
    })
    .from(transactionRecords)
    .where(and(eq(transactionRecords.parentId, payment.id), eq(transactionRecords.status, PaymentStatus.Successfully)));
  return payment.amount + Number(row.deducted) - Number(row.refunded);
}

async function lockedPayment(tx: Db, owner: Owner, paymentId: string): Promise<TransactionRow> {
  const [payment] = await tx
    .select()
    .from(transactionRecords)
    .where(and(ownPayment(owner, paymentId), eq(transactionRecords.status, PaymentStatus.Successfully)));
  if (!payment) throw new ApiError(404, 'NotFound', 'recordNotFound');
  return payment;
}

export interface LinkedInput extends Titled {
  /** The original payment (transaction record id). */
  paymentId: string;
  amount: number;
}

/** An extra charge on a paid document (re-weighing, storage): a `deduction` linked to its payment. */
export function deduct(db: Db, input: LinkedInput): Promise<TransactionRow> {
  return linkedRecord(db, input, 'deduction');
}

/** Gives back part or all of a payment (and its deductions) to the wallet; 409 past what is left. */
export function refund(db: Db, input: LinkedInput): Promise<TransactionRow> {
  return linkedRecord(db, input, 'refund');
}

/** A deduction (wallet → revenue) or a refund (revenue → wallet) recorded under its payment. */
function linkedRecord(db: Db, input: LinkedInput, kind: 'deduction' | 'refund'): Promise<TransactionRow> {
  assertAmount(input.amount);
  return db.transaction(async (tx) => {
    const { currency, wallet } = await openWallet(tx, input);
    const payment = await lockedPayment(tx, input, input.paymentId);
    if (kind === 'refund' && input.amount > (await refundable(tx, payment))) throw new ApiError(409, 'REFUND_TOO_LARGE', 'refundTooLarge');
    const revenue = await systemAccount(tx, input.tenantId, SYSTEM.revenue, currency);
    const record = await insertRecord(tx, {
      ...input,
      kind,
      direction: kind === 'refund' ? 1 : -1,
      currency,
      parentId: payment.id,
      refType: payment.refType,
      refId: payment.refId,
    });
    if (kind === 'refund') await postMove(tx, input, 'refund', record.id, revenue, wallet, input.amount);
    else await postMove(tx, input, 'payment', record.id, wallet, revenue, input.amount);
    return record;
  });
}

export interface AdjustInput extends Titled {
  /** Signed minor units: + credits the wallet, − debits it (never below zero). */
  amount: number;
  reasonCode: AdjustmentReason;
  reason: string;
  /** The staff member; null for the system. */
  operatorId: string | null;
}

/** A staff or system adjustment (account change record). */
export function adjust(db: Db, input: AdjustInput): Promise<TransactionRow> {
  assertAmount(Math.abs(input.amount));
  return db.transaction(async (tx) => {
    const { currency, wallet } = await openWallet(tx, input);
    const pool = await systemAccount(tx, input.tenantId, SYSTEM.adjustments, currency);
    const record = await insertRecord(tx, {
      tenantId: input.tenantId,
      userId: input.userId,
      kind: 'adjustment',
      direction: Math.sign(input.amount),
      currency,
      amount: Math.abs(input.amount),
      refType: 'adjustment',
      refId: input.reasonCode,
      titleZh: input.titleZh,
      titleEn: input.titleEn,
    });
    await post(tx, {
      tenantId: input.tenantId,
      userId: input.userId,
      type: 'adjustment',
      transactionId: record.id,
      reasonCode: input.reasonCode,
      reason: input.reason,
      operatorId: input.operatorId,
      lines: [
        { accountId: wallet.id, amount: input.amount },
        { accountId: pool.id, amount: -input.amount },
      ],
    });
    return record;
  });
}

export interface RequestInput extends Titled {
  amount: number;
  refType: string;
  refId: string;
}

/**
 * A document asks to be paid (a weighed waybill's fee …): an unpaid `payment` record the customer pays from
 * the wallet (payRequested). The same document asking again gets its open request back.
 */
export function requestPayment(db: Db, input: RequestInput): Promise<TransactionRow> {
  assertAmount(input.amount);
  return db.transaction(async (tx) => {
    const { currency } = await openWallet(tx, input);
    const [open] = await tx
      .select()
      .from(transactionRecords)
      .where(paymentsOf(input, [PaymentStatus.PendingPayment, PaymentStatus.Successfully]));
    if (open) return open;
    const [row] = await tx
      .insert(transactionRecords)
      .values({
        ...input,
        id: newId('TRAN'),
        kind: 'payment',
        direction: -1,
        status: PaymentStatus.PendingPayment,
        currency,
        payAmount: input.amount,
        payCurrency: currency,
      })
      .returning();
    return row;
  });
}

/**
 * Pays an unpaid payment record from the wallet: exactly once however many requests arrive together
 * (wallet row lock, then a conditional update); 402 with the shortfall when the balance is short.
 */
export function payRequested(db: Db, input: Owner & { recordId: string }): Promise<TransactionRow> {
  return db.transaction(async (tx) => {
    const { currency, wallet } = await openWallet(tx, input);
    const [record] = await tx.select().from(transactionRecords).where(ownPayment(input, input.recordId));
    if (!record) throw new ApiError(404, 'NotFound', 'recordNotFound');
    if (record.status === PaymentStatus.Successfully) throw new ApiError(409, 'ALREADY_PAID', 'alreadyPaid', record.id);
    if (record.status !== PaymentStatus.PendingPayment) throw new ApiError(409, 'TOPUP_NOT_PAYABLE', 'topupNotPayable');
    const [paid] = await tx
      .update(transactionRecords)
      .set({ status: PaymentStatus.Successfully, completedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(transactionRecords.id, record.id), eq(transactionRecords.status, PaymentStatus.PendingPayment)))
      .returning();
    if (!paid) throw new ApiError(409, 'ALREADY_PAID', 'alreadyPaid', record.id);
    const revenue = await systemAccount(tx, input.tenantId, SYSTEM.revenue, currency);
    await postMove(tx, input, 'payment', record.id, wallet, revenue, record.amount);
    return paid;
  });
}
