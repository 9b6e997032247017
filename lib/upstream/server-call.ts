import 'server-only';
import { PLATFORM_HEADER, type Locale } from '@/lib/contract/constants';
import { Platform } from '@/lib/contract/enums';
import { hostFromSiteKey } from '@/lib/site/site-key';
import { callUpstream, UPSTREAM_ORIGIN } from './upstream';

export interface UpstreamContext {
  siteKey: string;
  locale: Locale;
  /** `<tokenType> <token>` when the call is made for a signed-in member. */
  authorization?: string;
  tenantId?: string;
  /** The visitor's address (the site server has already derived it): limits per client address need it. */
  clientAddress?: string | null;
}

export class UpstreamError extends Error {
  readonly status: number;
  readonly code: string | null;
  /** The contract's `error.validationErrors` (each names its fields in `members`). */
  readonly validationErrors: { message: string; members: string[] }[];

  constructor(status: number, message: string, code: string | null = null, validationErrors: UpstreamError['validationErrors'] = []) {
    super(message);
    this.name = 'UpstreamError';
    this.status = status;
    this.code = code;
    this.validationErrors = validationErrors;
  }
}

type Query = Record<string, string | number | boolean | null | undefined>;

/** A backend call made by the server render, with the host, language and session of the request. */
export async function upstreamJson<T>(
  context: UpstreamContext,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { query?: Query; body?: unknown } = {},
): Promise<T> {
  const host = hostFromSiteKey(context.siteKey);
  // The host travels in X-Forwarded-Host only; the URL names the seam, which keeps path and query.
  const url = new URL(`${UPSTREAM_ORIGIN}${path}`);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  const headers = new Headers({
    accept: 'application/json, text/plain, */*',
    'accept-language': context.locale,
    referer: `http://${host}/`,
    'x-forwarded-host': host,
    [PLATFORM_HEADER]: String(Platform.FRONTEND_PC),
  });
  if (context.authorization) headers.set('authorization', context.authorization);
  if (context.tenantId) headers.set('__tenant', context.tenantId);
  if (context.clientAddress) headers.set('x-forwarded-for', context.clientAddress);
  if (options.body !== undefined) headers.set('content-type', 'application/json');
  const response = await callUpstream(
    new Request(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    }),
  );
  const text = await response.text();
  const data = text ? safeJson(text) : {};
  if (response.status !== 200) {
    const error = (data as { error?: { message?: string; code?: string; validationErrors?: unknown } })?.error;
    const validationErrors = Array.isArray(error?.validationErrors) ? error.validationErrors : [];
    throw new UpstreamError(response.status, error?.message ?? `HTTP ${response.status}`, error?.code ?? null, validationErrors);
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}
