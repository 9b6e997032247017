// Money limits and codes with no zod in them (browser code imports them); schemas/funds.ts re-exports them.

/** SPEC section 5: 0 to 99,999,999 with at most 2 decimals; as minor units. */
export const AMOUNT_MAX_MINOR = 9_999_999_999;
export const AMOUNT_PATTERN = /^\d{1,8}(\.\d{1,2})?$/;
/** Preset top-up amounts in the base currency (the form also takes any amount within the method's range). */
export const TOPUP_PRESETS = [100, 200, 500, 1000] as const;
/** SPEC sections 5 and 9: proof images. */
export const PROOF_MAX_FILES = 3;
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const PROOF_EXTENSIONS = ['png', 'gif', 'jpg', 'jpeg'] as const;
export const PROOF_CONTENT_TYPES = ['image/png', 'image/gif', 'image/jpeg'] as const;
/** Minutes a preview's figures hold; a WeChat QR code's life; hours an online top-up stays payable. */
export const QUOTE_MINUTES = 10;
export const WECHAT_QR_MINUTES = 15;
export const ONLINE_TOPUP_HOURS = 2;
/** Days a bank-transfer or Taobao top-up waits for its proof. */
export const OFFLINE_TOPUP_DAYS = 7;
export const REJECT_REASON_MAX = 200;
export const PAYER_FIELD_MAX = 64;

/** Documents of the wallet (catalog `funds.kind.<kind>`). */
export const TRANSACTION_KINDS = ['topup', 'payment', 'deduction', 'refund', 'adjustment'] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

/** SPEC section 3 "wallet active tab" (default all): which kinds each tab shows. */
export const WALLET_TABS = {
  all: TRANSACTION_KINDS,
  recharge: ['topup'],
  payment: ['payment', 'deduction'],
  refund: ['refund', 'adjustment'],
} as const satisfies Record<string, readonly TransactionKind[]>;
export type WalletTab = keyof typeof WALLET_TABS;
export const DEFAULT_WALLET_TAB: WalletTab = 'all';
/** Date presets of the wallet's records, in days. */
export const RECORD_DAY_PRESETS = [7, 30, 90] as const;
/** Rows of one Excel export at most. */
export const EXPORT_MAX_ROWS = 5000;

/** Account change reasons (catalog `funds.reason.<code>`). */
export const ADJUSTMENT_REASONS = ['compensation', 'correction', 'withdrawal', 'expiry'] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];

/** Methods paid at a provider's page or QR code, and methods staff audit from proof. */
export const ONLINE_METHODS = [1, 2, 4, 16, 32] as const;
export const AUDITED_METHODS = [8, 33] as const;

/** Error codes of money calls (the message is localized by the server; `details` of INSUFFICIENT_BALANCE is the shortfall). */
export const MONEY_ERRORS = [
  'AMOUNT_OUT_OF_RANGE',
  'METHOD_UNAVAILABLE',
  'CURRENCY_NOT_CONFIGURED',
  'RATE_CHANGED',
  'PROOF_REQUIRED',
  'PROOF_INVALID',
  'TOPUP_NOT_PAYABLE',
  'INSUFFICIENT_BALANCE',
  'PAYMENT_FAILED',
  'ALREADY_PAID',
  'IDEMPOTENCY_MISMATCH',
  'IDEMPOTENCY_IN_PROGRESS',
] as const;
/** The header of every request that moves money. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
