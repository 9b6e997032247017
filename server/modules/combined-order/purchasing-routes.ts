// GET /u/combinedOrder/orderList (SPEC section 7 "Combined order"): the member's ship-for-me logistics orders
// (DeliveryMode.Purchasing, server/modules/ship-for-me/), newest first, with the waybill list's filters and
// status counts (docs/decisions.md "Ship-for-me"). Mounted before the other waybill routes, so no
// `/u/combinedOrder/{id}`-style route can take `orderList`.
import { DeliveryMode } from '../../../lib/contract/enums.ts';
import { CombinedOrderListSchema } from '../../../lib/contract/schemas/combined-order.ts';
import { jsonContent } from '../../http.ts';
import { routeFamily } from '../../kernel/route.ts';
import { createRouter } from '../../kernel/router.ts';
import { listCombinedOrders } from './lists.ts';
import { OrderListQuery } from './order-routes.ts';

const orderList = routeFamily('customer', ['Combined order'], 'Not the member’s order').list(
  '/u/combinedOrder/orderList',
  'My ship-for-me logistics orders (goods sent from shopping sites): status, keyword, from, to, with status counts',
  OrderListQuery,
  jsonContent(CombinedOrderListSchema, 'Orders'),
);

export const combinedOrderPurchasingRoutes = createRouter().openapi(orderList, async (c) =>
  c.json(await listCombinedOrders(c.get('db'), c.get('user'), c.req.valid('query'), c.get('locale'), DeliveryMode.Purchasing), 200),
);
