import 'server-only';
import { notFound, unstable_rethrow } from 'next/navigation';
import { orNull } from '@/lib/api/client';
import { getTopup, listPaymentMethods, type PaymentMethodInfo, type PaymentMethodList, type Topup } from '@/lib/api/funds';
import type { Locale } from '@/lib/contract/constants';
import { getSiteConfig } from '@/lib/site/get-site';
import { userApi } from '@/lib/server-data/user-api';

/** Symbols and code to show a top-up's amounts with (base currency, pay currency). */
export interface TopupSymbols {
  baseCode: string;
  base: string;
  pay: string;
}

export type TopupLoad =
  | { kind: 'noId' }
  | { kind: 'failed'; id: string; message: string | null }
  | { kind: 'ok'; topup: Topup; methods: PaymentMethodList | null; method: PaymentMethodInfo | null; symbols: TopupSymbols };

function symbolsOf(topup: Topup, methods: PaymentMethodList | null, siteBase: { code: string; symbol: string }): TopupSymbols {
  const base = methods?.baseCurrency ?? siteBase;
  const rates = methods?.methods.flatMap((method) => method.currencies) ?? [];
  const pay = topup.currency === base.code ? base.symbol : (rates.find((rate) => rate.currency === topup.currency)?.symbol ?? `${topup.currency} `);
  return { baseCode: topup.baseCurrency || base.code, base: base.symbol, pay };
}

/**
 * One top-up of the signed-in member for /details/topup and /details/recharge-detail2 (`selfPath`: the
 * page with its query, for the sign-in redirect). Missing or foreign: notFound() (404). Any other failure is
 * a `failed` load (the page shows it with a retry, never a blank page). The method list only adds
 * payment details and the test-mode flag: without it the top-up still shows.
 */
export async function loadTopup(locale: Locale, site: string, id: string, selfPath: string): Promise<TopupLoad> {
  if (!id) return { kind: 'noId' };
  const api = await userApi(locale, site, selfPath);
  try {
    const [topup, methods, config] = await Promise.all([
      orNull(getTopup(id, api)),
      listPaymentMethods(api).catch((error: unknown) => {
        unstable_rethrow(error);
        return null;
      }),
      getSiteConfig(site, locale),
    ]);
    if (!topup) notFound();
    const siteBase = { code: config.site.baseCurrencyCode, symbol: config.site.baseCurrencySymbol };
    const method = methods?.methods.find((m) => m.method === topup.method) ?? null;
    return { kind: 'ok', topup, methods, method, symbols: symbolsOf(topup, methods, siteBase) };
  } catch (error) {
    unstable_rethrow(error);
    // The server's own (localized) message of a contract error; nothing for a bare HTTP failure.
    const code = (error as { code?: unknown } | null)?.code;
    return { kind: 'failed', id, message: typeof code === 'string' && error instanceof Error ? error.message : null };
  }
}
