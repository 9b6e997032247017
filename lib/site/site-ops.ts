// The site server's operability (scripts/site-server.mjs): every request gets its id (X-Request-Id from a
// trusted proxy when it looks sane, else a new one: lib/ops/request-context.ts), the id on its answer, one
// access log line and the request metrics when it ends; /healthz, /readyz and /metrics are answered here,
// before the static files, the page cache and Next, never cached and without a session.
// Relative imports only: plain Node loads this file.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { deriveForwarded } from '../net/forwarded.ts';
import { log } from '../ops/log.ts';
import { countError, metricsExposition, observeRequest } from '../ops/metrics.ts';
import { metricsAllowed } from '../ops/metrics-access.ts';
import { acceptRequestId, REQUEST_ID_HEADER, type RequestContext } from '../ops/request-context.ts';
import { SITE_KEY_HEADER } from './site-key.ts';

export interface SiteOpsOptions {
  /** TRUST_PROXY: a proxy in front vouches for X-Request-Id (and the client address /metrics judges). */
  trustedHops: number;
  /** METRICS_TOKEN. */
  metricsToken?: string;
  /** Whether the backend (embedded or API_UPSTREAM_URL) is ready: its /readyz answers 200. */
  backendReady: () => Promise<boolean>;
  /** pathname → bounded route label (lib/site/site-routes.ts). */
  routeOf: (pathname: string) => string;
}

/** One request on its way: the site server fills in how it was answered. */
export interface SiteRequest extends RequestContext {
  /** Set when the answer's kind is known without Next's routes: `static`, `/healthz`… */
  label?: string;
  /** Answered from the page cache. */
  cached?: boolean;
}

const OPS_PATHS = new Set(['/healthz', '/readyz', '/metrics']);
const JSON_HEADERS = { 'content-type': 'application/json', 'cache-control': 'no-store' };

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(',') : value);
const pathnameOf = (url: string | undefined) => {
  const query = (url ?? '/').indexOf('?');
  return query === -1 ? (url ?? '/') : (url ?? '/').slice(0, query);
};

function answerJson(res: ServerResponse, status: number, body: unknown, head: boolean): void {
  res.writeHead(status, JSON_HEADERS);
  res.end(head ? undefined : JSON.stringify(body));
}

export function createSiteOps(options: SiteOpsOptions) {
  function finish(req: IncomingMessage, res: ServerResponse, request: SiteRequest, started: number): void {
    const ms = performance.now() - started;
    const route = request.label ?? options.routeOf(pathnameOf(req.url));
    observeRequest('site', req.method, route, res.statusCode, ms / 1000);
    const fields = {
      tier: 'site',
      requestId: request.requestId,
      method: req.method,
      route,
      status: res.statusCode,
      ms: Math.round(ms * 10) / 10,
      site: one(req.headers[SITE_KEY_HEADER]),
      cached: request.cached || undefined,
      aborted: res.writableFinished ? undefined : true,
    };
    if (request.label === 'static' || OPS_PATHS.has(route)) log.debug('request', fields);
    else log.info('request', fields);
  }

  async function serveEndpoint(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    const head = req.method === 'HEAD';
    if (req.method !== 'GET' && !head) {
      res.writeHead(405, { ...JSON_HEADERS, allow: 'GET, HEAD' });
      res.end();
      return;
    }
    if (pathname === '/healthz') return answerJson(res, 200, { status: 'ok' }, head);
    if (pathname === '/readyz') {
      const ready = await options.backendReady().catch((err) => {
        log.warn('readiness: the backend check failed', { err });
        return false;
      });
      return ready ? answerJson(res, 200, { status: 'ready' }, head) : answerJson(res, 503, { status: 'unavailable', failed: ['backend'] }, head);
    }
    const derived = deriveForwarded({
      socketAddress: req.socket.remoteAddress,
      encrypted: false,
      host: one(req.headers.host),
      forwardedFor: one(req.headers['x-forwarded-for']),
      forwardedHost: null,
      forwardedProto: null,
      trustedHops: options.trustedHops,
    });
    if (!metricsAllowed({ clientAddress: derived.address, authorization: one(req.headers.authorization), token: options.metricsToken })) {
      return answerJson(res, 403, { status: 'forbidden' }, head);
    }
    const { contentType, body } = await metricsExposition();
    res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
    res.end(head ? undefined : body);
  }

  return {
    /**
     * Starts a request: its id (also written into its headers, for the gateway), the id on the answer, and
     * the log line and metrics once the answer ends or the client goes.
     */
    begin(req: IncomingMessage, res: ServerResponse): SiteRequest {
      const started = performance.now();
      const request: SiteRequest = { requestId: acceptRequestId(req.headers[REQUEST_ID_HEADER], options.trustedHops > 0), startedAt: Date.now() };
      req.headers[REQUEST_ID_HEADER] = request.requestId;
      res.setHeader(REQUEST_ID_HEADER, request.requestId);
      res.once('close', () => finish(req, res, request, started));
      return request;
    },

    /** Answers /healthz, /readyz and /metrics and returns true; false (nothing written) for anything else. */
    serve(req: IncomingMessage, res: ServerResponse, request: SiteRequest): boolean {
      const pathname = pathnameOf(req.url);
      if (!OPS_PATHS.has(pathname)) return false;
      request.label = pathname;
      serveEndpoint(req, res, pathname).catch((err) => {
        log.error('ops endpoint failed', { err, route: pathname });
        if (!res.headersSent) answerJson(res, 500, { status: 'error' }, false);
        else res.end();
      });
      return true;
    },

    /** An exception reached the site server's last handler. */
    failed(err: unknown): void {
      countError('site', 'unhandled');
      log.error('request failed', { err });
    },
  };
}
