// The member's goods, cart and enquiries (SPEC section 7 "Ship-for-me": POST /u/biz/ship-for-me/enquiry;
// the goods and enquiry reads the pages need under /u/ship-for-me). Sending goods is ./send-routes.ts.
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  AddGoodsRequestSchema,
  AddGoodsResultSchema,
  EnquiryCloseInputSchema,
  EnquiryInputSchema,
  EnquiryListSchema,
  EnquirySchema,
  GoodDetailSchema,
  GoodListRequestSchema,
  GoodListSchema,
  GoodSchema,
  GoodUpdateInputSchema,
  RemoveGoodsRequestSchema,
} from '../../../lib/contract/schemas/ship-for-me.ts';
import { errorResponse, jsonContent, type AppEnv } from '../../http.ts';
import { idempotent } from '../../kernel/idempotency.ts';
import { emptyToUndefined, listQueryFields } from '../../kernel/list.ts';
import { conflict, IdempotencyKeyHeader, IdParam, jsonBody, optionalJsonBody, routeFamily } from '../../kernel/route.ts';
import { createRouter, FieldError, optionalJson, validationBody } from '../../kernel/router.ts';
import { closeEnquiry, createEnquiry, listEnquiries, ownEnquiry } from './enquiries.ts';
import { enquiriesWire, type EnquiryRow } from './enquiry-wire.ts';
import { answeringGoodsErrors } from './goods-errors.ts';
import { ownGoods } from './goods-store.ts';
import { goodDetailWire, goodsWire } from './goods-wire.ts';
import { addGoods, listGoods, removeGoods, updateGood } from './goods.ts';

const G = '/u/ship-for-me/goods';
const E = '/u/ship-for-me/enquiries';
const goods = routeFamily('customer', ['Ship-for-me'], 'Not the member’s good');
const enquiries = routeFamily('customer', ['Ship-for-me'], 'Not the member’s enquiry');
const invalid = errorResponse(
  'Invalid fields: `validationErrors` name the good (`goods.<i>.<field>`); a declaration’s message names the good and the field’s code',
);

const EnquiryListQuery = z.object({
  status: z.preprocess(emptyToUndefined, z.coerce.number().int().optional()),
  skipCount: listQueryFields.skipCount,
  maxResultCount: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(200).default(20)),
});

const r = {
  list: goods.route({
    method: 'post',
    path: `${G}/list`,
    summary: 'My goods (status, keyword in title / shop / spec), newest first grouped by shop, with counts per status',
    request: { body: optionalJsonBody(GoodListRequestSchema) },
    responses: { 200: jsonContent(GoodListSchema, 'Goods') },
  }),
  add: goods.route({
    method: 'post',
    path: G,
    summary: 'Add goods to the cart, merging: the same clientKey adds nothing, the same page and spec keeps one line with the larger quantity',
    request: { body: jsonBody(AddGoodsRequestSchema) },
    responses: { 200: jsonContent(AddGoodsResultSchema, 'Added and merged'), 400: invalid, ...conflict('CART_FULL') },
  }),
  one: goods.one(`${G}/{id}`, 'One good with its history', jsonContent(GoodDetailSchema, 'Good')),
  update: goods.route({
    method: 'put',
    path: `${G}/{id}`,
    summary: 'Change quantity, spec and declaration of a good in the cart',
    request: { params: IdParam, body: jsonBody(GoodUpdateInputSchema) },
    responses: { 200: jsonContent(GoodSchema, 'Good'), 400: invalid, ...goods.notFound, ...conflict('GOODS_NOT_READY (not in the cart)') },
  }),
  remove: goods.route({
    method: 'post',
    path: `${G}/remove`,
    summary: 'Delete goods from the cart (only goods in the cart)',
    request: { body: jsonBody(RemoveGoodsRequestSchema) },
    responses: { 200: jsonContent(z.object({}), 'Removed'), ...goods.notFound, ...conflict('GOODS_NOT_READY (not in the cart)') },
  }),
  enquire: enquiries.route({
    method: 'post',
    path: '/u/biz/ship-for-me/enquiry',
    summary: 'Ask the warehouse for a quote on goods in the cart (Idempotency-Key): they leave the cart until it is closed',
    request: { headers: IdempotencyKeyHeader, body: jsonBody(EnquiryInputSchema) },
    responses: {
      200: jsonContent(EnquirySchema, 'Enquiry (Open)'),
      400: errorResponse('Invalid fields (warehouseId, addressId)'),
      404: errorResponse('A good not the member’s'),
      ...conflict('GOODS_NOT_READY (not in the cart), IDEMPOTENCY_IN_PROGRESS'),
      422: errorResponse('IDEMPOTENCY_MISMATCH'),
    },
  }),
  enquiries: enquiries.list(E, 'My enquiries (one status or all), newest first', EnquiryListQuery, jsonContent(EnquiryListSchema, 'Enquiries')),
  enquiry: enquiries.one(`${E}/{id}`, 'One enquiry with its goods and answer', jsonContent(EnquirySchema, 'Enquiry')),
  close: enquiries.route({
    method: 'post',
    path: `${E}/{id}/close`,
    summary: 'Close an open or answered enquiry: its goods go back to the cart',
    request: { params: IdParam, body: jsonBody(EnquiryCloseInputSchema) },
    responses: { 200: jsonContent(EnquirySchema, 'Enquiry (Closed)'), ...enquiries.notFound, ...conflict('ENQUIRY_NOT_CLOSABLE') },
  }),
};

const db = (c: Context<AppEnv>) => c.get('db');
const enquiryOf = async (c: Context<AppEnv>, row: EnquiryRow) => c.json((await enquiriesWire(db(c), row.tenantId, [row], c.get('locale')))[0], 200);

export const shipForMeRoutes = createRouter()
  .openapi(r.list, async (c) => c.json(await listGoods(db(c), c.get('user'), optionalJson(c, GoodListRequestSchema), c.get('locale')), 200))
  .openapi(r.add, (c) => answeringGoodsErrors(c, async () => c.json(await addGoods(db(c), c.get('user'), c.req.valid('json').goods, c.get('locale')), 200)))
  .openapi(r.one, async (c) => {
    const [row] = await ownGoods(db(c), c.get('user'), [c.req.valid('param').id]);
    return c.json(await goodDetailWire(db(c), row, c.get('locale')), 200);
  })
  .openapi(r.update, (c) =>
    answeringGoodsErrors(c, async () => {
      const row = await updateGood(db(c), c.get('user'), c.req.valid('param').id, c.req.valid('json'));
      return c.json((await goodsWire(db(c), row.tenantId, [row], c.get('locale')))[0], 200);
    }),
  )
  .openapi(r.remove, async (c) => {
    await removeGoods(db(c), c.get('user'), c.req.valid('json').ids);
    return c.json({}, 200);
  })
  .openapi(r.enquire, (c) => {
    const user = c.get('user');
    const input = c.req.valid('json');
    // A field error is answered here, not thrown: the kept answer of the Idempotency-Key then names the field too.
    return idempotent(c, user.id, { enquiry: input }, async () => {
      try {
        return await enquiryOf(c, await createEnquiry(db(c), user, input));
      } catch (err) {
        if (err instanceof FieldError) return c.json(validationBody(c.get('locale'), err.issues), 400);
        throw err;
      }
    });
  })
  .openapi(r.enquiries, async (c) => {
    const { totalCount, rows } = await listEnquiries(db(c), c.get('user'), c.req.valid('query'));
    return c.json({ totalCount, items: await enquiriesWire(db(c), c.get('user').tenantId, rows, c.get('locale')) }, 200);
  })
  .openapi(r.enquiry, async (c) => enquiryOf(c, await ownEnquiry(db(c), c.get('user'), c.req.valid('param').id)))
  .openapi(r.close, async (c) => {
    const user = c.get('user');
    return enquiryOf(c, await closeEnquiry(db(c), user.tenantId, user.id, c.req.valid('param').id, c.req.valid('json').reason));
  });
