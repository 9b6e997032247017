// The warehouse staff's routes (Admin sessions of the tenant only): a parcel arrives, gets more photos,
// goes inbound, is marked abnormal or cleared, leaves the warehouse, completes; the staff's list; and the
// claims of unclaimed arrivals (claim-routes.ts).
// Photos travel as base64 strings in JSON (lib/net/body-limits.ts gives these two routes room for 3 × 5M).
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { errorResponse, jsonContent, type AppEnv } from '../../http.ts';
import { emptyToUndefined, listQueryFields, optionalText } from '../../kernel/list.ts';
import { defineRoute, IdParam, jsonBody } from '../../kernel/route.ts';
import { createRouter, fieldError } from '../../kernel/router.ts';
import { ApiError } from '../../errors.ts';
import { PHOTO_MAX_BYTES, PHOTOS_PER_UPLOAD } from '../parcels/index.ts';
import { ABNORMAL_REASON_MAX, addParcelPhotos, arriveParcel, type StaffAction, transitionParcel } from './parcel-actions.ts';
import { staffParcel, staffParcelList } from './parcel-list.ts';
import { addClaimRoutes } from './claim-routes.ts';
import { StaffParcelSchema } from './staff-schema.ts';

/** Base64 of at most 5M (a `data:image/…;base64,` prefix is allowed). */
const BASE64_MAX = Math.ceil(PHOTO_MAX_BYTES / 3) * 4 + 64;
const PhotosField = z
  .array(z.string().max(BASE64_MAX, { message: 'photoTooLarge' }))
  .max(PHOTOS_PER_UPLOAD, { message: 'tooManyPhotos' })
  .openapi({ description: 'PNG, JPEG or GIF images as base64 (at most 3, each at most 5M)' });

const ArriveSchema = z
  .object({
    warehouseId: z.string().max(64).nullable().optional().openapi({ description: 'absent: the forecast’s warehouse, else the default one' }),
    trackingNumber: z.string().max(64),
    weightGrams: z.number().int().min(1).max(1_000_000),
    lengthCm: z.number().int().min(1).max(1000),
    widthCm: z.number().int().min(1).max(1000),
    heightCm: z.number().int().min(1).max(1000),
    memberCode: z.string().max(32).nullable().optional().openapi({ description: 'the member code on the label' }),
    carrierCode: z.string().max(32).nullable().optional(),
    carrierName: z.string().max(64).nullable().optional(),
    photos: PhotosField.optional(),
  })
  .openapi('StaffArrivalRequest');

const ArrivalResultSchema = z
  .object({
    parcel: StaffParcelSchema,
    binding: z.enum(['forecast', 'memberCode', 'unclaimed']),
    photoIds: z.array(z.string()),
  })
  .openapi('StaffArrivalResult');

const PhotosSchema = z.object({ photos: PhotosField }).openapi('StaffPhotosRequest');
const PhotosResultSchema = z.object({ parcel: StaffParcelSchema, photoIds: z.array(z.string()) }).openapi('StaffPhotosResult');
const AbnormalSchema = z.object({ reason: z.string().trim().min(1).max(ABNORMAL_REASON_MAX, { message: 'fieldTooLong' }) }).openapi('StaffAbnormalRequest');

const base = { tags: ['Admin'] };
const conflict = { 409: errorResponse('The parcel’s status does not allow it, or another change came first') };

const arriveRoute = defineRoute('admin', {
  ...base,
  method: 'post',
  path: '/admin/parcel/arrive',
  summary: 'A parcel arrives: the label’s member (their forecast or a new parcel), else the one forecast of the number, else unclaimed',
  request: { body: jsonBody(ArriveSchema) },
  responses: { 200: jsonContent(ArrivalResultSchema, 'The arrived parcel'), ...conflict },
});

const photosRoute = defineRoute('admin', {
  ...base,
  method: 'post',
  path: '/admin/parcel/{id}/photos',
  summary: 'More photos of an arrived or inbound parcel (3 at a time, 10 in all)',
  request: { params: IdParam, body: jsonBody(PhotosSchema) },
  responses: { 200: jsonContent(PhotosResultSchema, 'The parcel and the new photos'), ...conflict },
});

const abnormalRoute = defineRoute('admin', {
  ...base,
  method: 'post',
  path: '/admin/parcel/{id}/abnormal',
  summary: 'Mark an arrived or inbound parcel abnormal, with a reason',
  request: { params: IdParam, body: jsonBody(AbnormalSchema) },
  responses: { 200: jsonContent(StaffParcelSchema, 'The parcel'), ...conflict },
});

const transitionRoute = (segment: string, summary: string) =>
  defineRoute('admin', {
    ...base,
    method: 'post',
    path: `/admin/parcel/{id}/${segment}`,
    summary,
    request: { params: IdParam },
    responses: { 200: jsonContent(StaffParcelSchema, 'The parcel'), ...conflict },
  });

const TRANSITIONS: [StaffAction, ReturnType<typeof transitionRoute>][] = [
  ['inbound', transitionRoute('inbound', 'Shelve an arrived parcel (Arrived → Inbound): the storage clock starts')],
  ['clearAbnormal', transitionRoute('clear-abnormal', 'Clear the abnormal mark')],
  ['outOfWarehouse', transitionRoute('out-of-warehouse', 'The parcel leaves the warehouse (Inbound → OutOfWarehouse)')],
  ['complete', transitionRoute('complete', 'Complete a parcel that left (OutOfWarehouse → Completed)')],
];

const listRoute = defineRoute('admin', {
  ...base,
  method: 'get',
  path: '/admin/parcel/list',
  summary: 'The tenant’s parcels for staff (every member’s and the unclaimed), latest change first',
  request: {
    query: z.object({
      status: z.preprocess(emptyToUndefined, z.coerce.number().int().optional()),
      trackingNumber: optionalText(64),
      maxResultCount: listQueryFields.maxResultCount,
      skipCount: listQueryFields.skipCount,
    }),
  },
  responses: {
    200: jsonContent(z.object({ totalCount: z.number().int(), items: z.array(StaffParcelSchema) }).openapi('StaffParcelList'), 'One page'),
  },
});

/** base64 (optionally a data URL) → bytes; anything else is a field error on `photos.<i>`. */
function decodePhotos(photos: string[] | undefined): Uint8Array[] {
  return (photos ?? []).map((text, i) => {
    const data = text.replace(/^data:image\/[a-z+.-]+;base64,/i, '').replace(/\s+/g, '');
    if (!data || !/^[A-Za-z0-9+/]+={0,2}$/.test(data)) throw fieldError(`photos.${i}`, 'photoNotBase64');
    return Buffer.from(data, 'base64');
  });
}

async function answer(c: Context<AppEnv>, id: string) {
  const parcel = await staffParcel(c.get('db'), c.get('tenantId'), c.get('locale'), id);
  if (!parcel) throw new ApiError(404, 'NotFound', 'notFound');
  return parcel;
}

const router = createRouter()
  .openapi(arriveRoute, async (c) => {
    const input = c.req.valid('json');
    const result = await arriveParcel(c.get('db'), { ...input, tenantId: c.get('tenantId'), photos: decodePhotos(input.photos) });
    return c.json({ parcel: await answer(c, result.parcel.id), binding: result.binding, photoIds: result.photoIds }, 200);
  })
  .openapi(photosRoute, async (c) => {
    const { id } = c.req.valid('param');
    const photoIds = await addParcelPhotos(c.get('db'), c.get('tenantId'), id, decodePhotos(c.req.valid('json').photos));
    return c.json({ parcel: await answer(c, id), photoIds }, 200);
  })
  .openapi(abnormalRoute, async (c) => {
    const { id } = c.req.valid('param');
    await transitionParcel(c.get('db'), c.get('tenantId'), id, 'abnormal', { reason: c.req.valid('json').reason });
    return c.json(await answer(c, id), 200);
  })
  .openapi(listRoute, async (c) => {
    const { status, trackingNumber, maxResultCount, skipCount } = c.req.valid('query');
    return c.json(await staffParcelList(c.get('db'), c.get('tenantId'), c.get('locale'), { status, trackingNumber, maxResultCount, skipCount }), 200);
  });

for (const [action, route] of TRANSITIONS) {
  router.openapi(route, async (c) => {
    const { id } = c.req.valid('param');
    await transitionParcel(c.get('db'), c.get('tenantId'), id, action);
    return c.json(await answer(c, id), 200);
  });
}

addClaimRoutes(router);

export const adminParcelRoutes = router;
