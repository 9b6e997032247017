// The reference module: reference data reads (countries, regions, region groups, dialing codes, member
// levels, the exclusive customer-service contact, tips). Router: referenceRoutes. Other modules call nothing here.
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../http.ts';
import { referenceRoutes } from './routes.ts';

/** Mounts the reference data routes under /api. */
export function mountReference(app: OpenAPIHono<AppEnv>): void {
  app.route('/api', referenceRoutes);
}
