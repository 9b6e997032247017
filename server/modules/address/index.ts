// The address module: the member's address book (one table, two API families). Router: addressRoutes.
// Other modules call nothing here.
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../http.ts';
import { addressRoutes } from './routes.ts';

/** Mounts the address book's routes under /api. */
export function mountAddress(app: OpenAPIHono<AppEnv>): void {
  app.route('/api', addressRoutes);
}
