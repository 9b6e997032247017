// The system module: which tenant and site a request is for (host, tenant header, referer) and the site
// configuration answer. Router: systemRoutes. server/app.ts resolves every request's site with resolveSite;
// `npm run ops` finds a site by its host.
import { mountRouters } from '../../kernel/router.ts';
import { systemRoutes } from './routes.ts';

export { findSiteByDomain, resolveSite } from './service.ts';

/** Mounts the site configuration routes under /api. */
export const mountSystem = mountRouters(systemRoutes);
