// Small helpers the adapters share: JSON answers, form bodies, and acknowledgement shapes.
import { ProviderError, type ProviderName } from '../types.ts';

/** The JSON of an answer, or ProviderError naming the status and the start of the body. */
export async function jsonOf<T = Record<string, unknown>>(provider: ProviderName, res: Response, text?: string): Promise<T> {
  const body = text ?? (await res.text());
  try {
    return JSON.parse(body) as T;
  } catch {
    throw new ProviderError(provider, `HTTP ${res.status}: not JSON: ${body.slice(0, 120)}`, res.status);
  }
}

export function failIfNotOk(provider: ProviderName, res: Response, body: string, what: string): void {
  if (!res.ok) throw new ProviderError(provider, `${what}: HTTP ${res.status} ${body.slice(0, 200)}`, res.status);
}

/** A form-encoded body: name → value, in the given order. */
export function formOf(fields: Record<string, string>): URLSearchParams {
  return new URLSearchParams(Object.entries(fields));
}

/** A form-encoded notice → its fields (the last value wins when a name repeats). */
export function fieldsOf(rawBody: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(rawBody));
}

export const jsonAck = (status: number, body: unknown) => ({ status, body: JSON.stringify(body), contentType: 'application/json' });
export const textAck = (status: number, body: string) => ({ status, body, contentType: 'text/plain; charset=utf-8' });
