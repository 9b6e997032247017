// How long an idle kept-alive connection stays open, for the site server (scripts/site-server.mjs) and the
// standalone backend (server/main.ts). Node closes one after 5 s; a client that reuses it at that moment
// (Playwright's request context, a load tester, a reverse proxy's upstream pool) gets a reset, ECONNRESET,
// for a request the server never read. Keeping it longer than clients and proxies keep theirs (nginx 60 s
// upstream, cloud load balancers 60 s) leaves the closing to them. A stop still closes idle ones at once
// (./drain.ts). Relative imports only: plain Node loads it.
import type { Server } from 'node:http';

export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export function keepIdleConnectionsOpen(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Node's rule: the time allowed for a request's headers must exceed the keep-alive timeout.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
}
