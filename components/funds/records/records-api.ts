import 'server-only';
import type { ApiClient } from '@/lib/api/client';
import type { Locale } from '@/lib/contract/constants';
import type { SearchParams } from '@/components/ui/list/list-query';
import { userApi } from '@/lib/server-data/user-api';
import { pathWithQuery } from '@/lib/site/search-params';

/**
 * The ApiClient of a records page: the member's session (no session, or a 401, goes to /login with
 * `redirect` = the page with its query, in the page's language). The /details pages sit outside the user
 * layout, so this is their own sign-in check after the proxy's.
 */
export function recordsApi(locale: Locale, site: string, pathname: string, search: SearchParams): Promise<ApiClient> {
  return userApi(locale, site, pathWithQuery(pathname, search));
}
