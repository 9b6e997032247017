import { z } from '@hono/zod-openapi';
import { WarehouseAddressSchema } from '../../../lib/contract/schemas/reference.ts';
import { errorResponse, jsonContent } from '../../http.ts';
import { createRouter } from '../../kernel/router.ts';
import { myDefaultWarehouseAddress, myWarehouseAddresses } from './service.ts';
import { defineRoute } from '../../kernel/route.ts';

const ListSchema = z.object({ totalCount: z.number(), items: z.array(WarehouseAddressSchema) }).openapi('WarehouseAddressList');

const base = { tags: ['Warehouse address'] };
const auth401 = { 401: errorResponse('Not signed in') };

const defaultRoute = defineRoute('customer', {
  ...base,
  method: 'post',
  path: '/u/biz/ship-for-me/my-warehouse-address',
  summary: 'The member’s address at the default warehouse (or ?warehouseId=…)',
  request: { query: z.object({ warehouseId: z.string().max(64).optional() }) },
  responses: { 200: jsonContent(WarehouseAddressSchema, 'Address'), 404: errorResponse('No warehouse'), ...auth401 },
});
const listRoute = defineRoute('customer', {
  ...base,
  method: 'post',
  path: '/u/biz/ship-for-me/my-warehouse-address-list',
  summary: 'The member’s address at every warehouse',
  responses: { 200: jsonContent(ListSchema, 'Addresses'), ...auth401 },
});
const getListRoute = defineRoute('customer', {
  ...base,
  method: 'get',
  path: '/u/wareHouseAddress',
  summary: 'The member’s address at every warehouse',
  responses: { 200: jsonContent(ListSchema, 'Addresses'), ...auth401 },
});

export const warehouseRoutes = createRouter()
  .openapi(defaultRoute, async (c) =>
    c.json(await myDefaultWarehouseAddress(c.get('db'), c.get('user'), c.get('locale'), c.req.valid('query').warehouseId), 200),
  )
  .openapi(listRoute, async (c) => c.json(await myWarehouseAddresses(c.get('db'), c.get('user'), c.get('locale')), 200))
  .openapi(getListRoute, async (c) => c.json(await myWarehouseAddresses(c.get('db'), c.get('user'), c.get('locale')), 200));
