// The content module: navigation, status definitions, and the public content (articles, banners,
// announcements). Routers: contentRoutes, publicContentRoutes. Other modules label their status counts
// with the status definitions (withStatusDefinitions).
import { mountRouters } from '../../kernel/router.ts';
import { publicContentRoutes } from './public-routes.ts';
import { contentRoutes } from './routes.ts';

export { withStatusDefinitions } from './status-definitions.ts';
export type { StatusCount } from './status-definitions.ts';

/** Mounts the navigation and status definition routes, then the public content routes, under /api. */
export const mountContent = mountRouters(contentRoutes, publicContentRoutes);
