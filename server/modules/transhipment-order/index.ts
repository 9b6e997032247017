// The transhipment-order module: one parcel sent on as its own order (a logistics order, L…), submitted one
// by one or by spreadsheet, weighed when its parcel arrives, with notes between staff and customer. It is a
// waybill underneath: it prices, pays, signs and cancels through combined-order. Routers:
// adminTranshipmentRoutes, transhipmentBatchRoutes, transhipmentRoutes. The warehouse weighs an arrival's
// order (weighOnArrival); the seed and `npm run ops` use the steps and notes.
import { mountRouters } from '../../kernel/router.ts';
import { adminTranshipmentRoutes } from './admin-routes.ts';
import { transhipmentBatchRoutes } from './batch-routes.ts';
import { transhipmentRoutes } from './routes.ts';

export { addNote } from './notes.ts';
export { cancelTranshipment, signTranshipment } from './orders.ts';
export { submitTranshipment } from './submit.ts';
export { weighOnArrival } from './weigh.ts';

/** Mounts the staff's note routes, the spreadsheet routes and the member's routes under /api. */
export const mountTranshipmentOrder = mountRouters(adminTranshipmentRoutes, transhipmentBatchRoutes, transhipmentRoutes);
