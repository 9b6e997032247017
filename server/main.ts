// Standalone server: `npm run server` (SERVER_PORT, default 4000; TRUST_PROXY, default 0: the number of
// proxies in front whose X-Forwarded-* headers and X-Request-Id are believed, 1 when it sits behind the
// site). /healthz, /readyz and /metrics beside /api (server/ops.ts); JSON log lines on standard output.
// SIGTERM drains it: no new connections, the requests in flight finish (DRAIN_TIMEOUT_MS, default 10 s),
// then the database is closed and the process exits 0.
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { stopGracefully } from '../lib/net/drain.ts';
import { keepIdleConnectionsOpen } from '../lib/net/keep-alive.ts';
import { parseTrustProxy } from '../lib/net/forwarded.ts';
import { log } from '../lib/ops/log.ts';
import { closeEmbeddedApp, getEmbeddedApp } from './embedded.ts';
import { type SocketLike, withTrustedForwarding } from './forwarding.ts';

const port = Number(process.env.SERVER_PORT ?? 4000);
const trustedHops = parseTrustProxy(process.env.TRUST_PROXY);
const started = Date.now();
const app = await getEmbeddedApp();
const server = serve(
  {
    fetch: (request, env) => app.fetch(withTrustedForwarding(request, env.incoming.socket as SocketLike, trustedHops)),
    port,
  },
  (info) => {
    log.info('backend ready', { ms: Date.now() - started, url: `http://localhost:${info.port}/api`, openapi: '/api/openapi.json', trustProxy: trustedHops });
  },
);

keepIdleConnectionsOpen(server as Server);
stopGracefully(server as Server, { name: 'server', close: closeEmbeddedApp });
