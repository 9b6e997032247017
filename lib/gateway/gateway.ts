import 'server-only';
import {
  PLATFORM_HEADER,
  REQUESTED_WITH_HEADER,
  SESSION_COOKIE,
  SESSION_TYPE_COOKIE,
  TENANT_HEADER,
} from '@/lib/contract/constants';
import { Platform } from '@/lib/contract/enums';
import type { ApiErrorBody } from '@/lib/contract/wire';
import { siteKeyFromHost } from '@/lib/site/site-key';
import { callUpstream } from '@/lib/upstream/upstream';
import { clearedSessionCookies, readCookie, sessionCookies } from './session-cookies';
import { resolveTenantId } from './tenant-cache';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Passport answers that carry a new session. */
const SIGN_IN_PATH = /^\/api\/passport-management\/(login|login-by-[a-z-]+|register|bind|re-bind)$/;
const SIGN_OUT_PATH = '/api/passport-management/logout';
const FORWARDED_REQUEST_HEADERS = ['accept', 'accept-language', 'content-type', 'idempotency-key', 'user-agent'];
const DROPPED_RESPONSE_HEADERS = new Set(['set-cookie', 'content-length', 'content-encoding', 'transfer-encoding', 'connection']);

interface IncomingMeta {
  host: string;
  secure: boolean;
}

function incomingMeta(request: Request): IncomingMeta {
  const url = new URL(request.url);
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? url.host;
  const proto = request.headers.get('x-forwarded-proto') ?? url.protocol.replace(':', '');
  return { host, secure: proto === 'https' };
}

function errorResponse(status: number, code: string, message: string): Response {
  const body: ApiErrorBody = { error: { code, message, details: null, validationErrors: null } };
  return Response.json(body, { status });
}

/** CSRF: a state-changing call must come from a page of this very origin, sent by our client. */
function isSameOriginWrite(request: Request, meta: IncomingMeta): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  if (!request.headers.get(REQUESTED_WITH_HEADER)) return false;
  const origin = request.headers.get('origin');
  if (!origin) return false;
  try {
    return new URL(origin).host.toLowerCase() === meta.host.toLowerCase();
  } catch {
    return false;
  }
}

/**
 * The one door to the backend for the browser: checks CSRF, turns the session cookie into
 * `Authorization`, sets the tenant of the host, and keeps the token out of every answer.
 */
export async function handleGatewayRequest(request: Request): Promise<Response> {
  const meta = incomingMeta(request);
  if (!isSameOriginWrite(request, meta)) {
    return errorResponse(403, 'Forbidden', forbiddenMessage(request.headers.get('accept-language')));
  }
  const incomingUrl = new URL(request.url);
  const path = incomingUrl.pathname;
  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  headers.set(PLATFORM_HEADER, String(Platform.FRONTEND_PC));
  headers.set('referer', `http://${meta.host}/`);
  headers.set('x-forwarded-host', meta.host);
  const forwardedFor = request.headers.get('x-forwarded-for');
  if (forwardedFor) headers.set('x-forwarded-for', forwardedFor);
  const cookieHeader = request.headers.get('cookie');
  const token = readCookie(cookieHeader, SESSION_COOKIE);
  const tokenType = readCookie(cookieHeader, SESSION_TYPE_COOKIE);
  if (token && tokenType) headers.set('authorization', `${tokenType} ${token}`);
  const tenantId = await resolveTenantId(siteKeyFromHost(meta.host), headers.get('accept-language'));
  if (tenantId) headers.set(TENANT_HEADER, tenantId);

  const hasBody = !SAFE_METHODS.has(request.method);
  let upstreamResponse: Response;
  try {
    upstreamResponse = await callUpstream(
      new Request(`http://${meta.host}${path}${incomingUrl.search}`, {
        method: request.method,
        headers,
        body: hasBody ? await request.arrayBuffer() : undefined,
      }),
    );
  } catch (error) {
    console.error('[gateway] upstream failed:', (error as Error).message);
    return errorResponse(502, 'BadGateway', unavailableMessage(request.headers.get('accept-language')));
  }
  return shapeResponse(path, upstreamResponse, meta);
}

async function shapeResponse(path: string, upstream: Response, meta: IncomingMeta): Promise<Response> {
  const headers = new Headers();
  upstream.headers.forEach((value, name) => {
    if (!DROPPED_RESPONSE_HEADERS.has(name.toLowerCase())) headers.set(name, value);
  });
  headers.set('cache-control', 'no-store');

  if (path === SIGN_OUT_PATH) {
    for (const cookie of clearedSessionCookies(meta.secure)) headers.append('set-cookie', cookie);
  } else if (upstream.status === 401) {
    for (const cookie of clearedSessionCookies(meta.secure)) headers.append('set-cookie', cookie);
  } else if (upstream.status === 200 && SIGN_IN_PATH.test(path)) {
    const body = (await upstream.json().catch(() => null)) as { accessToken?: string; tokenType?: string } | null;
    if (body?.accessToken && body.tokenType) {
      for (const cookie of sessionCookies(body.accessToken, body.tokenType, meta.secure)) {
        headers.append('set-cookie', cookie);
      }
      const { accessToken: _token, ...rest } = body;
      headers.set('content-type', 'application/json');
      return new Response(JSON.stringify({ ...rest, signedIn: true }), { status: 200, headers });
    }
    headers.set('content-type', 'application/json');
    return new Response(JSON.stringify(body ?? {}), { status: 200, headers });
  }
  return new Response(upstream.body, { status: upstream.status, headers });
}

function isEnglish(acceptLanguage: string | null): boolean {
  return (acceptLanguage ?? '').toLowerCase().startsWith('en');
}

function forbiddenMessage(acceptLanguage: string | null): string {
  return isEnglish(acceptLanguage)
    ? 'The request was refused: it did not come from this site.'
    : '请求被拒绝：请求并非来自本站页面。';
}

function unavailableMessage(acceptLanguage: string | null): string {
  return isEnglish(acceptLanguage)
    ? 'The service is temporarily unavailable. Please try again later.'
    : '服务暂时不可用，请稍后重试。';
}
