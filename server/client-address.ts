// The client address of a request, as the throttles key it. One place: every route asks here.
// X-Forwarded-For holds exactly one address by the time a request gets here: the site server and
// server/main.ts overwrite it with the address derived under TRUST_PROXY (lib/net/forwarded.ts), and the
// gateway sends the one it was given. The entry written by the nearest hop is taken, never a list's first
// (client-chosen) entry.
import type { Context } from 'hono';
import { clientAddressFromHeader } from '../lib/net/forwarded.ts';

export function clientAddressOf(c: Context): string {
  return clientAddressFromHeader(c.req.header('x-forwarded-for'));
}
