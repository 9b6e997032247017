// Transport modes: the public face of shipping methods (a mode = a method with its fee table by zone and weight
// band). Served WITHOUT sign-in although under /u/ (docs/decisions.md).
import { z } from '@hono/zod-openapi';
import { errorResponse, jsonContent } from '../../http.ts';
import { emptyToUndefined, listQueryFields, optionalText } from '../../kernel/list.ts';
import { defineRoute } from '../../kernel/route.ts';
import { createRouter } from '../../kernel/router.ts';
import {
  LogisticsCompanySchema,
  ShippingMethodSchema,
  TransportationGroupSchema,
  TransportModeDetailSchema,
  ZoneFeeSchema,
} from '../../../lib/contract/schemas/shipping.ts';
import { listOf } from '../../../lib/contract/schemas/common.ts';
import { catalogOf, countryCode } from '../shipping/index.ts';
import { inboundCarrierList } from '../parcels/index.ts';
import { logisticsCompanies, transportationGroups, transportModeDetail, transportModes, transportModesWithFees, zoneFeeList } from './service.ts';

const optionalCountry = () => z.preprocess(emptyToUndefined, countryCode().optional());
const T = '/u/transportMode';
const tags = ['Transport mode'];
const invalid = errorResponse('Invalid request (validationErrors name the fields)');
const notFound = errorResponse('Unknown transport mode (or one of another tenant)');

const filters = {
  countryCode: optionalCountry(),
  regionId: optionalText(64),
  methodTypeId: optionalText(64),
  goodsTypeId: optionalText(64),
  filter: optionalText(),
};

const modesRoute = defineRoute('public', {
  method: 'get',
  path: T,
  tags,
  summary: 'Transport modes (shipping methods), optionally for a destination / method type / goods type',
  request: { query: z.object({ ...listQueryFields, ...filters }) },
  responses: { 200: jsonContent(listOf(ShippingMethodSchema), 'Transport modes'), 400: invalid },
});
const feeListRoute = defineRoute('public', {
  method: 'get',
  path: `${T}/shippingFeeList`,
  tags,
  summary: "A transport mode's fee table: one row per zone with weight-band prices",
  request: { query: z.object({ transportModeId: z.string().min(1).max(64), countryCode: optionalCountry() }) },
  responses: { 200: jsonContent(listOf(ZoneFeeSchema), 'Zone fees'), 400: invalid, 404: notFound },
});
const companiesRoute = defineRoute('public', {
  method: 'get',
  path: `${T}/logisticsCompanyList`,
  tags,
  summary: 'Carriers of the transport modes; with kind=inbound, the couriers a forecast may name (or OTHER with a name)',
  request: {
    query: z.object({
      kind: z.preprocess(emptyToUndefined, z.enum(['outbound', 'inbound']).optional()).openapi({
        description: 'outbound (default): carriers of the shipping methods; inbound: couriers that bring parcels to the warehouse',
      }),
    }),
  },
  responses: { 200: jsonContent(listOf(LogisticsCompanySchema), 'Logistics companies') },
});
const groupsRoute = defineRoute('public', {
  method: 'get',
  path: `${T}/transportation`,
  tags,
  summary: 'Transport modes grouped by method type (air, sea, rail, express)',
  request: { query: z.object({ countryCode: optionalCountry(), goodsTypeId: optionalText(64) }) },
  responses: { 200: jsonContent(listOf(TransportationGroupSchema), 'Groups (types without modes omitted)'), 400: invalid },
});
const listWithFeesRoute = defineRoute('public', {
  method: 'get',
  path: `${T}/transportationList`,
  tags,
  summary: 'Transport modes serving a destination, each with its fee rows for that destination',
  request: { query: z.object({ ...listQueryFields, ...filters, countryCode: countryCode() }) },
  responses: { 200: jsonContent(listOf(TransportModeDetailSchema), 'Modes with fees'), 400: invalid },
});
const detailRoute = defineRoute('public', {
  method: 'get',
  path: `${T}/transportation/{id}`,
  tags,
  summary: 'One transport mode with its whole fee table',
  request: {
    params: z.object({
      id: z
        .string()
        .min(1)
        .max(64)
        .openapi({ param: { name: 'id', in: 'path' } }),
    }),
  },
  responses: { 200: jsonContent(TransportModeDetailSchema, 'Mode with fees'), 404: notFound },
});
const ModeAndFeeRequest = z.object({ ...listQueryFields, ...filters }).openapi('TransportModeAndFeeRequest');
const modeAndFeeRoute = defineRoute('public', {
  method: 'post',
  path: `${T}/transportModeAndFee`,
  tags,
  summary: 'Transport modes with their fee tables (JSON: countryCode?, regionId?, methodTypeId?, goodsTypeId?, filter?, paging)',
  request: { body: { content: { 'application/json': { schema: ModeAndFeeRequest } } } },
  responses: { 200: jsonContent(listOf(TransportModeDetailSchema), 'Modes with fees'), 400: invalid },
});

export const transportRoutes = createRouter()
  .openapi(feeListRoute, async (c) => {
    const q = c.req.valid('query');
    return c.json(zoneFeeList(await catalogOf(c), q.transportModeId, q.countryCode), 200);
  })
  .openapi(companiesRoute, async (c) =>
    c.json(c.req.valid('query').kind === 'inbound' ? inboundCarrierList(c.get('locale')) : logisticsCompanies(await catalogOf(c)), 200),
  )
  .openapi(groupsRoute, async (c) => c.json(transportationGroups(await catalogOf(c), c.req.valid('query')), 200))
  .openapi(listWithFeesRoute, async (c) => c.json(transportModesWithFees(await catalogOf(c), c.req.valid('query')), 200))
  .openapi(detailRoute, async (c) => c.json(transportModeDetail(await catalogOf(c), c.req.valid('param').id), 200))
  .openapi(modeAndFeeRoute, async (c) => {
    const q = ModeAndFeeRequest.parse(c.req.valid('json') ?? {});
    return c.json(transportModesWithFees(await catalogOf(c), q), 200);
  })
  .openapi(modesRoute, async (c) => c.json(transportModes(await catalogOf(c), c.req.valid('query')), 200));
