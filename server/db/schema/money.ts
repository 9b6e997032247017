// Money: one double-entry ledger (accounts, journals whose lines sum to zero), the documents that move money
// (transaction records: top-ups, payments, refunds, adjustments), top-up details and proofs, the tenant's
// payment settings and rates, and the idempotency keys of every request that moves money.
// Amounts: bigint minor units (base currency for accounts, pay currency where a column says so). Rates: NUMERIC.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, numeric, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './core.ts';
import { createdAt, memberTimelineIndex, sortOrder, storedFile, timestamps, ts, updatedAt } from './columns.ts';
import { memberOwned, optionalUserId, tenantId } from './tenant-columns.ts';

const minor = (name: string) => bigint(name, { mode: 'number' });
const exchangeRate = (name: string) => numeric(name, { precision: 18, scale: 8 });

/** A top-up's figures as quoted: shared by the quote and the top-up made from it. */
const topupFigures = () => ({
  /** Pay-currency units for one base unit, as quoted. */
  rate: exchangeRate('rate').notNull(),
  /** Base minor units asked for. */
  creditAmount: minor('credit_amount').notNull(),
  /** Pay currency, minor units: the converted amount, the service charge, and their sum (what is paid). */
  payAmount: minor('pay_amount').notNull(),
  serviceCharge: minor('service_charge').notNull(),
  totalPay: minor('total_pay').notNull(),
});

/**
 * A ledger account. Customer wallets have `userId` and kind `wallet` and never go below zero (the check
 * stands behind the service's own test); system accounts (`clearing:<provider>`, `revenue`, `adjustments`,
 * `refunds`) have no user and may.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: text('id').primaryKey(), // WA…
    tenantId: tenantId(),
    userId: optionalUserId(),
    kind: text('kind').notNull(),
    currency: text('currency').notNull(),
    /** Cached: always the sum of the account's journal lines (tested). */
    balance: minor('balance').notNull().default(0),
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_wallet_uq')
      .on(t.tenantId, t.userId, t.currency)
      .where(sql`${t.userId} IS NOT NULL`),
    uniqueIndex('ledger_accounts_system_uq')
      .on(t.tenantId, t.kind, t.currency)
      .where(sql`${t.userId} IS NULL`),
    check('ledger_accounts_wallet_not_negative', sql`${t.kind} <> 'wallet' OR ${t.balance} >= 0`),
  ],
);

/** A posting: its lines sum to zero. Never edited; a reversal is another journal. */
export const journals = pgTable(
  'journals',
  {
    id: text('id').primaryKey(), // J…
    tenantId: tenantId(),
    /** The customer whose wallet it touches, if any. */
    userId: optionalUserId(),
    /** topup | payment | refund | adjustment | reversal */
    type: text('type').notNull(),
    /** The transaction record it posts. */
    transactionId: text('transaction_id'),
    /** Adjustments: compensation | correction | withdrawal | expiry. */
    reasonCode: text('reason_code'),
    /** Free text a person wrote (staff adjustments), shown to the customer as written. */
    reason: text('reason'),
    operatorId: text('operator_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [memberTimelineIndex('journals_user_idx', t), index('journals_transaction_idx').on(t.transactionId)],
);

export const journalLines = pgTable(
  'journal_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    journalId: text('journal_id')
      .notNull()
      .references(() => journals.id),
    accountId: text('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Signed: + credits the account (a wallet's balance grows), − debits it. */
    amount: minor('amount').notNull(),
    balanceAfter: minor('balance_after').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('journal_lines_account_idx').on(t.accountId, t.id), index('journal_lines_journal_idx').on(t.journalId)],
);

/**
 * One per document that moves a customer's money (TRAN…): a top-up, a payment of a waybill or order,
 * a refund (parentId: the payment) or an adjustment. `status` is PaymentStatus and changes only by a
 * conditional update (`WHERE status = <expected>`).
 */
export const transactionRecords = pgTable(
  'transaction_records',
  {
    id: text('id').primaryKey(), // TRAN…
    ...memberOwned(),
    /** topup | payment | refund | adjustment */
    kind: text('kind').notNull(),
    status: integer('status').notNull(),
    /** PaymentMethod; 0 = the wallet itself (payments, refunds, adjustments). */
    method: integer('method').notNull().default(0),
    /** What it pays or refunds: waybill | logistics-order | topup …, and that document's id. */
    refType: text('ref_type'),
    refId: text('ref_id'),
    /** A refund's or deduction's original payment. */
    parentId: text('parent_id'),
    /** Base currency, minor units, always positive; `direction` says which way it moves the wallet. */
    amount: minor('amount').notNull(),
    /** +1 into the wallet (top-ups, refunds, credit adjustments), −1 out of it (payments, deductions, debits). */
    direction: integer('direction').notNull(),
    currency: text('currency').notNull(),
    /** What the customer pays in the pay currency (top-ups), minor units; equals `amount` otherwise. */
    payAmount: minor('pay_amount').notNull(),
    payCurrency: text('pay_currency').notNull(),
    titleZh: text('title_zh').notNull().default(''),
    titleEn: text('title_en').notNull().default(''),
    ...timestamps(),
    completedAt: ts('completed_at'),
  },
  (t) => [
    // The member's records in time order with what their filters read (tab, status, method, number prefix):
    // pages and counts from the index alone (docs/decisions.md "Lists at scale").
    index('transaction_records_member_list_idx').on(t.tenantId, t.userId, t.createdAt, t.id, t.kind, t.status, t.method, t.refId),
    index('transaction_records_ref_idx').on(t.tenantId, t.refType, t.refId),
    index('transaction_records_parent_idx').on(t.parentId),
    uniqueIndex('transaction_records_paid_once_uq')
      .on(t.tenantId, t.refType, t.refId)
      .where(sql`${t.kind} = 'payment' AND ${t.status} = 2`),
  ],
);

/** The top-up side of a `topup` transaction record (TOPUP…): the quote it was made from and how it is paid. */
export const topups = pgTable(
  'topups',
  {
    id: text('id').primaryKey(), // TOPUP…
    ...memberOwned(),
    transactionId: text('transaction_id')
      .notNull()
      .references(() => transactionRecords.id),
    method: integer('method').notNull(),
    ...topupFigures(),
    payCurrency: text('pay_currency').notNull(),
    /** Base minor units actually credited (staff may credit what arrived). */
    creditedAmount: minor('credited_amount'),
    /** The provider's order or bill id, once created. */
    providerRef: text('provider_ref'),
    /** How to go on paying (redirect URL or QR code text), as the provider answered. */
    payUrl: text('pay_url'),
    qrCode: text('qr_code'),
    /** Bank transfer and Taobao: payer name, transfer number, Taobao order number, Wangwang ID. */
    payer: jsonb('payer').$type<Record<string, string>>(),
    /** Taobao order number, unique per tenant across top-ups. */
    externalRef: text('external_ref'),
    rejectReason: text('reject_reason'),
    /** Credited by a notice that came after the top-up was closed: staff look at these. */
    flagged: boolean('flagged').notNull().default(false),
    expiresAt: ts('expires_at'),
    createdAt: createdAt(),
  },
  (t) => [
    memberTimelineIndex('topups_user_idx', t),
    uniqueIndex('topups_transaction_uq').on(t.transactionId),
    uniqueIndex('topups_external_ref_uq')
      .on(t.tenantId, t.method, t.externalRef)
      .where(sql`${t.externalRef} IS NOT NULL`),
  ],
);

/** Proof images of a bank-transfer or Taobao top-up (files under TOPUP_PROOF_DIR). */
export const topupProofs = pgTable(
  'topup_proofs',
  {
    id: text('id').primaryKey(),
    topupId: text('topup_id')
      .notNull()
      .references(() => topups.id),
    ...storedFile(),
    createdAt: createdAt(),
  },
  (t) => [index('topup_proofs_topup_idx').on(t.topupId)],
);

/** What a provider told us about a top-up, good or bad: the audit trail of notices and queries. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id'),
    topupId: text('topup_id'),
    method: integer('method').notNull(),
    /** notice | query | return | start | audit */
    source: text('source').notNull(),
    /** credited | duplicate | rejected | pending | closed | failed … */
    outcome: text('outcome').notNull(),
    detail: text('detail').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('payment_events_topup_idx').on(t.topupId, t.id)],
);

/** A preview the customer saw (exchange-calculate): creating the top-up takes its figures if still fresh. */
export const topupQuotes = pgTable('topup_quotes', {
  id: text('id').primaryKey(), // Q…
  ...memberOwned(),
  method: integer('method').notNull(),
  payCurrency: text('pay_currency').notNull(),
  ...topupFigures(),
  expiresAt: ts('expires_at').notNull(),
  createdAt: createdAt(),
});

/** The tenant's payment methods: on or off, limits (base minor units), fee rule (pay currency), currencies. */
export const paymentMethodSettings = pgTable(
  'payment_method_settings',
  {
    tenantId: tenantId(),
    method: integer('method').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    currencies: jsonb('currencies').$type<string[]>().notNull(),
    minAmount: minor('min_amount').notNull(),
    maxAmount: minor('max_amount').notNull(),
    feePercent: numeric('fee_percent', { precision: 8, scale: 4 }).notNull().default('0'),
    /** Fixed fee in minor units of each pay currency: { USD: 30 }. */
    feeFixed: jsonb('fee_fixed').$type<Record<string, number>>().notNull().default({}),
    /** Method-specific details shown to the customer (bank account, Taobao item link …). */
    details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
    sort: sortOrder(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.method] })],
);

/** Pay-currency units per one base unit (top-ups), and the withdrawal rate; read-only to customers. */
export const currencyRates = pgTable(
  'currency_rates',
  {
    tenantId: tenantId(),
    currency: text('currency').notNull(),
    symbol: text('symbol').notNull(),
    rate: exchangeRate('rate').notNull(),
    withdrawalRate: exchangeRate('withdrawal_rate').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.currency] })],
);

/**
 * Idempotency-Key of a request that moves money: per tenant and caller. The same key with the same body
 * answers the stored response; another body 422; while the first is still running 409.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    tenantId: text('tenant_id').notNull(),
    /** The caller: a user id, or `provider:<name>` for notices. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** sha256 of method, path and body. */
    requestHash: text('request_hash').notNull(),
    /** running | done */
    state: text('state').notNull(),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    createdAt: createdAt(),
    completedAt: ts('completed_at'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/** Keys and state of the sandbox providers (generated at first start; never used in live mode). */
export const sandboxState = pgTable('sandbox_state', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/** Orders the sandbox providers hold, as a provider would on its side (never read by the ledger). */
export const sandboxOrders = pgTable(
  'sandbox_orders',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    /** The merchant's order id (our TOPUP…). */
    merchantRef: text('merchant_ref').notNull(),
    amount: minor('amount').notNull(),
    currency: text('currency').notNull(),
    /** The provider's own state words (NOTPAY, WAIT_BUYER_PAY, CREATED, pending, due …). */
    state: text('state').notNull(),
    notifyUrl: text('notify_url'),
    returnUrl: text('return_url'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps(),
  },
  (t) => [index('sandbox_orders_ref_idx').on(t.provider, t.merchantRef)],
);
