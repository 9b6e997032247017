import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What the site server knows of the request being handled, for the code that runs under it (Next's
 * renders, the gateway). One store per process, shared through a global symbol: the site server loads
 * this file with plain Node while Next's server bundle holds its own copy. Relative imports only.
 */
export interface SiteRequestContext {
  /** When the site server received the request (ms since the epoch). */
  startedAt: number;
}

const KEY = Symbol.for('parcel-forwarding.site-request');
const holder = globalThis as typeof globalThis & { [KEY]?: AsyncLocalStorage<SiteRequestContext> };
const storage = (holder[KEY] ??= new AsyncLocalStorage<SiteRequestContext>());

export function runInSiteRequest<T>(context: SiteRequestContext, handle: () => T): T {
  return storage.run(context, handle);
}

/** The request being handled, or undefined outside the site server (`next dev`, tests, scripts). */
export function currentSiteRequest(): SiteRequestContext | undefined {
  return storage.getStore();
}
