// The wire answers of methods, rates and previews.
import { PaymentMethod } from '../../../lib/contract/enums.ts';
import type { Locale } from '../../../lib/contract/constants.ts';
import type { Db } from '../../db/client.ts';
import type { SiteRow, UserRow } from '../../http.ts';
import { toDecimal } from '../../kernel/localized.ts';
import { providers } from './provider-port.ts';
import { computeFigures, enabledMethods, isAudited, saveQuote, tenantRates, type RateRow } from './quote.ts';

const NAMES: Record<number, Record<Locale, string>> = {
  [PaymentMethod.wechat]: { 'zh-Hans': '微信支付', en: 'WeChat Pay' },
  [PaymentMethod.alipay]: { 'zh-Hans': '支付宝', en: 'Alipay' },
  [PaymentMethod.paypal]: { 'zh-Hans': 'PayPal', en: 'PayPal' },
  [PaymentMethod.bankcard]: { 'zh-Hans': '银行转账', en: 'Bank transfer' },
  [PaymentMethod.hitpay]: { 'zh-Hans': 'HitPay', en: 'HitPay' },
  [PaymentMethod.billplz]: { 'zh-Hans': 'Billplz', en: 'Billplz' },
  [PaymentMethod.TAOBAO_LINK]: { 'zh-Hans': '淘宝链接', en: 'Taobao link' },
};

export const rateWire = (row: RateRow) => ({
  currency: row.currency,
  symbol: row.symbol,
  rate: row.rate,
  withdrawalRate: row.withdrawalRate,
  updatedAt: row.updatedAt.toISOString(),
});

export async function methodList(db: Db, site: SiteRow, locale: Locale) {
  const [methods, rates] = await Promise.all([enabledMethods(db, site.tenantId), tenantRates(db, site.tenantId)]);
  return {
    testMode: providers().mode() === 'sandbox',
    baseCurrency: { code: site.baseCurrencyCode, symbol: site.baseCurrencySymbol },
    methods: methods.map((m) => ({
      method: m.method,
      name: NAMES[m.method]?.[locale] ?? String(m.method),
      currencies: rates.filter((r) => m.currencies.includes(r.currency)).map(rateWire),
      minAmount: toDecimal(m.minAmount),
      maxAmount: toDecimal(m.maxAmount),
      feePercent: m.feePercent,
      feeFixed: Object.fromEntries(Object.entries(m.feeFixed).map(([code, minor]) => [code, toDecimal(minor)])),
      flow: isAudited(m.method) ? ('audited' as const) : ('online' as const),
      details: m.details,
    })),
  };
}

export async function quoteWire(db: Db, user: UserRow, input: { method: number; currency: string; amount: number | string }) {
  const figures = await computeFigures(db, user.tenantId, input);
  const quote = await saveQuote(db, user.tenantId, user.id, figures);
  return {
    quoteId: quote.id,
    method: figures.method,
    currency: figures.payCurrency,
    rate: figures.rate,
    creditAmount: toDecimal(figures.creditAmount),
    payAmount: toDecimal(figures.payAmount),
    serviceCharge: toDecimal(figures.serviceCharge),
    totalPay: toDecimal(figures.totalPay),
    expiresAt: quote.expiresAt.toISOString(),
  };
}
