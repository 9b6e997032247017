import { z } from '@hono/zod-openapi';
import { AddressListSchema, AddressSchema } from '../../../lib/contract/schemas/address.ts';
import { errorResponse, jsonContent } from '../../http.ts';
import { ListQuerySchema } from '../../kernel/list.ts';
import { createRouter } from '../../kernel/router.ts';
import { type AddressInput, createAddress, deleteAddress, getAddress, listAddresses, setDefaultAddress, toWire, updateAddress } from './service.ts';
import { defineRoute, IdParam } from '../../kernel/route.ts';

const text = (max: number) => z.string().max(max, { message: 'fieldTooLong' });
const AddressInputSchema = z
  .object({
    recipientName: text(64),
    internationalCode: text(8),
    phone: text(32),
    countryCode: text(2).min(2, { message: 'countryNotFound' }),
    regionId: z.coerce.number().int().positive().nullable().optional(),
    city: text(64),
    addressLine1: text(200),
    addressLine2: text(200).nullable().optional(),
    postcode: text(16).nullable().optional(),
    isDefault: z.boolean().optional(),
  })
  .openapi('AddressInput');

const base = { tags: ['Address'] };
const common = { 401: errorResponse('Not signed in') };
const notFound = { 404: errorResponse('Not the member’s address') };
const json = { content: { 'application/json': { schema: AddressInputSchema } }, required: true };

function routesAt(prefix: '/u/user/address' | '/u/memberAddress') {
  const family = prefix === '/u/user/address' ? 'User address' : 'Member address';
  return {
    create: defineRoute('customer', {
      ...base,
      method: 'post',
      path: prefix,
      summary: `${family}: create (the first becomes default)`,
      request: { body: json },
      responses: { 200: jsonContent(AddressSchema, 'Created'), 400: errorResponse('Invalid fields'), ...common },
    }),
    get: defineRoute('customer', {
      ...base,
      method: 'get',
      path: `${prefix}/{id}`,
      summary: `${family}: one`,
      request: { params: IdParam },
      responses: { 200: jsonContent(AddressSchema, 'Address'), ...notFound, ...common },
    }),
    put: defineRoute('customer', {
      ...base,
      method: 'put',
      path: `${prefix}/{id}`,
      summary: `${family}: update`,
      request: { params: IdParam, body: json },
      responses: { 200: jsonContent(AddressSchema, 'Updated'), 400: errorResponse('Invalid fields'), ...notFound, ...common },
    }),
    del: defineRoute('customer', {
      ...base,
      method: 'delete',
      path: `${prefix}/{id}`,
      summary: `${family}: delete (a deleted default promotes another)`,
      request: { params: IdParam },
      responses: { 200: jsonContent(z.object({}), 'Deleted'), ...notFound, ...common },
    }),
  };
}

const user = routesAt('/u/user/address');
const member = routesAt('/u/memberAddress');

const userListRoute = defineRoute('customer', {
  ...base,
  method: 'post',
  path: '/u/user/address/list',
  summary: 'User address: list (default first)',
  request: { body: { content: { 'application/json': { schema: ListQuerySchema } }, required: false } },
  responses: { 200: jsonContent(AddressListSchema, 'Addresses'), ...common },
});
const userSetDefaultRoute = defineRoute('customer', {
  ...base,
  method: 'post',
  path: '/u/user/address/update-default',
  summary: 'User address: make default (?id=…)',
  request: { query: z.object({ id: z.string().min(1).max(64) }) },
  responses: { 200: jsonContent(AddressSchema, 'Default'), ...notFound, ...common },
});
const memberListRoute = defineRoute('customer', {
  ...base,
  method: 'get',
  path: '/u/memberAddress',
  summary: 'Member address: list (default first)',
  request: { query: ListQuerySchema },
  responses: { 200: jsonContent(AddressListSchema, 'Addresses'), ...common },
});
const memberSetDefaultRoute = defineRoute('customer', {
  ...base,
  method: 'patch',
  path: '/u/memberAddress/{id}',
  summary: 'Member address: make default',
  request: { params: IdParam },
  responses: { 200: jsonContent(AddressSchema, 'Default'), ...notFound, ...common },
});

type Handlers = ReturnType<typeof routesAt>;
function mount(router: ReturnType<typeof createRouter>, r: Handlers) {
  return router
    .openapi(r.create, async (c) => {
      const row = await createAddress(c.get('db'), c.get('user'), c.req.valid('json') as AddressInput);
      return c.json((await toWire(c.get('db'), [row], c.get('locale')))[0], 200);
    })
    .openapi(r.get, async (c) => {
      const row = await getAddress(c.get('db'), c.get('user'), c.req.valid('param').id);
      return c.json((await toWire(c.get('db'), [row], c.get('locale')))[0], 200);
    })
    .openapi(r.put, async (c) => {
      const row = await updateAddress(c.get('db'), c.get('user'), c.req.valid('param').id, c.req.valid('json') as AddressInput);
      return c.json((await toWire(c.get('db'), [row], c.get('locale')))[0], 200);
    })
    .openapi(r.del, async (c) => {
      await deleteAddress(c.get('db'), c.get('user'), c.req.valid('param').id);
      return c.json({}, 200);
    });
}

const router = createRouter()
  .openapi(userListRoute, async (c) => {
    const paging = ListQuerySchema.parse(c.req.header('content-type') ? (c.req.valid('json') ?? {}) : {});
    const { totalCount, items } = await listAddresses(c.get('db'), c.get('user'), paging);
    return c.json({ totalCount, items: await toWire(c.get('db'), items, c.get('locale')) }, 200);
  })
  .openapi(userSetDefaultRoute, async (c) => {
    const row = await setDefaultAddress(c.get('db'), c.get('user'), c.req.valid('query').id);
    return c.json((await toWire(c.get('db'), [row], c.get('locale')))[0], 200);
  })
  .openapi(memberListRoute, async (c) => {
    const { totalCount, items } = await listAddresses(c.get('db'), c.get('user'), c.req.valid('query'));
    return c.json({ totalCount, items: await toWire(c.get('db'), items, c.get('locale')) }, 200);
  })
  .openapi(memberSetDefaultRoute, async (c) => {
    const row = await setDefaultAddress(c.get('db'), c.get('user'), c.req.valid('param').id);
    return c.json((await toWire(c.get('db'), [row], c.get('locale')))[0], 200);
  });
mount(router, user);
mount(router, member);

export const addressRoutes = router;
