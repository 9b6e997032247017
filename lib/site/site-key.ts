/**
 * The internal route segment that carries the request host, so public pages can be cached per
 * host and language (next.config rewrites `/path` to `/{locale}/{siteKey}/path`:
 * lib/site/routing-rules.ts). The gateway uses the same key for its tenant look-up.
 */
export const FALLBACK_SITE_KEY = 'default-site';

const HOST_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,62}\.)*[a-z0-9-]{1,63}$/;

export function siteKeyFromHost(hostHeader: string | null | undefined): string {
  if (!hostHeader) return FALLBACK_SITE_KEY;
  const host = hostHeader.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  if (host.length > 253 || !HOST_PATTERN.test(host)) return FALLBACK_SITE_KEY;
  return host;
}

/** The host a site key stands for, as sent to the backend (which maps unknown hosts to its first site). */
export function hostFromSiteKey(siteKey: string): string {
  const decoded = decodeURIComponent(siteKey);
  return decoded === FALLBACK_SITE_KEY ? 'localhost' : decoded;
}
