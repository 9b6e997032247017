// The system module: which tenant and site a request is for (host, tenant header, referer) and the site
// configuration answer. Router: systemRoutes. server/app.ts resolves every request's site with resolveSite;
// `npm run ops` finds a site by its host.
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../http.ts';
import { systemRoutes } from './routes.ts';

export { findSiteByDomain, resolveSite } from './service.ts';

/** Mounts the site configuration routes under /api. */
export function mountSystem(app: OpenAPIHono<AppEnv>): void {
  app.route('/api', systemRoutes);
}
