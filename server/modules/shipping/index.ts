// The shipping module: shipping methods, their availability by destination zone, fee tables and the fee
// calculation. Router: shippingRoutes. The orders price with the catalog and fees; transport shows the same
// methods as transport modes.
import { mountRouters } from '../../kernel/router.ts';
import { shippingRoutes } from './routes.ts';

export { ceilSafe, freightFor, kg } from './fees.ts';
export type { MethodPricing } from './fees.ts';
export { catalogOf, countryCode } from './routes.ts';
export { filterMethods, getMethodRow, loadCatalog, METHOD_SORTING, rateFor, toMethod, zoneFees } from './service.ts';
export type { Catalog, MethodFilter, Paging } from './service.ts';

/** Mounts the shipping routes under /api. */
export const mountShipping = mountRouters(shippingRoutes);
