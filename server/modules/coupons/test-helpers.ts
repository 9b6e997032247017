// Helpers of the coupon tests: a template written through the staff service with test defaults, the
// member's calls through the API.
import { CouponAppliesTo, CouponKind, CouponReceiveType } from '../../../lib/contract/enums.ts';
import type { Db } from '../../db/client.ts';
import { call, type TestContext } from '../../test/harness.ts';
import type { Member } from '../parcels/test-helpers.ts';
import { createTemplate, type CouponTemplateInput } from './staff.ts';

let serial = 0;
export async function template(db: Db, tenantId: string, over: Partial<CouponTemplateInput> = {}) {
  serial += 1;
  return createTemplate(db, tenantId, {
    nameZh: `测试券 ${serial}`,
    nameEn: `Test coupon ${serial}`,
    kind: CouponKind.COUPON,
    amountOff: 10,
    threshold: 0,
    appliesTo: [CouponAppliesTo.Parcel, CouponAppliesTo.Combined],
    receiveType: CouponReceiveType.NORMAL,
    validDays: 30,
    ...over,
  } as CouponTemplateInput);
}

export function couponApi(ctx: () => TestContext, m: Member, lang = 'en') {
  const get = (path: string) => call(ctx().app, `/api${path}`, { token: m.token, host: m.host, lang });
  return {
    offers: () => get('/u/coupon/unclaimedCouponList?maxResultCount=100'),
    mine: (status = 1) => get(`/u/coupon/couponList?status=${status}&maxResultCount=100`),
    receive: (id: string, key?: string, family: 'coupon' | 'marketing' = 'coupon') =>
      call(ctx().app, family === 'coupon' ? `/api/u/coupon/${id}/toReceiveCoupon` : `/api/u/marketing-management/coupon/${id}/receive`, {
        token: m.token,
        host: m.host,
        lang,
        method: 'POST',
        headers: key ? { 'idempotency-key': key } : {},
      }),
    remove: (id: string) => call(ctx().app, `/api/u/coupon/${id}`, { token: m.token, host: m.host, lang, method: 'DELETE' }),
    usage: () => get('/u/coupon/usageRecord?maxResultCount=100'),
    points: (query = '') => get(`/u/integralChangeRecord?maxResultCount=100${query}`),
    get,
  };
}
