// Who may read /metrics (the site server's and the backend's): with METRICS_TOKEN set, a request carrying
// `Authorization: Bearer <METRICS_TOKEN>`, from anywhere; without it, only a client on this machine
// (loopback), judged by the client address derived under TRUST_PROXY, never by the socket alone: behind a
// reverse proxy on the same machine every socket is loopback, but the address the proxy vouches for is not.
// Relative imports only: plain Node loads this file.
import { timingSafeEqual } from 'node:crypto';
import { normalizeAddress } from '../net/forwarded.ts';

export interface MetricsAccessInput {
  /** The client address as derived under TRUST_PROXY; 'local' for an in-process call. */
  clientAddress: string | null | undefined;
  authorization: string | null | undefined;
  /** METRICS_TOKEN; unset or empty: loopback only. */
  token: string | null | undefined;
}

export function isLoopback(address: string | null | undefined): boolean {
  if (address === 'local') return true;
  const normalized = normalizeAddress(address);
  if (!normalized) return false;
  return normalized === '::1' || /^127\.\d+\.\d+\.\d+$/.test(normalized);
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function metricsAllowed({ clientAddress, authorization, token }: MetricsAccessInput): boolean {
  const expected = token?.trim();
  if (!expected) return isLoopback(clientAddress);
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match !== null && sameSecret(match[1], expected);
}
