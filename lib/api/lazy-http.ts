// The browser's HTTP calls, with axios (./http) loaded on the first one instead of with every page that could make
// one: a signed-in page paints and hydrates without it (issue 25). Same calls, same rules, same single instance.
import type { HttpClient } from './http';

export type HttpCalls = Omit<HttpClient, 'axios'>;

/** The calls of the client `load` gives, loaded once, on the first call. A failed load (offline, a new deployment's chunks) is tried again by the next call. */
export function lazyCalls(load: () => Promise<HttpCalls>): HttpCalls {
  let loading: Promise<HttpCalls> | null = null;
  const client = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  return {
    request: async (config) => (await client()).request(config),
    get: async (url, config) => (await client()).get(url, config),
    delete: async (url, config) => (await client()).delete(url, config),
    post: async (url, data, config) => (await client()).post(url, data, config),
    put: async (url, data, config) => (await client()).put(url, data, config),
    patch: async (url, data, config) => (await client()).patch(url, data, config),
  };
}

export const lazyHttp: HttpCalls = lazyCalls(() => import('./http').then((module) => module.http));
