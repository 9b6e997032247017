// Which method and pay currency the recharge form starts on. Pure.
import type { PaymentMethodInfo } from '@/lib/api/funds';

/** The first method (in the server's order) that pays in the site's currency; the first method when none does. */
export function defaultMethod(methods: readonly PaymentMethodInfo[], baseCode: string): PaymentMethodInfo {
  return methods.find((method) => method.currencies.some((currency) => currency.currency === baseCode)) ?? methods[0];
}

/** The site's currency when the method pays in it (no conversion), else the method's first currency ('' when it has none). */
export function defaultCurrency(method: PaymentMethodInfo, baseCode: string): string {
  return method.currencies.some((currency) => currency.currency === baseCode) ? baseCode : (method.currencies[0]?.currency ?? '');
}
