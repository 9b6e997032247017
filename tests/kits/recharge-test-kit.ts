// Fixtures of the recharge tests: methods as the method list answers them, and a quote per input.
import { vi, type Mock } from 'vitest';
import en from '@/locales/en.json';
import type { PaymentMethodInfo, Topup, TopupQuote } from '@/lib/api/funds';
import { configureHttp } from '@/lib/api/http';

const at = '2025-01-01T00:00:00.000Z';
const cny = { currency: 'CNY', symbol: '¥', rate: '1', withdrawalRate: '0.98', updatedAt: at };
const usd = { currency: 'USD', symbol: '$', rate: '0.13888889', withdrawalRate: '7.05', updatedAt: at };

const method = (method: number, name: string, extra: Partial<PaymentMethodInfo> = {}): PaymentMethodInfo => ({
  method,
  name,
  currencies: [cny],
  minAmount: 10,
  maxAmount: 50000,
  feePercent: '0',
  feeFixed: {},
  flow: 'online',
  details: {},
  ...extra,
});

export const METHODS: PaymentMethodInfo[] = [
  method(2, 'Alipay'),
  method(4, 'PayPal', { currencies: [usd, cny], feePercent: '3.5000', feeFixed: { USD: 0.3 }, maxAmount: 5000 }),
  method(1, 'WeChat'),
  method(8, 'Bank', { flow: 'audited' }),
];

/** The server's figures for an input (PayPal: 3.5 % + $0.30). */
export function quoteFor(body: { method: number; currency: string; amount: string | number }, n = 1): TopupQuote {
  const amount = Number(body.amount);
  const rate = body.currency === 'USD' ? 0.13888889 : 1;
  const pay = Math.round(amount * rate * 100) / 100;
  const charge = body.method === 4 ? Math.round((pay * 0.035 + (body.currency === 'USD' ? 0.3 : 0)) * 100) / 100 : 0;
  return {
    quoteId: `Q${n}-${body.method}-${body.currency}-${amount}`,
    method: body.method,
    currency: body.currency,
    rate: body.currency === 'USD' ? '0.13888889' : '1.00000000',
    creditAmount: amount,
    payAmount: pay,
    serviceCharge: charge,
    totalPay: Math.round((pay + charge) * 100) / 100,
    expiresAt: '2030-01-01T10:20:00.000Z',
  };
}

export function topupOf(extra: Partial<Topup> = {}): Topup {
  return {
    id: 'TOPUP1',
    transactionId: 'TRAN1',
    method: 2,
    status: 1,
    currency: 'CNY',
    rate: '1.00000000',
    baseCurrency: 'CNY',
    creditAmount: 100,
    payAmount: 100,
    serviceCharge: 0,
    totalPay: 100,
    creditedAmount: null,
    payer: null,
    proofs: [],
    rejectReason: null,
    expiresAt: '2030-01-01T12:00:00.000Z',
    createdAt: '2025-01-01T10:00:00.000Z',
    completedAt: null,
    next: null,
    ...extra,
  };
}

/** Before each test: the client's texts, `location.assign` as the given spy, an empty sessionStorage. */
export function resetBrowser(assign: Mock): void {
  configureHttp({ locale: 'en', messages: en.errors, navigate: vi.fn() });
  assign.mockReset();
  vi.stubGlobal('location', { ...window.location, assign });
  window.sessionStorage.clear();
}
