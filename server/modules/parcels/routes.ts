// The member's parcels (SPEC section 7 "Parcels" and the parcel calls of "Ship-for-me").
import { z } from '@hono/zod-openapi';
import {
  AdditionalServiceUpdateSchema,
  CancelParcelSchema,
  DeclaredNameUpdateSchema,
  DeclaredValueUpdateSchema,
  ForecastParcelInputSchema,
  ForecastRequestSchema,
  ForecastResultSchema,
  InsuranceUpdateSchema,
  ParcelActionLogListSchema,
  ParcelDetailSchema,
  ParcelListRequestSchemaFields,
  ParcelListSchema,
  PendingCombineGroupSchema,
  PendingCombineListSchema,
  SelectToSubmitSchema,
} from '../../../lib/contract/schemas/parcels.ts';
import type { ForecastParcelInput } from '../../../lib/contract/wire.ts';
import { errorResponse, jsonContent } from '../../http.ts';
import { listQueryFields } from '../../kernel/list.ts';
import { defineRoute, IdParam, jsonBody } from '../../kernel/route.ts';
import { createRouter } from '../../kernel/router.ts';
import { updateAdditionalServices, updateDeclaredNames, updateDeclaredValues, updateInsurance } from './declarations.ts';
import { createForecasts, updateForecast } from './forecast.ts';
import { normalizeTrackingNumber } from './forecast-input.ts';
import { countNumberCheck } from './number-checks.ts';
import {
  cancelForecast,
  getParcel,
  getParcelRow,
  listParcels,
  parcelActionLogList,
  parcelPhoto,
  pendingCombine,
  pendingCombineOf,
  selectToSubmit,
} from './service.ts';

const BIZ = '/u/biz/parcel';
const SFM = '/u/ship-for-me/parcel';
const tags = ['Parcels'];
const notFound = { 404: errorResponse('Not the member’s parcel (or one of another tenant)') };
const throttled = { 429: errorResponse('Too many tracking-number checks (per member and per client address): try again later') };
const invalid = { 400: errorResponse('Invalid fields, or not allowed in the parcel’s status') };

const ParcelListRequestSchema = z.object({ ...listQueryFields, ...ParcelListRequestSchemaFields }).openapi('ParcelListRequest');
const listRoute = (path: string, summary: string) =>
  defineRoute('customer', {
    tags,
    method: 'post',
    path,
    summary,
    request: { body: { content: { 'application/json': { schema: ParcelListRequestSchema } }, required: false } },
    responses: { 200: jsonContent(ParcelListSchema, 'One page of parcels'), ...invalid },
  });
const declarationRoute = <T extends z.ZodType>(suffix: string, schema: T, summary: string) =>
  defineRoute('customer', {
    tags,
    method: 'put',
    path: `${BIZ}/{id}/${suffix}`,
    summary,
    request: { params: IdParam, body: jsonBody(schema) },
    responses: { 200: jsonContent(ParcelDetailSchema, 'The parcel'), ...invalid, ...notFound },
  });

const routes = {
  list: listRoute(`${BIZ}/list`, 'My parcels: status, warehouse, tracking number (a part), created date range; newest first'),
  sfmList: listRoute(`${SFM}/list`, 'My parcels (same as POST /u/biz/parcel/list)'),
  selected: defineRoute('customer', {
    tags,
    method: 'put',
    path: `${BIZ}/selected-to-submit`,
    summary: 'Select parcels of one warehouse (Inbound, no problem, in no waybill) for the next waybill; the others are unselected',
    request: { body: jsonBody(SelectToSubmitSchema) },
    responses: { 200: jsonContent(PendingCombineGroupSchema, 'The selection'), ...invalid, ...notFound },
  }),
  pending: defineRoute('customer', {
    tags,
    method: 'post',
    path: `${BIZ}/pending-combine`,
    summary: 'Parcels ready to combine, by warehouse, with totals',
    responses: { 200: jsonContent(PendingCombineListSchema, 'Groups (warehouses with none are left out)') },
  }),
  pendingOne: defineRoute('customer', {
    tags,
    method: 'get',
    path: `${BIZ}/pending-combine/{id}`,
    summary: 'One warehouse’s parcels ready to combine (id: the warehouse)',
    request: { params: IdParam },
    responses: { 200: jsonContent(PendingCombineGroupSchema, 'The group'), 404: errorResponse('No such warehouse of the tenant') },
  }),
  detail: defineRoute('customer', {
    tags,
    method: 'get',
    path: `${BIZ}/{id}`,
    summary: 'One parcel with goods, services and photos',
    request: { params: IdParam },
    responses: { 200: jsonContent(ParcelDetailSchema, 'The parcel'), ...notFound },
  }),
  logs: defineRoute('customer', {
    tags,
    method: 'get',
    path: `${BIZ}/{id}/action-logs`,
    summary: 'A parcel’s history, newest first',
    request: { params: IdParam },
    responses: { 200: jsonContent(ParcelActionLogListSchema, 'History'), ...notFound },
  }),
  photo: defineRoute('customer', {
    tags,
    method: 'get',
    path: `${BIZ}/{id}/photos/{photoId}`,
    summary: 'A photo of the member’s parcel (its bytes)',
    request: { params: IdParam.extend({ photoId: z.string().min(1).max(64) }) },
    responses: {
      200: {
        description: 'The image',
        content: Object.fromEntries(['image/png', 'image/jpeg', 'image/gif'].map((type) => [type, { schema: z.string().openapi({ format: 'binary' }) }])),
      },
      ...notFound,
    },
  }),
  declaredName: declarationRoute('declared-name', DeclaredNameUpdateSchema, 'Rename declared goods lines'),
  declaredValue: declarationRoute('declared-value', DeclaredValueUpdateSchema, 'Change declared unit values (and quantities)'),
  insurance: declarationRoute('is-insurance', InsuranceUpdateSchema, 'Insure the parcel or not'),
  services: declarationRoute('additional-service', AdditionalServiceUpdateSchema, 'Choose additional services (priced when chosen)'),
  forecast: defineRoute('customer', {
    tags,
    method: 'post',
    path: SFM,
    summary: 'Forecast parcels (all or nothing); field paths parcels.<i>.<field>',
    description:
      'Another member’s number answers as an unknown one. A forecast of a number that arrived without an owner is a claim: ' +
      'it waits for the staff’s check (pendingClaims, and the parcel’s claim). Counts as a tracking-number check (429 over the limit).',
    request: { body: jsonBody(ForecastRequestSchema) },
    responses: { 200: jsonContent(ForecastResultSchema, 'The new forecasts'), ...invalid, ...throttled },
  }),
  cancel: defineRoute('customer', {
    tags,
    method: 'post',
    path: `${SFM}/cancel`,
    summary: 'Cancel a forecast (NotArrival only) with a reason',
    request: { body: jsonBody(CancelParcelSchema) },
    responses: { 200: jsonContent(ParcelDetailSchema, 'The cancelled parcel'), ...invalid, ...notFound },
  }),
  editForecast: defineRoute('customer', {
    tags,
    method: 'put',
    path: `${SFM}/{id}`,
    summary: 'Edit a forecast (NotArrival only): the same rules as one card; a new number counts as a tracking-number check',
    request: { params: IdParam, body: jsonBody(ForecastParcelInputSchema) },
    responses: { 200: jsonContent(ParcelDetailSchema, 'The parcel'), ...invalid, ...notFound, ...throttled },
  }),
};

const listBody = (body: unknown) => ParcelListRequestSchema.parse(body ?? {});

export const parcelRoutes = createRouter()
  .openapi(routes.list, async (c) => {
    const q = listBody(c.req.header('content-type') ? c.req.valid('json') : undefined);
    return c.json(await listParcels(c.get('db'), c.get('user'), q, c.get('locale')), 200);
  })
  .openapi(routes.sfmList, async (c) => {
    const q = listBody(c.req.header('content-type') ? c.req.valid('json') : undefined);
    return c.json(await listParcels(c.get('db'), c.get('user'), q, c.get('locale')), 200);
  })
  .openapi(routes.selected, async (c) =>
    c.json(await selectToSubmit(c.get('db'), c.get('user'), c.req.valid('json').ids, c.get('site').baseCurrencyCode, c.get('locale')), 200),
  )
  .openapi(routes.pending, async (c) => c.json(await pendingCombine(c.get('db'), c.get('user'), c.get('site').baseCurrencyCode, c.get('locale')), 200))
  .openapi(routes.pendingOne, async (c) =>
    c.json(await pendingCombineOf(c.get('db'), c.get('user'), c.req.valid('param').id, c.get('site').baseCurrencyCode, c.get('locale')), 200),
  )
  .openapi(routes.detail, async (c) => c.json(await getParcel(c.get('db'), c.get('user'), c.req.valid('param').id, c.get('locale')), 200))
  .openapi(routes.logs, async (c) => c.json(await parcelActionLogList(c.get('db'), c.get('user'), c.req.valid('param').id, c.get('locale')), 200))
  .openapi(routes.photo, async (c) => {
    const { id, photoId } = c.req.valid('param');
    const photo = await parcelPhoto(c.get('db'), c.get('user'), id, photoId);
    // Private: the bytes are the member's; a shared cache must not keep them.
    return c.body(new Uint8Array(photo.bytes), 200, {
      'content-type': photo.contentType,
      'cache-control': 'private, max-age=3600',
      'x-content-type-options': 'nosniff',
    }) as never;
  })
  .openapi(routes.declaredName, async (c) =>
    c.json(await updateDeclaredNames(c.get('db'), c.get('user'), c.req.valid('param').id, c.req.valid('json').items, c.get('locale')), 200),
  )
  .openapi(routes.declaredValue, async (c) =>
    c.json(await updateDeclaredValues(c.get('db'), c.get('user'), c.req.valid('param').id, c.req.valid('json').items, c.get('locale')), 200),
  )
  .openapi(routes.insurance, async (c) =>
    c.json(await updateInsurance(c.get('db'), c.get('user'), c.req.valid('param').id, c.req.valid('json').isInsurance, c.get('locale')), 200),
  )
  .openapi(routes.services, async (c) =>
    c.json(await updateAdditionalServices(c.get('db'), c.get('user'), c.req.valid('param').id, c.req.valid('json').additionalServiceIds, c.get('locale')), 200),
  )
  .openapi(routes.forecast, async (c) => {
    await countNumberCheck(c);
    return c.json(await createForecasts(c.get('db'), c.get('user'), c.req.valid('json').parcels as ForecastParcelInput[], 'customer', c.get('locale')), 200);
  })
  .openapi(routes.cancel, async (c) => {
    const { id, reason } = c.req.valid('json');
    return c.json(await cancelForecast(c.get('db'), c.get('user'), id, reason, c.get('locale')), 200);
  })
  .openapi(routes.editForecast, async (c) => {
    const { id } = c.req.valid('param');
    const input = c.req.valid('json') as ForecastParcelInput;
    // Only a new number is looked up: an edit that keeps it checks nothing.
    const current = await getParcelRow(c.get('db'), c.get('user'), id);
    if (normalizeTrackingNumber(input.trackingNumber) !== current.trackingNumber) await countNumberCheck(c);
    return c.json(await updateForecast(c.get('db'), c.get('user'), id, input, c.get('locale')), 200);
  });
