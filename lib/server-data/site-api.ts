import 'server-only';
import type { ApiClient } from '@/lib/api/client';
import type { Locale } from '@/lib/contract/constants';
import { getSiteConfig } from '@/lib/site/get-site';
import { serverApi } from '@/lib/upstream/server-api';
import type { UpstreamContext } from '@/lib/upstream/server-call';

/**
 * The one tenant rule of server renders: every call names the host's tenant (`__tenant`, from the site's
 * configuration), as the gateway does for the browser's calls, public and signed-in alike. The site's own
 * configuration call is the only one made without it (the backend finds the tenant by the host).
 */
export async function siteApi(siteKey: string, locale: Locale, extra: Pick<UpstreamContext, 'authorization' | 'clientAddress'> = {}): Promise<ApiClient> {
  const config = await getSiteConfig(siteKey, locale);
  return serverApi({ siteKey, locale, ...extra, tenantId: config.currentTenant.id || undefined });
}
