// SPEC section 7 "Funds" (top-up calls) and "Recharge": methods and rates, the preview, top-up orders and how
// they are paid. Calls that move money take an Idempotency-Key (server/kernel/idempotency.ts).
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { PaymentStatus } from '../../../lib/contract/enums.ts';
import { PAYER_FIELD_MAX } from '../../../lib/contract/money-rules.ts';
import {
  CurrencyRateSchema,
  MethodListSchema,
  TopupInputSchema,
  TopupListSchema,
  TopupPreviewInputSchema,
  TopupQuoteSchema,
  TopupSchema,
  RecordFilterSchema,
} from '../../../lib/contract/schemas/funds.ts';
import { ApiError } from '../../errors.ts';
import { errorResponse, jsonContent, type AppEnv } from '../../http.ts';
import { IdempotencyKeyHeader, IdParam, jsonBody, optionalJsonBody, routeFamily } from '../../kernel/route.ts';
import { createRouter, optionalJson } from '../../kernel/router.ts';
import { idempotent } from '../../kernel/idempotency.ts';
import { methodList, quoteWire, rateWire } from './method-list.ts';
import { readProof, readProofUpload, submitProof } from './proofs.ts';
import { publicOrigin } from './public-origin.ts';
import { tenantRates } from './quote.ts';
import { cancelTopup, createTopup, freshTopup, listTopups, payAgain } from './topups.ts';

const TOPUP = '/u/fund-management/topup';
const RECHARGE = '/u/rechargeOrder';
const topups = routeFamily('customer', ['Funds'], 'Not the member’s top-up');
const { notFound } = topups;
const moneyErrors = {
  402: errorResponse('INSUFFICIENT_BALANCE (details: the shortfall)'),
  409: errorResponse('RATE_CHANGED, TOPUP_NOT_PAYABLE, or IDEMPOTENCY_IN_PROGRESS'),
  422: errorResponse('IDEMPOTENCY_MISMATCH: the key was used for another request'),
};
const providerBusy = {
  429: errorResponse('TooManyRequests: too many calls to the payment provider for this top-up or customer (an online method)'),
};

/** Where the provider sends the customer back and its notices: the site's public origin, never the request's headers. */
function payContext(c: Context<AppEnv>) {
  return { origin: publicOrigin(c.get('site').domain), locale: c.get('locale') };
}

const routes = {
  methods: topups.route({
    method: 'post',
    path: `${TOPUP}/method-list`,
    summary: 'Payment methods of the tenant that work now, with currencies, limits and fees',
    responses: { 200: jsonContent(MethodListSchema, 'Methods') },
  }),
  currencies: topups.route({
    method: 'post',
    path: `${TOPUP}/currency-list`,
    summary: 'Pay currencies and their rates',
    responses: { 200: jsonContent(z.array(CurrencyRateSchema), 'Rates') },
  }),
  rate: topups.route({
    method: 'get',
    path: `${TOPUP}/exchange-rate`,
    summary: 'The rate of one pay currency (?currency=)',
    request: { query: z.object({ currency: z.string().min(3).max(3) }) },
    responses: { 200: jsonContent(CurrencyRateSchema, 'Rate'), 404: errorResponse('Currency not configured') },
  }),
  preview: topups.route({
    method: 'post',
    path: `${TOPUP}/exchange-calculate`,
    summary: 'Preview: rate, service charge, amount to pay and credited (a quote valid 10 minutes)',
    request: { body: jsonBody(TopupPreviewInputSchema) },
    responses: { 200: jsonContent(TopupQuoteSchema, 'Quote') },
  }),
  create: topups.route({
    method: 'post',
    path: `${TOPUP}/user-topup`,
    summary: 'Create a top-up (Idempotency-Key); online methods answer how to pay',
    request: { body: jsonBody(TopupInputSchema), headers: IdempotencyKeyHeader },
    responses: { 200: jsonContent(TopupSchema, 'Top-up'), ...moneyErrors, ...providerBusy },
  }),
  list: topups.route({
    method: 'post',
    path: `${TOPUP}/list`,
    summary: 'The member’s top-ups, newest first',
    request: { body: optionalJsonBody(RecordFilterSchema) },
    responses: { 200: jsonContent(TopupListSchema, 'Top-ups') },
  }),
  one: topups.one(`${TOPUP}/{id}`, 'One top-up (an unpaid online one is checked with its provider)', jsonContent(TopupSchema, 'Top-up')),
  pay: topups.route({
    method: 'post',
    path: `${TOPUP}/{id}/pay`,
    summary: 'Pay an unpaid top-up again: a new redirect or QR code (Idempotency-Key)',
    request: { params: IdParam, headers: IdempotencyKeyHeader },
    responses: { 200: jsonContent(TopupSchema, 'Top-up'), ...notFound, ...moneyErrors, ...providerBusy },
  }),
  confirm: topups.route({
    method: 'post',
    path: `${TOPUP}/{id}/confirm`,
    summary: '"I have paid" and the return page: ask the provider now (as stored when its call limits are reached)',
    request: { params: IdParam, body: jsonBody(z.object({ query: z.string().max(4000).optional() })) },
    responses: { 200: jsonContent(TopupSchema, 'Top-up'), ...notFound },
  }),
  cancel: topups.route({
    method: 'post',
    path: `${TOPUP}/{id}/cancel`,
    summary: 'Cancel an unpaid top-up',
    request: { params: IdParam },
    responses: { 200: jsonContent(TopupSchema, 'Top-up'), ...notFound, 409: errorResponse('TOPUP_NOT_PAYABLE') },
  }),
  proof: topups.route({
    method: 'post',
    path: `${TOPUP}/{id}/proof`,
    summary:
      'Proof of a bank transfer (payerName, transferNumber, 1–3 images) or Taobao payment (taobaoOrderNumber, wangwangId, 0–3 images): then PendingAudit',
    request: {
      params: IdParam,
      headers: IdempotencyKeyHeader,
      body: {
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object' as const,
              properties: {
                payerName: { type: 'string' as const, maxLength: PAYER_FIELD_MAX, description: 'bank transfer: required' },
                transferNumber: { type: 'string' as const, maxLength: PAYER_FIELD_MAX },
                taobaoOrderNumber: { type: 'string' as const, maxLength: PAYER_FIELD_MAX, description: 'Taobao: required, 6–30 digits' },
                wangwangId: { type: 'string' as const, maxLength: PAYER_FIELD_MAX, description: 'Taobao: required' },
                files: { type: 'array' as const, items: { type: 'string' as const, format: 'binary' } },
              },
            },
          },
        },
        required: true,
      },
    },
    responses: { 200: jsonContent(TopupSchema, 'Top-up'), ...notFound, ...moneyErrors },
  }),
  proofFile: topups.route({
    method: 'get',
    path: `${TOPUP}/{id}/proof/{proofId}`,
    summary: 'One proof image of the member’s top-up',
    request: { params: IdParam.extend({ proofId: z.string().min(1).max(64) }) },
    responses: {
      200: { description: 'The image', content: { 'image/*': { schema: { type: 'string' as const, format: 'binary' } } } },
      ...notFound,
    },
  }),
  // SPEC "Recharge": the same documents under their older names.
  rechargeMethod: topups.route({
    method: 'get',
    path: `${RECHARGE}/rechargeMethod`,
    summary: 'Recharge: the methods that work now (codes, in order)',
    responses: { 200: jsonContent(z.array(z.number().int()), 'Method codes') },
  }),
  rechargeMethodList: topups.route({
    method: 'get',
    path: `${RECHARGE}/rechargeMethodList`,
    summary: 'Recharge: methods with currencies, limits and fees',
    responses: { 200: jsonContent(MethodListSchema, 'Methods') },
  }),
  rechargeCurrencyList: topups.route({
    method: 'get',
    path: `${RECHARGE}/rechargeCurrencyList`,
    summary: 'Recharge: currencies of a method (?method=) or all',
    request: { query: z.object({ method: z.coerce.number().int().optional() }) },
    responses: { 200: jsonContent(z.array(CurrencyRateSchema), 'Rates') },
  }),
  serviceCharge: topups.route({
    method: 'get',
    path: `${RECHARGE}/serviceCharge`,
    summary: 'Recharge: the service charge and amounts (?method=&currency=&amount=)',
    request: { query: z.object({ method: z.coerce.number().int(), currency: z.string().min(3).max(3), amount: z.string().max(16) }) },
    responses: { 200: jsonContent(TopupQuoteSchema, 'Quote') },
  }),
  userRecharge: topups.route({
    method: 'post',
    path: `${RECHARGE}/userRecharge`,
    summary: 'Recharge: create a top-up (as user-topup)',
    request: { body: jsonBody(TopupInputSchema), headers: IdempotencyKeyHeader },
    responses: { 200: jsonContent(TopupSchema, 'Top-up'), ...moneyErrors, ...providerBusy },
  }),
  rechargeStatus: topups.route({
    method: 'put',
    path: `${RECHARGE}/rechargeOrder/status`,
    summary: 'Recharge: the customer may only close an unpaid one (status 3)',
    request: { body: jsonBody(z.object({ id: z.string().min(1).max(64), status: z.literal(PaymentStatus.Closed) })) },
    responses: { 200: jsonContent(TopupSchema, 'Top-up'), ...notFound, 409: errorResponse('TOPUP_NOT_PAYABLE') },
  }),
  rechargeOrders: topups.route({
    method: 'get',
    path: RECHARGE,
    summary: 'Recharge: the member’s recharge orders (top-ups)',
    request: {
      query: RecordFilterSchema.pick({ status: true, method: true, from: true, to: true, keyword: true }).extend({
        maxResultCount: z.coerce.number().int().min(1).max(100).optional(),
        skipCount: z.coerce.number().int().min(0).optional(),
        status: z.coerce.number().int().optional(),
        method: z.coerce.number().int().optional(),
      }),
    },
    responses: { 200: jsonContent(TopupListSchema, 'Top-ups') },
  }),
};

const router = createRouter();
const db = (c: Context<AppEnv>) => c.get('db');

function create(c: Context<AppEnv>, input: z.infer<typeof TopupInputSchema>) {
  const user = c.get('user');
  // Calls the payment provider: no transaction may wait on it (see IdempotentOptions).
  return idempotent(c, user.id, input, async () => c.json(await createTopup(db(c), user, input, payContext(c)), 200), { atomic: false });
}

router
  .openapi(routes.methods, async (c) => c.json(await methodList(db(c), c.get('site'), c.get('locale')), 200))
  .openapi(routes.currencies, async (c) => c.json((await tenantRates(db(c), c.get('tenantId'))).map(rateWire), 200))
  .openapi(routes.rate, async (c) => {
    const rate = (await tenantRates(db(c), c.get('tenantId'))).find((r) => r.currency === c.req.valid('query').currency.toUpperCase());
    if (!rate) throw new ApiError(404, 'CURRENCY_NOT_CONFIGURED', 'currencyNotConfigured');
    return c.json(rateWire(rate), 200);
  })
  .openapi(routes.preview, async (c) => c.json(await quoteWire(db(c), c.get('user'), c.req.valid('json')), 200))
  .openapi(routes.create, (c) => create(c, c.req.valid('json')))
  .openapi(routes.list, async (c) => {
    return c.json(await listTopups(db(c), c.get('user'), optionalJson(c, RecordFilterSchema)), 200);
  })
  .openapi(routes.one, async (c) => c.json(await freshTopup(db(c), c.get('user'), c.req.valid('param').id), 200))
  .openapi(routes.pay, (c) => {
    const { id } = c.req.valid('param');
    return idempotent(c, c.get('user').id, { id }, async () => c.json(await payAgain(db(c), c.get('user'), id, payContext(c)), 200), {
      atomic: false,
    });
  })
  .openapi(routes.confirm, async (c) => {
    const query = new URLSearchParams(c.req.valid('json').query ?? '');
    return c.json(await freshTopup(db(c), c.get('user'), c.req.valid('param').id, query), 200);
  })
  .openapi(routes.cancel, async (c) => c.json(await cancelTopup(db(c), c.get('user'), c.req.valid('param').id), 200))
  .openapi(routes.proof, async (c) => {
    const { id } = c.req.valid('param');
    const upload = await readProofUpload(c);
    return idempotent(c, c.get('user').id, upload.digest, async () => c.json(await submitProof(db(c), c.get('user'), id, upload), 200));
  })
  .openapi(routes.proofFile, async (c) => {
    const { id, proofId } = c.req.valid('param');
    const { bytes, contentType } = await readProof(db(c), c.get('user'), id, proofId);
    return c.body(new Uint8Array(bytes), 200, {
      'content-type': contentType,
      'cache-control': 'private, max-age=3600',
      'x-content-type-options': 'nosniff',
    });
  })
  .openapi(routes.rechargeMethod, async (c) =>
    c.json(
      (await methodList(db(c), c.get('site'), c.get('locale'))).methods.map((m) => m.method),
      200,
    ),
  )
  .openapi(routes.rechargeMethodList, async (c) => c.json(await methodList(db(c), c.get('site'), c.get('locale')), 200))
  .openapi(routes.rechargeCurrencyList, async (c) => {
    const { method } = c.req.valid('query');
    const list = await methodList(db(c), c.get('site'), c.get('locale'));
    const rates = method ? (list.methods.find((m) => m.method === method)?.currencies ?? []) : (await tenantRates(db(c), c.get('tenantId'))).map(rateWire);
    return c.json(rates, 200);
  })
  .openapi(routes.serviceCharge, async (c) => c.json(await quoteWire(db(c), c.get('user'), c.req.valid('query')), 200))
  .openapi(routes.userRecharge, (c) => create(c, c.req.valid('json')))
  .openapi(routes.rechargeStatus, async (c) => c.json(await cancelTopup(db(c), c.get('user'), c.req.valid('json').id), 200))
  .openapi(routes.rechargeOrders, async (c) => c.json(await listTopups(db(c), c.get('user'), c.req.valid('query')), 200));

export const topupRoutes = router;
