import 'server-only';
import { clientAddressFromHeader, normalizeHost } from '@/lib/net/forwarded';
import { FALLBACK_SITE_KEY, hostFromSiteKey, SITE_KEY_HEADER, siteKeyFromHost } from '@/lib/site/site-key';
import { fromSiteServer } from '@/lib/site/site-server-trust';

export interface IncomingMeta {
  /** host[:port] the page that may write here was loaded from (for the same-origin check and cookies). */
  host: string;
  secure: boolean;
  /** scheme://host[:port] the page that may write here was loaded from. */
  origin: string;
  /** The one client address, or null when nobody vouches for one. */
  address: string | null;
  /** The site of the request (the tenant look-up). */
  siteKey: string;
  /** The host the backend is told (X-Forwarded-Host): it maps it to its site. */
  upstreamHost: string;
}

/**
 * Host, scheme, client address and site of a request, and whom they are believed from:
 *  - a request stamped with the site server's secret (lib/site/site-server-trust.ts): the forwarding
 *    headers and X-Site-Key, which the site server derived under TRUST_PROXY and set itself;
 *  - `next dev` (no site server; its routing is on the Host header too): the Host header's site, and the
 *    forwarding headers Next fills from the socket;
 *  - anything else, e.g. a bare `next start` or a client writing these headers: nobody trusted. The first
 *    site, no client address (the backend counts such requests as one unknown client), and the Host
 *    header and the URL's scheme for the same-origin check (what a browser sends there is its own).
 * A host that is not a plain host name or IP literal is refused (null).
 */
export function incomingMeta(request: Request, development = process.env.NODE_ENV === 'development'): IncomingMeta | null {
  const url = new URL(request.url);
  const headers = request.headers;
  const vouched = fromSiteServer(headers);
  const believed = vouched || development;
  const host = normalizeHost((believed ? headers.get('x-forwarded-host') : null) ?? headers.get('host') ?? url.host);
  if (!host) return null;
  const proto = ((believed ? headers.get('x-forwarded-proto') : null) ?? url.protocol.replace(':', '')).toLowerCase() === 'https' ? 'https' : 'http';
  const siteKey = vouched ? (headers.get(SITE_KEY_HEADER) ?? siteKeyFromHost(host)) : development ? siteKeyFromHost(host) : FALLBACK_SITE_KEY;
  return {
    host,
    secure: proto === 'https',
    origin: new URL(`${proto}://${host}`).origin,
    address: believed ? clientAddressFromHeader(headers.get('x-forwarded-for')) : null,
    siteKey,
    upstreamHost: believed ? host : hostFromSiteKey(FALLBACK_SITE_KEY),
  };
}
