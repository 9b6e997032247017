#!/usr/bin/env node
// The site's HTTP server: Next's production request handler behind the one place that sees the socket.
// Started by `npm start` (scripts/start.mjs), the e2e runner and the bench instead of `next start`.
//
// Before Next sees a request it (lib/site/site-server-request.ts)
//  - derives client address, host and scheme under TRUST_PROXY (lib/net/forwarded.ts: none trusted by
//    default) and overwrites X-Forwarded-For/-Host/-Proto with them, removing client-sent ones, so the
//    gateway and the rewrites read only values this server vouches for (Next's router only fills
//    these headers when absent);
//  - sets X-Site-Key to the site the host belongs to: a host the backend knows keeps its own key, any
//    other host gets the first site's (lib/site/site-key.ts), so the page cache holds one entry per
//    configured site;
//  - stamps it with this process's secret (lib/site/site-server-trust.ts), drawn at start and never
//    written anywhere: the gateway and the server renders believe the headers above only on a request
//    that carries it, and next.config.ts refuses to serve in a process without one (a bare `next start`).
//
// The build's hashed assets and public/'s files it answers itself, from memory, without Next
// (lib/site/static-files.ts), and the public pages Next served from its page cache in the last second
// (lib/site/page-cache.ts; PAGE_CACHE_MS sets the second, 0 turns it off).
//
// Every request gets an id (X-Request-Id: a trusted proxy's when it looks sane, else a new one), on its
// answer and in the context Next's handling runs in, so the gateway and the server renders hand it to the
// backend; it ends with one JSON access log line and the request metrics (lib/site/site-ops.ts). /healthz,
// /readyz (the backend's /readyz, through the seam) and /metrics are answered first, never cached.
//
// SIGTERM (or SIGINT) drains it (lib/net/drain.ts): no new connections, the requests in flight finish
// (DRAIN_TIMEOUT_MS, default 10 s), then the backend it holds (the embedded one's database) and Next are
// closed and the process exits 0.
//
// Usage: node scripts/site-server.mjs [--port 3000] [--hostname 0.0.0.0]   (or PORT), from the
// directory holding the build (.next): the e2e runner starts each site from its own copy.
import http from 'node:http';
import { parseArgs } from 'node:util';
import next from 'next';
import { parseTrustProxy } from '../lib/net/forwarded.ts';
import { log } from '../lib/ops/log.ts';
import { runWithRequest } from '../lib/ops/request-context.ts';
import { createSiteKeyResolver } from '../lib/site/site-key.ts';
import { prepareSiteRequest } from '../lib/site/site-server-request.ts';
import { registerSiteServerSecret } from '../lib/site/site-server-trust.ts';
import { createPageCache, PAGE_CACHE_TTL_MS } from '../lib/site/page-cache.ts';
import { createSiteOps } from '../lib/site/site-ops.ts';
import { appRoutesOfBuild, createRouteLabels, pageRoutes } from '../lib/site/site-routes.ts';
import { createStaticFiles } from '../lib/site/static-files.ts';
import { callUpstream, closeUpstream, UPSTREAM_ORIGIN } from '../lib/upstream/seam.ts';
import { stopGracefully } from '../lib/net/drain.ts';
import { keepIdleConnectionsOpen } from '../lib/net/keep-alive.ts';

const { values } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
});
const port = Number(values.port ?? process.env.PORT ?? 3000);
// Not HOSTNAME from the environment: containers set it to the machine name.
const hostname = values.hostname ?? undefined;
const trustedHops = parseTrustProxy(process.env.TRUST_PROXY);

/** How long the host look-up waits for the backend before the request goes on with the fallback site. */
const SITE_LOOKUP_TIMEOUT_MS = 1000;

/** The site id the backend gives a host, through the same seam as the gateway. */
async function siteIdOf(host) {
  try {
    const response = await callUpstream(
      new Request(`${UPSTREAM_ORIGIN}/api/system/application-configuration`, {
        headers: { accept: 'application/json', referer: `http://${host}/`, 'x-forwarded-host': host },
        signal: AbortSignal.timeout(SITE_LOOKUP_TIMEOUT_MS),
      }),
    );
    if (response.status !== 200) return null;
    const config = await response.json();
    return typeof config?.id === 'string' ? config.id : null;
  } catch (error) {
    log.error('site look-up failed', { host, err: error });
    return null;
  }
}
const siteKeyOf = createSiteKeyResolver({ siteIdOf });

/** The longest /readyz waits for the backend's (whose own database check gives up after 5 s). */
const READY_TIMEOUT_MS = 6000;

/**
 * Whether the backend answers its /readyz with 200 in time (embedded: its database, opened on first use;
 * API_UPSTREAM_URL: that backend's /readyz, which an operator's own backend must answer too).
 */
function backendReady() {
  const timeout = AbortSignal.timeout(READY_TIMEOUT_MS);
  const check = callUpstream(new Request(`${UPSTREAM_ORIGIN}/readyz`, { signal: timeout })).then(async (response) => {
    // Read to the end (a few bytes): cancelling the body instead never settles under Next's fetch.
    await response.text();
    return response.status === 200;
  });
  const expired = new Promise((resolve) => timeout.addEventListener('abort', () => resolve(false), { once: true }));
  return Promise.race([check, expired]);
}

const started = Date.now();
// Before Next loads its configuration, which checks that a site server runs in this process.
const secret = registerSiteServerSecret();
const app = next({ dev: false, dir: process.cwd(), hostname: hostname ?? 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();
const staticFiles = createStaticFiles({ dir: process.cwd() });
const pageCache = createPageCache({ ttlMs: Number(process.env.PAGE_CACHE_MS ?? PAGE_CACHE_TTL_MS) });
const ops = createSiteOps({
  trustedHops,
  metricsToken: process.env.METRICS_TOKEN,
  backendReady,
  routeOf: createRouteLabels(pageRoutes(appRoutesOfBuild(process.cwd()))),
});

async function onRequest(req, res, request) {
  if (ops.serve(req, res, request)) return;
  if (staticFiles.serve(req, res)) {
    request.label = 'static';
    return;
  }
  await prepareSiteRequest(req, { secret, trustedHops, siteKeyOf });
  if (pageCache.serveOrCapture(req, res)) {
    request.cached = true;
    return;
  }
  await handle(req, res);
}

const server = http.createServer((req, res) => {
  const request = ops.begin(req, res);
  runWithRequest(request, () => onRequest(req, res, request)).catch((error) => {
    ops.failed(error);
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });
});
keepIdleConnectionsOpen(server);
server.listen(port, hostname, () => {
  log.info('site server ready', {
    ms: Date.now() - started,
    url: `http://${hostname ?? 'localhost'}:${port}`,
    trustProxy: trustedHops,
    staticFiles: staticFiles.size,
    backend: process.env.API_UPSTREAM_URL ? 'API_UPSTREAM_URL' : 'embedded',
  });
});

stopGracefully(server, {
  name: 'site-server',
  close: async () => {
    await closeUpstream().catch(() => undefined);
    await app.close();
  },
});
