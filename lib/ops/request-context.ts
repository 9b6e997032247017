// The request id and the context a request's work runs in. The one server that sees the socket decides the
// id (the site server, or `npm run server` on its own): a client's X-Request-Id is kept only when a trusted
// proxy sits in front (TRUST_PROXY ≥ 1: the proxy is expected to overwrite it) and it looks like an id;
// otherwise a new one is drawn. The site server runs Next's handling inside the context, so the gateway and
// the server renders' backend calls (lib/upstream/seam.ts) carry the page request's id, and every log line
// written meanwhile names it (lib/ops/log.ts).
// Relative imports only: plain Node (the site server, server/) loads this file as well as Next's bundle,
// which is why the storage lives on globalThis: both copies of this module must share it.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'x-request-id';

/** UUIDs, nginx's $request_id, trace ids: letters, digits and a few separators, at most 128 characters. */
const SANE_ID = /^[A-Za-z0-9._:=+/-]{1,128}$/;

export interface RequestContext {
  requestId: string;
  /** When the server received the request (ms since the epoch): a page's backend budget counts from it. */
  startedAt?: number;
}

export function isSaneRequestId(value: unknown): value is string {
  return typeof value === 'string' && SANE_ID.test(value);
}

export function newRequestId(): string {
  return randomUUID();
}

/** The id of a request: the one it came with when a trusted proxy vouches for it and it looks sane, else a new one. */
export function acceptRequestId(incoming: string | string[] | null | undefined, trusted: boolean): string {
  return trusted && isSaneRequestId(incoming) ? incoming : newRequestId();
}

const SLOT = Symbol.for('parcel-site.request-context');
type Holder = { [SLOT]?: AsyncLocalStorage<RequestContext> };

function storage(): AsyncLocalStorage<RequestContext> {
  const holder = globalThis as Holder;
  holder[SLOT] ??= new AsyncLocalStorage<RequestContext>();
  return holder[SLOT];
}

/** Runs `fn` (and everything it starts) as part of the request `context`. */
export function runWithRequest<T>(context: RequestContext, fn: () => T): T {
  return storage().run(context, fn);
}

/** The id of the request whose work is running, if any. */
export function currentRequestId(): string | undefined {
  return (globalThis as Holder)[SLOT]?.getStore()?.requestId;
}

/** When the request whose work is running arrived, if the server that saw it said so. */
export function currentRequestStartedAt(): number | undefined {
  return (globalThis as Holder)[SLOT]?.getStore()?.startedAt;
}
