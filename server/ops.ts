// The backend's operability: the request id, an access log line and metrics for every request
// (requestTelemetry), and three routes outside /api (not in the OpenAPI document; the site's gateway never
// forwards them): /healthz (the process answers), /readyz (the database answers and every migration of this
// build is applied; 503 otherwise) and /metrics (Prometheus; loopback or METRICS_TOKEN: lib/ops/metrics-access.ts).
import fs from 'node:fs';
import path from 'node:path';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { log } from '../lib/ops/log.ts';
import { countError, metricsExposition, observeRequest } from '../lib/ops/metrics.ts';
import { metricsAllowed } from '../lib/ops/metrics-access.ts';
import { isSaneRequestId, newRequestId, REQUEST_ID_HEADER, runWithRequest } from '../lib/ops/request-context.ts';
import { normalizeHost } from '../lib/net/forwarded.ts';
import { clientAddressOf } from './client-address.ts';
import { type Db, migrationsDir } from './db/client.ts';
import type { AppEnv } from './http.ts';

export const OPS_PATHS = ['/healthz', '/readyz', '/metrics'];
/** A readiness check that takes longer in all answers "not ready" (a saturated pool included). */
export const READY_TIMEOUT_MS = 5000;
const NO_STORE = { 'cache-control': 'no-store' };

/** The route pattern that answered (`/api/u/biz/parcel/:id`), never the raw path; `unmatched` for a 404 no route took. */
export function routeLabel(c: Context): string {
  const routes = matchedRoutes(c);
  const answered = routes[c.req.routeIndex] ?? routes[routes.length - 1];
  if (!answered || (answered.method === 'ALL' && c.res.status === 404)) return 'unmatched';
  return answered.path;
}

/**
 * First middleware of the app: the request's id (X-Request-Id as the server that saw the socket left it, or
 * a new one; server/forwarding.ts drops an untrusted one), its context for the log lines written meanwhile,
 * the id on the answer, one access log line and the request metrics.
 */
export function requestTelemetry(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header(REQUEST_ID_HEADER);
    const requestId = isSaneRequestId(incoming) ? incoming : newRequestId();
    const started = performance.now();
    // Before: the answers built by c.json() and the like take it from here; after: a Response a handler built itself.
    c.header(REQUEST_ID_HEADER, requestId);
    await runWithRequest({ requestId }, next);
    if (c.res.headers.get(REQUEST_ID_HEADER) !== requestId) c.header(REQUEST_ID_HEADER, requestId);
    const route = routeLabel(c);
    const status = c.res.status;
    const ms = performance.now() - started;
    observeRequest('backend', c.req.method, route, status, ms / 1000);
    if (c.error && status >= 500) countError('backend', 'unhandled');
    const fields = {
      tier: 'backend',
      requestId,
      method: c.req.method,
      route,
      status,
      ms: Math.round(ms * 10) / 10,
      host: normalizeHost(c.req.header('x-forwarded-host')) ?? undefined,
    };
    if (OPS_PATHS.includes(route)) log.debug('request', fields);
    else log.info('request', fields);
  };
}

/** The `when` of this build's last migration (its journal), or null when the journal cannot be read. */
function lastMigrationMillis(): number | null {
  try {
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsDir(), 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
    return Math.max(...journal.entries.map((entry) => entry.when));
  } catch {
    return null;
  }
}

function rowsOf(result: unknown): Record<string, unknown>[] {
  return ((result as { rows?: Record<string, unknown>[] }).rows ?? []) as Record<string, unknown>[];
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export interface Readiness {
  ready: boolean;
  /** What is not ready: `database` (no answer to `select 1`), `migrations` (this build's are not all applied). */
  failed: ('database' | 'migrations')[];
}

/** The readiness check of a database, within `timeoutMs` in all; concurrent probes share one check. */
export function createReadiness(db: Db, timeoutMs = READY_TIMEOUT_MS): () => Promise<Readiness> {
  const expected = lastMigrationMillis();
  let running: Promise<Readiness> | null = null;
  async function check(deadline: number): Promise<Readiness> {
    try {
      await withTimeout(db.execute(sql`select 1`), deadline - Date.now());
    } catch (err) {
      log.warn('readiness: the database does not answer', { err });
      return { ready: false, failed: ['database'] };
    }
    try {
      const result = await withTimeout(db.execute(sql`select max(created_at) as last from drizzle.__drizzle_migrations`), deadline - Date.now());
      const last = Number(rowsOf(result)[0]?.last ?? 0);
      if (expected === null || last < expected) return { ready: false, failed: ['migrations'] };
    } catch (err) {
      log.warn('readiness: the applied migrations cannot be read', { err });
      return { ready: false, failed: ['migrations'] };
    }
    return { ready: true, failed: [] };
  }
  return () => {
    running ??= check(Date.now() + timeoutMs).finally(() => {
      running = null;
    });
    return running;
  };
}

/** /healthz, /readyz and /metrics (outside /api: no site, no session, no OpenAPI entry). */
export function mountOps(app: OpenAPIHono<AppEnv>, db: Db, readiness = createReadiness(db)): void {
  app.get('/healthz', (c) => c.json({ status: 'ok' }, 200, NO_STORE));
  app.get('/readyz', async (c) => {
    const { ready, failed } = await readiness();
    return ready ? c.json({ status: 'ready' }, 200, NO_STORE) : c.json({ status: 'unavailable', failed }, 503, NO_STORE);
  });
  app.get('/metrics', async (c) => {
    if (!metricsAllowed({ clientAddress: clientAddressOf(c), authorization: c.req.header('authorization'), token: process.env.METRICS_TOKEN })) {
      return c.json({ status: 'forbidden' }, 403, NO_STORE);
    }
    const { contentType, body } = await metricsExposition();
    return c.body(body, 200, { 'content-type': contentType, ...NO_STORE });
  });
}
