// The reference module: reference data reads (countries, regions, region groups, dialing codes, member
// levels, the exclusive customer-service contact, tips). Router: referenceRoutes. Other modules call nothing here.
import { mountRouters } from '../../kernel/router.ts';
import { referenceRoutes } from './routes.ts';

/** Mounts the reference data routes under /api. */
export const mountReference = mountRouters(referenceRoutes);
