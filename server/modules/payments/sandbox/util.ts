// Helpers of the sandbox providers' routes.
import type { Context } from 'hono';
import type { AppEnv } from '../../../http.ts';
import { SANDBOX_PREFIX } from '../config.ts';
import { dataOf, type SandboxOrder } from './store.ts';

export type Ctx = Context<AppEnv>;

/** The scheme, host and port of an absolute http(s) URL; null for anything else. */
export function originOf(url: unknown): string | null {
  if (typeof url !== 'string' || url.length > 2000) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** `url` with `params` set in its query (keeping what it had). */
export function withParams(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
  return target.href;
}

/** The browser's page for paying a sandbox order (served on the merchant's own origin). */
export const checkoutUrl = (order: Pick<SandboxOrder, 'id' | 'data'>) => `${dataOf(order as SandboxOrder).origin ?? ''}${SANDBOX_PREFIX}/checkout/${order.id}`;

/** A request body sent as a form or as JSON, as flat text fields. */
export async function bodyFields(c: Ctx): Promise<Record<string, string>> {
  const text = await c.req.text();
  if (/json/i.test(c.req.header('content-type') ?? '')) {
    try {
      const parsed = JSON.parse(text) as Record<string, unknown>;
      return Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]));
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}

/** The path and query of the request, as a signature over "the URL" covers it. */
export function pathAndQuery(c: Ctx): string {
  const url = new URL(c.req.url);
  return `${url.pathname}${url.search}`;
}

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
