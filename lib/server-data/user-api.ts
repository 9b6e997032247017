import 'server-only';
import { cache } from 'react';
import { getCurrentMember, type MemberDetail } from '@/lib/api/account';
import { type ApiClient, statusOf } from '@/lib/api/client';
import type { Locale } from '@/lib/contract/constants';
import { getPathname } from '@/lib/i18n/localized-navigation';
import { readAuthorization } from '@/lib/session/server-session';
import { redirectToLogin } from '@/lib/session/login-redirect';
import { siteApi } from './site-api';

/**
 * The ApiClient of a user page's server render: the member's session, host and tenant. No session, or a
 * 401 from any call (the session ended), goes to /login with the page as `redirect`. Any other failure
 * throws to the user area's error boundary (retry); a page reading one record wraps it in orNull() and
 * calls notFound() on null.
 */
export async function userApi(locale: Locale, site: string, selfPath: string): Promise<ApiClient> {
  const authorization = await readAuthorization();
  const self = getPathname({ href: selfPath, locale });
  if (!authorization) redirectToLogin(locale, self);
  const api = await siteApi(site, locale, { authorization });
  const signedIn = async <T>(call: Promise<T>): Promise<T> => {
    try {
      return await call;
    } catch (error) {
      if (statusOf(error) === 401) redirectToLogin(locale, self);
      throw error;
    }
  };
  return {
    get: (path, options) => signedIn(api.get(path, options)),
    post: (path, body, options) => signedIn(api.post(path, body, options)),
    put: (path, body, options) => signedIn(api.put(path, body, options)),
    delete: (path, options) => signedIn(api.delete(path, options)),
  };
}

/**
 * The signed-in member, read once per request by the user layout (it seeds the header, so the header does
 * not load it again). `unauthorized` when the backend says the session is gone (the layout goes to
 * /login); null member on any other failure (the page's own reads show it).
 */
export const readCurrentMember = cache(
  async (siteKey: string, locale: Locale, authorization: string): Promise<{ unauthorized: boolean; member: MemberDetail | null }> => {
    try {
      return { unauthorized: false, member: await getCurrentMember(await siteApi(siteKey, locale, { authorization })) };
    } catch (error) {
      return { unauthorized: statusOf(error) === 401, member: null };
    }
  },
);
