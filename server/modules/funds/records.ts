// What the customer sees of the ledger: transaction records (one per document, with the balance after it
// was posted), the fund account log (the wallet's posted lines) and account change records (adjustments).
// Every query is scoped to the member: another customer's or tenant's id is 404.
import { and, desc, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '../../../lib/contract/constants.ts';
import type { RecordFilter } from '../../../lib/contract/wire.ts';
import type { Db } from '../../db/client.ts';
import { journalLines, journals, ledgerAccounts, transactionRecords } from '../../db/schema/index.ts';
import { ApiError } from '../../errors.ts';
import type { UserRow } from '../../http.ts';
import { toDecimal } from '../../kernel/localized.ts';
import { tenantCurrency } from './ledger.ts';
import { dateRange, numberPrefix, optionalPage } from '../../kernel/list.ts';
import { kindsOf } from './filters.ts';

export type RecordRow = typeof transactionRecords.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The wallet line a record posted: its balance after (the latest, for a record posted more than once). */
const balanceAfter = sql<string | null>`(
  SELECT l.balance_after FROM ${journalLines} l
  JOIN ${journals} j ON j.id = l.journal_id
  JOIN ${ledgerAccounts} a ON a.id = l.account_id AND a.kind = 'wallet'
  WHERE j.transaction_id = "transaction_records"."id"
  ORDER BY l.id DESC LIMIT 1)`;

export function recordWire(row: RecordRow & { balanceAfter: string | null }, locale: Locale) {
  return {
    id: row.id,
    kind: row.kind as 'topup' | 'payment' | 'deduction' | 'refund' | 'adjustment',
    status: row.status,
    method: row.method,
    title: (locale === 'en' ? row.titleEn : row.titleZh) || row.titleZh,
    amount: toDecimal(row.amount * row.direction),
    currency: row.currency,
    payAmount: toDecimal(row.payAmount),
    payCurrency: row.payCurrency,
    refType: row.refType,
    refId: row.refId,
    parentId: row.parentId,
    topupId: row.kind === 'topup' ? row.refId : null,
    balanceAfter: row.balanceAfter === null ? null : toDecimal(Number(row.balanceAfter)),
    createdAt: row.createdAt.toISOString(),
    completedAt: iso(row.completedAt),
  };
}
export type RecordWire = ReturnType<typeof recordWire>;

const mine = (user: UserRow) => and(eq(transactionRecords.tenantId, user.tenantId), eq(transactionRecords.userId, user.id));

function recordConditions(user: UserRow, filter: RecordFilter): SQL | undefined {
  const kinds = kindsOf(filter);
  const { from, to } = dateRange(filter);
  return and(
    mine(user),
    inArray(transactionRecords.kind, kinds.length ? kinds : ['none']),
    filter.status ? eq(transactionRecords.status, filter.status) : undefined,
    filter.method != null ? eq(transactionRecords.method, filter.method) : undefined,
    from ? gte(transactionRecords.createdAt, from) : undefined,
    to ? lt(transactionRecords.createdAt, to) : undefined,
    filter.keyword?.trim()
      ? sql`(${transactionRecords.id} LIKE ${numberPrefix(filter.keyword)} OR ${transactionRecords.refId} LIKE ${numberPrefix(filter.keyword)})`
      : undefined,
  );
}

const newestFirst = [desc(transactionRecords.createdAt), desc(transactionRecords.id)];

/**
 * A page is chosen on the narrow list index (ids only: the offset's rows are skipped there, their balances
 * never looked up), then only its rows are read with their balance: a "deferred join", docs/decisions.md
 * "Lists at scale". The order ends in the id, so the outer sort repeats the inner one exactly.
 */
async function selectRecords(db: Db, where: SQL | undefined, limits?: { limit: number; offset: number }) {
  const columns = { record: transactionRecords, balanceAfter };
  let rows;
  if (limits) {
    const page = db
      .select({ id: transactionRecords.id })
      .from(transactionRecords)
      .where(where)
      .orderBy(...newestFirst)
      .limit(limits.limit)
      .offset(limits.offset)
      .as('page');
    rows = await db
      .select(columns)
      .from(transactionRecords)
      .innerJoin(page, eq(page.id, transactionRecords.id))
      .orderBy(...newestFirst);
  } else {
    rows = await db
      .select(columns)
      .from(transactionRecords)
      .where(where)
      .orderBy(...newestFirst);
  }
  return rows.map(({ record, balanceAfter: after }) => ({ ...record, balanceAfter: after }));
}

async function countRecords(db: Db, where: SQL | undefined): Promise<number> {
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(transactionRecords)
    .where(where);
  return total;
}

export async function listRecords(db: Db, user: UserRow, filter: RecordFilter, locale: Locale) {
  const where = recordConditions(user, filter);
  const [rows, totalCount] = await Promise.all([selectRecords(db, where, optionalPage(filter)), countRecords(db, where)]);
  return { totalCount, items: rows.map((row) => recordWire(row, locale)) };
}

/** Every record the filter selects, up to `max` (the Excel export). */
export async function allRecords(db: Db, user: UserRow, filter: RecordFilter, locale: Locale, max: number) {
  const rows = await selectRecords(db, recordConditions(user, filter), { limit: max, offset: 0 });
  return rows.map((row) => recordWire(row, locale));
}

export async function recordDetail(db: Db, user: UserRow, id: string, locale: Locale) {
  const [row] = await selectRecords(db, and(mine(user), eq(transactionRecords.id, id)));
  if (!row) throw new ApiError(404, 'NotFound', 'recordNotFound');
  const [linked, parent] = await Promise.all([
    selectRecords(db, and(mine(user), eq(transactionRecords.parentId, id))),
    row.parentId ? selectRecords(db, and(mine(user), eq(transactionRecords.id, row.parentId))) : Promise.resolve([]),
  ]);
  return {
    ...recordWire(row, locale),
    linked: linked.map((r) => recordWire(r, locale)),
    parent: parent[0] ? recordWire(parent[0], locale) : null,
  };
}

/** Deductions and refunds of one of the member's records (404 for anyone else's). */
export async function linkedRecords(db: Db, user: UserRow, id: string, locale: Locale) {
  const detail = await recordDetail(db, user, id, locale);
  return { totalCount: detail.linked.length, items: detail.linked };
}

/** Payment documents waiting to be paid from the wallet (a waybill's fee …). */
export async function listUnpaid(db: Db, user: UserRow, filter: RecordFilter, locale: Locale) {
  const where = and(mine(user), eq(transactionRecords.kind, 'payment'), eq(transactionRecords.status, 1));
  const [rows, totalCount] = await Promise.all([selectRecords(db, where, optionalPage(filter)), countRecords(db, where)]);
  return { totalCount, items: rows.map((row) => recordWire(row, locale)) };
}

// ---- the fund account log: the wallet's posted lines ----

const logColumns = {
  id: journalLines.id,
  type: journals.type,
  transactionId: journals.transactionId,
  amount: journalLines.amount,
  balanceAfter: journalLines.balanceAfter,
  currency: ledgerAccounts.currency,
  createdAt: journalLines.createdAt,
  titleZh: transactionRecords.titleZh,
  titleEn: transactionRecords.titleEn,
};

function walletLines(db: Db) {
  return db
    .select(logColumns)
    .from(journalLines)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
    .innerJoin(journals, eq(journals.id, journalLines.journalId))
    .leftJoin(transactionRecords, eq(transactionRecords.id, journals.transactionId));
}

type LogRow = Awaited<ReturnType<ReturnType<typeof walletLines>['where']>>[number];

const logWire = (row: LogRow, locale: Locale) => ({
  id: String(row.id),
  type: row.type,
  transactionId: row.transactionId,
  title: (locale === 'en' ? row.titleEn : row.titleZh) ?? '',
  amount: toDecimal(row.amount),
  balanceAfter: toDecimal(row.balanceAfter),
  currency: row.currency,
  createdAt: row.createdAt.toISOString(),
});

const ownWallet = (user: UserRow) => and(eq(ledgerAccounts.tenantId, user.tenantId), eq(ledgerAccounts.userId, user.id), eq(ledgerAccounts.kind, 'wallet'));

export async function listFundLog(db: Db, user: UserRow, filter: RecordFilter & { type?: string | null }, locale: Locale) {
  const { from, to } = dateRange(filter);
  const where = and(
    ownWallet(user),
    filter.type ? eq(journals.type, filter.type) : undefined,
    from ? gte(journalLines.createdAt, from) : undefined,
    to ? lt(journalLines.createdAt, to) : undefined,
  );
  const { limit, offset } = optionalPage(filter);
  const [rows, [{ total }]] = await Promise.all([
    walletLines(db).where(where).orderBy(desc(journalLines.id)).limit(limit).offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(journalLines)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
      .innerJoin(journals, eq(journals.id, journalLines.journalId))
      .where(where),
  ]);
  return { totalCount: total, items: rows.map((row) => logWire(row, locale)) };
}

export async function fundLogLine(db: Db, user: UserRow, id: string, locale: Locale) {
  if (!/^\d{1,18}$/.test(id)) throw new ApiError(404, 'NotFound', 'recordNotFound');
  const [row] = await walletLines(db).where(and(ownWallet(user), eq(journalLines.id, Number(id))));
  if (!row) throw new ApiError(404, 'NotFound', 'recordNotFound');
  return logWire(row, locale);
}

// ---- account change records: staff and system adjustments ----

export async function listAccountChanges(db: Db, user: UserRow, filter: RecordFilter) {
  const { from, to } = dateRange(filter);
  const where = and(
    ownWallet(user),
    eq(journals.type, 'adjustment'),
    isNotNull(journals.reasonCode),
    from ? gte(journalLines.createdAt, from) : undefined,
    to ? lt(journalLines.createdAt, to) : undefined,
  );
  const base = () =>
    db
      .select({ line: journalLines, journal: journals, currency: ledgerAccounts.currency })
      .from(journalLines)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
      .innerJoin(journals, eq(journals.id, journalLines.journalId));
  const { limit, offset } = optionalPage(filter);
  const [rows, all] = await Promise.all([
    base().where(where).orderBy(desc(journalLines.id)).limit(limit).offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(journalLines)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
      .innerJoin(journals, eq(journals.id, journalLines.journalId))
      .where(where),
  ]);
  const currency = await tenantCurrency(db, user.tenantId);
  return {
    totalCount: all[0].total,
    items: rows.map(({ line, journal, currency: code }) => ({
      id: String(line.id),
      transactionId: journal.transactionId,
      reasonCode: journal.reasonCode as 'compensation' | 'correction' | 'withdrawal' | 'expiry',
      reason: journal.reason ?? '',
      by: journal.operatorId ? ('staff' as const) : ('system' as const),
      amount: toDecimal(line.amount),
      balanceAfter: toDecimal(line.balanceAfter),
      currency: code ?? currency,
      createdAt: line.createdAt.toISOString(),
    })),
  };
}
