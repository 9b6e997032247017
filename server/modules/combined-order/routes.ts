// SPEC section 7 "Combined order" (under /u/combinedOrder) and "Logistics order" (under
// /u/logistics-management/logistics-order: the same waybills seen as bills), trace, and public tracking.
// Calls that move money take an Idempotency-Key.
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { listOf } from '../../../lib/contract/schemas/common.ts';
import { CouponOptionSchema } from '../../../lib/contract/schemas/coupons.ts';
import {
  AddableCombinedOrderSchema,
  AddParcelsInputSchema,
  CancelInputSchema,
  CombineCalculationSchema,
  DraftInputSchema,
  PayInfoSchema,
  PublicTrackingSchema,
  ReviewInputSchema,
  SubmitInputSchema,
  SubmitResultSchema,
  TrackingEventSchema,
  CombinedOrderDetailSchema,
  CombinedOrderListSchema,
  CombinedOrderSchema,
} from '../../../lib/contract/schemas/combined-order.ts';
import { clientAddressOf } from '../../client-address.ts';
import { errorResponse, jsonContent, type AppEnv } from '../../http.ts';
import { toDecimal } from '../../kernel/localized.ts';
import { conflict, defineRoute, IdempotencyKeyHeader, IdParam, jsonBody, routeFamily } from '../../kernel/route.ts';
import { createRouter } from '../../kernel/router.ts';
import { CouponAppliesTo } from '../../../lib/contract/enums.ts';
import { couponOptions } from '../coupons/index.ts';
import { walletBalance } from '../funds/index.ts';
import { idempotent } from '../../kernel/idempotency.ts';
import { addableCombinedOrder, addableCombinedOrders, addParcels } from './add.ts';
import { cancelCombinedOrder, openCombinedOrders } from './cancel.ts';
import { combinedOrderStatusCounts } from './counts.ts';
import { combinedOrderDraft } from './draft.ts';
import { listCombinedOrders, combinedOrderDetail } from './lists.ts';
import { findCombinedOrder } from './machine.ts';
import { OrderListQuery, submitResponses } from './order-routes.ts';
import { amountOwed } from './owed.ts';
import { combineFigures, combinePay, payCombinedOrder } from './pay.ts';
import { signCombinedOrder } from './sign.ts';
import { submitCombinedOrder } from './submit.ts';
import { findByNumber, publicTracking, throttleLookup, timeline } from './tracking.ts';
import { combinedOrdersWire } from './wire.ts';

const C = '/u/combinedOrder';
const L = '/u/logistics-management/logistics-order';
const waybills = routeFamily('customer', ['Combined order'], 'Not the member’s waybill');
const logistics = routeFamily('customer', ['Logistics order'], 'Not the member’s waybill');
const { notFound } = waybills;
const payErrors = {
  402: errorResponse('INSUFFICIENT_BALANCE (details: the shortfall)'),
  ...conflict('ALREADY_PAID, WAYBILL_NOT_PAYABLE, IDEMPOTENCY_IN_PROGRESS'),
  422: errorResponse('IDEMPOTENCY_MISMATCH'),
};
const IdsInput = z.object({ ids: z.array(z.string().min(1).max(64)).min(1).max(20) });

const r = {
  list: waybills.list(
    C,
    'My waybills (status, keyword: waybill / carrier / parcel number, from, to) with status counts',
    OrderListQuery,
    jsonContent(CombinedOrderListSchema, 'Waybills'),
  ),
  submit: waybills.route({
    method: 'post',
    path: C,
    summary: 'Submit a waybill (Idempotency-Key): parcels, address, method, services, coupon, points; PayFirstAndPack with payNow pays at once',
    request: { headers: IdempotencyKeyHeader, body: jsonBody(SubmitInputSchema) },
    responses: submitResponses(
      SubmitResultSchema,
      'Invalid fields',
      'QUOTE_CHANGED (details: the new total), METHOD_UNAVAILABLE, ParcelNotSelectable, COUPON_NOT_USABLE',
    ),
  }),
  draft: waybills.route({
    method: 'post',
    path: `${C}/combinedOrderFee`,
    summary: 'Draft: methods with totals or blocks, the quote line by line, services, coupons, points',
    request: { body: jsonBody(DraftInputSchema) },
    responses: { 200: jsonContent(z.any(), 'CombinedOrderDraft'), 400: errorResponse('Invalid'), 404: errorResponse('Parcel not found') },
  }),
  coupons: waybills.one(
    `${C}/selectCouponList/{id}`,
    'Coupons for a waybill with the discount each gives or why not',
    jsonContent(z.array(CouponOptionSchema), 'Options'),
  ),
  priceModule: waybills.one(
    `${C}/isLoadPriceModule/{id}`,
    'Whether the waybill shows a final fee (weighed) or only the estimate',
    jsonContent(z.object({ load: z.boolean(), final: z.boolean() }), 'Flags'),
  ),
  detail: waybills.one(`${C}/{id}/detail`, 'One waybill in full', jsonContent(CombinedOrderDetailSchema, 'Waybill')),
  sign: waybills.route({
    method: 'put',
    path: `${C}/{id}/completedSignFor`,
    summary: 'Confirm receipt (Shipped → Signed; points credited)',
    request: { params: IdParam },
    responses: { 200: jsonContent(CombinedOrderDetailSchema, 'Signed'), ...notFound, ...conflict('WAYBILL_NOT_SIGNABLE') },
  }),
  canBeCancelled: waybills.route({
    method: 'get',
    path: `${C}/canBeCancelled`,
    summary: 'Open waybills, each with canCancel and the cancelBlock when not',
    responses: { 200: jsonContent(listOf(CombinedOrderSchema), 'Waybills') },
  }),
  cancel: waybills.route({
    method: 'put',
    path: `${C}/cancelCombinedOrder/{id}`,
    summary: 'Cancel: refund to the wallet, coupon and points released, parcels back in stock',
    request: { params: IdParam, body: jsonBody(CancelInputSchema) },
    responses: {
      200: jsonContent(CombinedOrderDetailSchema, 'Cancelled'),
      ...notFound,
      ...conflict('WAYBILL_NOT_CANCELLABLE (details: the block)'),
    },
  }),
  numberList: waybills.route({
    method: 'get',
    path: `${C}/combinedOrderNumberList`,
    summary: 'Waybills parcels can still be added to',
    responses: { 200: jsonContent(listOf(AddableCombinedOrderSchema), 'Waybills') },
  }),
  byNumber: waybills.route({
    method: 'post',
    path: `${C}/combinedOrderByNumber`,
    summary: 'One waybill parcels can be added to, by number',
    request: { body: jsonBody(z.object({ id: z.string().min(1).max(64) })) },
    responses: { 200: jsonContent(AddableCombinedOrderSchema, 'Waybill'), ...notFound, ...conflict('WAYBILL_NOT_ADDABLE') },
  }),
  add: waybills.route({
    method: 'post',
    path: `${C}/combinedOrderByNumberAdd`,
    summary: 'Add parcels (Idempotency-Key): the estimate is priced again; a paid waybill is charged the difference',
    request: { headers: IdempotencyKeyHeader, body: jsonBody(AddParcelsInputSchema) },
    responses: { 200: jsonContent(CombinedOrderDetailSchema, 'Waybill'), ...notFound, ...payErrors },
  }),
  statusCounts: waybills.route({
    method: 'get',
    path: `${C}/combinedOrderStatus`,
    summary: 'Every waybill status with the member’s count',
    responses: { 200: jsonContent(z.array(z.object({ status: z.number(), name: z.string(), count: z.number() })), 'Counts') },
  }),
  statusGroups: waybills.route({
    method: 'get',
    path: `${C}/statusGroupItems`,
    summary: 'Status groups of waybills (the same as combinedOrderStatus)',
    responses: { 200: jsonContent(z.array(z.object({ status: z.number(), name: z.string(), count: z.number() })), 'Counts') },
  }),
  lList: logistics.route({
    method: 'post',
    path: `${L}/list`,
    summary: 'Logistics orders (the waybills as bills)',
    request: { body: { content: { 'application/json': { schema: OrderListQuery } }, required: false } },
    responses: { 200: jsonContent(CombinedOrderListSchema, 'Orders') },
  }),
  lGet: logistics.one(`${L}/{id}`, 'One logistics order', jsonContent(CombinedOrderDetailSchema, 'Order')),
  pay: logistics.route({
    method: 'post',
    path: `${L}/{id}/pay`,
    summary: 'Pay what is due from the wallet (Idempotency-Key)',
    request: { params: IdParam, headers: IdempotencyKeyHeader },
    responses: { 200: jsonContent(CombinedOrderDetailSchema, 'Paid'), ...notFound, ...payErrors },
  }),
  payInfo: logistics.one(`${L}/{id}/pay-info`, 'Amount due, wallet balance and shortfall', jsonContent(PayInfoSchema, 'Pay info')),
  signAndReview: logistics.route({
    method: 'post',
    path: `${L}/{id}/sign-and-review`,
    summary: 'Confirm receipt with a rating and a comment',
    request: { params: IdParam, body: jsonBody(ReviewInputSchema) },
    responses: { 200: jsonContent(CombinedOrderDetailSchema, 'Signed'), ...notFound, ...conflict('WAYBILL_NOT_SIGNABLE') },
  }),
  actionLogs: logistics.one(`${L}/{id}/action-logs`, 'The waybill’s history', jsonContent(z.any(), 'History')),
  combineCalculate: logistics.route({
    method: 'post',
    path: `${L}/combine-calculate`,
    summary: 'What paying several together costs, the balance and the shortfall',
    request: { body: jsonBody(IdsInput) },
    responses: { 200: jsonContent(CombineCalculationSchema, 'Figures'), ...notFound },
  }),
  combinePay: logistics.route({
    method: 'post',
    path: `${L}/combine-pay`,
    summary: 'Pay several waybills in one step, all or none (Idempotency-Key)',
    request: { headers: IdempotencyKeyHeader, body: jsonBody(IdsInput) },
    responses: { 200: jsonContent(CombineCalculationSchema, 'Paid'), ...notFound, ...payErrors },
  }),
  trace: logistics.route({
    method: 'post',
    path: '/u/logistics-management/trace/get-by-tracking-number',
    summary: 'The member’s own timeline by waybill or carrier number',
    request: { body: jsonBody(z.object({ trackingNumber: z.string().min(1).max(64) })) },
    responses: { 200: jsonContent(listOf(TrackingEventSchema), 'Timeline'), 404: errorResponse('Not found') },
  }),
  publicTrace: defineRoute('public', {
    tags: ['Tracking'],
    method: 'get',
    path: '/f/logistics-management/trace',
    summary: 'Public tracking by waybill or carrier number: the timeline only, the number masked (limited per address)',
    request: { query: z.object({ number: z.string().trim().min(1).max(64) }) },
    responses: {
      200: jsonContent(PublicTrackingSchema, 'Tracking'),
      404: errorResponse('Not found'),
      429: errorResponse('Too many look-ups'),
    },
  }),
};

const db = (c: Context<AppEnv>) => c.get('db');
const detailOf = async (c: Context<AppEnv>, id: string) => c.json(await combinedOrderDetail(db(c), c.get('user'), id, c.get('locale')), 200);

async function payInfo(c: Context<AppEnv>, id: string) {
  const user = c.get('user');
  const row = await findCombinedOrder(db(c), user.tenantId, user.id, id);
  const { balance, currency } = await walletBalance(db(c), user.tenantId, user.id);
  const due = amountOwed(row);
  return { id: row.id, amountDue: toDecimal(due), balance: toDecimal(balance), shortfall: toDecimal(Math.max(0, due - balance)), currency };
}

const figuresWire = (f: { items: { id: string; amountDue: number }[]; total: number; balance: number; shortfall: number }, currency: string) => ({
  items: f.items.map((i) => ({ id: i.id, amountDue: toDecimal(i.amountDue) })),
  total: toDecimal(f.total),
  balance: toDecimal(f.balance),
  shortfall: toDecimal(f.shortfall),
  currency,
});

export const combinedOrderRoutes = createRouter()
  .openapi(r.list, async (c) => c.json(await listCombinedOrders(db(c), c.get('user'), c.req.valid('query'), c.get('locale')), 200))
  .openapi(r.draft, async (c) => c.json(await combinedOrderDraft(db(c), c.get('user'), c.req.valid('json'), c.get('locale')), 200))
  .openapi(r.submit, (c) => {
    const user = c.get('user');
    const input = c.req.valid('json');
    return idempotent(c, user.id, { submit: input }, async () => {
      const done = await submitCombinedOrder(db(c), user, c.get('site'), input, c.get('locale'));
      const combinedOrder = await combinedOrderDetail(db(c), user, done.id, c.get('locale'));
      return c.json({ waybill: combinedOrder, payment: done.payment, shortfall: done.shortfall === null ? null : toDecimal(done.shortfall) }, 200);
    });
  })
  .openapi(r.coupons, async (c) => {
    const user = c.get('user');
    const row = await findCombinedOrder(db(c), user.tenantId, user.id, c.req.valid('param').id);
    const fee = row.final?.shippingFee ?? row.estimate?.shippingFee ?? 0;
    return c.json(await couponOptions(db(c), user, { ref: row.id, kind: CouponAppliesTo.Combined, feeMinor: fee }, c.get('locale')), 200);
  })
  .openapi(r.priceModule, async (c) => {
    const user = c.get('user');
    const row = await findCombinedOrder(db(c), user.tenantId, user.id, c.req.valid('param').id);
    return c.json({ load: row.estimate !== null, final: row.final !== null }, 200);
  })
  .openapi(r.detail, (c) => detailOf(c, c.req.valid('param').id))
  .openapi(r.sign, async (c) => {
    await signCombinedOrder(db(c), c.get('user'), c.req.valid('param').id);
    return detailOf(c, c.req.valid('param').id);
  })
  .openapi(r.canBeCancelled, async (c) => {
    const items = await combinedOrdersWire(db(c), c.get('tenantId'), await openCombinedOrders(db(c), c.get('user')), c.get('locale'));
    return c.json({ totalCount: items.length, items }, 200);
  })
  .openapi(r.cancel, async (c) => {
    await cancelCombinedOrder(db(c), c.get('user'), c.req.valid('param').id, c.req.valid('json').reason);
    return detailOf(c, c.req.valid('param').id);
  })
  .openapi(r.numberList, async (c) => {
    const rows = await addableCombinedOrders(db(c), c.get('user'));
    const wire = await combinedOrdersWire(db(c), c.get('tenantId'), rows, c.get('locale'));
    const items = rows.map((row, i) => ({
      id: row.id,
      status: row.status,
      warehouseId: row.warehouseId ?? '',
      warehouseName: wire[i].warehouseName,
      parcelCount: wire[i].parcelCount,
      createdAt: row.createdAt.toISOString(),
    }));
    return c.json({ totalCount: items.length, items }, 200);
  })
  .openapi(r.byNumber, async (c) => {
    const row = await addableCombinedOrder(db(c), c.get('user'), c.req.valid('json').id);
    const [wire] = await combinedOrdersWire(db(c), c.get('tenantId'), [row], c.get('locale'));
    return c.json(
      {
        id: row.id,
        status: row.status,
        warehouseId: row.warehouseId ?? '',
        warehouseName: wire.warehouseName,
        parcelCount: wire.parcelCount,
        createdAt: row.createdAt.toISOString(),
      },
      200,
    );
  })
  .openapi(r.add, (c) => {
    const user = c.get('user');
    const input = c.req.valid('json');
    return idempotent(c, user.id, { add: input }, async () => {
      await addParcels(db(c), user, input.id, input.parcelIds);
      return detailOf(c, input.id);
    });
  })
  .openapi(r.statusCounts, async (c) => c.json(await combinedOrderStatusCounts(db(c), c.get('user'), c.get('locale')), 200))
  .openapi(r.statusGroups, async (c) => c.json(await combinedOrderStatusCounts(db(c), c.get('user'), c.get('locale')), 200))
  .openapi(r.lList, async (c) => {
    const query = OrderListQuery.parse(c.req.header('content-type') ? ((await c.req.json().catch(() => ({}))) ?? {}) : {});
    return c.json(await listCombinedOrders(db(c), c.get('user'), query, c.get('locale'), null), 200);
  })
  .openapi(r.lGet, (c) => detailOf(c, c.req.valid('param').id))
  .openapi(r.pay, (c) => {
    const user = c.get('user');
    const { id } = c.req.valid('param');
    return idempotent(c, user.id, { pay: id }, async () => {
      await payCombinedOrder(db(c), user, id);
      return detailOf(c, id);
    });
  })
  .openapi(r.payInfo, async (c) => c.json(await payInfo(c, c.req.valid('param').id), 200))
  .openapi(r.signAndReview, async (c) => {
    await signCombinedOrder(db(c), c.get('user'), c.req.valid('param').id, c.req.valid('json'));
    return detailOf(c, c.req.valid('param').id);
  })
  .openapi(r.actionLogs, async (c) => {
    const detail = await combinedOrderDetail(db(c), c.get('user'), c.req.valid('param').id, c.get('locale'));
    return c.json({ totalCount: detail.history.length, items: detail.history }, 200);
  })
  .openapi(r.combineCalculate, async (c) => {
    const user = c.get('user');
    const { currency } = await walletBalance(db(c), user.tenantId, user.id);
    return c.json(figuresWire(await combineFigures(db(c), user, c.req.valid('json').ids), currency), 200);
  })
  .openapi(r.combinePay, (c) => {
    const user = c.get('user');
    const { ids } = c.req.valid('json');
    return idempotent(c, user.id, { combinePay: [...ids].sort() }, async () => {
      await combinePay(db(c), user, ids);
      const { currency } = await walletBalance(db(c), user.tenantId, user.id);
      return c.json(figuresWire(await combineFigures(db(c), user, ids), currency), 200);
    });
  })
  .openapi(r.trace, async (c) => {
    const user = c.get('user');
    const row = await findByNumber(db(c), user.tenantId, c.req.valid('json').trackingNumber, user.id);
    const items = await timeline(db(c), row.id, c.get('locale'));
    return c.json({ totalCount: items.length, items }, 200);
  })
  .openapi(r.publicTrace, async (c) => {
    await throttleLookup(db(c), clientAddressOf(c));
    return c.json(await publicTracking(db(c), c.get('tenantId'), c.req.valid('query').number, c.get('locale')), 200);
  });
