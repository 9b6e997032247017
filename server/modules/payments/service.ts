// What the top-ups call: start a payment at the provider, ask the provider about a top-up (settling it when
// paid, closing it when the provider closed it), and close it at the provider.
import { eq } from 'drizzle-orm';
import type { Locale } from '../../../lib/contract/constants.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { closeTopup, logPaymentEvent, settleTopup, type TopupRow } from '../funds/index.ts';
import { pt } from './messages.ts';
import { adapterForMethod } from './registry.ts';
import { REDIRECT_REFUSED, type ProviderStatus, type StartAction } from './types.ts';

/** Hours an online payment stays open at the provider when the top-up has no end of its own. */
const DEFAULT_PAYABLE_MS = 2 * 3_600_000;

const trimOrigin = (origin: string) => origin.replace(/\/+$/, '');

/** Where providers send notices: PAYMENT_NOTIFY_BASE_URL when set, else the origin the customer uses. */
export function notifyUrlFor(origin: string, provider: string): string {
  const base = process.env.PAYMENT_NOTIFY_BASE_URL?.trim() || origin;
  return `${trimOrigin(base)}/api/payment/notify/${provider}`;
}

/** The top-up's detail page, where the provider sends the customer back (display only: it never credits). */
export function returnUrlFor(origin: string, locale: Locale, topupId: string, from: 'return' | 'cancel'): string {
  return `${trimOrigin(origin)}${locale === 'en' ? '/en' : ''}/details/topup?id=${encodeURIComponent(topupId)}&from=${from}`;
}

/** Asks the top-up's provider for a way to pay (a redirect or a QR code). Stores nothing. */
export async function startPayment(db: Db, topup: TopupRow, ctx: { origin: string; locale: Locale }): Promise<StartAction> {
  const adapter = await adapterForMethod(db, topup.method);
  if (!adapter) throw new Error(`payment method ${topup.method} is not available`);
  const [user] = await db
    .select({ name: users.name, userName: users.userName, email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.id, topup.userId));
  return adapter.start({
    topupId: topup.id,
    tenantId: topup.tenantId,
    amountMinor: topup.totalPay,
    currency: topup.payCurrency,
    subject: `${pt(ctx.locale, 'subject')} ${topup.id}`,
    notifyUrl: notifyUrlFor(ctx.origin, adapter.name),
    returnUrl: returnUrlFor(ctx.origin, ctx.locale, topup.id, 'return'),
    cancelUrl: returnUrlFor(ctx.origin, ctx.locale, topup.id, 'cancel'),
    expiresAt: topup.expiresAt ?? new Date(Date.now() + DEFAULT_PAYABLE_MS),
    locale: ctx.locale,
    payer: user ? { name: user.name || user.userName, email: user.email, phone: user.phone } : undefined,
  });
}

/**
 * Asks the provider about a top-up (or, with the query of the customer's return, lets the adapter finish
 * it: PayPal captures, Billplz checks the redirect) and acts on the answer: paid → settleTopup (which
 * checks method, amount and currency and credits once); closed → closeTopup.
 */
export async function syncTopup(db: Db, topup: TopupRow, opts: { returnQuery?: URLSearchParams } = {}): Promise<ProviderStatus> {
  const adapter = await adapterForMethod(db, topup.method);
  if (!adapter) return { state: 'pending', detail: 'method unavailable' };
  const fromReturn = !!opts.returnQuery && !!adapter.onReturn;
  const status = fromReturn ? await adapter.onReturn!(topup.id, topup.providerRef, opts.returnQuery!) : await adapter.query(topup.id, topup.providerRef);
  const source = fromReturn ? 'return' : 'query';
  if (status.state === 'paid') {
    if (status.amountMinor === undefined || !status.currency) return { ...status, state: 'pending', detail: `${status.detail}: no amount` };
    const settled = await settleTopup(db, {
      topupId: topup.id,
      method: topup.method,
      amountMinor: status.amountMinor,
      currency: status.currency,
      providerRef: status.providerRef ?? topup.providerRef,
      source,
    });
    return { ...status, detail: `${status.detail}: ${settled.outcome}${settled.reason ? ` (${settled.reason})` : ''}` };
  }
  if (status.state === 'closed') {
    await closeTopup(db, { topupId: topup.id, reason: `closed at the provider: ${status.detail}` });
  } else if (fromReturn && status.detail.startsWith(REDIRECT_REFUSED)) {
    await logPaymentEvent(db, {
      tenantId: topup.tenantId,
      topupId: topup.id,
      method: topup.method,
      source,
      outcome: 'rejected',
      detail: status.detail,
    });
  }
  return status;
}

/** Closes the top-up's payment at the provider (expired or cancelled), where the provider can. */
export async function closeAtProvider(db: Db, topup: TopupRow): Promise<void> {
  const adapter = await adapterForMethod(db, topup.method);
  await adapter?.close?.(topup.id, topup.providerRef);
}
