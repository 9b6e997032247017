// The combined-order module, the waybill: the member's parcels combined into one order (also seen as a
// logistics order, a bill), quoted, submitted, paid from the wallet, repriced when weighed, tracked, signed
// or cancelled; the warehouse staff's steps (pick, verify, pack with the box photo, ship, checkpoints, sign).
// Routers: adminWaybillRoutes, waybillPhotoRoutes, waybillRoutes. A transhipment order is a waybill, so
// transhipment-order prices, locks, signs and cancels through this file; the warehouse reprices the order of
// a parcel it weighs (lockParcelOrder); the user centre counts waybills; the seed and `npm run ops` act.
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../http.ts';
import { adminWaybillRoutes } from './admin-routes.ts';
import { waybillPhotoRoutes } from './photo-routes.ts';
import { waybillRoutes } from './routes.ts';

export { deliveredText, STAFF_STEPS, staffWaybillList, staffWaybillWire } from './admin-routes.ts';
export { cancelLocked, cancelWaybill } from './cancel.ts';
export { waybillStatusCounts } from './counts.ts';
export { draftFor } from './draft.ts';
export { addressSnapshot, chosenServices, cleanCustomsId, methodTo, ownAddress, quoteParcels, tenantServices } from './inputs.ts';
export { quoteWire } from './lines.ts';
export { listWaybills } from './lists.ts';
export { addEvent, findWaybill, lockWaybill, wrongState } from './machine.ts';
export type { WaybillRow } from './machine.ts';
export { payWaybill } from './pay.ts';
export { withBoxPhoto } from './photo-routes.ts';
export { orderCurrency, pointsValue, priceWith } from './pricing.ts';
export { methodBlocks, withEstimate } from './quote.ts';
export type { PackedBox, QuoteParcel } from './quote.ts';
export { lockMemberAndOrder, lockParcelOrder, reprice } from './reprice.ts';
export { priceAgain, requote, waybillParcels } from './requote.ts';
export { signLocked, signWaybill } from './sign.ts';
export type { Review } from './sign.ts';
export { addCarrierEvent, DEMO_JOURNEY, packWaybill, playDemoJourney, shipWaybill, staffCancel, staffSign, staffStep } from './staff.ts';
export { placeOrder, submitWaybill } from './submit.ts';
export type { Submitted } from './submit.ts';
export { warehouseText } from './tracking.ts';
export { waybillDetailWire } from './wire.ts';

/** Mounts the staff's waybill routes, the box photo and the member's waybill routes under /api. */
export function mountCombinedOrder(app: OpenAPIHono<AppEnv>): void {
  app.route('/api', adminWaybillRoutes);
  app.route('/api', waybillPhotoRoutes);
  app.route('/api', waybillRoutes);
}
