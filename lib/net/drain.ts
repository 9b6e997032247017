// Graceful stop of an HTTP server on SIGTERM, shared by the site server (scripts/site-server.mjs) and the
// standalone backend (server/main.ts): a load balancer's replica is stopped without cutting the requests
// it is answering. Relative imports only: plain Node loads it.
import type { Server, ServerResponse } from 'node:http';

/** How long the requests in flight may take to finish after SIGTERM before their connections are cut. */
export const DRAIN_TIMEOUT_MS = 10_000;

export function drainTimeoutMs(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.DRAIN_TIMEOUT_MS);
  return env.DRAIN_TIMEOUT_MS?.trim() && Number.isFinite(value) && value >= 0 ? value : DRAIN_TIMEOUT_MS;
}

/** How often connections that became idle after the stop are closed. */
const SWEEP_MS = 50;

const inFlight = new WeakMap<Server, Set<ServerResponse>>();

/** Keeps the answers being written, so that a stop can make them the last of their connection. */
export function trackInFlight(server: Server): void {
  if (inFlight.has(server)) return;
  const answers = new Set<ServerResponse>();
  inFlight.set(server, answers);
  server.on('request', (_req, res: ServerResponse) => {
    answers.add(res);
    res.on('close', () => answers.delete(res));
  });
}

/**
 * Stops accepting connections, closes the idle ones, lets every request in flight finish (a keep-alive
 * connection is closed once its answer is sent; with trackInFlight the answers not yet started say
 * `Connection: close`, so a client does not send another request on it), and resolves true when no
 * connection is left, or false at the deadline, when the rest are cut.
 */
export function drain(server: Server, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (drained: boolean) => {
      if (settled) return;
      settled = true;
      clearInterval(sweep);
      clearTimeout(deadline);
      resolve(drained);
    };
    for (const res of inFlight.get(server) ?? []) if (!res.headersSent) res.shouldKeepAlive = false;
    server.on('request', (_req, res: ServerResponse) => {
      res.shouldKeepAlive = false;
    });
    server.close(() => settle(true));
    server.closeIdleConnections();
    const sweep = setInterval(() => server.closeIdleConnections(), SWEEP_MS);
    const deadline = setTimeout(() => {
      server.closeAllConnections();
      settle(false);
    }, timeoutMs);
  });
}

/**
 * On SIGTERM or SIGINT (once: `npm run` passes the signal on to its child as well, so it may come twice):
 * drain the server, then `close` what it used (the database) and exit 0.
 */
export function stopGracefully(server: Server, options: { name: string; close: () => Promise<void>; timeoutMs?: number }): void {
  const timeoutMs = options.timeoutMs ?? drainTimeoutMs();
  trackInFlight(server);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    console.log(`[${options.name}] ${signal}: no new connections; finishing the requests in flight (at most ${timeoutMs} ms)`);
    const drained = await drain(server, timeoutMs);
    console.log(
      `[${options.name}] ${drained ? 'every request answered' : 'drain timeout: the remaining connections were cut'} after ${Date.now() - started} ms`,
    );
    // Whatever closing does, the process ends.
    setTimeout(() => process.exit(0), 5_000).unref();
    await options.close().catch((error: Error) => console.error(`[${options.name}] closing failed: ${error.message}`));
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}
