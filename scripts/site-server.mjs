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
// Usage: node scripts/site-server.mjs [--port 3000] [--hostname 0.0.0.0]   (or PORT), from the
// directory holding the build (.next): the e2e runner starts each site from its own copy.
import http from 'node:http';
import { parseArgs } from 'node:util';
import next from 'next';
import { parseTrustProxy } from '../lib/net/forwarded.ts';
import { createSiteKeyResolver } from '../lib/site/site-key.ts';
import { prepareSiteRequest } from '../lib/site/site-server-request.ts';
import { registerSiteServerSecret } from '../lib/site/site-server-trust.ts';
import { createPageCache, PAGE_CACHE_TTL_MS } from '../lib/site/page-cache.ts';
import { runInSiteRequest } from '../lib/site/request-context.ts';
import { createStaticFiles } from '../lib/site/static-files.ts';
import { callUpstream, closeUpstream, UPSTREAM_ORIGIN } from '../lib/upstream/seam.ts';

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
    console.error(`[site-server] site look-up for ${host} failed: ${error.message}`);
    return null;
  }
}
const siteKeyOf = createSiteKeyResolver({ siteIdOf });

const started = Date.now();
// Before Next loads its configuration, which checks that a site server runs in this process.
const secret = registerSiteServerSecret();
const app = next({ dev: false, dir: process.cwd(), hostname: hostname ?? 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();
const staticFiles = createStaticFiles({ dir: process.cwd() });
const pageCache = createPageCache({ ttlMs: Number(process.env.PAGE_CACHE_MS ?? PAGE_CACHE_TTL_MS) });

async function onRequest(req, res) {
  if (staticFiles.serve(req, res)) return;
  await prepareSiteRequest(req, { secret, trustedHops, siteKeyOf });
  if (pageCache.serveOrCapture(req, res)) return;
  await handle(req, res);
}

const server = http.createServer((req, res) => {
  runInSiteRequest({ startedAt: Date.now() }, () => onRequest(req, res)).catch((error) => {
    console.error('[site-server]', error);
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });
});
server.listen(port, hostname, () => {
  console.log(
    `[site-server] ready in ${Date.now() - started} ms: http://${hostname ?? 'localhost'}:${port} (TRUST_PROXY=${trustedHops}; ${staticFiles.size} static files)`,
  );
});

let stopping = false;
function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`[site-server] ${signal}: shutting down`);
  server.close();
  server.closeIdleConnections();
  const done = () => process.exit(0);
  setTimeout(done, 3000).unref();
  closeUpstream()
    .catch(() => undefined)
    .finally(() =>
      app
        .close()
        .catch(() => undefined)
        .finally(done),
    );
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
