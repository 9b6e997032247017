import 'server-only';
import { headers } from 'next/headers';
import { ORIGINAL_PATH_HEADER, type Locale } from '@/lib/contract/constants';
import { getPathname, redirect } from '@/lib/i18n/localized-navigation';
import { safeRedirectPath } from '@/lib/site/safe-redirect';

/**
 * The path and query the visitor asked for, as the proxy saw it (with the /en prefix), so the
 * sign-in page can send them back; without the header the fallback page is used.
 */
export async function requestedPath(locale: Locale, fallbackPathname: string): Promise<string> {
  const fallback = getPathname({ href: fallbackPathname, locale });
  const requestHeaders = await headers();
  return safeRedirectPath(requestHeaders.get(ORIGINAL_PATH_HEADER), fallback);
}

/** SPEC section 2, route guard 1: to /login (or /en/login) with the full original path. */
export function redirectToLogin(locale: Locale, from: string): never {
  return redirect({ href: { pathname: '/login', query: { redirect: from } }, locale });
}
