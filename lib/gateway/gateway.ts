import 'server-only';
import { PASSPORT_PATHS } from '@/lib/api/passport';
import { PLATFORM_HEADER, REQUESTED_WITH_HEADER, SESSION_COOKIE, SESSION_TYPE_COOKIE, TENANT_HEADER } from '@/lib/contract/constants';
import { Platform } from '@/lib/contract/enums';
import type { ApiErrorBody } from '@/lib/contract/wire';
import { bodyLimitFor } from '@/lib/net/body-limits';
import { isCanonicalPath, rawPathOf } from '@/lib/net/canonical-path';
import { log } from '@/lib/ops/log';
import { countError } from '@/lib/ops/metrics';
import { currentRequestId, isSaneRequestId, newRequestId, REQUEST_ID_HEADER } from '@/lib/ops/request-context';
import { FALLBACK_SITE_KEY } from '@/lib/site/site-key';
import { fromSiteServer } from '@/lib/site/site-server-trust';
import { callUpstream, UPSTREAM_ORIGIN } from '@/lib/upstream/upstream';
import { incomingMeta, type IncomingMeta } from './incoming';
import { clearedSessionCookies, readCookie, sessionCookies } from './session-cookies';
import { resolveTenantId } from './tenant-cache';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const SIGN_OUT_PATH = PASSPORT_PATHS.logout;
const FORWARDED_REQUEST_HEADERS = ['accept', 'accept-language', 'content-type', 'idempotency-key', 'user-agent'];
const DROPPED_RESPONSE_HEADERS = new Set(['set-cookie', 'content-length', 'content-encoding', 'transfer-encoding', 'connection']);
/**
 * Payment provider notices and the sandbox providers' pages and APIs: called by providers (no session, no
 * X-Requested-With) or by plain form posts, so no CSRF check and no session travels; their signed headers do.
 */
const PROVIDER_PATHS = ['/api/payment/notify/', '/api/sandbox/'];
const PROVIDER_HEADERS = [
  'wechatpay-signature',
  'wechatpay-serial',
  'wechatpay-timestamp',
  'wechatpay-nonce',
  'wechatpay-signature-type',
  'paypal-transmission-id',
  'paypal-transmission-time',
  'paypal-transmission-sig',
  'paypal-cert-url',
  'paypal-auth-algo',
  'hitpay-signature',
];
const isProviderPath = (path: string) => PROVIDER_PATHS.some((prefix) => path.startsWith(prefix));
/** Answer fields that never reach page scripts, whatever the path that produced them. */
const SECRET_FIELDS = new Set(['accessToken', 'refreshToken']);

function errorResponse(status: number, code: string, message: string): Response {
  const body: ApiErrorBody = { error: { code, message, details: null, validationErrors: null } };
  return Response.json(body, { status, headers: { 'cache-control': 'no-store' } });
}

/** CSRF: a state-changing call must come from a page of this very origin (scheme, host and port). */
function isSameOriginWrite(request: Request, meta: IncomingMeta): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  if (!request.headers.get(REQUESTED_WITH_HEADER)) return false;
  const origin = request.headers.get('origin');
  if (!origin) return false;
  try {
    return new URL(origin).origin === meta.origin;
  } catch {
    return false;
  }
}

/**
 * The id the backend logs this call under: the one the site server gave the request (lib/site/site-ops.ts),
 * believed only with its stamp; else the running request's (`next dev` has no site server), else a new one.
 */
function requestIdOf(request: Request): string {
  const stamped = request.headers.get(REQUEST_ID_HEADER);
  if (isSaneRequestId(stamped) && fromSiteServer(request.headers)) return stamped;
  return currentRequestId() ?? newRequestId();
}

class BodyTooLarge extends Error {}

/**
 * The request body, refused (BodyTooLarge) past `limit` bytes: by Content-Length before reading, and by
 * counting while reading (a chunked body has no length).
 */
async function readBody(request: Request, limit: number): Promise<ArrayBuffer | undefined> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > limit) throw new BodyTooLarge();
  if (!request.body) return undefined;
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body.buffer;
}

/**
 * The one door to the backend for the browser: checks CSRF, turns the session cookie into
 * `Authorization`, sets the tenant of the host, and keeps the token out of every answer.
 */
export async function handleGatewayRequest(request: Request): Promise<Response> {
  const language = request.headers.get('accept-language');
  // One spelling per path: the backend decodes escapes, so `/api/passport-management/%6Cogin` must not
  // reach it as something no rule here recognised.
  const path = rawPathOf(request.url);
  const meta = incomingMeta(request);
  if (!meta || !isCanonicalPath(path)) return errorResponse(400, 'BadRequest', badRequestMessage(language));
  const providerPath = isProviderPath(path);
  if (!providerPath && !isSameOriginWrite(request, meta)) return errorResponse(403, 'Forbidden', forbiddenMessage(language));
  const search = new URL(request.url).search;
  const headers = new Headers();
  for (const name of providerPath ? [...FORWARDED_REQUEST_HEADERS, ...PROVIDER_HEADERS] : FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  headers.set(PLATFORM_HEADER, String(Platform.FRONTEND_PC));
  headers.set(REQUEST_ID_HEADER, requestIdOf(request));
  const proto = meta.secure ? 'https' : 'http';
  headers.set('referer', `${proto}://${meta.upstreamHost}/`);
  headers.set('x-forwarded-host', meta.upstreamHost);
  headers.set('x-forwarded-proto', proto);
  if (meta.address) headers.set('x-forwarded-for', meta.address);
  const cookieHeader = request.headers.get('cookie');
  const token = readCookie(cookieHeader, SESSION_COOKIE);
  const tokenType = readCookie(cookieHeader, SESSION_TYPE_COOKIE);
  if (token && tokenType && !providerPath) headers.set('authorization', `${tokenType} ${token}`);
  // The first site's key is also what the site server gives a known host whose look-up failed (a backend busy
  // under load): its tenant would be the first site's, the session refused and its cookies cleared. Without
  // the header the backend takes the tenant from the host sent above (an unknown host: the first site).
  const tenantId = meta.siteKey === FALLBACK_SITE_KEY ? null : await resolveTenantId(meta.siteKey, headers.get('accept-language'));
  if (tenantId) headers.set(TENANT_HEADER, tenantId);

  let body: ArrayBuffer | undefined;
  if (!SAFE_METHODS.has(request.method)) {
    try {
      body = await readBody(request, bodyLimitFor(path));
    } catch (error) {
      if (error instanceof BodyTooLarge) return errorResponse(413, 'PayloadTooLarge', tooLargeMessage(language));
      throw error;
    }
  }
  let upstreamResponse: Response;
  try {
    // Only path and query travel: the seam joins them to API_UPSTREAM_URL (or hands them in-process).
    upstreamResponse = await callUpstream(new Request(`${UPSTREAM_ORIGIN}${path}${search}`, { method: request.method, headers, body }));
  } catch (error) {
    countError('site', 'upstream');
    log.error('gateway: upstream failed', { err: error });
    return errorResponse(502, 'BadGateway', unavailableMessage(language));
  }
  return shapeResponse(path, upstreamResponse, meta);
}

/** `value` without any SECRET_FIELDS, at any depth; `removed` collects what was taken out at the top. */
function withoutSecrets(value: unknown, removed?: Record<string, unknown>): { value: unknown; changed: boolean } {
  if (Array.isArray(value)) {
    let changed = false;
    const items = value.map((item) => {
      const result = withoutSecrets(item);
      changed ||= result.changed;
      return result.value;
    });
    return { value: changed ? items : value, changed };
  }
  if (value === null || typeof value !== 'object') return { value, changed: false };
  let changed = false;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (SECRET_FIELDS.has(key)) {
      changed = true;
      if (removed) removed[key] = item;
      continue;
    }
    const result = withoutSecrets(item);
    changed ||= result.changed;
    out[key] = result.value;
  }
  return { value: changed ? out : value, changed };
}

/**
 * Session cookies in, token out. Every JSON answer is searched for the token, whatever the path that
 * produced it: an answer carrying `accessToken` and `tokenType` is a sign-in (cookies set, `signedIn`),
 * and no answer reaches the page with a token in it.
 */
async function shapeResponse(path: string, upstream: Response, meta: IncomingMeta): Promise<Response> {
  const headers = new Headers();
  upstream.headers.forEach((value, name) => {
    if (!DROPPED_RESPONSE_HEADERS.has(name.toLowerCase())) headers.set(name, value);
  });
  headers.set('cache-control', 'no-store');

  if (path === SIGN_OUT_PATH || (upstream.status === 401 && !isProviderPath(path))) {
    for (const cookie of clearedSessionCookies(meta.secure)) headers.append('set-cookie', cookie);
  }
  if (!/\bjson\b/i.test(upstream.headers.get('content-type') ?? '')) {
    return new Response(upstream.body, { status: upstream.status, headers });
  }
  const text = await upstream.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return new Response(text, { status: upstream.status, headers });
  }
  const removed: Record<string, unknown> = {};
  const { value, changed } = withoutSecrets(parsed, removed);
  if (!changed) return new Response(text, { status: upstream.status, headers });
  let answer = value;
  const { accessToken } = removed;
  const tokenType = (parsed as { tokenType?: unknown }).tokenType;
  if (upstream.status === 200 && typeof accessToken === 'string' && accessToken && typeof tokenType === 'string' && tokenType) {
    for (const cookie of sessionCookies(accessToken, tokenType, meta.secure)) headers.append('set-cookie', cookie);
    answer = { ...(value as Record<string, unknown>), signedIn: true };
  }
  headers.set('content-type', 'application/json');
  return new Response(JSON.stringify(answer), { status: upstream.status, headers });
}

function isEnglish(acceptLanguage: string | null): boolean {
  return (acceptLanguage ?? '').toLowerCase().startsWith('en');
}

function forbiddenMessage(acceptLanguage: string | null): string {
  return isEnglish(acceptLanguage) ? 'The request was refused: it did not come from this site.' : '请求被拒绝：请求并非来自本站页面。';
}

function badRequestMessage(acceptLanguage: string | null): string {
  return isEnglish(acceptLanguage) ? 'The request was refused: its address is not valid.' : '请求被拒绝：请求地址无效。';
}

function tooLargeMessage(acceptLanguage: string | null): string {
  return isEnglish(acceptLanguage) ? 'The request is too large.' : '请求内容过大。';
}

function unavailableMessage(acceptLanguage: string | null): string {
  return isEnglish(acceptLanguage) ? 'The service is temporarily unavailable. Please try again later.' : '服务暂时不可用，请稍后重试。';
}
