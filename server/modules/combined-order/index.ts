// The combined-order module, the waybill: the member's parcels combined into one order (also seen as a
// logistics order, a bill), quoted, submitted, paid from the wallet, repriced when weighed, tracked, signed
// or cancelled; the warehouse staff's steps (pick, verify, pack with the box photo, ship, checkpoints, sign).
// Routers: adminCombinedOrderRoutes, combinedOrderPhotoRoutes, combinedOrderPurchasingRoutes (GET …/orderList: the
// ship-for-me orders), combinedOrderRoutes. A transhipment order is a waybill, so
// transhipment-order prices, locks, signs and cancels through this file; the warehouse reprices the order of
// a parcel it weighs (lockParcelOrder); the user centre counts waybills; the seed and `npm run ops` act.
import { mountRouters } from '../../kernel/router.ts';
import { adminCombinedOrderRoutes } from './admin-routes.ts';
import { combinedOrderPhotoRoutes } from './photo-routes.ts';
import { combinedOrderPurchasingRoutes } from './purchasing-routes.ts';
import { combinedOrderRoutes } from './routes.ts';

export { deliveredText, STAFF_STEPS, staffCombinedOrderList, staffCombinedOrderWire } from './admin-routes.ts';
export { cancelLocked, cancelCombinedOrder, onCombinedOrderCanceled } from './cancel.ts';
export type { CancelHook } from './cancel.ts';
export { combinedOrderStatusCounts } from './counts.ts';
export { draftFor } from './draft.ts';
export { addressSnapshot, chosenServices, cleanCustomsId, methodTo, ownAddress, quoteParcels, tenantServices } from './inputs.ts';
export { quoteWire } from './lines.ts';
export { listCombinedOrders } from './lists.ts';
export { addEvent, findCombinedOrder, lockCombinedOrder, wrongState } from './machine.ts';
export type { CombinedOrderRow } from './machine.ts';
export { OrderListQuery, submitResponses } from './order-routes.ts';
export { payCombinedOrder } from './pay.ts';
export { withBoxPhoto } from './photo-routes.ts';
export { orderCurrency, pointsValue, priceWith } from './pricing.ts';
export { methodBlocks, withEstimate } from './quote.ts';
export type { PackedBox, QuoteParcel } from './quote.ts';
export { lockMemberAndOrder, lockParcelOrder, reprice } from './reprice.ts';
export { priceAgain, requote, combinedOrderParcels } from './requote.ts';
export { signLocked, signCombinedOrder } from './sign.ts';
export type { Review } from './sign.ts';
export { addCarrierEvent, DEMO_JOURNEY, packCombinedOrder, playDemoJourney, shipCombinedOrder, staffCancel, staffSign, staffStep } from './staff.ts';
export { placeOrder, submitCombinedOrder } from './submit.ts';
export type { Submitted } from './submit.ts';
export { warehouseText } from './tracking.ts';
export { combinedOrderDetailWire } from './wire.ts';

/** Mounts the staff's waybill routes, the box photo, the ship-for-me order list and the member's waybill routes under /api. */
export const mountCombinedOrder = mountRouters(adminCombinedOrderRoutes, combinedOrderPhotoRoutes, combinedOrderPurchasingRoutes, combinedOrderRoutes);
