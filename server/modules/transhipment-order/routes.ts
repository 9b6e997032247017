// SPEC section 7 "Transhipment order" (under /u/order) and POST /u/cancelOrder/cancelOrder. Two calls SPEC
// does not name serve the submit page: the parcels that can be forwarded and the draft quote. Paying and
// tracking go through the logistics-order calls (the order is a logistics order, L…). The spreadsheet
// calls are in ./batch-routes.ts.
import type { Context } from 'hono';
import { listOf } from '../../../lib/contract/schemas/common.ts';
import {
  CancelOrderInputSchema,
  OrderNoteInputSchema,
  OrderNoteSchema,
  SignInputSchema,
  StatusGroupSchema,
  StatusQuantitySchema,
  TranshipmentDraftInputSchema,
  TranshipmentDraftSchema,
  TranshipmentEditInputSchema,
  TranshipmentEditValuesSchema,
  TranshipmentOrderDetailSchema,
  TranshipmentOrderListSchema,
  TranshipmentParcelSchema,
  TranshipmentSubmitInputSchema,
  TranshipmentSubmitResultSchema,
} from '../../../lib/contract/schemas/transhipment-order.ts';
import { transhipmentEditable } from '../../../lib/contract/transhipment-order-rules.ts';
import { errorResponse, jsonContent, type AppEnv } from '../../http.ts';
import { toDecimal } from '../../kernel/localized.ts';
import { conflict, IdempotencyKeyHeader, IdParam, jsonBody, routeFamily } from '../../kernel/route.ts';
import { createRouter } from '../../kernel/router.ts';
import { idempotent } from '../../kernel/idempotency.ts';
import { OrderListQuery, submitResponses } from '../combined-order/index.ts';
import { kg } from '../shipping/index.ts';
import { listTranshipments, transhipmentDetail, transhipmentGroups, transhipmentStatusQuantity } from './lists.ts';
import { addNote, notesOf } from './notes.ts';
import { cancelTranshipment, editTranshipment, ownTranshipment, signTranshipment } from './orders.ts';
import { forwardableParcels } from './parcel.ts';
import { submitTranshipment, transhipmentDraft } from './submit.ts';

const O = '/u/order';
const orders = routeFamily('customer', ['Transhipment order'], 'Not the member’s transhipment order');
const { notFound } = orders;
const moneyErrors = { 402: errorResponse('INSUFFICIENT_BALANCE (details: the shortfall)'), 422: errorResponse('IDEMPOTENCY_MISMATCH') };

const r = {
  list: orders.list(
    `${O}/transhipmentOrder`,
    'My transhipment orders (status, keyword: order / carrier / parcel number, from, to) with status counts',
    OrderListQuery,
    jsonContent(TranshipmentOrderListSchema, 'Orders'),
  ),
  submit: orders.route({
    method: 'post',
    path: `${O}/transhipmentOrder`,
    summary:
      'Submit one (Idempotency-Key): a forecast or arrived parcel, address, method, services, coupon, points, the estimated weight of an unweighed parcel',
    request: { headers: IdempotencyKeyHeader, body: jsonBody(TranshipmentSubmitInputSchema) },
    responses: submitResponses(
      TranshipmentSubmitResultSchema,
      'Invalid fields (estimatedWeight, addressId, customsId…)',
      'QUOTE_CHANGED, METHOD_UNAVAILABLE, ParcelNotSelectable, COUPON_NOT_USABLE',
    ),
  }),
  parcels: orders.route({
    method: 'get',
    path: `${O}/transhipmentParcels`,
    summary: 'The member’s parcels that can be forwarded as they are (forecast, arrived or in stock; on no order)',
    responses: { 200: jsonContent(listOf(TranshipmentParcelSchema), 'Parcels') },
  }),
  draft: orders.route({
    method: 'post',
    path: `${O}/transhipmentOrderFee`,
    summary: 'Draft: methods with totals or blocks, the quote, services, coupons, points for one parcel',
    request: { body: jsonBody(TranshipmentDraftInputSchema) },
    responses: {
      200: jsonContent(TranshipmentDraftSchema, 'Draft'),
      400: errorResponse('Invalid'),
      404: errorResponse('Parcel not found'),
      ...conflict('ParcelNotSelectable'),
    },
  }),
  detail: orders.one(
    `${O}/transhipmentOrderDetail/{id}`,
    'One transhipment order in full (parcel, address, fees, payments, notes, history, tracking)',
    jsonContent(TranshipmentOrderDetailSchema, 'Order'),
  ),
  editValues: orders.one(`${O}/transhipmentOrder/{id}`, 'The values the edit form starts from', jsonContent(TranshipmentEditValuesSchema, 'Values')),
  edit: orders.route({
    method: 'put',
    path: `${O}/transhipmentOrder/{id}`,
    summary:
      'Change address, method, services, estimated weight, remark before the parcel is weighed (Idempotency-Key); a paid order is charged or refunded the difference',
    request: { params: IdParam, headers: IdempotencyKeyHeader, body: jsonBody(TranshipmentEditInputSchema) },
    responses: {
      200: jsonContent(TranshipmentOrderDetailSchema, 'Changed'),
      400: errorResponse('Invalid fields'),
      ...notFound,
      ...conflict('TRANSHIPMENT_NOT_EDITABLE, QUOTE_CHANGED, METHOD_UNAVAILABLE'),
      ...moneyErrors,
    },
  }),
  notes: orders.one(`${O}/orderNotes/{id}`, 'Notes between the customer and the warehouse, oldest first', jsonContent(listOf(OrderNoteSchema), 'Notes')),
  addNote: orders.route({
    method: 'post',
    path: `${O}/orderNotes/{id}`,
    summary: 'A note to the warehouse',
    request: { params: IdParam, body: jsonBody(OrderNoteInputSchema) },
    responses: { 200: jsonContent(OrderNoteSchema, 'Note'), 400: errorResponse('Empty or too long'), ...notFound },
  }),
  quantity: orders.route({
    method: 'get',
    path: `${O}/orderStatusQuantity`,
    summary: 'Each status a transhipment order can have, with the member’s count',
    responses: { 200: jsonContent(StatusQuantitySchema, 'Counts') },
  }),
  groups: orders.route({
    method: 'get',
    path: `${O}/statusGroupItems`,
    summary: 'Status groups (in progress, unpaid, shipped, finished, canceled) with counts',
    responses: { 200: jsonContent(StatusGroupSchema, 'Groups') },
  }),
  sign: orders.route({
    method: 'put',
    path: `${O}/{id}/completedSignFor`,
    summary: 'Confirm receipt, optionally with a rating and comment (Shipped → Signed; points credited)',
    request: { params: IdParam, body: { content: { 'application/json': { schema: SignInputSchema } }, required: false } },
    responses: { 200: jsonContent(TranshipmentOrderDetailSchema, 'Signed'), ...notFound, ...conflict('WAYBILL_NOT_SIGNABLE') },
  }),
  cancel: orders.route({
    method: 'post',
    path: '/u/cancelOrder/cancelOrder',
    summary: 'Cancel with a reason (Idempotency-Key): everything paid back to the wallet, coupon and points released, the parcel back to the member',
    request: { headers: IdempotencyKeyHeader, body: jsonBody(CancelOrderInputSchema) },
    responses: {
      200: jsonContent(TranshipmentOrderDetailSchema, 'Cancelled'),
      400: errorResponse('No reason'),
      ...notFound,
      ...conflict('WAYBILL_NOT_CANCELLABLE (details: the block)'),
    },
  }),
};

const db = (c: Context<AppEnv>) => c.get('db');
const detailOf = async (c: Context<AppEnv>, id: string) => c.json(await transhipmentDetail(db(c), c.get('user'), id, c.get('locale')), 200);

export const transhipmentRoutes = createRouter()
  .openapi(r.list, async (c) => c.json(await listTranshipments(db(c), c.get('user'), c.req.valid('query'), c.get('locale')), 200))
  .openapi(r.parcels, async (c) => {
    const items = await forwardableParcels(db(c), c.get('user'), c.get('locale'));
    return c.json({ totalCount: items.length, items }, 200);
  })
  .openapi(r.draft, async (c) => c.json(await transhipmentDraft(db(c), c.get('user'), c.req.valid('json'), c.get('locale')), 200))
  .openapi(r.submit, (c) => {
    const user = c.get('user');
    const input = c.req.valid('json');
    return idempotent(c, user.id, { submitTranshipment: input }, async () => {
      const done = await submitTranshipment(db(c), user, c.get('site'), input, c.get('locale'));
      const order = await transhipmentDetail(db(c), user, done.id, c.get('locale'));
      return c.json({ order, payment: done.payment, shortfall: done.shortfall === null ? null : toDecimal(done.shortfall) }, 200);
    });
  })
  .openapi(r.detail, (c) => detailOf(c, c.req.valid('param').id))
  .openapi(r.editValues, async (c) => {
    const row = await ownTranshipment(db(c), c.get('user'), c.req.valid('param').id);
    const detail = await transhipmentDetail(db(c), c.get('user'), row.id, c.get('locale'));
    return c.json(
      {
        id: row.id,
        parcelId: detail.parcel.id,
        addressId: row.addressId,
        methodId: row.methodId ?? '',
        serviceIds: row.serviceIds,
        customsId: row.customsId,
        remark: row.remark,
        estimatedWeight: row.estimatedWeightGrams === null ? null : kg(row.estimatedWeightGrams),
        canEdit: transhipmentEditable(row.status, row.final !== null),
      },
      200,
    );
  })
  .openapi(r.edit, (c) => {
    const user = c.get('user');
    const { id } = c.req.valid('param');
    const input = c.req.valid('json');
    return idempotent(c, user.id, { editTranshipment: id, input }, async () => {
      await editTranshipment(db(c), user, id, input);
      return detailOf(c, id);
    });
  })
  .openapi(r.notes, async (c) => {
    const row = await ownTranshipment(db(c), c.get('user'), c.req.valid('param').id);
    const items = await notesOf(db(c), row.id);
    return c.json({ totalCount: items.length, items }, 200);
  })
  .openapi(r.addNote, async (c) => {
    const row = await ownTranshipment(db(c), c.get('user'), c.req.valid('param').id);
    return c.json(await addNote(db(c), row.tenantId, row.id, 'customer', c.req.valid('json').text), 200);
  })
  .openapi(r.quantity, async (c) => c.json(await transhipmentStatusQuantity(db(c), c.get('user'), c.get('locale')), 200))
  .openapi(r.groups, async (c) => c.json(await transhipmentGroups(db(c), c.get('user'), c.get('locale')), 200))
  .openapi(r.sign, async (c) => {
    const { id } = c.req.valid('param');
    const review = c.req.header('content-type')?.includes('json') ? SignInputSchema.parse((await c.req.json().catch(() => ({}))) ?? {}) : {};
    await signTranshipment(db(c), c.get('user'), id, review);
    return detailOf(c, id);
  })
  .openapi(r.cancel, (c) => {
    const user = c.get('user');
    const input = c.req.valid('json');
    return idempotent(c, user.id, { cancelTranshipment: input }, async () => {
      await cancelTranshipment(db(c), user, input.id, input.reason);
      return detailOf(c, input.id);
    });
  });
