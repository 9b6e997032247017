// The warehouse staff's routes for waybills (Admin sessions of the tenant only; anyone else's session gets
// 404): the list, one waybill, and every step of its life in the warehouse and on the road: pick, verify,
// pack (weight, size, an optional box photo: the final quote, the difference charged or refunded), leave
// the warehouse, ship, carrier checkpoints, delivery, confirming receipt for the customer, completing,
// cancelling with a refund, and the demo carrier's journey. The same services are `npm run ops -- waybill-…`
// commands (server/cli/combined-orders.ts). Every answer is the waybill in full, in the request's language.
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { eq, inArray } from 'drizzle-orm';
import type { Locale } from '../../../lib/contract/constants.ts';
import { CancelInputSchema, TRACKING_STATUSES, CombinedOrderDetailSchema, CombinedOrderSchema } from '../../../lib/contract/schemas/combined-order.ts';
import type { Db } from '../../db/client.ts';
import { memberProfiles, users } from '../../db/schema/index.ts';
import { errorResponse, jsonContent, type AppEnv } from '../../http.ts';
import { t } from '../../i18n.ts';
import { emptyToUndefined } from '../../kernel/list.ts';
import { defineRoute, IdParam } from '../../kernel/route.ts';
import { createRouter, jsonOrForm } from '../../kernel/router.ts';
import { kg } from '../shipping/index.ts';
import { findCombinedOrder, type CombinedOrderRow } from './machine.ts';
import { withBoxPhoto } from './photo-routes.ts';
import {
  addCarrierEvent,
  packCombinedOrder,
  playDemoJourney,
  shipCombinedOrder,
  staffCancel,
  staffSign,
  staffStep,
  staffCombinedOrders,
  type StaffStep,
} from './staff.ts';
import { combinedOrderDetailWire, combinedOrdersWire } from './wire.ts';

const tags = ['Admin'];
const A = '/admin/waybill';
const json = <T extends z.ZodType>(schema: T, required = true) => ({ content: { 'application/json': { schema } }, required });
const conflict = (what = '') => ({
  409: errorResponse(`WAYBILL_WRONG_STATE: the status does not allow it, or another change came first${what}`),
});
const answers = (what = '') => ({ 200: jsonContent(CombinedOrderDetailSchema, 'The waybill'), ...conflict(what) });

/** Weight in kg (decimal), sides in whole cm. */
const MAX_KG = 10_000;
const MAX_SIDE_CM = 1000;
const PackSchema = z
  .object({
    weight: z.number().positive().max(MAX_KG).openapi({ description: 'kg, decimal' }),
    length: z.number().int().min(1).max(MAX_SIDE_CM).openapi({ description: 'cm' }),
    width: z.number().int().min(1).max(MAX_SIDE_CM),
    height: z.number().int().min(1).max(MAX_SIDE_CM),
  })
  .openapi('StaffPackRequest');
const formNumber = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : undefined), schema);
const PackFormSchema = z.object({
  weight: formNumber(PackSchema.shape.weight),
  length: formNumber(PackSchema.shape.length),
  width: formNumber(PackSchema.shape.width),
  height: formNumber(PackSchema.shape.height),
  photo: z
    .custom<File>((v) => v instanceof File, { message: 'photoTypeInvalid' })
    .optional()
    .openapi({ type: 'string', format: 'binary', description: 'One PNG, JPEG or GIF photo of the box (at most 5M)' }),
});
type PackInput = z.infer<typeof PackSchema> & { photo?: File };

const ShipSchema = z.object({ carrierName: z.string().trim().min(1).max(64), trackingNumber: z.string().trim().min(1).max(64) }).openapi('StaffShipRequest');
const EventSchema = z
  .object({
    status: z.enum(TRACKING_STATUSES).exclude(['WAREHOUSE']),
    text: z.string().trim().min(1).max(500, { message: 'fieldTooLong' }),
    location: z.string().trim().max(120, { message: 'fieldTooLong' }).nullable().optional(),
    at: z.string().datetime({ offset: true }).optional().openapi({ description: 'ISO 8601; default now' }),
  })
  .openapi('StaffCarrierEvent');
const DeliverSchema = z
  .object({
    text: z.string().trim().max(500, { message: 'fieldTooLong' }).nullable().optional().openapi({ description: 'default: "Delivered"' }),
    location: z.string().trim().max(120, { message: 'fieldTooLong' }).nullable().optional(),
  })
  .openapi('StaffDeliverRequest');

const StaffCombinedOrderSchema = CombinedOrderSchema.extend({
  userId: z.string(),
  userName: z.string(),
  memberCode: z.string().nullable(),
  weight: z.number().nullable().openapi({ description: 'kg once packed' }),
  hasBoxPhoto: z.boolean(),
}).openapi('StaffCombinedOrder');

const step = (segment: string, summary: string, what = '') =>
  defineRoute('admin', {
    tags,
    method: 'post',
    path: `${A}/{id}/${segment}`,
    summary,
    request: { params: IdParam },
    responses: answers(what),
  });

const r = {
  list: defineRoute('admin', {
    tags,
    method: 'get',
    path: `${A}/list`,
    summary: 'The tenant’s waybills for staff (one status or all), newest first, at most 200',
    request: { query: z.object({ status: z.preprocess(emptyToUndefined, z.coerce.number().int().optional()) }) },
    responses: {
      200: jsonContent(z.object({ totalCount: z.number().int(), items: z.array(StaffCombinedOrderSchema) }).openapi('StaffCombinedOrderList'), 'Waybills'),
    },
  }),
  one: defineRoute('admin', {
    tags,
    method: 'get',
    path: `${A}/{id}`,
    summary: 'One waybill of the tenant in full',
    request: { params: IdParam },
    responses: { 200: jsonContent(CombinedOrderDetailSchema, 'The waybill') },
  }),
  pick: step('pick', 'Start picking its parcels (PendingPacking → Picking)'),
  verify: step('verify', 'The parcels are checked (Picking → Verified)'),
  pack: defineRoute('admin', {
    tags,
    method: 'post',
    path: `${A}/{id}/pack`,
    summary: 'Packed and weighed (Verified → Packaged, or Unpaid): the final quote; paid first, the difference is charged or refunded',
    description: 'JSON, or multipart/form-data with the same fields and an optional `photo` of the box.',
    request: {
      params: IdParam,
      body: { content: { 'application/json': { schema: PackSchema }, 'multipart/form-data': { schema: PackFormSchema } }, required: false },
    },
    responses: answers(),
  }),
  out: step('out-of-warehouse', 'The packed, paid waybill leaves the warehouse (Packaged → OutOfWarehouse)', '; WAYBILL_UNPAID while money is due'),
  ship: defineRoute('admin', {
    tags,
    method: 'post',
    path: `${A}/{id}/ship`,
    summary: 'Handed to the carrier with its tracking number (OutOfWarehouse → Shipped)',
    request: { params: IdParam, body: json(ShipSchema) },
    responses: answers(),
  }),
  events: defineRoute('admin', {
    tags,
    method: 'post',
    path: `${A}/{id}/events`,
    summary: 'A carrier checkpoint on a shipped waybill (DELIVERED records the delivery)',
    request: { params: IdParam, body: json(EventSchema) },
    responses: answers(),
  }),
  deliver: defineRoute('admin', {
    tags,
    method: 'post',
    path: `${A}/{id}/deliver`,
    summary: 'The carrier delivered it (a DELIVERED checkpoint); the customer then confirms receipt',
    request: { params: IdParam, body: json(DeliverSchema, false) },
    responses: answers(),
  }),
  sign: step('sign', 'Confirm receipt for the customer (Shipped → Signed; points credited)', '; WAYBILL_NOT_SIGNABLE before it ships'),
  complete: step('complete', 'Complete a signed waybill (Signed → Completed)'),
  cancel: defineRoute('admin', {
    tags,
    method: 'post',
    path: `${A}/{id}/cancel`,
    summary: 'Cancel before it leaves: everything paid refunded, coupon and points returned, parcels back in stock',
    request: { params: IdParam, body: json(CancelInputSchema) },
    responses: answers(),
  }),
  demo: step('play-demo-journey', 'Demo: the demo carrier’s checkpoints up to delivery, spread from shipping until now'),
};

/** The text of a delivery checkpoint staff did not word: in both languages, as the demo carrier writes. */
export const deliveredText = () => `${t('en', 'eventDelivered')} / ${t('zh-Hans', 'eventDelivered')}`;

export const STAFF_STEPS: Record<'pick' | 'verify' | 'out' | 'complete', StaffStep> = {
  pick: 'pick',
  verify: 'verify',
  out: 'outOfWarehouse',
  complete: 'complete',
};

/** Waybill rows as staff see them: the list row with the customer, the packed weight and the box photo's presence. */
export async function staffCombinedOrderWire(db: Db, tenantId: string, rows: CombinedOrderRow[], locale: Locale) {
  const wire = await combinedOrdersWire(db, tenantId, rows, locale);
  const userIds = [...new Set(rows.map((row) => row.userId))];
  const people = userIds.length
    ? await db
        .select({ id: users.id, userName: users.userName, memberCode: memberProfiles.memberCode })
        .from(users)
        .leftJoin(memberProfiles, eq(memberProfiles.userId, users.id))
        .where(inArray(users.id, userIds))
    : [];
  const byId = new Map(people.map((p) => [p.id, p]));
  return rows.map((row, i) => ({
    ...wire[i],
    userId: row.userId,
    userName: byId.get(row.userId)?.userName ?? '',
    memberCode: byId.get(row.userId)?.memberCode ?? null,
    weight: row.finalWeightGrams === null ? null : kg(row.finalWeightGrams),
    hasBoxPhoto: row.boxPhoto !== null,
  }));
}

/** The tenant's waybills (one status or all), newest first: the list route and `npm run ops -- waybills`. */
export async function staffCombinedOrderList(db: Db, tenantId: string, locale: Locale, status?: number) {
  const items = await staffCombinedOrderWire(db, tenantId, await staffCombinedOrders(db, tenantId, status), locale);
  return { totalCount: items.length, items };
}

const db = (c: Context<AppEnv>) => c.get('db');
const detail = async (c: Context<AppEnv>, row: CombinedOrderRow) => c.json(await combinedOrderDetailWire(db(c), row, c.get('locale')), 200);
const tenantOf = (c: Context<AppEnv>) => c.get('tenantId');

const router = createRouter()
  .openapi(r.list, async (c) => c.json(await staffCombinedOrderList(db(c), tenantOf(c), c.get('locale'), c.req.valid('query').status), 200))
  .openapi(r.one, async (c) => detail(c, await findCombinedOrder(db(c), tenantOf(c), null, c.req.valid('param').id)))
  .openapi(r.pack, async (c) => {
    const { id } = c.req.valid('param');
    const input = jsonOrForm<PackInput>(c);
    const photo = input.photo && input.photo.size > 0 ? new Uint8Array(await input.photo.arrayBuffer()) : null;
    const box = { weightGrams: Math.round(input.weight * 1000), lengthCm: input.length, widthCm: input.width, heightCm: input.height };
    return detail(c, await withBoxPhoto(db(c), photo, (fileName) => packCombinedOrder(db(c), tenantOf(c), id, box, fileName)));
  })
  .openapi(r.ship, async (c) => {
    const { carrierName, trackingNumber } = c.req.valid('json');
    return detail(c, await shipCombinedOrder(db(c), tenantOf(c), c.req.valid('param').id, carrierName, trackingNumber));
  })
  .openapi(r.events, async (c) => {
    const { status, text, location, at } = c.req.valid('json');
    return detail(c, await addCarrierEvent(db(c), tenantOf(c), c.req.valid('param').id, { status, text, location, at: at ? new Date(at) : undefined }));
  })
  .openapi(r.deliver, async (c) => {
    const { text, location } = c.req.valid('json') ?? {};
    return detail(c, await addCarrierEvent(db(c), tenantOf(c), c.req.valid('param').id, { status: 'DELIVERED', text: text || deliveredText(), location }));
  })
  .openapi(r.sign, async (c) => detail(c, await staffSign(db(c), tenantOf(c), c.req.valid('param').id)))
  .openapi(r.cancel, async (c) => detail(c, await staffCancel(db(c), tenantOf(c), c.req.valid('param').id, c.req.valid('json').reason)))
  .openapi(r.demo, async (c) => {
    const { id } = c.req.valid('param');
    await playDemoJourney(db(c), tenantOf(c), id);
    return detail(c, await findCombinedOrder(db(c), tenantOf(c), null, id));
  });

for (const [name, stepName] of Object.entries(STAFF_STEPS) as [keyof typeof STAFF_STEPS, StaffStep][]) {
  router.openapi(r[name], async (c) => detail(c, await staffStep(db(c), tenantOf(c), c.req.valid('param').id, stepName)));
}

export const adminCombinedOrderRoutes = router;
