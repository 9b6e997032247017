// Shipping management (SPEC section 7 "Shipping and transport mode"). Served WITHOUT sign-in although under
// /u/: the public fee calculator and transport-mode pages use them (docs/decisions.md).
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { errorBody } from '../../errors.ts';
import { type AppEnv, createRouter, errorResponse, jsonContent } from '../../http.ts';
import { t } from '../../i18n.ts';
import { isKnownCountry } from './countries.ts';
import {
  calculateFees,
  declaredNameTree,
  listAdditionalServices,
  listGoodsTypes,
  listMethods,
  listMethodTypes,
  loadCatalog,
} from './service.ts';
import {
  AdditionalServiceSchema,
  DeclaredNameSchema,
  FeeCalculationSchema,
  GoodsTypeSchema,
  listOf,
  ShippingMethodSchema,
  ShippingMethodTypeSchema,
} from './schemas.ts';

/** /api/u/… path prefixes (whole segments) served without sign-in. */
export const PUBLIC_SHIPPING_USER_PREFIXES = ['/u/shipping-management'];

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
export const optionalText = (max = 200) => z.preprocess(emptyToUndefined, z.string().trim().max(max).optional());
export const paging = {
  maxResultCount: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(1000).default(20)),
  skipCount: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(0)),
  sorting: optionalText(),
};
export const countryCode = () =>
  z
    .string()
    .trim()
    .length(2)
    .transform((v) => v.toUpperCase())
    .refine(isKnownCountry, { message: 'Unknown country code (ISO 3166-1 alpha-2 expected)' });
const dimension = (name: string) =>
  z.preprocess(emptyToUndefined, z.coerce.number().min(0).max(300).default(0)).openapi({ description: `${name} in cm, 0..300` });

export const catalogOf = (c: Context<AppEnv>) => loadCatalog(c.get('db'), c.get('tenantId'), c.get('site').baseCurrencyCode, c.get('locale'));

/** 400 in the contract shape naming one field (for checks that need the database). */
export const fieldError = (c: Context<AppEnv>, field: string, message: string) =>
  c.json(errorBody('ValidationError', `${t(c.get('locale'), 'validationFailed')}: ${field} ${message}`, null, [{ message, members: [field] }]), 400);

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

const feeRoute = createRoute({
  method: 'get',
  path: `${P}/shipping-method/fee-calculate`,
  tags,
  summary: 'Fee estimate of every method serving the destination (public, no sign-in)',
  request: { query: FeeQuerySchema },
  responses: { 200: jsonContent(FeeCalculationSchema, 'Quotes (cheapest first) and unavailable methods'), 400: invalid },
});

const methodListRoute = createRoute({
  method: 'get',
  path: `${P}/shipping-method/list`,
  tags,
  summary: 'Shipping methods, optionally for a destination / method type / goods type',
  request: {
    query: z.object({
      ...paging,
      filter: optionalText(),
      countryCode: z.preprocess(emptyToUndefined, countryCode().optional()),
      regionId: optionalText(64),
      methodTypeId: optionalText(64),
      goodsTypeId: optionalText(64),
    }),
  },
  responses: { 200: jsonContent(listOf(ShippingMethodSchema), 'Methods'), 400: invalid },
});

const FormList = z.object({ ...paging, filter: optionalText() }).openapi('ShippingListForm');
const formBody = (schema: z.ZodType) => ({
  content: { 'application/x-www-form-urlencoded': { schema }, 'application/json': { schema } },
});
const formList = (path: string, summary: string, item: z.ZodType) =>
  createRoute({
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
const declaredNameRoute = createRoute({
  method: 'post',
  path: `${P}/declared-name/recursion-list`,
  tags,
  summary: 'Declared names as a tree (form-encoded: filter, parentId)',
  request: { body: formBody(DeclaredForm) },
  responses: { 200: jsonContent(listOf(DeclaredNameSchema), 'Tree (totalCount = number of roots)'), 400: invalid, 404: errorResponse('Unknown parentId') },
});

/** Body of a form-or-JSON route, re-parsed so defaults apply when no body was sent. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const bodyOf = <T extends z.ZodType>(c: any, schema: T): z.infer<T> => schema.parse({ ...(c.req.valid('json') ?? {}), ...(c.req.valid('form') ?? {}) });

export const shippingRoutes = createRouter()
  .openapi(feeRoute, async (c) => {
    const q = c.req.valid('query');
    const cat = await catalogOf(c);
    if (q.goodsTypeId && !cat.goods.has(q.goodsTypeId)) return fieldError(c, 'goodsTypeId', t(c.get('locale'), 'unknownGoodsType'));
    return c.json(calculateFees(cat, q), 200);
  })
  .openapi(methodListRoute, async (c) => c.json(listMethods(await catalogOf(c), c.req.valid('query')), 200))
  .openapi(methodTypeRoute, async (c) => c.json(listMethodTypes(await catalogOf(c), bodyOf(c, FormList)), 200))
  .openapi(goodsTypeRoute, async (c) => c.json(listGoodsTypes(await catalogOf(c), bodyOf(c, FormList)), 200))
  .openapi(additionalServiceRoute, async (c) =>
    c.json(await listAdditionalServices(c.get('db'), c.get('tenantId'), c.get('site').baseCurrencyCode, c.get('locale'), bodyOf(c, FormList)), 200),
  )
  .openapi(declaredNameRoute, async (c) =>
    c.json(await declaredNameTree(c.get('db'), c.get('tenantId'), c.get('locale'), bodyOf(c, DeclaredForm)), 200),
  );
