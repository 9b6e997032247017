// What the site server (scripts/site-server.mjs) does to a request before Next sees it: the one place
// that sees the socket decides who is asking and which site it is for, and stamps the request with its
// secret so that what comes after believes these values and nothing a client wrote.
// Relative imports only: plain Node loads this file.
import { deriveForwarded, sanitizeForwardingHeaders } from '../net/forwarded.ts';
import { SITE_KEY_HEADER } from './site-key.ts';
import { SITE_SERVER_HEADER } from './site-server-trust.ts';

export interface IncomingLike {
  url?: string;
  headers: Record<string, string | string[] | undefined>;
  socket: { remoteAddress?: string; encrypted?: boolean };
}

export interface PrepareOptions {
  /** The site server's secret (registerSiteServerSecret). */
  secret: string;
  /** Trusted proxy hops in front (TRUST_PROXY). */
  trustedHops: number;
  /** Host → site key (createSiteKeyResolver). */
  siteKeyOf: (host: string) => Promise<string>;
}

const joined = (value: string | string[] | undefined) =>
  [value]
    .flat()
    .filter((v) => v !== undefined)
    .join(',');

/**
 * Overwrites X-Forwarded-For/-Host/-Proto with the values derived under TRUST_PROXY (lib/net/forwarded.ts),
 * replaces any client-sent X-Site-Key and site-server header with this server's own: the site of the host
 * (not for Next's own files) and the secret.
 */
export async function prepareSiteRequest(req: IncomingLike, options: PrepareOptions): Promise<void> {
  const derived = deriveForwarded({
    socketAddress: req.socket.remoteAddress,
    encrypted: Boolean(req.socket.encrypted),
    host: joined(req.headers.host),
    forwardedFor: joined(req.headers['x-forwarded-for']),
    forwardedHost: joined(req.headers['x-forwarded-host']),
    forwardedProto: joined(req.headers['x-forwarded-proto']),
    trustedHops: options.trustedHops,
  });
  sanitizeForwardingHeaders(req.headers, derived);
  delete req.headers[SITE_KEY_HEADER];
  if (!req.url?.startsWith('/_next/')) req.headers[SITE_KEY_HEADER] = await options.siteKeyOf(derived.host);
  req.headers[SITE_SERVER_HEADER] = options.secret;
}
