// Top-up orders: created from a preview's figures, paid at a provider (online methods) or by transfer and
// proof (bank, Taobao), followed until a provider, a query or staff settle them. Only the owner sees one:
// another customer's or tenant's id is 404. Every provider call made here is counted (provider-calls.ts).
import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { PaymentStatus } from '../../../lib/contract/enums.ts';
import type { Locale } from '../../../lib/contract/constants.ts';
import { OFFLINE_TOPUP_DAYS, ONLINE_TOPUP_HOURS, WECHAT_QR_MINUTES } from '../../../lib/contract/money-rules.ts';
import type { RecordFilter } from '../../../lib/contract/wire.ts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { topupProofs, topups, transactionRecords } from '../../db/schema/index.ts';
import { ApiError } from '../../errors.ts';
import type { UserRow } from '../../http.ts';
import { t } from '../../i18n.ts';
import { ownedBy } from '../../kernel/customers.ts';
import { toDecimal } from '../../kernel/localized.ts';
import { tenantCurrency } from './ledger.ts';
import { figuresForTopup, isAudited } from './quote.ts';
import { callProviderOrRefuse, mayCallProvider } from './provider-calls.ts';
import { providers } from './provider-port.ts';
import { closeTopup, logPaymentEvent, type TopupRow } from './settlement.ts';
import { dateRange, numberPrefix, optionalPage } from '../../kernel/list.ts';

type RecordRow = typeof transactionRecords.$inferSelect;
type ProofRow = typeof topupProofs.$inferSelect;

export const proofUrl = (topupId: string, proofId: string) => `/api/u/fund-management/topup/${topupId}/proof/${proofId}`;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function topupWire(topup: TopupRow, record: RecordRow, proofs: ProofRow[], baseCurrency: string) {
  const pending = record.status === PaymentStatus.PendingPayment;
  let next = null;
  if (pending && isAudited(topup.method)) next = { kind: 'proof' as const };
  else if (pending && topup.qrCode) {
    next = { kind: 'qr' as const, qrCode: topup.qrCode, qrImageUrl: providers().qrImageUrl(topup.qrCode), expiresAt: iso(topup.expiresAt) ?? '' };
  } else if (pending && topup.payUrl) next = { kind: 'redirect' as const, url: topup.payUrl };
  return {
    id: topup.id,
    transactionId: record.id,
    method: topup.method,
    status: record.status,
    currency: topup.payCurrency,
    rate: topup.rate,
    baseCurrency,
    creditAmount: toDecimal(topup.creditAmount),
    payAmount: toDecimal(topup.payAmount),
    serviceCharge: toDecimal(topup.serviceCharge),
    totalPay: toDecimal(topup.totalPay),
    creditedAmount: topup.creditedAmount === null ? null : toDecimal(topup.creditedAmount),
    payer: topup.payer ?? null,
    proofs: proofs.map((p) => ({ id: p.id, url: proofUrl(topup.id, p.id), contentType: p.contentType, size: p.size })),
    rejectReason: topup.rejectReason,
    expiresAt: iso(topup.expiresAt),
    createdAt: topup.createdAt.toISOString(),
    completedAt: iso(record.completedAt),
    next,
  };
}
export type TopupWire = ReturnType<typeof topupWire>;

/** A top-up's transaction record: where its status lives. */
const recordOfTopup = eq(transactionRecords.id, topups.transactionId);
const topupsWithRecords = (db: Db) => db.select({ topup: topups, record: transactionRecords }).from(topups).innerJoin(transactionRecords, recordOfTopup);
const mine = (user: UserRow) => ownedBy(topups, user.tenantId, user.id);

/** The member's top-up with its record, or 404. */
export async function ownTopup(db: Db, user: UserRow, id: string): Promise<{ topup: TopupRow; record: RecordRow }> {
  const [row] = await topupsWithRecords(db).where(and(eq(topups.id, id), mine(user)));
  if (!row) throw new ApiError(404, 'NotFound', 'topupNotFound');
  return row;
}

export async function loadTopupWire(db: Db, user: UserRow, id: string): Promise<TopupWire> {
  const { topup, record } = await ownTopup(db, user, id);
  const proofs = await db.select().from(topupProofs).where(eq(topupProofs.topupId, id)).orderBy(asc(topupProofs.createdAt), asc(topupProofs.id));
  return topupWire(topup, record, proofs, await tenantCurrency(db, user.tenantId));
}

function expiresAtFor(method: number): Date {
  const now = Date.now();
  if (isAudited(method)) return new Date(now + OFFLINE_TOPUP_DAYS * 86_400_000);
  if (method === 1) return new Date(now + WECHAT_QR_MINUTES * 60_000);
  return new Date(now + ONLINE_TOPUP_HOURS * 3_600_000);
}

export interface PayContext {
  origin: string;
  locale: Locale;
}

/** Asks the provider for a way to pay and keeps it on the top-up; a provider failure leaves it unpaid. */
async function startAtProvider(db: Db, topup: TopupRow, ctx: PayContext): Promise<void> {
  if (isAudited(topup.method)) return;
  try {
    const action = await providers().startPayment(db, topup, ctx);
    await db
      .update(topups)
      .set(
        action.kind === 'redirect'
          ? { payUrl: action.url, qrCode: null, providerRef: action.providerRef ?? topup.providerRef }
          : { qrCode: action.qrCode, payUrl: null, providerRef: action.providerRef ?? topup.providerRef },
      )
      .where(eq(topups.id, topup.id));
    await logPaymentEvent(db, {
      tenantId: topup.tenantId,
      topupId: topup.id,
      method: topup.method,
      source: 'start',
      outcome: 'pending',
      detail: action.kind,
    });
  } catch (err) {
    await logPaymentEvent(db, {
      tenantId: topup.tenantId,
      topupId: topup.id,
      method: topup.method,
      source: 'start',
      outcome: 'failed',
      detail: String((err as Error).message).slice(0, 300),
    });
    throw new ApiError(502, 'PAYMENT_FAILED', 'paymentFailed', topup.id);
  }
}

export async function createTopup(
  db: Db,
  user: UserRow,
  input: { method: number; currency: string; amount: number | string; quoteId?: string | null },
  ctx: PayContext,
): Promise<TopupWire> {
  const figures = await figuresForTopup(db, user.tenantId, user.id, input);
  const baseCurrency = await tenantCurrency(db, user.tenantId);
  const id = newId('TOPUP');
  if (!isAudited(figures.method)) await callProviderOrRefuse(db, { id, tenantId: user.tenantId, userId: user.id });
  const topup = await db.transaction(async (tx) => {
    const [record] = await tx
      .insert(transactionRecords)
      .values({
        id: newId('TRAN'),
        tenantId: user.tenantId,
        userId: user.id,
        kind: 'topup',
        status: PaymentStatus.PendingPayment,
        method: figures.method,
        refType: 'topup',
        amount: figures.creditAmount,
        direction: 1,
        currency: baseCurrency,
        payAmount: figures.totalPay,
        payCurrency: figures.payCurrency,
        titleZh: t('zh-Hans', 'topupTitle'),
        titleEn: t('en', 'topupTitle'),
      })
      .returning();
    const [row] = await tx
      .insert(topups)
      .values({
        id,
        tenantId: user.tenantId,
        userId: user.id,
        transactionId: record.id,
        ...figures,
        expiresAt: expiresAtFor(figures.method),
      })
      .returning();
    await tx.update(transactionRecords).set({ refId: row.id }).where(eq(transactionRecords.id, record.id));
    return row;
  });
  // A provider that fails now leaves an unpaid top-up the customer can pay later ("Pay now" → /pay).
  await startAtProvider(db, topup, ctx).catch(() => undefined);
  return loadTopupWire(db, user, topup.id);
}

/** An online top-up whose provider may be called now (the call is counted; false over a limit). */
const mayAsk = async (db: Db, topup: TopupRow) => !isAudited(topup.method) && (await mayCallProvider(db, topup));

/**
 * Closes an unpaid top-up whose time is up, and tells the provider. True when it was closed now. The
 * provider may have been paid just before the end, so it is asked first; over the limit it is not, and a
 * late payment still credits when its notice comes (settlement credits and flags a closed top-up).
 */
async function closeIfExpired(db: Db, topup: TopupRow, record: RecordRow): Promise<boolean> {
  if (record.status !== PaymentStatus.PendingPayment || !topup.expiresAt || topup.expiresAt.getTime() > Date.now()) return false;
  if (await mayAsk(db, topup))
    await providers()
      .syncTopup(db, topup)
      .catch(() => undefined);
  const closed = await closeTopup(db, { topupId: topup.id, reason: 'expired' });
  if (closed && (await mayAsk(db, topup)))
    await providers()
      .closeAtProvider?.(db, topup)
      .catch(() => undefined);
  return closed;
}

/**
 * One top-up as it is now: an unpaid online one is checked with its provider (with the query of the
 * customer's return from the provider, when given) while its limits allow; otherwise as stored.
 */
export async function freshTopup(db: Db, user: UserRow, id: string, returnQuery?: URLSearchParams): Promise<TopupWire> {
  const { topup, record } = await ownTopup(db, user, id);
  if (!(await closeIfExpired(db, topup, record)) && record.status === PaymentStatus.PendingPayment && (await mayAsk(db, topup))) {
    await providers()
      .syncTopup(db, topup, returnQuery ? { returnQuery } : undefined)
      .catch(() => undefined);
  }
  return loadTopupWire(db, user, id);
}

/** "Pay now" again: a new redirect or QR code while the top-up is unpaid and not expired. */
export async function payAgain(db: Db, user: UserRow, id: string, ctx: PayContext): Promise<TopupWire> {
  const { topup, record } = await ownTopup(db, user, id);
  if (record.status !== PaymentStatus.PendingPayment || (await closeIfExpired(db, topup, record))) {
    throw new ApiError(409, 'TOPUP_NOT_PAYABLE', 'topupNotPayable');
  }
  if (!isAudited(topup.method)) await callProviderOrRefuse(db, topup);
  await startAtProvider(db, topup, ctx);
  return loadTopupWire(db, user, id);
}

export async function cancelTopup(db: Db, user: UserRow, id: string): Promise<TopupWire> {
  const { topup } = await ownTopup(db, user, id);
  if (!(await closeTopup(db, { topupId: id, reason: 'cancelled by customer' }))) {
    throw new ApiError(409, 'TOPUP_NOT_PAYABLE', 'topupNotPayable');
  }
  // Over the limit the provider's payment stays open until its own end; a payment there still credits.
  if (await mayAsk(db, topup))
    await providers()
      .closeAtProvider?.(db, topup)
      .catch(() => undefined);
  return loadTopupWire(db, user, id);
}

export async function listTopups(db: Db, user: UserRow, filter: RecordFilter) {
  const where: (SQL | undefined)[] = [mine(user)];
  if (filter.status) where.push(eq(transactionRecords.status, filter.status));
  if (filter.method) where.push(eq(topups.method, filter.method));
  const { from, to } = dateRange(filter);
  if (from) where.push(gte(topups.createdAt, from));
  if (to) where.push(lt(topups.createdAt, to));
  if (filter.keyword) where.push(sql`${topups.id} LIKE ${numberPrefix(filter.keyword)}`);
  const condition = and(...where);
  const { limit, offset } = optionalPage(filter);
  const [rows, [{ total }]] = await Promise.all([
    topupsWithRecords(db).where(condition).orderBy(desc(topups.createdAt), desc(topups.id)).limit(limit).offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(topups)
      .innerJoin(transactionRecords, recordOfTopup)
      .where(condition),
  ]);
  const proofs = rows.length
    ? await db
        .select()
        .from(topupProofs)
        .where(
          inArray(
            topupProofs.topupId,
            rows.map((r) => r.topup.id),
          ),
        )
        .orderBy(asc(topupProofs.createdAt), asc(topupProofs.id))
    : [];
  const baseCurrency = await tenantCurrency(db, user.tenantId);
  return {
    totalCount: total,
    items: rows.map(({ topup, record }) =>
      topupWire(
        topup,
        record,
        proofs.filter((p) => p.topupId === topup.id),
        baseCurrency,
      ),
    ),
  };
}

/** The member's top-ups waiting for payment or review (the wallet's "pending top-ups"). */
export async function pendingTopups(db: Db, user: UserRow): Promise<TopupWire[]> {
  const rows = await topupsWithRecords(db)
    .where(and(mine(user), inArray(transactionRecords.status, [PaymentStatus.PendingPayment, PaymentStatus.PendingAudit])))
    .orderBy(desc(topups.createdAt))
    .limit(20);
  const baseCurrency = await tenantCurrency(db, user.tenantId);
  const live = rows.filter(
    ({ topup, record }) => !(record.status === PaymentStatus.PendingPayment && topup.expiresAt && topup.expiresAt.getTime() <= Date.now()),
  );
  return live.map(({ topup, record }) => topupWire(topup, record, [], baseCurrency));
}
