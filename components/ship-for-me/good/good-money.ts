// Currency symbols of a good's own price (its shop's currency) and of the site's totals.
const SYMBOLS: Record<string, string> = { CNY: '¥', USD: '$', JPY: 'JP¥', EUR: '€', GBP: '£', HKD: 'HK$', KRW: '₩' };

/** The symbol before an amount in `currency`: a known one, else the code and a space. */
export function currencySymbol(currency: string): string {
  return SYMBOLS[currency] ?? `${currency} `;
}
