// The warehouse module, what the warehouse does: the member's personal warehouse addresses, and the staff's
// side of a parcel (arrival, inbound, abnormal, out, completed, photos, the staff's list, the claims of
// unclaimed arrivals and their decisions). An arrival or a decision cascades to the parcel's order
// (combined-order, transhipment-order), so this module sits above parcels and both orders. Routers:
// warehouseRoutes, adminParcelRoutes (with the claim routes). The seed and `npm run ops` act through it.
import { mountRouters } from '../../kernel/router.ts';
import { adminParcelRoutes } from './parcel-routes.ts';
import { warehouseRoutes } from './routes.ts';

export { approveClaim, refuseClaim } from './claim-decisions.ts';
export { activeParcelByTracking, arriveParcel, measurementNote, transitionParcel } from './parcel-actions.ts';
export type { StaffAction } from './parcel-actions.ts';
export { staffParcel, staffParcelList } from './parcel-list.ts';
export type { StaffParcel } from './parcel-list.ts';
export { pendingClaims } from './pending-claims.ts';
export type { StaffClaim } from './pending-claims.ts';

/** Mounts the member's warehouse addresses, then the staff's parcel and claim routes, under /api. */
export const mountWarehouse = mountRouters(warehouseRoutes, adminParcelRoutes);
