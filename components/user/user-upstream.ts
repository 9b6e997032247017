import 'server-only';
import { cache } from 'react';
import type { MemberDetail } from '@/lib/api/account';
import type { Locale } from '@/lib/contract/constants';
import { getPathname } from '@/lib/i18n/navigation';
import { readAuthorization } from '@/lib/session/server-session';
import { getSiteConfig } from '@/lib/site/get-site';
import { UpstreamError, upstreamJson, type UpstreamContext } from '@/lib/upstream/server-call';
import { redirectToLogin } from './login-redirect';

/** The upstream context of a user page (session, host, tenant); no session -> to /login. */
export async function userContext(locale: Locale, site: string, selfPath: string): Promise<UpstreamContext> {
  const authorization = await readAuthorization();
  if (!authorization) redirectToLogin(locale, getPathname({ href: selfPath, locale }));
  const config = await getSiteConfig(site, locale);
  return { siteKey: site, locale, authorization, tenantId: config.currentTenant.id || undefined };
}

/**
 * A read for a user page made by the server render: a 401 (session ended) goes to /login with the
 * page as `redirect`; any other failure is logged and gives null (the page shows a retry).
 */
export async function userRead<T>(
  context: UpstreamContext,
  selfPath: string,
  method: 'GET' | 'POST',
  path: string,
  options: { query?: Record<string, string | number | undefined>; body?: unknown } = {},
): Promise<T | null> {
  try {
    return await upstreamJson<T>(context, method, path, options);
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 401) {
      redirectToLogin(context.locale, getPathname({ href: selfPath, locale: context.locale }));
    }
    console.error(`[user] ${method} ${path} failed:`, (error as Error).message);
    return null;
  }
}

/**
 * The signed-in member, read once per request: the user layout seeds the header's account menu with it
 * (./member-seed), so the header does not load it again. Null on any failure (the page's own reads
 * handle a 401).
 */
export const readCurrentMember = cache(
  async (siteKey: string, locale: Locale, authorization: string, tenantId: string | undefined): Promise<MemberDetail | null> => {
    try {
      return await upstreamJson<MemberDetail>({ siteKey, locale, authorization, tenantId }, 'GET', '/api/u/user');
    } catch {
      return null;
    }
  },
);
