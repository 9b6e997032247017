// How the code behind the site server knows a request passed through it. The site server
// (scripts/site-server.mjs) draws a secret when it starts, keeps it in this process's memory (never in the
// environment, a file or a build) and stamps every request it hands to Next with it, after removing any
// client-sent copy. The gateway and the server renders believe X-Forwarded-For/-Host/-Proto and
// X-Site-Key only on a request that carries it; next.config.ts refuses to serve a production build in a
// process where no site server drew one (a bare `next start`).
// Relative imports only: plain Node (the site server) and next.config.ts load this file.
import { randomBytes, timingSafeEqual } from 'node:crypto';

/** Request header carrying the site server's secret; set by the site server only. */
export const SITE_SERVER_HEADER = 'x-site-server';

const SLOT = Symbol.for('parcel-site.site-server-secret');
type Holder = { [SLOT]?: string };

/** Draws this process's secret (once; later calls give the same one). Only the site server calls this. */
export function registerSiteServerSecret(): string {
  const holder = globalThis as Holder;
  holder[SLOT] ??= randomBytes(32).toString('base64url');
  return holder[SLOT];
}

/** This process's secret, or null when no site server runs in it. */
export function siteServerSecret(): string | null {
  return (globalThis as Holder)[SLOT] ?? null;
}

/** Whether a request header value is this process's secret (compared in constant time). */
export function isSiteServerSecret(value: string | null | undefined): boolean {
  const secret = siteServerSecret();
  if (!secret || !value) return false;
  const given = Buffer.from(value);
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Whether these request headers came through the site server of this process. */
export function fromSiteServer(headers: { get(name: string): string | null }): boolean {
  return isSiteServerSecret(headers.get(SITE_SERVER_HEADER));
}

export const NOT_BEHIND_SITE_SERVER =
  'This build is served by scripts/site-server.mjs (`npm start`), not by a bare `next start`: only the site server ' +
  'decides which site a request is for and which forwarding headers to believe. Behind your own reverse proxy, ' +
  'run `npm start` with TRUST_PROXY=1 (docs/deploy.md).';

/**
 * next.config.ts at start-up: a production server only in a process where the site server drew its
 * secret. Without it the rewrites would route on a client-sent X-Site-Key.
 */
export function requireSiteServer(phase: string): void {
  if (phase === 'phase-production-server' && !siteServerSecret()) throw new Error(NOT_BEHIND_SITE_SERVER);
}
