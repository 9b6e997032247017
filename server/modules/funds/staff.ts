// What staff do with money (admin routes and `npm run ops`): review bank and Taobao top-ups, adjust a
// wallet with a reason, and raise a document for a customer to pay (until waybills raise their own).
import { and, desc, eq, inArray } from 'drizzle-orm';
import { PaymentStatus } from '../../../lib/contract/enums.ts';
import { ADJUSTMENT_REASONS, type AdjustmentReason } from '../../../lib/contract/money-rules.ts';
import type { Db } from '../../db/client.ts';
import { topups, transactionRecords, users } from '../../db/schema/index.ts';
import { ApiError } from '../../errors.ts';
import { t } from '../../i18n.ts';
import { findCustomer } from '../../kernel/customers.ts';
import { toDecimal } from '../../kernel/localized.ts';
import { adjust, requestPayment } from './payments.ts';
import { proofPlace, proofsByTopup, staffProofUrl } from './proofs.ts';
import { approveTopup, rejectTopup } from './settlement.ts';

export async function staffTopupList(db: Db, tenantId: string, status: number = PaymentStatus.PendingAudit) {
  const rows = await db
    .select({ topup: topups, status: transactionRecords.status, userName: users.userName })
    .from(topups)
    .innerJoin(transactionRecords, eq(transactionRecords.id, topups.transactionId))
    .innerJoin(users, eq(users.id, topups.userId))
    .where(and(eq(topups.tenantId, tenantId), inArray(transactionRecords.status, [status])))
    .orderBy(desc(topups.createdAt))
    .limit(200);
  const proofs = await proofsByTopup(
    db,
    rows.map((r) => r.topup.id),
  );
  return rows.map(({ topup, status: state, userName }) => ({
    id: topup.id,
    userName,
    method: topup.method,
    status: state,
    creditAmount: toDecimal(topup.creditAmount),
    totalPay: toDecimal(topup.totalPay),
    payCurrency: topup.payCurrency,
    payer: topup.payer,
    flagged: topup.flagged,
    createdAt: topup.createdAt.toISOString(),
    /** What the customer sent: look before approving. */
    proofs: (proofs.get(topup.id) ?? []).map((p) => ({
      id: p.id,
      url: staffProofUrl(topup.id, p.id),
      contentType: p.contentType,
      size: p.size,
    })),
  }));
}

/** The proof images of one of the tenant's top-ups, with where each file is kept (404 for another tenant's). */
export async function staffTopupProofs(db: Db, tenantId: string, topupId: string) {
  const [topup] = await db
    .select({ id: topups.id })
    .from(topups)
    .where(and(eq(topups.id, topupId), eq(topups.tenantId, tenantId)));
  if (!topup) throw new ApiError(404, 'NotFound', 'topupNotFound');
  const proofs = (await proofsByTopup(db, [topupId])).get(topupId) ?? [];
  return proofs.map((p) => ({ id: p.id, fileName: p.fileName, contentType: p.contentType, size: p.size, place: proofPlace(p) }));
}

export async function staffApprove(db: Db, tenantId: string, topupId: string, operatorId: string, amount?: number) {
  const [topup] = await db
    .select()
    .from(topups)
    .where(and(eq(topups.id, topupId), eq(topups.tenantId, tenantId)));
  if (!topup) throw new ApiError(404, 'NotFound', 'topupNotFound');
  const creditAmount = amount === undefined ? topup.creditAmount : Math.round(amount * 100);
  if (!Number.isSafeInteger(creditAmount) || creditAmount <= 0) throw new ApiError(400, 'AMOUNT_OUT_OF_RANGE', 'amountOutOfRange');
  const outcome = await approveTopup(db, { tenantId, topupId, creditAmount, operatorId });
  if (outcome === 'not-in-audit') throw new ApiError(409, 'TOPUP_NOT_PAYABLE', 'topupNotPayable');
  return { outcome, creditAmount: toDecimal(creditAmount) };
}

export async function staffReject(db: Db, tenantId: string, topupId: string, operatorId: string, reason: string) {
  if (!(await rejectTopup(db, { tenantId, topupId, reason, operatorId }))) throw new ApiError(409, 'TOPUP_NOT_PAYABLE', 'topupNotPayable');
  return { outcome: 'rejected' as const };
}

export async function staffAdjust(
  db: Db,
  tenantId: string,
  input: { customer: string; amount: number; reasonCode: string; reason: string; operatorId: string | null },
) {
  if (!(ADJUSTMENT_REASONS as readonly string[]).includes(input.reasonCode)) throw new ApiError(400, 'BadRequest', 'badRequest', 'reasonCode');
  const customer = await findCustomer(db, tenantId, input.customer);
  const record = await adjust(db, {
    tenantId,
    userId: customer.id,
    amount: Math.round(input.amount * 100),
    reasonCode: input.reasonCode as AdjustmentReason,
    reason: input.reason,
    operatorId: input.operatorId,
    titleZh: t('zh-Hans', 'adjustmentTitle'),
    titleEn: t('en', 'adjustmentTitle'),
  });
  return { id: record.id, amount: toDecimal(record.amount * record.direction) };
}

export async function staffRequestPayment(
  db: Db,
  tenantId: string,
  input: { customer: string; amount: number; refType: string; refId: string; titleZh: string; titleEn: string },
) {
  const customer = await findCustomer(db, tenantId, input.customer);
  const record = await requestPayment(db, { ...input, tenantId, userId: customer.id, amount: Math.round(input.amount * 100) });
  return { id: record.id, status: record.status, amount: toDecimal(record.amount) };
}
