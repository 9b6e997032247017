// SPEC section 7 "Coupons", both API families (/u/coupon/… and /u/marketing-management/coupon…), the usage
// record, and the integral change record. Receiving takes an Idempotency-Key (a POINTS coupon spends points).
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  CouponOfferListSchema,
  CouponUsageSchema,
  MyCouponListSchema,
  MyCouponQuerySchema,
  MyCouponSchema,
  PageQuerySchema,
  PointsListSchema,
  PointsQuerySchema,
} from '../../../lib/contract/schemas/coupons.ts';
import { listOf } from '../../../lib/contract/schemas/common.ts';
import { errorResponse, jsonContent, type AppEnv } from '../../http.ts';
import { defineRoute, IdempotencyKeyHeader, IdParam } from '../../kernel/route.ts';
import { createRouter } from '../../kernel/router.ts';
import { idempotent } from '../../kernel/idempotency.ts';
import { myCouponWire } from './face.ts';
import { deleteMyCoupon, listMyCoupons, listOffers, listUsage } from './lists.ts';
import { listPointsRecord } from './points-record.ts';
import { receiveFromCentre } from './receive.ts';

const tags = ['Coupons'];
const COUPON = '/u/coupon';
const MARKETING = '/u/marketing-management/coupon';
const receiveErrors = {
  404: errorResponse('COUPON_NOT_FOUND: not an offer of this tenant'),
  409: errorResponse('OUT_OF_STOCK, LIMIT_REACHED, NOT_ENOUGH_POINTS, NOT_RECEIVABLE or IDEMPOTENCY_IN_PROGRESS'),
  422: errorResponse('IDEMPOTENCY_MISMATCH'),
};

const offers = (path: string, family: string) =>
  defineRoute('customer', {
    tags,
    method: 'get',
    path,
    summary: `${family}: the coupon centre (offers the member may receive, or what blocks each) and the points balance`,
    request: { query: PageQuerySchema },
    responses: { 200: jsonContent(CouponOfferListSchema, 'Offers') },
  });
const mine = (path: string, family: string) =>
  defineRoute('customer', {
    tags,
    method: 'get',
    path,
    summary: `${family}: my coupons of one status (default NORMAL) with the count of each status`,
    request: { query: MyCouponQuerySchema },
    responses: { 200: jsonContent(MyCouponListSchema, 'Coupons') },
  });
const receive = (path: string, family: string) =>
  defineRoute('customer', {
    tags,
    method: 'post',
    path,
    summary: `${family}: receive one coupon of an offer (Idempotency-Key; POINTS offers spend points)`,
    request: { params: IdParam, headers: IdempotencyKeyHeader },
    responses: { 200: jsonContent(MyCouponSchema, 'The coupon received'), ...receiveErrors },
  });

const routes = {
  couponList: mine(`${COUPON}/couponList`, 'Coupon'),
  unclaimed: offers(`${COUPON}/unclaimedCouponList`, 'Coupon'),
  toReceive: receive(`${COUPON}/{id}/toReceiveCoupon`, 'Coupon'),
  usage: defineRoute('customer', {
    tags,
    method: 'get',
    path: `${COUPON}/usageRecord`,
    summary: 'Coupon usage record: which order took which coupon and what it saved',
    request: { query: PageQuerySchema },
    responses: { 200: jsonContent(listOf(CouponUsageSchema).openapi('CouponUsageList'), 'Usage') },
  }),
  remove: defineRoute('customer', {
    tags,
    method: 'delete',
    path: `${COUPON}/{id}`,
    summary: 'Give up a usable coupon (CANCEL) or remove a used, expired or cancelled one from the list',
    request: { params: IdParam },
    responses: {
      200: jsonContent(z.object({}), 'Done'),
      404: errorResponse('Not the member’s coupon'),
      409: errorResponse('COUPON_IN_USE'),
    },
  }),
  marketingOffers: offers(MARKETING, 'Marketing'),
  marketingMine: mine(`${MARKETING}/my`, 'Marketing'),
  marketingReceive: receive(`${MARKETING}/{id}/receive`, 'Marketing'),
  points: defineRoute('customer', {
    tags,
    method: 'get',
    path: '/u/integralChangeRecord',
    summary: 'Integral change record: points lines with the balance after each (?kind=&from=&to=)',
    request: { query: PointsQuerySchema },
    responses: { 200: jsonContent(PointsListSchema, 'Points') },
  }),
};

function doReceive(c: Context<AppEnv>, id: string) {
  const user = c.get('user');
  return idempotent(c, user.id, { receive: id }, async () => c.json(myCouponWire(await receiveFromCentre(c.get('db'), user, id), c.get('locale')), 200));
}

export const couponRoutes = createRouter()
  .openapi(routes.couponList, async (c) => c.json(await listMyCoupons(c.get('db'), c.get('user'), c.req.valid('query'), c.get('locale')), 200))
  .openapi(routes.marketingMine, async (c) => c.json(await listMyCoupons(c.get('db'), c.get('user'), c.req.valid('query'), c.get('locale')), 200))
  .openapi(routes.unclaimed, async (c) => c.json(await listOffers(c.get('db'), c.get('user'), c.req.valid('query'), c.get('locale')), 200))
  .openapi(routes.marketingOffers, async (c) => c.json(await listOffers(c.get('db'), c.get('user'), c.req.valid('query'), c.get('locale')), 200))
  .openapi(routes.toReceive, (c) => doReceive(c, c.req.valid('param').id))
  .openapi(routes.marketingReceive, (c) => doReceive(c, c.req.valid('param').id))
  .openapi(routes.usage, async (c) => c.json(await listUsage(c.get('db'), c.get('user'), c.req.valid('query'), c.get('locale')), 200))
  .openapi(routes.remove, async (c) => {
    await deleteMyCoupon(c.get('db'), c.get('user'), c.req.valid('param').id);
    return c.json({}, 200);
  })
  .openapi(routes.points, async (c) => c.json(await listPointsRecord(c.get('db'), c.get('user'), c.req.valid('query'), c.get('locale')), 200));
