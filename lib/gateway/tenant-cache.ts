import 'server-only';
import { log } from '@/lib/ops/log';
import { getApplicationConfiguration } from '@/lib/api/system';
import { serverApi } from '@/lib/upstream/server-api';

const TTL_MS = 60_000;
const MAX_ENTRIES = 500;
const cache = new Map<string, { tenantId: string | null; expiresAt: number }>();

/** The tenant of a host, from its site configuration, remembered for a minute. */
export async function resolveTenantId(siteKey: string, acceptLanguage: string | null): Promise<string | null> {
  const now = Date.now();
  const hit = cache.get(siteKey);
  if (hit && hit.expiresAt > now) return hit.tenantId;
  let tenantId: string | null = null;
  try {
    const locale = (acceptLanguage ?? '').toLowerCase().startsWith('en') ? 'en' : 'zh-Hans';
    const config = await getApplicationConfiguration(serverApi({ siteKey, locale }));
    tenantId = config?.currentTenant?.id || null;
  } catch (error) {
    log.error('gateway: tenant lookup failed', { err: error });
    return null;
  }
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(siteKey, { tenantId, expiresAt: now + TTL_MS });
  return tenantId;
}
