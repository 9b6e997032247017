// Sending chosen cart goods (SPEC section 7 "Ship-for-me"): forecast them as parcels, the logistics order's
// fee, and submitting the logistics order. The calls that create records take an Idempotency-Key.
import type { Context } from 'hono';
import { CombinedOrderDraftSchema, SubmitResultSchema } from '../../../lib/contract/schemas/combined-order.ts';
import { ForecastResultSchema } from '../../../lib/contract/schemas/parcels.ts';
import { ForecastGoodsRequestSchema, LogisticsFeeInputSchema, LogisticsOrderInputSchema } from '../../../lib/contract/schemas/ship-for-me.ts';
import { errorResponse, jsonContent, type AppEnv } from '../../http.ts';
import { idempotent } from '../../kernel/idempotency.ts';
import { toDecimal } from '../../kernel/localized.ts';
import { conflict, IdempotencyKeyHeader, jsonBody, routeFamily } from '../../kernel/route.ts';
import { createRouter, FieldError, validationBody } from '../../kernel/router.ts';
import { combinedOrderDetailWire, findCombinedOrder, submitResponses } from '../combined-order/index.ts';
import { countNumberCheck } from '../parcels/index.ts';
import { logisticsOrderFee } from './logistics-fee.ts';
import { submitLogisticsOrder } from './logistics-order.ts';
import { forecastGoods } from './send-forecast.ts';

const send = routeFamily('customer', ['Ship-for-me'], 'Not the member’s good or enquiry (or one of another tenant)');
const throttled = { 429: errorResponse('Too many tracking-number checks: try again later') };

const r = {
  forecast: send.route({
    method: 'post',
    path: '/u/ship-for-me/goods/forecast',
    summary: 'Forecast cart goods as parcels (Idempotency-Key): one parcel per package (its goods, the shop’s tracking number); goods → Forecast',
    request: { headers: IdempotencyKeyHeader, body: jsonBody(ForecastGoodsRequestSchema) },
    responses: {
      200: jsonContent(ForecastResultSchema, 'The new parcels'),
      400: errorResponse('Invalid fields (`packages.<i>.<field>`)'),
      ...send.notFound,
      ...conflict('GOODS_NOT_READY (a good is not in the cart), IDEMPOTENCY_IN_PROGRESS'),
      422: errorResponse('IDEMPOTENCY_MISMATCH'),
      ...throttled,
    },
  }),
  fee: send.route({
    method: 'post',
    path: '/u/biz/ship-for-me/calculate-logistics-order-fee',
    summary: 'The logistics order’s draft: the goods as one shipment of the estimated weight (or an answered enquiry’s), priced by the waybill’s rules',
    request: { body: jsonBody(LogisticsFeeInputSchema) },
    responses: {
      200: jsonContent(CombinedOrderDraftSchema, 'The draft'),
      400: errorResponse('Invalid fields'),
      ...send.notFound,
      ...conflict('GOODS_NOT_READY, ENQUIRY_NOT_ANSWERED'),
    },
  }),
  submit: send.route({
    method: 'post',
    path: '/u/biz/ship-for-me/submit-logistics-order',
    summary:
      'Submit a logistics order (Idempotency-Key): the packages are forecast and put on one order (DeliveryMode 4), paid like a waybill; goods → Ordered',
    request: { headers: IdempotencyKeyHeader, body: jsonBody(LogisticsOrderInputSchema) },
    responses: {
      ...submitResponses(
        SubmitResultSchema,
        'Invalid fields (`packages.<i>.<field>`, addressId, methodId, customsId…)',
        'QUOTE_CHANGED (details: the new total), METHOD_UNAVAILABLE, GOODS_NOT_READY, ENQUIRY_NOT_ANSWERED, COUPON_NOT_USABLE, IDEMPOTENCY_IN_PROGRESS',
      ),
      404: errorResponse('Good, enquiry, address or coupon not found'),
      422: errorResponse('IDEMPOTENCY_MISMATCH'),
      ...throttled,
    },
  }),
};

const db = (c: Context<AppEnv>) => c.get('db');

/**
 * Field errors answered here, inside the Idempotency-Key's handler: thrown through it, the kept answer would
 * lose `validationErrors` (server/kernel/idempotency.ts keeps code, message and details only).
 */
async function withFields(c: Context<AppEnv>, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof FieldError) return c.json(validationBody(c.get('locale'), err.issues), 400);
    throw err;
  }
}

export const shipForMeSendRoutes = createRouter()
  .openapi(r.forecast, (c) => {
    const user = c.get('user');
    const input = c.req.valid('json');
    return idempotent(c, user.id, { forecastGoods: input }, () =>
      withFields(c, async () => {
        await countNumberCheck(c);
        return c.json(await forecastGoods(db(c), user, input, c.get('locale')), 200);
      }),
    );
  })
  .openapi(r.fee, async (c) => c.json(await logisticsOrderFee(db(c), c.get('user'), c.req.valid('json'), c.get('locale')), 200))
  .openapi(r.submit, (c) => {
    const user = c.get('user');
    const input = c.req.valid('json');
    return idempotent(c, user.id, { submitLogisticsOrder: input }, () =>
      withFields(c, async () => {
        await countNumberCheck(c);
        const done = await submitLogisticsOrder(db(c), user, c.get('site'), input, c.get('locale'));
        const waybill = await combinedOrderDetailWire(db(c), await findCombinedOrder(db(c), user.tenantId, user.id, done.id), c.get('locale'));
        return c.json({ waybill, payment: done.payment, shortfall: done.shortfall === null ? null : toDecimal(done.shortfall) }, 200);
      }),
    );
  });
