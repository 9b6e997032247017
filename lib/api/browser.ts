// The browser's ApiClient: axios through the /api gateway (lib/api/http.ts), with progress, toasts and
// the re-login dialog, unless a call is silent.
import type { ApiClient, CallOptions } from './client';
import { lazyHttp as http } from './lazy-http';

const config = (options?: CallOptions) => ({
  params: options?.query,
  ...(options?.silent !== undefined ? { silent: options.silent } : {}),
  ...(options?.dedupe !== undefined ? { dedupe: options.dedupe } : {}),
  ...(options?.headers ? { headers: options.headers } : {}),
});

export const browser: ApiClient = {
  get: (path, options) => http.get(path, config(options)),
  post: (path, body, options) => http.post(path, body, config(options)),
  put: (path, body, options) => http.put(path, body, config(options)),
  delete: (path, options) => http.delete(path, config(options)),
};
