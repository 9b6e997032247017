// Reading a failed money call (axios in the browser, UpstreamError on the server): its contract code.
import type { MONEY_ERRORS } from '@/lib/contract/money-rules';

export type MoneyErrorCode = (typeof MONEY_ERRORS)[number];

interface FailureShape {
  name?: unknown;
  code?: unknown;
  response?: { status?: number; data?: { error?: { code?: unknown } } };
}

/** The contract's `error.code` of a failed call (`RATE_CHANGED` …), or null. */
export function errorCodeOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const shape = error as FailureShape;
  const code = shape.response?.data?.error?.code;
  if (typeof code === 'string') return code;
  // UpstreamError (server render) carries the code itself; axios's own `code` (ERR_NETWORK …) is not one.
  return shape.name === 'UpstreamError' && typeof shape.code === 'string' ? shape.code : null;
}

/** True when the call got no answer (network down, timeout): the same attempt may be sent again. */
export function isNetworkFailure(error: unknown): boolean {
  const shape = error as { request?: unknown; response?: unknown } | null;
  return Boolean(shape && typeof shape === 'object' && shape.request && !shape.response);
}
