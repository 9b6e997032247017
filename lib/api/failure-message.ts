/**
 * The one SPEC section 8 order for the message of a failed call, used by the error toast (http.ts)
 * and by every form: the server's localized `error.message`; else the network message when the
 * request got no answer; else the error's own message (only when `ownMessage`: the toast does, a form
 * prefers its own fallback to axios's English "Request failed with status code 500"); else `fallback`.
 * Pure and framework-free: it reads the axios error's shape without importing axios.
 */
export interface FailureTexts {
  network: string;
  fallback: string;
  ownMessage?: boolean;
}

interface FailureShape {
  response?: { data?: { error?: { message?: unknown } } };
  request?: unknown;
  /** An answer body of the contract's error shape thrown as it is. */
  error?: { message?: unknown };
}

export function failureMessage(error: unknown, texts: FailureTexts): string {
  const candidate = (typeof error === 'object' ? error : null) as FailureShape | null;
  const serverMessage = candidate?.response?.data?.error?.message ?? candidate?.error?.message;
  if (typeof serverMessage === 'string' && serverMessage.trim()) return serverMessage;
  if (candidate?.request && !candidate.response) return texts.network;
  if (texts.ownMessage && error instanceof Error && error.message) return error.message;
  return texts.fallback;
}
