/**
 * The message to show for a failed call (SPEC section 8): the server's localized error.message,
 * else the network message when no answer came, else the fallback.
 */
export function failureMessage(error: unknown, messages: { network: string; fallback: string }): string {
  const candidate = error as {
    response?: { data?: { error?: { message?: unknown } } };
    request?: unknown;
    error?: { message?: unknown };
  } | null;
  const serverMessage = candidate?.response?.data?.error?.message ?? candidate?.error?.message;
  if (typeof serverMessage === 'string' && serverMessage.trim()) return serverMessage;
  if (candidate && candidate.request && !candidate.response) return messages.network;
  return messages.fallback;
}
