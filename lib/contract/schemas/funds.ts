// Money (SPEC section 7 "Funds", "Recharge", "Transaction records", "Withdrawal and records"): payment
// methods and rates, top-up previews and orders, transaction records, the fund account log and account
// change records. Amounts are decimals with 2 places (minor units in the database); rates are decimal text.
import { z } from '@hono/zod-openapi';
import { isoDateTime, listOf } from './common.ts';
import { ADJUSTMENT_REASONS, TRANSACTION_KINDS, WALLET_TABS } from '../money-rules.ts';

export * from '../money-rules.ts';

const money = () => z.number().openapi({ description: 'Decimal, 2 places' });
const rate = () => z.string().openapi({ description: 'Decimal text, up to 8 places', example: '0.13888889' });

export const CurrencyRateSchema = z
  .object({
    currency: z.string(),
    symbol: z.string(),
    /** Pay-currency units for one base-currency unit (1 for the base currency itself). */
    rate: rate(),
    /** Base-currency units paid out for one unit of this currency when withdrawing. */
    withdrawalRate: rate(),
    updatedAt: isoDateTime(),
  })
  .openapi('CurrencyRate');

export const PaymentMethodInfoSchema = z
  .object({
    method: z.number().int().openapi({ description: 'PaymentMethod (SPEC section 3)' }),
    name: z.string(),
    /** Pay currencies of the method, with their rates. */
    currencies: z.array(CurrencyRateSchema),
    /** Base currency. */
    minAmount: money(),
    maxAmount: money(),
    feePercent: rate(),
    /** Fixed fee per pay currency. */
    feeFixed: z.record(z.string(), money()),
    /** online: pay at the provider; audited: transfer, then send proof for staff to check. */
    flow: z.enum(['online', 'audited']),
    /** Bank account, Taobao item link and the like (method 8 and 33), localized labels on the site. */
    details: z.record(z.string(), z.string()),
  })
  .openapi('PaymentMethodInfo');

export const MethodListSchema = z
  .object({
    /** The sandbox providers are on: pages show a "test mode" ribbon. */
    testMode: z.boolean(),
    baseCurrency: z.object({ code: z.string(), symbol: z.string() }),
    methods: z.array(PaymentMethodInfoSchema),
  })
  .openapi('PaymentMethodList');

export const TopupPreviewInputSchema = z
  .object({
    method: z.number().int(),
    currency: z.string().min(3).max(3),
    /** What the wallet is to receive, base currency. */
    amount: z.union([z.number(), z.string()]),
  })
  .openapi('TopupPreviewInput');

export const TopupQuoteSchema = z
  .object({
    quoteId: z.string(),
    method: z.number().int(),
    currency: z.string(),
    rate: rate(),
    /** Base currency. */
    creditAmount: money(),
    /** Pay currency: converted amount, service charge, total to pay. */
    payAmount: money(),
    serviceCharge: money(),
    totalPay: money(),
    expiresAt: isoDateTime(),
  })
  .openapi('TopupQuote');

export const TopupInputSchema = TopupPreviewInputSchema.extend({
  /** The preview the customer agreed to; RATE_CHANGED when its figures no longer hold. */
  quoteId: z.string().max(64).nullable().optional(),
}).openapi('TopupInput');

export const TopupNextSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('redirect'), url: z.string() }),
    z.object({
      kind: z.literal('qr'),
      /** What the QR code encodes (WeChat's code_url). */
      qrCode: z.string(),
      /** The QR code as an image: a `data:image/svg+xml;base64,…` URL, ready for an <img src> (never SVG markup). */
      qrImageUrl: z.string(),
      expiresAt: isoDateTime(),
    }),
    z.object({ kind: z.literal('proof') }),
  ])
  .openapi('TopupNext');

export const TopupProofSchema = z.object({ id: z.string(), url: z.string(), contentType: z.string(), size: z.number().int() }).openapi('TopupProof');

export const TopupSchema = z
  .object({
    id: z.string(),
    transactionId: z.string(),
    method: z.number().int(),
    /** PaymentStatus: PendingPayment 1, Successfully 2, Closed 3, PendingAudit 4. */
    status: z.number().int(),
    currency: z.string(),
    rate: rate(),
    baseCurrency: z.string(),
    creditAmount: money(),
    payAmount: money(),
    serviceCharge: money(),
    totalPay: money(),
    creditedAmount: money().nullable(),
    payer: z.record(z.string(), z.string()).nullable(),
    proofs: z.array(TopupProofSchema),
    rejectReason: z.string().nullable(),
    expiresAt: isoDateTime().nullable(),
    createdAt: isoDateTime(),
    completedAt: isoDateTime().nullable(),
    /** How to go on paying while PendingPayment (null otherwise, or when the provider must be asked again: POST …/pay). */
    next: TopupNextSchema.nullable(),
  })
  .openapi('Topup');

export const TopupListSchema = listOf(TopupSchema).openapi('TopupList');

export const ProofFieldsSchema = z
  .object({
    /** Bank transfer: the payer's name and the bank's transfer number. */
    payerName: z.string().max(64).optional(),
    transferNumber: z.string().max(64).optional(),
    /** Taobao link: the Taobao order number (unique) and the buyer's Wangwang ID (required). */
    taobaoOrderNumber: z.string().max(64).optional(),
    wangwangId: z.string().max(64).optional(),
  })
  .openapi('TopupProofFields');

export const TransactionRecordSchema = z
  .object({
    id: z.string(),
    kind: z.enum(TRANSACTION_KINDS),
    status: z.number().int(),
    /** PaymentMethod; 0 for the wallet itself. */
    method: z.number().int(),
    title: z.string(),
    /** Base currency, signed: + into the wallet, − out of it. */
    amount: money(),
    currency: z.string(),
    payAmount: money(),
    payCurrency: z.string(),
    refType: z.string().nullable(),
    refId: z.string().nullable(),
    parentId: z.string().nullable(),
    /** The top-up behind a `topup` record. */
    topupId: z.string().nullable(),
    /** The wallet's balance after it was posted (null until then). */
    balanceAfter: money().nullable(),
    createdAt: isoDateTime(),
    completedAt: isoDateTime().nullable(),
  })
  .openapi('TransactionRecord');

export const TransactionRecordListSchema = listOf(TransactionRecordSchema).openapi('TransactionRecordList');

export const TransactionRecordDetailSchema = TransactionRecordSchema.extend({
  /** Deductions and refunds linked to it (a payment), newest first. */
  linked: z.array(TransactionRecordSchema),
  /** The payment it belongs to (a deduction or refund). */
  parent: TransactionRecordSchema.nullable(),
}).openapi('TransactionRecordDetail');

export const RecordFilterSchema = z
  .object({
    maxResultCount: z.number().int().min(1).max(100).optional(),
    skipCount: z.number().int().min(0).optional(),
    sorting: z.string().max(64).nullable().optional(),
    tab: z.enum(Object.keys(WALLET_TABS) as [keyof typeof WALLET_TABS, ...(keyof typeof WALLET_TABS)[]]).optional(),
    kind: z.enum(TRANSACTION_KINDS).nullable().optional(),
    status: z.number().int().nullable().optional(),
    method: z.number().int().nullable().optional(),
    /** Inclusive dates (YYYY-MM-DD) in the site's time zone, or ISO date-times. */
    from: z.string().max(32).nullable().optional(),
    to: z.string().max(32).nullable().optional(),
    /** A record, top-up or document number (prefix match). */
    keyword: z.string().max(64).nullable().optional(),
  })
  .openapi('RecordFilter');

export const FundLogLineSchema = z
  .object({
    id: z.string(),
    /** topup | payment | refund | adjustment | reversal */
    type: z.string(),
    transactionId: z.string().nullable(),
    title: z.string(),
    /** Signed base-currency amount and the balance after it. */
    amount: money(),
    balanceAfter: money(),
    currency: z.string(),
    createdAt: isoDateTime(),
  })
  .openapi('FundLogLine');

export const FundLogListSchema = listOf(FundLogLineSchema).openapi('FundLogList');

export const AccountChangeRecordSchema = z
  .object({
    id: z.string(),
    transactionId: z.string().nullable(),
    reasonCode: z.enum(ADJUSTMENT_REASONS),
    /** As the staff member wrote it (empty for the system). */
    reason: z.string(),
    /** staff | system */
    by: z.enum(['staff', 'system']),
    amount: money(),
    balanceAfter: money(),
    currency: z.string(),
    createdAt: isoDateTime(),
  })
  .openapi('AccountChangeRecord');

export const AccountChangeListSchema = listOf(AccountChangeRecordSchema).openapi('AccountChangeList');

export const WalletSummarySchema = z
  .object({
    balance: money(),
    currencyCode: z.string(),
    currencySymbol: z.string(),
    points: z.number().int(),
    usableCouponCount: z.number().int(),
    /** Top-ups waiting for payment or audit. */
    pendingTopups: z.array(TopupSchema),
    testMode: z.boolean(),
  })
  .openapi('WalletSummary');
