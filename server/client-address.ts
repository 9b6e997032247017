// The client address of a request, as the throttles key it. One place: every route asks here.
import type { Context } from 'hono';
import { clientAddress } from './modules/passport/throttle.ts';

export function clientAddressOf(c: Context): string {
  return clientAddress(c.req.header('x-forwarded-for'));
}
