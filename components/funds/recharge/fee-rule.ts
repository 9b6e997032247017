// The fee rule of a payment method as one short text ("3.5% + $0.30"), and the rate without trailing
// zeros. Pure.
import type { PaymentMethodInfo } from '@/lib/api/funds';
import { formatMoney } from '@/lib/format/number';

/** "0.13888889" stays; "7.25000000" → "7.25"; "1.00000000" → "1". */
export function trimDecimal(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}

/** "3.5% + $0.30"; null when the method charges nothing. */
export function feeRuleText(method: PaymentMethodInfo): string | null {
  const parts: string[] = [];
  const percent = Number(method.feePercent);
  if (Number.isFinite(percent) && percent > 0) parts.push(`${trimDecimal(method.feePercent.trim())}%`);
  const fixed = method.currencies
    .filter((currency) => (method.feeFixed[currency.currency] ?? 0) > 0)
    .map((currency) => formatMoney(method.feeFixed[currency.currency], currency.symbol));
  if (fixed.length) parts.push(fixed.join(' / '));
  return parts.length ? parts.join(' + ') : null;
}

/** The symbol of a pay currency of the method (its code and a space when unknown). */
export function currencySymbol(method: PaymentMethodInfo | undefined, code: string): string {
  return method?.currencies.find((currency) => currency.currency === code)?.symbol ?? `${code} `;
}
