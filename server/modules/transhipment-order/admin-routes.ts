// The warehouse staff's side of transhipment orders beyond the waybill steps they share (/api/admin/waybill/…:
// out of warehouse, ship, checkpoints, delivery, sign, complete, cancel): the notes to and from the customer.
// A transhipment order is weighed by its parcel's arrival (/api/admin/parcels/… arrival). Admin sessions only.
import { listOf } from '../../../lib/contract/schemas/common.ts';
import { OrderNoteInputSchema, OrderNoteSchema } from '../../../lib/contract/schemas/transhipment-order.ts';
import { errorResponse, jsonContent } from '../../http.ts';
import { defineRoute, IdParam, jsonBody } from '../../kernel/route.ts';
import { createRouter } from '../../kernel/router.ts';
import { findCombinedOrder } from '../combined-order/index.ts';
import { addNote, notesOf } from './notes.ts';

const tags = ['Admin'];
const A = '/admin/transhipment/{id}/notes';

const r = {
  notes: defineRoute('admin', {
    tags,
    method: 'get',
    path: A,
    summary: 'The notes of an order of the tenant, oldest first',
    request: { params: IdParam },
    responses: { 200: jsonContent(listOf(OrderNoteSchema), 'Notes'), 404: errorResponse('Not an order of the tenant') },
  }),
  add: defineRoute('admin', {
    tags,
    method: 'post',
    path: A,
    summary: 'A note from the warehouse to the customer (shown on the order’s page)',
    request: { params: IdParam, body: jsonBody(OrderNoteInputSchema) },
    responses: {
      200: jsonContent(OrderNoteSchema, 'The note'),
      400: errorResponse('Empty or too long'),
      404: errorResponse('Not an order of the tenant'),
    },
  }),
};

export const adminTranshipmentRoutes = createRouter()
  .openapi(r.notes, async (c) => {
    const row = await findCombinedOrder(c.get('db'), c.get('tenantId'), null, c.req.valid('param').id);
    const items = await notesOf(c.get('db'), row.id);
    return c.json({ totalCount: items.length, items }, 200);
  })
  .openapi(r.add, async (c) => {
    const row = await findCombinedOrder(c.get('db'), c.get('tenantId'), null, c.req.valid('param').id);
    return c.json(await addNote(c.get('db'), row.tenantId, row.id, 'staff', c.req.valid('json').text), 200);
  });
