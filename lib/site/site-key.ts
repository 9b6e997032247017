/**
 * The internal route segment that carries the request's site, so public pages can be cached per
 * site and language (next.config rewrites `/path` to `/{locale}/{siteKey}/path`:
 * lib/site/routing-rules.ts). The gateway uses the same key for its tenant look-up.
 *
 * In production the site server (scripts/site-server.mjs) decides the key of every request and sends it
 * in SITE_KEY_HEADER (a client-sent value is always replaced): a host the backend knows as one of its
 * sites keeps its own key, every other host gets FALLBACK_SITE_KEY (the first site). So the page cache
 * holds one entry per configured site, whatever Host values clients send.
 * Relative imports only: next.config.ts and the site server load this file.
 */
export const FALLBACK_SITE_KEY = 'default-site';

/** Request header with the site key, set by the site server only. */
export const SITE_KEY_HEADER = 'x-site-key';

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

export interface SiteKeyResolverOptions {
  /**
   * The site id the backend gives a host (its per-host configuration), or null when it cannot say
   * (backend unreachable).
   */
  siteIdOf: (host: string) => Promise<string | null>;
  /** How long an answer is remembered (ms). */
  ttlMs?: number;
  /**
   * How long a failed look-up is remembered (ms): meanwhile the host has the fallback key without asking a
   * backend that is down or slow again for every request.
   */
  failureTtlMs?: number;
  /** Most hosts remembered; the memory is emptied when full. */
  maxEntries?: number;
  now?: () => number;
}

/**
 * Host → site key, asking the backend once per host and minute: a host whose site is the fallback key's
 * site (the backend's first site, which it also gives unknown hosts) shares FALLBACK_SITE_KEY; any other
 * configured host keeps its own key. When the backend cannot answer, the key it gave the host before, or
 * the fallback key for a host it never decided, remembered for failureTtlMs only.
 */
export function createSiteKeyResolver(options: SiteKeyResolverOptions): (hostHeader: string | null | undefined) => Promise<string> {
  const ttlMs = options.ttlMs ?? 60_000;
  const failureTtlMs = options.failureTtlMs ?? 5_000;
  const maxEntries = options.maxEntries ?? 1000;
  const now = options.now ?? Date.now;
  /** known: the key the backend last decided for the host, kept when a later look-up fails. */
  const memory = new Map<string, { key: Promise<string>; expiresAt: number; known?: string }>();

  async function decide(candidate: string): Promise<string> {
    const [own, fallback] = await Promise.all([options.siteIdOf(hostFromSiteKey(candidate)), options.siteIdOf(hostFromSiteKey(FALLBACK_SITE_KEY))]);
    if (own === null || fallback === null) throw new Error('backend unavailable');
    return own === fallback ? FALLBACK_SITE_KEY : candidate;
  }

  return async (hostHeader) => {
    const candidate = siteKeyFromHost(hostHeader);
    if (candidate === FALLBACK_SITE_KEY) return candidate;
    const hit = memory.get(candidate);
    if (hit && hit.expiresAt > now()) return hit.key;
    const known = hit?.known;
    if (memory.size >= maxEntries) memory.clear();
    const entry: { key: Promise<string>; expiresAt: number; known?: string } = { key: Promise.resolve(FALLBACK_SITE_KEY), expiresAt: now() + ttlMs, known };
    entry.key = decide(candidate).then(
      (key) => (entry.known = key),
      () => {
        entry.expiresAt = now() + failureTtlMs;
        // A host whose site was known keeps it when a refresh fails (a backend slow under load): falling back
        // would send its visitors, and their signed-in API calls, to the first site's tenant meanwhile.
        return known ?? FALLBACK_SITE_KEY;
      },
    );
    memory.set(candidate, entry);
    return entry.key;
  };
}
