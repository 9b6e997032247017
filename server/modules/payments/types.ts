// The one interface every online payment provider's adapter implements (WeChat Pay, Alipay, PayPal, HitPay,
// Billplz). The adapters are the live code: in sandbox mode the same adapters talk to server/'s fake
// providers (./sandbox), in process; only base URLs and keys differ.
import type { Locale } from '../../../lib/contract/constants.ts';

export type ProviderName = 'wechat' | 'alipay' | 'paypal' | 'hitpay' | 'billplz';
export type OnlineMethod = 1 | 2 | 4 | 16 | 32;

export const PROVIDER_METHODS: Record<ProviderName, OnlineMethod> = { wechat: 1, alipay: 2, paypal: 4, hitpay: 16, billplz: 32 };
export const PROVIDER_NAMES = Object.keys(PROVIDER_METHODS) as ProviderName[];

export const isProviderName = (name: string): name is ProviderName => Object.hasOwn(PROVIDER_METHODS, name);

export interface StartInput {
  topupId: string;
  tenantId: string;
  /** topup.totalPay: pay currency, minor units. */
  amountMinor: number;
  currency: string;
  subject: string;
  notifyUrl: string;
  returnUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  locale: Locale;
  /** The customer, for providers that ask who pays (Billplz: name and e-mail or mobile). */
  payer?: { name: string; email: string | null; phone: string | null };
}

export type StartAction = { kind: 'redirect'; url: string; providerRef: string | null } | { kind: 'qr'; qrCode: string; providerRef: string | null };

export interface ProviderStatus {
  state: 'pending' | 'paid' | 'closed' | 'failed';
  providerRef?: string | null;
  /** What the provider says was paid (pay currency, minor units); set when `state` is paid. */
  amountMinor?: number;
  currency?: string;
  detail: string;
}

/** The detail of an onReturn answer whose redirect parameters did not verify (nothing is credited). */
export const REDIRECT_REFUSED = 'redirect signature does not verify';

export interface NoticeVerdict {
  topupId: string;
  providerRef: string | null;
  amountMinor: number;
  currency: string;
  paid: boolean;
}

export interface PaymentAdapter {
  method: OnlineMethod;
  name: ProviderName;
  start(input: StartInput): Promise<StartAction>;
  query(topupId: string, providerRef: string | null): Promise<ProviderStatus>;
  /** The buyer came back: PayPal captures here; Billplz checks the redirect's signature. */
  onReturn?(topupId: string, providerRef: string | null, query: URLSearchParams): Promise<ProviderStatus>;
  /** Verifies a notice over its raw body; throws NoticeRejected on a bad signature or a malformed notice. */
  verifyNotice(req: { headers: Headers; rawBody: string }): Promise<NoticeVerdict>;
  /** The provider's "received" reply (ok) or its "try again" reply. */
  ack(ok: boolean): { status: number; body: string; contentType: string };
  close?(topupId: string, providerRef: string | null): Promise<void>;
}

/** Why a notice was refused before anything was credited. */
export type RejectReason = 'signature' | 'malformed' | 'merchant' | 'stale';

export class NoticeRejected extends Error {
  readonly reason: RejectReason;
  /** The top-up the notice claims to be about, when it could be read (for the audit row only). */
  readonly claimedTopupId: string | null;
  /** Or the provider's order it names (Billplz callbacks name the bill only). */
  readonly claimedProviderRef: string | null;

  constructor(reason: RejectReason, claimedTopupId: string | null = null, detail = '', claimedProviderRef: string | null = null) {
    super(detail ? `${reason}: ${detail}` : reason);
    this.name = 'NoticeRejected';
    this.reason = reason;
    this.claimedTopupId = claimedTopupId;
    this.claimedProviderRef = claimedProviderRef;
  }
}

/** A provider answered something other than what its API promises (HTTP error, bad response signature). */
export class ProviderError extends Error {
  readonly status: number;

  constructor(provider: ProviderName, message: string, status = 0) {
    super(`[${provider}] ${message}`);
    this.name = 'ProviderError';
    this.status = status;
  }
}

/** How adapters reach their provider: global fetch in live mode, the app itself in sandbox mode. */
export type HttpFetch = (url: string, init?: RequestInit) => Promise<Response>;
