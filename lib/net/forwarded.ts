// The one trust rule for proxy headers (X-Forwarded-For / -Host / -Proto), used where a socket is seen:
// the site server (scripts/site-server.mjs) and the standalone backend (server/main.ts). Everything
// behind them reads only the values derived here. Pure, with relative imports only: plain Node loads it.
//
// TRUST_PROXY = the number of proxies in front of this server whose headers are believed (default 0:
// none; every client-sent forwarding header is discarded). As in Express and Fastify with a hop count:
// the address list is X-Forwarded-For's entries followed by the socket address; walking from the right,
// the first N entries were written by trusted proxies, so the client is the entry N places left of the
// socket (or the leftmost one when the list is shorter). Host and scheme follow the same rule on their
// own lists, falling back to the Host header and the socket's TLS when no trusted proxy sent them.

export interface ForwardedInput {
  /** The TCP peer address (req.socket.remoteAddress). */
  socketAddress: string | null | undefined;
  /** Whether the socket itself is TLS. */
  encrypted: boolean;
  host: string | null | undefined;
  forwardedFor: string | null | undefined;
  forwardedHost: string | null | undefined;
  forwardedProto: string | null | undefined;
  /** Trusted proxy hops (TRUST_PROXY). */
  trustedHops: number;
}

export interface Forwarded {
  /** The client address (IPv4-mapped IPv6 shown as IPv4), or 'unknown'. */
  address: string;
  /** host[:port] as the client asked for it, lowercase; 'localhost' when none is valid. */
  host: string;
  proto: 'http' | 'https';
}

/** The most hops believed, whatever is configured: longer chains are a misconfiguration. */
const MAX_HOPS = 16;
const HOST_PATTERN = /^(?:[a-z0-9](?:[a-z0-9-]{0,62}\.){0,126}[a-z0-9-]{1,63}|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;
const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const IPV6 = /^[0-9a-f:.]+$/;

/** TRUST_PROXY as a hop count: unset, empty, "false" or anything not a whole number ≥ 0 → 0. */
export function parseTrustProxy(value: string | null | undefined): number {
  const text = (value ?? '').trim().toLowerCase();
  if (text === 'true') return 1;
  if (!/^\d+$/.test(text)) return 0;
  return Math.min(Number(text), MAX_HOPS);
}

/** An IP address as written in X-Forwarded-For (brackets and IPv4 ports removed), or null. */
export function normalizeAddress(value: string | null | undefined): string | null {
  let text = (value ?? '').trim().toLowerCase();
  if (!text) return null;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(text)) text = text.replace(/:\d+$/, '');
  if (text.startsWith('::ffff:') && IPV4.test(text.slice(7))) text = text.slice(7);
  if (IPV4.test(text)) return text;
  if (text.includes(':') && IPV6.test(text) && text.length <= 45) return text;
  return null;
}

/** host[:port] when it is a plain host name or IP literal, lowercase; otherwise null. */
export function normalizeHost(value: string | null | undefined): string | null {
  const text = (value ?? '')
    .trim()
    .toLowerCase()
    .replace(/\.(?=:\d+$|$)/, '');
  if (!text || text.length > 260 || !HOST_PATTERN.test(text)) return null;
  const port = /:(\d+)$/.exec(text);
  if (port && Number(port[1]) > 65535) return null;
  return text;
}

function entries(header: string | null | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The entry a trusted chain of `hops` proxies vouches for: `hops` places left of the end, at most the first. */
function trustedEntry(list: string[], hops: number): string | undefined {
  if (list.length === 0) return undefined;
  return list[Math.max(0, list.length - hops)];
}

/** Client address, host and scheme of a request, believing exactly `trustedHops` proxies. */
export function deriveForwarded(input: ForwardedInput): Forwarded {
  const hops = Math.max(0, Math.min(Math.floor(input.trustedHops) || 0, MAX_HOPS));
  const socket = normalizeAddress(input.socketAddress) ?? 'unknown';
  const ownHost = normalizeHost(input.host) ?? 'localhost';
  const ownProto = input.encrypted ? 'https' : 'http';
  if (hops === 0) return { address: socket, host: ownHost, proto: ownProto };

  // [...X-Forwarded-For, socket]: the socket is the nearest hop, so the client is `hops` places left of it.
  const chain = [...entries(input.forwardedFor), socket];
  const claimed = chain[Math.max(0, chain.length - 1 - hops)];
  const address = normalizeAddress(claimed) ?? socket;

  const host = normalizeHost(trustedEntry(entries(input.forwardedHost), hops)) ?? ownHost;
  const protoValue = trustedEntry(entries(input.forwardedProto), hops)?.toLowerCase();
  const proto = protoValue === 'https' || protoValue === 'http' ? protoValue : ownProto;
  return { address, host, proto };
}

/**
 * The client address a sanitized request carries: its single X-Forwarded-For value (the servers above
 * overwrite the header with one derived address). The rightmost entry when there are several, since
 * only that one was written by the hop next to us; 'local' when there is none.
 */
export function clientAddressFromHeader(forwardedFor: string | null | undefined): string {
  const list = entries(forwardedFor);
  return normalizeAddress(list[list.length - 1]) ?? 'local';
}

/**
 * Overwrites the forwarding headers of an incoming request (a Node header object) with the derived
 * values: what comes after reads nothing a client wrote unless a trusted proxy vouched for it.
 */
export function sanitizeForwardingHeaders(headers: Record<string, string | string[] | undefined>, derived: Forwarded): void {
  delete headers.forwarded;
  delete headers['x-real-ip'];
  delete headers['x-forwarded-port'];
  headers['x-forwarded-for'] = derived.address;
  headers['x-forwarded-host'] = derived.host;
  headers['x-forwarded-proto'] = derived.proto;
}
