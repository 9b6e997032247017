// The ship-for-me module: goods a member collected on shopping sites (by the browser extension or by hand),
// their cart and declarations, and the three ways to send them — forecast as parcels (through parcels),
// an enquiry the warehouse answers, or a logistics order priced and paid like a waybill (through
// combined-order, DeliveryMode.Purchasing). Routers: adminShipForMeRoutes, shipForMeRoutes (goods, cart,
// enquiries), shipForMeSendRoutes (forecast, fee, submit). The seed and `npm run ops` act.
import { mountRouters } from '../../kernel/router.ts';
import { onCombinedOrderCanceled } from '../combined-order/index.ts';
import { adminShipForMeRoutes } from './admin-routes.ts';
import { shipForMeRoutes } from './routes.ts';
import { goodsBackFromOrder } from './logistics-order.ts';
import { shipForMeSendRoutes } from './send-routes.ts';

// A cancelled logistics order gives its goods back to the forecast state (their parcels stay in My parcels).
onCombinedOrderCanceled(goodsBackFromOrder);

export { answerEnquiry, closeEnquiry, createEnquiry, staffEnquiries } from './enquiries.ts';
export { addGoods } from './goods.ts';
export { logisticsOrderFee } from './logistics-fee.ts';
export { submitLogisticsOrder } from './logistics-order.ts';
export { staffEnquiryWire } from './admin-routes.ts';

/** Mounts the staff's enquiry routes and the member's ship-for-me routes under /api. */
export const mountShipForMe = mountRouters(adminShipForMeRoutes, shipForMeRoutes, shipForMeSendRoutes);
