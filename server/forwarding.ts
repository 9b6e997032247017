// The standalone backend's view of who is asking (server/main.ts): the socket plus the forwarding headers
// of at most TRUST_PROXY trusted proxies (lib/net/forwarded.ts). The request handed on carries the
// derived values in X-Forwarded-For/-Host/-Proto and nothing else a client wrote there. Behind the site
// (API_UPSTREAM_URL) the backend is run with TRUST_PROXY=1: the site server is its one trusted hop.
// X-Request-Id follows the same trust: kept (when it looks like an id) only behind a trusted proxy, which
// sets it (the site's gateway sends the page request's); otherwise dropped, and the app draws one.
import { deriveForwarded } from '../lib/net/forwarded.ts';
import { isSaneRequestId, REQUEST_ID_HEADER } from '../lib/ops/request-context.ts';

export interface SocketLike {
  remoteAddress?: string | null;
  encrypted?: boolean;
}

const DROPPED = ['forwarded', 'x-real-ip', 'x-forwarded-port'];

export function withTrustedForwarding(request: Request, socket: SocketLike, trustedHops: number): Request {
  const derived = deriveForwarded({
    socketAddress: socket.remoteAddress,
    encrypted: Boolean(socket.encrypted),
    host: request.headers.get('host') ?? new URL(request.url).host,
    forwardedFor: request.headers.get('x-forwarded-for'),
    forwardedHost: request.headers.get('x-forwarded-host'),
    forwardedProto: request.headers.get('x-forwarded-proto'),
    trustedHops,
  });
  const headers = new Headers(request.headers);
  for (const name of DROPPED) headers.delete(name);
  if (trustedHops === 0 || !isSaneRequestId(headers.get(REQUEST_ID_HEADER))) headers.delete(REQUEST_ID_HEADER);
  headers.set('x-forwarded-for', derived.address);
  headers.set('x-forwarded-host', derived.host);
  headers.set('x-forwarded-proto', derived.proto);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== null;
  return new Request(request.url, {
    method: request.method,
    headers,
    body: hasBody ? request.body : undefined,
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
}
