// Prometheus metrics of the process (prom-client): HTTP requests by tier (the site server, the backend),
// method, route pattern and status class, their latency, unexpected errors, the database pool, and Node's
// own (memory, event loop, GC). Labels only ever take bounded values: route patterns, never raw paths.
// The site server and the embedded backend share one process and one registry, kept on globalThis (Next's
// bundle and plain Node each load their own copy of this module).
// Relative imports only: plain Node loads this file.
import client from 'prom-client';

export type Tier = 'site' | 'backend';
/** `unhandled`: an exception reached a server's last handler; `upstream`: the gateway could not reach the
 * backend; `render`: a server render fell back after a failed backend call. */
export type ErrorKind = 'unhandled' | 'upstream' | 'render';

export interface PoolSample {
  /** Open connections. */
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
  max: number;
}

export interface DatabaseProbe {
  driver: 'pglite' | 'postgres';
  /** PostgreSQL's pool; PGlite has no pool (one in-process connection). */
  pool?: () => PoolSample;
}

interface State {
  registry: client.Registry;
  requests: client.Counter<'tier' | 'method' | 'route' | 'status'>;
  duration: client.Histogram<'tier' | 'method' | 'route'>;
  errors: client.Counter<'tier' | 'kind'>;
  database: DatabaseProbe | null;
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function create(): State {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const state: State = {
    registry,
    requests: new client.Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by tier (site server, backend), method, route pattern and status class',
      labelNames: ['tier', 'method', 'route', 'status'],
      registers,
    }),
    duration: new client.Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request to the end of its answer, by tier, method and route pattern',
      labelNames: ['tier', 'method', 'route'],
      buckets: BUCKETS,
      registers,
    }),
    errors: new client.Counter({
      name: 'app_errors_total',
      help: 'Unexpected errors: unhandled (an exception reached the last handler), upstream (the gateway could not reach the backend), render (a page fell back after a failed backend call)',
      labelNames: ['tier', 'kind'],
      registers,
    }),
    database: null,
  };
  new client.Gauge({
    name: 'db_info',
    help: 'The database this process uses: 1 for its driver (pglite: embedded, one connection, no pool; postgres: a pool)',
    labelNames: ['driver'],
    registers,
    collect() {
      this.reset();
      if (state.database) this.set({ driver: state.database.driver }, 1);
    },
  });
  new client.Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections by state: idle, in_use, and the pool size limit (max)',
    labelNames: ['state'],
    registers,
    collect() {
      this.reset();
      const sample = state.database?.pool?.();
      if (!sample) return;
      this.set({ state: 'idle' }, sample.idle);
      this.set({ state: 'in_use' }, sample.total - sample.idle);
      this.set({ state: 'max' }, sample.max);
    },
  });
  new client.Gauge({
    name: 'db_pool_waiting_queries',
    help: 'Queries waiting for a PostgreSQL pool connection',
    labelNames: ['driver'],
    registers,
    collect() {
      this.reset();
      const sample = state.database?.pool?.();
      if (sample) this.set({ driver: 'postgres' }, sample.waiting);
    },
  });
  return state;
}

const SLOT = Symbol.for('parcel-site.metrics');
type Holder = { [SLOT]?: State };

function state(): State {
  const holder = globalThis as Holder;
  holder[SLOT] ??= create();
  return holder[SLOT];
}

export const methodLabel = (method: string | undefined) => (method && METHODS.has(method) ? method : 'OTHER');
export const statusLabel = (status: number) => `${Math.min(5, Math.max(1, Math.trunc(status / 100)))}xx`;

/** Counts one answered request and its time (seconds). `route` must be a pattern or a fixed label. */
export function observeRequest(tier: Tier, method: string | undefined, route: string, status: number, seconds: number): void {
  const { requests, duration } = state();
  const m = methodLabel(method);
  requests.inc({ tier, method: m, route, status: statusLabel(status) });
  duration.observe({ tier, method: m, route }, seconds);
}

export function countError(tier: Tier, kind: ErrorKind): void {
  state().errors.inc({ tier, kind });
}

/** What the database metrics read (the backend at start); null when its database closes. */
export function trackDatabase(probe: DatabaseProbe | null): void {
  state().database = probe;
}

/** The text exposition of every metric of the process. */
export async function metricsExposition(): Promise<{ contentType: string; body: string }> {
  const { registry } = state();
  return { contentType: registry.contentType, body: await registry.metrics() };
}
