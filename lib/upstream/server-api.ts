import 'server-only';
// The server render's ApiClient: the same seam as the gateway, with the request's host, language, session
// and tenant (lib/upstream/server-call.ts). Options that only mean something in the browser are ignored.
import type { ApiClient } from '@/lib/api/client';
import { upstreamJson, type UpstreamContext } from './server-call';

export function serverApi(context: UpstreamContext): ApiClient {
  return {
    get: (path, options) => upstreamJson(context, 'GET', path, { query: options?.query }),
    post: (path, body, options) => upstreamJson(context, 'POST', path, { body, query: options?.query }),
    put: (path, body, options) => upstreamJson(context, 'PUT', path, { body, query: options?.query }),
    delete: (path, options) => upstreamJson(context, 'DELETE', path, { query: options?.query }),
  };
}
