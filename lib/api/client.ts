// The one shape every data module calls through, so each domain call is written once and serves the
// browser (lib/api/browser.ts: axios through the /api gateway, with its feedback) and the server render
// (lib/upstream/server-api.ts: the same seam the gateway uses, with the request's host, language and session).
import { IDEMPOTENCY_HEADER } from '@/lib/contract/money-rules';

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface CallOptions {
  query?: Query;
  /** Browser only: no toast or re-login dialog on failure (the caller shows the error). */
  silent?: boolean;
  /** Browser only: false lets identical requests run side by side (default: the latest one wins). */
  dedupe?: boolean;
  /** Browser only: extra request headers (Idempotency-Key of a call that moves money). */
  headers?: Record<string, string>;
}

/** A call that moves money: its Idempotency-Key (one per attempt), never merged with a like request, its failure shown by the caller. */
export const keyed = (idempotencyKey: string): CallOptions => ({ headers: { [IDEMPOTENCY_HEADER]: idempotencyKey }, dedupe: false, silent: true });

export interface ApiClient {
  get<T>(path: string, options?: CallOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: CallOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: CallOptions): Promise<T>;
  delete<T>(path: string, options?: CallOptions): Promise<T>;
}

/** The HTTP status of a failed call, whichever client made it. */
export function statusOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const direct = (error as { status?: unknown }).status;
  if (typeof direct === 'number') return direct;
  const response = (error as { response?: { status?: unknown } }).response;
  return typeof response?.status === 'number' ? response.status : null;
}

/**
 * The one rule for reading one record: a missing record is null (the page calls notFound()); any other
 * failure throws (the page's error boundary offers a retry). The contract answers an unknown or foreign
 * id with 404; a malformed id with 400, which is just as missing.
 */
export async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    const status = statusOf(error);
    if (status === 404 || status === 400) return null;
    throw error;
  }
}

/** `/u/article/{id}` with the id escaped: ids never change the path they are put in. */
export const withId = (path: string, id: string | number) => path.replace('{id}', encodeURIComponent(String(id)));
