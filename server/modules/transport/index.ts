// The transport module: transport modes, the public face of shipping methods (a method with its fee table
// by zone and weight band). Router: transportRoutes. Other modules call nothing here.
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../http.ts';
import { transportRoutes } from './routes.ts';

/** Mounts the transport-mode routes under /api. */
export function mountTransport(app: OpenAPIHono<AppEnv>): void {
  app.route('/api', transportRoutes);
}
