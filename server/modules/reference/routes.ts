import { z } from '@hono/zod-openapi';
import {
  CountrySchema,
  CustomerServiceSchema as ServiceSchema,
  DialCodeSchema as DialSchema,
  MemberLevelSchema as LevelSchema,
  RegionGroupSchema,
  RegionSchema,
  TipSchema,
} from '../../../lib/contract/schemas/reference.ts';
import { errorResponse, jsonContent } from '../../http.ts';
import { ListQuerySchema } from '../../kernel/list.ts';
import { createRouter } from '../../kernel/router.ts';
import { countryList, internationalCodes, memberLevelList, myCustomerService, regionGroupList, regionList, tipList } from './service.ts';
import { defineRoute } from '../../kernel/route.ts';

const listOf = <T extends z.ZodType>(item: T, name: string) => z.object({ totalCount: z.number(), items: z.array(item) }).openapi(name);

const RegionQuery = z.object({
  countryCode: z.string().max(2).nullable().optional(),
  parentId: z.coerce.number().int().positive().nullable().optional(),
});

const tags = ['Reference data'];
const signedIn = { tags };
const auth401 = { 401: errorResponse('Not signed in') };

const countryRoute = defineRoute('customer', {
  ...signedIn,
  method: 'get',
  path: '/u/country',
  summary: 'Countries',
  responses: { 200: jsonContent(listOf(CountrySchema, 'CountryList'), 'Countries'), ...auth401 },
});
/** Regions are public reference data: the public fee calculator offers them (docs/decisions.md). */
const regionRoute = defineRoute('public', {
  tags,
  method: 'get',
  path: '/u/region',
  summary: 'Regions of a country (top level, or children of parentId)',
  request: { query: RegionQuery },
  responses: { 200: jsonContent(listOf(RegionSchema, 'RegionList'), 'Regions'), ...auth401 },
});
const regionAllListRoute = defineRoute('customer', {
  ...signedIn,
  method: 'post',
  path: '/u/area-management/region/all-list',
  summary: 'Regions (body: countryCode, parentId)',
  request: { body: { content: { 'application/json': { schema: RegionQuery } }, required: false } },
  responses: { 200: jsonContent(listOf(RegionSchema, 'RegionList'), 'Regions'), ...auth401 },
});
const regionGroupRoute = defineRoute('customer', {
  ...signedIn,
  method: 'get',
  path: '/u/regionGroup',
  summary: 'Region groups with their countries',
  responses: { 200: jsonContent(listOf(RegionGroupSchema, 'RegionGroupList'), 'Groups'), ...auth401 },
});
const regionGroupListRoute = defineRoute('customer', {
  ...signedIn,
  method: 'post',
  path: '/u/area-management/region-group/list',
  summary: 'Region groups (list params)',
  request: { body: { content: { 'application/json': { schema: ListQuerySchema } }, required: false } },
  responses: { 200: jsonContent(listOf(RegionGroupSchema, 'RegionGroupList'), 'Groups'), ...auth401 },
});
const dialRoute = defineRoute('public', {
  tags,
  method: 'get',
  path: '/system-management/common/international-code',
  summary: 'International dialing codes (public)',
  responses: { 200: jsonContent(listOf(DialSchema, 'InternationalCodeList'), 'Codes') },
});
const levelRoute = defineRoute('customer', {
  ...signedIn,
  method: 'get',
  path: '/u/memberLevel',
  summary: 'Member levels of the site (isCurrent marks the member’s)',
  responses: { 200: jsonContent(listOf(LevelSchema, 'MemberLevelList'), 'Levels'), ...auth401 },
});
const serviceRoute = defineRoute('customer', {
  ...signedIn,
  method: 'get',
  path: '/user-management/exclusive-customer-service/my',
  summary: 'The member’s customer-service contact',
  responses: { 200: jsonContent(ServiceSchema, 'Contact'), 404: errorResponse('None configured'), ...auth401 },
});
const tipsRoute = defineRoute('customer', {
  ...signedIn,
  method: 'get',
  path: '/u/tips',
  summary: 'Tips (optionally of one code, e.g. WAREHOUSE_ADDRESS)',
  request: { query: z.object({ code: z.string().max(64).optional() }) },
  responses: { 200: jsonContent(listOf(TipSchema, 'TipList'), 'Tips'), ...auth401 },
});

export const referenceRoutes = createRouter()
  .openapi(countryRoute, async (c) => c.json(await countryList(c.get('db'), c.get('locale')), 200))
  .openapi(regionRoute, async (c) => c.json(await regionList(c.get('db'), c.get('locale'), c.req.valid('query')), 200))
  .openapi(regionAllListRoute, async (c) => {
    const q = c.req.header('content-type') ? (c.req.valid('json') ?? {}) : {};
    return c.json(await regionList(c.get('db'), c.get('locale'), q), 200);
  })
  .openapi(regionGroupRoute, async (c) => c.json(await regionGroupList(c.get('db'), c.get('locale')), 200))
  .openapi(regionGroupListRoute, async (c) => {
    const paging = ListQuerySchema.parse(c.req.header('content-type') ? (c.req.valid('json') ?? {}) : {});
    const all = await regionGroupList(c.get('db'), c.get('locale'));
    return c.json({ totalCount: all.totalCount, items: all.items.slice(paging.skipCount, paging.skipCount + paging.maxResultCount) }, 200);
  })
  .openapi(dialRoute, async (c) => c.json(await internationalCodes(c.get('db'), c.get('locale')), 200))
  .openapi(levelRoute, async (c) => c.json(await memberLevelList(c.get('db'), c.get('user'), c.get('locale')), 200))
  .openapi(serviceRoute, async (c) => c.json(await myCustomerService(c.get('db'), c.get('tenantId'), c.get('locale')), 200))
  .openapi(tipsRoute, async (c) => c.json(await tipList(c.get('db'), c.get('tenantId'), c.get('locale'), c.req.valid('query').code), 200));
