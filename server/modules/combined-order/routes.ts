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
import { optionalText } from '../../kernel/list.ts';
import { toDecimal } from '../../kernel/localized.ts';
import { defineRoute } from '../../kernel/route.ts';
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
import { amountOwed } from './owed.ts';
import { combineFigures, combinePay, payCombinedOrder } from './pay.ts';
import { signCombinedOrder } from './sign.ts';
import { submitCombinedOrder } from './submit.ts';
import { findByNumber, publicTracking, throttleLookup, timeline } from './tracking.ts';
import { combinedOrdersWire } from './wire.ts';

const tags = ['Combined order'];
const C = '/u/combinedOrder';
const L = '/u/logistics-management/logistics-order';
const IdParam = z.object({ id: z.string().min(1).max(64) });
const keyHeader = z.object({ 'idempotency-key': z.string().max(255).optional() });
const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });
const notFound = { 404: errorResponse('Not the member’s waybill') };
const conflict = (what: string) => ({ 409: errorResponse(what) });
const payErrors = {
  402: errorResponse('INSUFFICIENT_BALANCE (details: the shortfall)'),
  ...conflict('ALREADY_PAID, WAYBILL_NOT_PAYABLE, IDEMPOTENCY_IN_PROGRESS'),
  422: errorResponse('IDEMPOTENCY_MISMATCH'),
};

const ListQuery = z.object({
  status: z.coerce.number().int().optional(),
  keyword: optionalText(64),
  from: optionalText(10),
  to: optionalText(10),
  skipCount: z.coerce.number().int().min(0).max(1_000_000).optional(),
  maxResultCount: z.coerce.number().int().min(1).max(100).optional(),
});
const IdsInput = z.object({ ids: z.array(z.string().min(1).max(64)).min(1).max(20) });

const r = {
  list: defineRoute('customer', {
    tags,
    method: 'get',
    path: C,
    summary: 'My waybills (status, keyword: waybill / carrier / parcel number, from, to) with status counts',
    request: { query: ListQuery },
    responses: { 200: jsonContent(CombinedOrderListSchema, 'Waybills') },
  }),
  submit: defineRoute('customer', {
    tags,
    method: 'post',
    path: C,
    summary: 'Submit a waybill (Idempotency-Key): parcels, address, method, services, coupon, points; PayFirstAndPack with payNow pays at once',
    request: { headers: keyHeader, body: json(SubmitInputSchema) },
    responses: {
      200: jsonContent(SubmitResultSchema, 'Submitted'),
      400: errorResponse('Invalid fields'),
      ...conflict('QUOTE_CHANGED (details: the new total), METHOD_UNAVAILABLE, ParcelNotSelectable, COUPON_NOT_USABLE'),
      404: errorResponse('Parcel or coupon not found'),
    },
  }),
  draft: defineRoute('customer', {
    tags,
    method: 'post',
    path: `${C}/combinedOrderFee`,
    summary: 'Draft: methods with totals or blocks, the quote line by line, services, coupons, points',
    request: { body: json(DraftInputSchema) },
    responses: { 200: jsonContent(z.any(), 'CombinedOrderDraft'), 400: errorResponse('Invalid'), 404: errorResponse('Parcel not found') },
  }),
  coupons: defineRoute('customer', {
    tags,
    method: 'get',
    path: `${C}/selectCouponList/{id}`,
    summary: 'Coupons for a waybill with the discount each gives or why not',
    request: { params: IdParam },
    responses: { 200: jsonContent(z.array(CouponOptionSchema), 'Options'), ...notFound },
  }),
  priceModule: defineRoute('customer', {
    tags,
    method: 'get',
    path: `${C}/isLoadPriceModule/{id}`,
    summary: 'Whether the waybill shows a final fee (weighed) or only the estimate',
    request: { params: IdParam },
    responses: { 200: jsonContent(z.object({ load: z.boolean(), final: z.boolean() }), 'Flags'), ...notFound },
  }),
  detail: defineRoute('customer', {
    tags,
    method: 'get',
    path: `${C}/{id}/detail`,
    summary: 'One waybill in full',
    request: { params: IdParam },
    responses: { 200: jsonContent(CombinedOrderDetailSchema, 'Waybill'), ...notFound },
  }),
  sign: defineRoute('customer', {
    tags,
    method: 'put',
    path: `${C}/{id}/completedSignFor`,
    summary: 'Confirm receipt (Shipped → Signed; points credited)',
    request: { params: IdParam },
    responses: { 200: jsonContent(CombinedOrderDetailSchema, 'Signed'), ...notFound, ...conflict('WAYBILL_NOT_SIGNABLE') },
  }),
  canBeCancelled: defineRoute('customer', {
    tags,
    method: 'get',
    path: `${C}/canBeCancelled`,
    summary: 'Open waybills, each with canCancel and the cancelBlock when not',
    responses: { 200: jsonContent(listOf(CombinedOrderSchema), 'Waybills') },
  }),
  cancel: defineRoute('customer', {
    tags,
    method: 'put',
    path: `${C}/cancelCombinedOrder/{id}`,
    summary: 'Cancel: refund to the wallet, coupon and points released, parcels back in stock',
    request: { params: IdParam, body: json(CancelInputSchema) },
    responses: {
      200: jsonContent(CombinedOrderDetailSchema, 'Cancelled'),
      ...notFound,
      ...conflict('WAYBILL_NOT_CANCELLABLE (details: the block)'),
    },
  }),
  numberList: defineRoute('customer', {
    tags,
    method: 'get',
    path: `${C}/combinedOrderNumberList`,
    summary: 'Waybills parcels can still be added to',
    responses: { 200: jsonContent(listOf(AddableCombinedOrderSchema), 'Waybills') },
  }),
  byNumber: defineRoute('customer', {
    tags,
    method: 'post',
    path: `${C}/combinedOrderByNumber`,
    summary: 'One waybill parcels can be added to, by number',
    request: { body: json(z.object({ id: z.string().min(1).max(64) })) },
    responses: { 200: jsonContent(AddableCombinedOrderSchema, 'Waybill'), ...notFound, ...conflict('WAYBILL_NOT_ADDABLE') },
  }),
  add: defineRoute('customer', {
    tags,
    method: 'post',
    path: `${C}/combinedOrderByNumberAdd`,
    summary: 'Add parcels (Idempotency-Key): the estimate is priced again; a paid waybill is charged the difference',
    request: { headers: keyHeader, body: json(AddParcelsInputSchema) },
    responses: { 200: jsonContent(CombinedOrderDetailSchema, 'Waybill'), ...notFound, ...payErrors },
  }),
  statusCounts: defineRoute('customer', {
    tags,
    method: 'get',
    path: `${C}/combinedOrderStatus`,
    summary: 'Every waybill status with the member’s count',
    responses: { 200: jsonContent(z.array(z.object({ status: z.number(), name: z.string(), count: z.number() })), 'Counts') },
  }),
  statusGroups: defineRoute('customer', {
    tags,
    method: 'get',
    path: `${C}/statusGroupItems`,
    summary: 'Status groups of waybills (the same as combinedOrderStatus)',
    responses: { 200: jsonContent(z.array(z.object({ status: z.number(), name: z.string(), count: z.number() })), 'Counts') },
  }),
  lList: defineRoute('customer', {
    tags: ['Logistics order'],
    method: 'post',
    path: `${L}/list`,
    summary: 'Logistics orders (the waybills as bills)',
    request: { body: { content: { 'application/json': { schema: ListQuery } }, required: false } },
    responses: { 200: jsonContent(CombinedOrderListSchema, 'Orders') },
  }),
  lGet: defineRoute('customer', {
    tags: ['Logistics order'],
    method: 'get',
    path: `${L}/{id}`,
    summary: 'One logistics order',
    request: { params: IdParam },
    responses: { 200: jsonContent(CombinedOrderDetailSchema, 'Order'), ...notFound },
  }),
  pay: defineRoute('customer', {
    tags: ['Logistics order'],
    method: 'post',
    path: `${L}/{id}/pay`,
    summary: 'Pay what is due from the wallet (Idempotency-Key)',
    request: { params: IdParam, headers: keyHeader },
    responses: { 200: jsonContent(CombinedOrderDetailSchema, 'Paid'), ...notFound, ...payErrors },
  }),
  payInfo: defineRoute('customer', {
    tags: ['Logistics order'],
    method: 'get',
    path: `${L}/{id}/pay-info`,
    summary: 'Amount due, wallet balance and shortfall',
    request: { params: IdParam },
    responses: { 200: jsonContent(PayInfoSchema, 'Pay info'), ...notFound },
  }),
  signAndReview: defineRoute('customer', {
    tags: ['Logistics order'],
    method: 'post',
    path: `${L}/{id}/sign-and-review`,
    summary: 'Confirm receipt with a rating and a comment',
    request: { params: IdParam, body: json(ReviewInputSchema) },
    responses: { 200: jsonContent(CombinedOrderDetailSchema, 'Signed'), ...notFound, ...conflict('WAYBILL_NOT_SIGNABLE') },
  }),
  actionLogs: defineRoute('customer', {
    tags: ['Logistics order'],
    method: 'get',
    path: `${L}/{id}/action-logs`,
    summary: 'The waybill’s history',
    request: { params: IdParam },
    responses: { 200: jsonContent(z.any(), 'History'), ...notFound },
  }),
  combineCalculate: defineRoute('customer', {
    tags: ['Logistics order'],
    method: 'post',
    path: `${L}/combine-calculate`,
    summary: 'What paying several together costs, the balance and the shortfall',
    request: { body: json(IdsInput) },
    responses: { 200: jsonContent(CombineCalculationSchema, 'Figures'), ...notFound },
  }),
  combinePay: defineRoute('customer', {
    tags: ['Logistics order'],
    method: 'post',
    path: `${L}/combine-pay`,
    summary: 'Pay several waybills in one step, all or none (Idempotency-Key)',
    request: { headers: keyHeader, body: json(IdsInput) },
    responses: { 200: jsonContent(CombineCalculationSchema, 'Paid'), ...notFound, ...payErrors },
  }),
  trace: defineRoute('customer', {
    tags: ['Logistics order'],
    method: 'post',
    path: '/u/logistics-management/trace/get-by-tracking-number',
    summary: 'The member’s own timeline by waybill or carrier number',
    request: { body: json(z.object({ trackingNumber: z.string().min(1).max(64) })) },
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
    const query = ListQuery.parse(c.req.header('content-type') ? ((await c.req.json().catch(() => ({}))) ?? {}) : {});
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
