// The one seam between the site and the warehouse backend: the in-process reference backend of
// `server/` by default, or the operator's own backend when API_UPSTREAM_URL is set. Relative imports
// only: the site server (scripts/site-server.mjs) loads it with plain Node as well as Next's bundle.
import { currentRequestId, REQUEST_ID_HEADER } from '../ops/request-context.ts';

/** The origin of every request handed to the seam; only its path and query are ever used. */
export const UPSTREAM_ORIGIN = 'http://upstream.invalid';

/**
 * The backend's URL for a request's path and query: API_UPSTREAM_URL followed by the path, joined as
 * text (never resolved as a relative URL, so `//host/…` cannot name another server). The path is the
 * URL parser's (dot segments resolved); the gateway has already refused non-canonical browser paths.
 */
export function upstreamUrl(base: string, request: Request): URL {
  const incoming = new URL(request.url);
  const root = new URL(base);
  const target = new URL(`${root.origin}${root.pathname.replace(/\/+$/, '')}${incoming.pathname}${incoming.search}`);
  if (target.origin !== root.origin) throw new Error('upstream URL left its origin');
  return target;
}

export async function callUpstream(request: Request): Promise<Response> {
  // The id of the request this call is made for (the gateway sets it; server renders and the site server's
  // own look-ups inherit the page request's), so the backend's log lines name the same request.
  if (!request.headers.has(REQUEST_ID_HEADER)) {
    const requestId = currentRequestId();
    if (requestId) request.headers.set(REQUEST_ID_HEADER, requestId);
  }
  const base = process.env.API_UPSTREAM_URL;
  if (base) {
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const answer = platformFetch()(upstreamUrl(base, request), {
      method: request.method,
      headers: request.headers,
      body: hasBody ? request.body : undefined,
      redirect: 'manual',
      signal: request.signal,
      ...(hasBody ? { duplex: 'half' } : {}),
    } as RequestInit);
    // `request.signal` follows the caller's (a render's deadline) only while `request` lives: undici holds
    // the Request's own abort controller weakly, and this call no longer needs the Request once its URL and
    // headers are read. Collected mid-call, the deadline never reached the call (the failure drills saw renders
    // wait for a slow backend's full 5 s under memory pressure). The answer's handler keeps it until settled.
    return untilAborted(answer, request.signal).finally(() => request);
  }
  const { getEmbeddedApp } = await import('../../server/embedded.ts');
  const app = await getEmbeddedApp();
  return untilAborted(Promise.resolve(app.fetch(request)), request.signal);
}

/**
 * Node's own fetch, not the one Next patches into server renders: Next would keep the backend's GET answers
 * in its data cache (for the public pages' 60 s: a slow backend's empty answer outlived its recovery). The
 * backend is called as the embedded one is, outside Next's caches; the page cache alone decides what is kept.
 */
function platformFetch(): typeof fetch {
  const current = globalThis.fetch as typeof fetch & { _nextOriginalFetch?: typeof fetch };
  return current._nextOriginalFetch ?? current;
}

/**
 * The in-process backend cannot be interrupted mid-call (its transaction runs to its end), but the caller
 * stops waiting when the request's signal aborts (a render's deadline), as it would with a remote one.
 */
function untilAborted(answer: Promise<Response>, signal: AbortSignal): Promise<Response> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** Closes the in-process backend (its database) when it was opened; nothing to do for an operator's own. */
export async function closeUpstream(): Promise<void> {
  if (process.env.API_UPSTREAM_URL) return;
  const { closeEmbeddedApp } = await import('../../server/embedded.ts');
  await closeEmbeddedApp();
}
