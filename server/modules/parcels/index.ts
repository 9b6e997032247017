// The parcels module, the customer's side of a parcel: forecasts (one by one or by spreadsheet), the
// member's list, a parcel's declarations, history, photos and claims. Routers: parcelImportRoutes,
// parcelRoutes. The orders, the warehouse (the staff's side: arrivals, transitions, claim decisions) and the
// money proofs use the parcel rows, history, tracking-number locks and photos through this file.
import { mountRouters } from '../../kernel/router.ts';
import { parcelImportRoutes } from './import-routes.ts';
import { parcelRoutes } from './routes.ts';

export { carrierDisplayName, INBOUND_CARRIERS, inboundCarrier, inboundCarrierList } from './carriers.ts';
export { CLAIMABLE } from './claims.ts';
export type { ClaimDecision } from './claims.ts';
export { parcelStatusCounts } from './counts.ts';
export { cleanCard, loadRefs, normalizeTrackingNumber } from './forecast-input.ts';
export type { CleanParcel, TenantRefs } from './forecast-input.ts';
export { createForecasts, insertForecasts, ownActiveNumbers } from './forecast.ts';
export { logParcelActions, logParcelsAction } from './history.ts';
export type { Actor, HistoryLine } from './history.ts';
export { loadImportRefs } from './import.ts';
export type { ImportRefs } from './import.ts';
export { countNumberCheck } from './number-checks.ts';
export { PHOTO_MAX_BYTES, photoCount, photoProblem, PHOTOS_PER_PARCEL, PHOTOS_PER_UPLOAD, photoTypeOf, removePhotoFiles, saveParcelPhoto } from './photos.ts';
export { parcelNotFound } from './service.ts';
export { chunked, isUniqueViolation, lockTrackingNumbers } from './tracking-lock.ts';
export { unselectableReason } from './wire.ts';
export type { ParcelRow } from './wire.ts';

/**
 * Mounts the member's parcel routes under /api, the import routes first: parcelRoutes'
 * `/u/ship-for-me/parcel/{id}` would otherwise take `import-template`.
 */
export const mountParcels = mountRouters(parcelImportRoutes, parcelRoutes);
