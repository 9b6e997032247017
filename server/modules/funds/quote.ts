// Payment methods of a tenant and the arithmetic of a top-up: the amount to credit (base currency) at the
// method's rate and fee gives the amount to pay. Exact: rates and percentages are scaled integers
// (BigInt), each stored amount is rounded half-up once.
import { and, asc, eq } from 'drizzle-orm';
import { AMOUNT_MAX_MINOR, AMOUNT_PATTERN, AUDITED_METHODS, QUOTE_MINUTES } from '../../../lib/contract/money-rules.ts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { currencyRates, paymentMethodSettings, topupQuotes } from '../../db/schema/index.ts';
import { ApiError } from '../../errors.ts';
import { providers } from './provider-port.ts';

export type MethodSettings = typeof paymentMethodSettings.$inferSelect;
export type RateRow = typeof currencyRates.$inferSelect;

const RATE_SCALE = 10n ** 8n;
const PERCENT_SCALE = 10n ** 4n;

/** "12.3456" → 123456n at `places` decimals (the NUMERIC text PostgreSQL answers). */
export function scaled(decimal: string, places: number): bigint {
  const [whole, fraction = ''] = decimal.trim().split('.');
  const negative = whole.startsWith('-');
  const digits = `${whole.replace('-', '')}${fraction.padEnd(places, '0').slice(0, places)}`;
  const value = BigInt(digits || '0');
  return negative ? -value : value;
}

/** a / b rounded half-up (both positive). */
function divRound(a: bigint, b: bigint): bigint {
  return (a * 2n + b) / (2n * b);
}

export function isAudited(method: number): boolean {
  return (AUDITED_METHODS as readonly number[]).includes(method);
}

/** The methods a customer of the tenant may use now: enabled, and (online ones) with a working provider. */
export async function enabledMethods(db: Db, tenantId: string): Promise<MethodSettings[]> {
  const online = new Set(providers().availableMethods());
  const rows = await db
    .select()
    .from(paymentMethodSettings)
    .where(and(eq(paymentMethodSettings.tenantId, tenantId), eq(paymentMethodSettings.enabled, true)))
    .orderBy(asc(paymentMethodSettings.sort), asc(paymentMethodSettings.method));
  return rows.filter((row) => isAudited(row.method) || online.has(row.method));
}

export async function tenantRates(db: Db, tenantId: string): Promise<RateRow[]> {
  return db.select().from(currencyRates).where(eq(currencyRates.tenantId, tenantId)).orderBy(asc(currencyRates.currency));
}

export interface Figures {
  method: number;
  payCurrency: string;
  rate: string;
  creditAmount: number;
  payAmount: number;
  serviceCharge: number;
  totalPay: number;
}

/** Amount text or number (SPEC section 5: 0–99,999,999, 2 decimals) → minor units; 400 otherwise. */
export function amountToMinor(amount: number | string): number {
  const text = typeof amount === 'number' ? String(amount) : amount.trim();
  if (!AMOUNT_PATTERN.test(text)) throw new ApiError(400, 'AMOUNT_OUT_OF_RANGE', 'amountOutOfRange');
  const minor = Number(scaled(text, 2));
  if (minor <= 0 || minor > AMOUNT_MAX_MINOR) throw new ApiError(400, 'AMOUNT_OUT_OF_RANGE', 'amountOutOfRange');
  return minor;
}

/** The figures of crediting `amount` by `method` in `currency` now, or the contract's error. */
export async function computeFigures(db: Db, tenantId: string, input: { method: number; currency: string; amount: number | string }): Promise<Figures> {
  const creditAmount = amountToMinor(input.amount);
  const settings = (await enabledMethods(db, tenantId)).find((row) => row.method === input.method);
  if (!settings) throw new ApiError(400, 'METHOD_UNAVAILABLE', 'methodUnavailable');
  const currency = input.currency.toUpperCase();
  const rate = (await tenantRates(db, tenantId)).find((row) => row.currency === currency);
  if (!settings.currencies.includes(currency) || !rate) throw new ApiError(400, 'CURRENCY_NOT_CONFIGURED', 'currencyNotConfigured');
  if (creditAmount < settings.minAmount || creditAmount > settings.maxAmount) {
    throw new ApiError(400, 'AMOUNT_OUT_OF_RANGE', 'amountOutOfRange', `${settings.minAmount / 100}-${settings.maxAmount / 100}`);
  }
  const payAmount = divRound(BigInt(creditAmount) * scaled(rate.rate, 8), RATE_SCALE);
  const fixed = BigInt(settings.feeFixed[currency] ?? 0);
  const serviceCharge = divRound(payAmount * scaled(settings.feePercent, 4), 100n * PERCENT_SCALE) + fixed;
  return {
    method: input.method,
    payCurrency: currency,
    rate: rate.rate,
    creditAmount,
    payAmount: Number(payAmount),
    serviceCharge: Number(serviceCharge),
    totalPay: Number(payAmount + serviceCharge),
  };
}

export async function saveQuote(db: Db, tenantId: string, userId: string, figures: Figures) {
  const [row] = await db
    .insert(topupQuotes)
    .values({ id: newId('Q'), tenantId, userId, ...figures, expiresAt: new Date(Date.now() + QUOTE_MINUTES * 60_000) })
    .returning();
  return row;
}

/**
 * The figures to create a top-up with: fresh ones, which must equal the quote's when one is given
 * (409 RATE_CHANGED otherwise, so the customer never pays what they were not shown).
 */
export async function figuresForTopup(
  db: Db,
  tenantId: string,
  userId: string,
  input: { method: number; currency: string; amount: number | string; quoteId?: string | null },
): Promise<Figures> {
  const figures = await computeFigures(db, tenantId, input);
  if (!input.quoteId) return figures;
  const [quote] = await db
    .select()
    .from(topupQuotes)
    .where(and(eq(topupQuotes.id, input.quoteId), eq(topupQuotes.tenantId, tenantId), eq(topupQuotes.userId, userId)));
  const same =
    quote &&
    quote.method === figures.method &&
    quote.payCurrency === figures.payCurrency &&
    quote.creditAmount === figures.creditAmount &&
    quote.totalPay === figures.totalPay &&
    scaled(quote.rate, 8) === scaled(figures.rate, 8);
  if (!same) throw new ApiError(409, 'RATE_CHANGED', 'rateChanged');
  return figures;
}
