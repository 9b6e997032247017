import 'server-only';
import { cache } from 'react';
import { PLATFORM_HEADER, type Locale } from '@/lib/contract/constants';
import { Platform } from '@/lib/contract/enums';
import { currentRequestStartedAt } from '@/lib/ops/request-context';
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

/**
 * How long a page may wait for the backend, counted from the request's arrival at the site server (its host
 * look-up included) and shared by all the render's calls (UPSTREAM_RENDER_BUDGET_MS, default 2500): past it
 * a call fails at once and the page shows what failed with a retry (docs/decisions.md, "Failure deadlines").
 */
export const RENDER_BUDGET_MS = Number(process.env.UPSTREAM_RENDER_BUDGET_MS) || 2500;

/** Without the site server (`next dev`): from the render's first call (React's cache), or per call elsewhere. */
const renderStart = cache(() => ({ at: Date.now() }));

/** The remaining budget as an abort signal (a call made after the deadline fails at once). */
function deadlineSignal(): AbortSignal {
  const startedAt = currentRequestStartedAt() ?? renderStart().at;
  return AbortSignal.timeout(Math.max(0, startedAt + RENDER_BUDGET_MS - Date.now()));
}

/** A 200 whose body is not the JSON it claims: a broken backend or proxy, never data. */
function parseAnswer(status: number, text: string): unknown {
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    if (status === 200) throw new UpstreamError(502, 'The backend answered malformed JSON', 'BadGateway');
    return {};
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
  let response: Response;
  let text: string;
  try {
    response = await callUpstream(
      new Request(url, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: deadlineSignal(),
      }),
    );
    text = await response.text();
  } catch (error) {
    if ((error as Error)?.name === 'TimeoutError')
      throw new UpstreamError(504, `The backend did not answer within its ${RENDER_BUDGET_MS} ms`, 'GatewayTimeout');
    throw error;
  }
  const data = parseAnswer(response.status, text);
  if (response.status !== 200) {
    const error = (data as { error?: { message?: string; code?: string; validationErrors?: unknown } })?.error;
    const validationErrors = Array.isArray(error?.validationErrors) ? error.validationErrors : [];
    throw new UpstreamError(response.status, error?.message ?? `HTTP ${response.status}`, error?.code ?? null, validationErrors);
  }
  return data as T;
}
