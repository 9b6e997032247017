// Shipping management (SPEC section 7 "Shipping and transport mode"). Served WITHOUT sign-in although under
// /u/: the public fee calculator and transport-mode pages use them (docs/decisions.md).
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { type AppEnv, errorResponse, jsonContent } from '../../http.ts';
import { isKnownCountry } from './countries.ts';
import { declaredNameTree, listAdditionalServices, listGoodsTypes, listMethodTypes } from './reference-lists.ts';
import { calculateFees, listMethods, loadCatalog } from './service.ts';
import {
  AdditionalServiceSchema,
  DeclaredNameSchema,
  FeeCalculationSchema,
  GoodsTypeSchema,
  ShippingMethodSchema,
  ShippingMethodTypeSchema,
} from '../../../lib/contract/schemas/shipping.ts';
import { listOf } from '../../../lib/contract/schemas/common.ts';
import { emptyToUndefined, listQueryFields, optionalText } from '../../kernel/list.ts';
import { createRouter, fieldError, formOrJson } from '../../kernel/router.ts';
import { defineRoute } from '../../kernel/route.ts';

export const countryCode = () =>
  z
    .string()
    .trim()
    .length(2)
    .transform((v) => v.toUpperCase())
    .refine(isKnownCountry, { message: 'unknownCountry' });
const dimension = (name: string) =>
  z.preprocess(emptyToUndefined, z.coerce.number().min(0).max(300).default(0)).openapi({ description: `${name} in cm, 0..300` });

export const catalogOf = (c: Context<AppEnv>) => loadCatalog(c.get('db'), c.get('tenantId'), c.get('site').baseCurrencyCode, c.get('locale'));

const FeeQuerySchema = z.object({
  countryCode: countryCode().openapi({ description: 'Destination ISO 3166-1 alpha-2 code', example: 'US' }),
  regionId: optionalText(64),
  weight: z.coerce.number().gt(0).max(1000).openapi({ description: 'Actual weight in kg, > 0 and ≤ 1000' }),
  length: dimension('Length'),
  width: dimension('Width'),
  height: dimension('Height'),
  goodsTypeId: optionalText(64),
});

const P = '/u/shipping-management';
const tags = ['Shipping'];
const invalid = errorResponse('Invalid request (validationErrors name the fields)');

const feeRoute = defineRoute('public', {
  method: 'get',
  path: `${P}/shipping-method/fee-calculate`,
  tags,
  summary: 'Fee estimate of every method serving the destination (public, no sign-in)',
  request: { query: FeeQuerySchema },
  responses: { 200: jsonContent(FeeCalculationSchema, 'Quotes (cheapest first) and unavailable methods'), 400: invalid },
});

const methodListRoute = defineRoute('public', {
  method: 'get',
  path: `${P}/shipping-method/list`,
  tags,
  summary: 'Shipping methods, optionally for a destination / method type / goods type',
  request: {
    query: z.object({
      ...listQueryFields,
      countryCode: z.preprocess(emptyToUndefined, countryCode().optional()),
      regionId: optionalText(64),
      methodTypeId: optionalText(64),
      goodsTypeId: optionalText(64),
    }),
  },
  responses: { 200: jsonContent(listOf(ShippingMethodSchema), 'Methods'), 400: invalid },
});

const FormList = z.object(listQueryFields).openapi('ShippingListForm');
const formBody = (schema: z.ZodType) => ({
  content: { 'application/x-www-form-urlencoded': { schema }, 'application/json': { schema } },
});
const formList = (path: string, summary: string, item: z.ZodType) =>
  defineRoute('public', {
    method: 'post',
    path: `${P}${path}`,
    tags,
    summary: `${summary} (form-encoded: maxResultCount, skipCount, filter)`,
    request: { body: formBody(FormList) },
    responses: { 200: jsonContent(listOf(item), summary), 400: invalid },
  });

const methodTypeRoute = formList('/shipping-method-type/list', 'Shipping method types', ShippingMethodTypeSchema);
const goodsTypeRoute = formList('/goods-type/list', 'Goods types', GoodsTypeSchema);
const additionalServiceRoute = formList('/additional-service/list', 'Additional services', AdditionalServiceSchema);
const DeclaredForm = z.object({ filter: optionalText(), parentId: optionalText(64) }).openapi('DeclaredNameForm');
const declaredNameRoute = defineRoute('public', {
  method: 'post',
  path: `${P}/declared-name/recursion-list`,
  tags,
  summary: 'Declared names as a tree (form-encoded: filter, parentId)',
  request: { body: formBody(DeclaredForm) },
  responses: {
    200: jsonContent(listOf(DeclaredNameSchema), 'Tree (totalCount = number of roots)'),
    400: invalid,
    404: errorResponse('Unknown parentId'),
  },
});

export const shippingRoutes = createRouter()
  .openapi(feeRoute, async (c) => {
    const q = c.req.valid('query');
    const cat = await catalogOf(c);
    if (q.goodsTypeId && !cat.goods.has(q.goodsTypeId)) throw fieldError('goodsTypeId', 'unknownGoodsType');
    return c.json(calculateFees(cat, q), 200);
  })
  .openapi(methodListRoute, async (c) => c.json(listMethods(await catalogOf(c), c.req.valid('query')), 200))
  .openapi(methodTypeRoute, async (c) => c.json(listMethodTypes(await catalogOf(c), formOrJson(c, FormList)), 200))
  .openapi(goodsTypeRoute, async (c) => c.json(listGoodsTypes(await catalogOf(c), formOrJson(c, FormList)), 200))
  .openapi(additionalServiceRoute, async (c) =>
    c.json(await listAdditionalServices(c.get('db'), c.get('tenantId'), c.get('site').baseCurrencyCode, c.get('locale'), formOrJson(c, FormList)), 200),
  )
  .openapi(declaredNameRoute, async (c) => c.json(await declaredNameTree(c.get('db'), c.get('tenantId'), c.get('locale'), formOrJson(c, DeclaredForm)), 200));
