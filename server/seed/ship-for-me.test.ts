// The demo ship-for-me data as seeded into the shared test database, read through the member's own calls on
// every host: goods from several shops in the cart, an open and an answered enquiry, and a logistics order
// in progress whose package has arrived.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CombinedOrderStatus as S, ParcelStatus, PaymentTiming } from '../../lib/contract/enums.ts';
import { EnquiryStatus, GoodStatus } from '../../lib/contract/ship-for-me-rules.ts';
import { call, createTestApp, loginDemo, type TestContext } from '../test/harness.ts';
import { DEMO_SITES } from './data.ts';
import { DEMO_SFM_TRACKING } from './ship-for-me.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

describe('the demo ship-for-me data', () => {
  for (const site of DEMO_SITES) {
    it(`${site.domain}: cart, enquiries and an order in progress`, async () => {
      const token = await loginDemo(ctx.app, site.domain);
      const as = { token, host: site.domain };
      const cart = await call(ctx.app, '/api/u/ship-for-me/goods/list', { method: 'POST', json: { status: GoodStatus.InCart }, ...as });
      expect(cart.status).toBe(200);
      expect(cart.data.items.length).toBeGreaterThanOrEqual(4);
      expect(cart.data.items.every((g: { status: number }) => g.status === GoodStatus.InCart)).toBe(true);
      expect(new Set(cart.data.items.map((g: { shopName: string }) => g.shopName)).size).toBeGreaterThanOrEqual(3);

      const enquiries = await call(ctx.app, '/api/u/ship-for-me/enquiries', { ...as });
      const statuses = enquiries.data.items.map((q: { status: number }) => q.status).sort();
      expect(statuses).toEqual([EnquiryStatus.Open, EnquiryStatus.Answered]);
      const answered = enquiries.data.items.find((q: { status: number }) => q.status === EnquiryStatus.Answered);
      expect(answered.answer).toMatchObject({ estimatedWeight: 1.2, note: expect.any(String) });
      expect(answered.answer.total).toBeGreaterThan(0);

      const orders = await call(ctx.app, '/api/u/combinedOrder/orderList', { ...as });
      expect(orders.data.totalCount).toBe(1);
      const [order] = orders.data.items;
      expect(order.status).toBe(site.paymentTiming === PaymentTiming.PayFirstAndPack ? S.Unpaid : S.PendingPacking);
      const parcels = await call(ctx.app, '/api/u/biz/parcel/list', { method: 'POST', json: { trackingNumber: DEMO_SFM_TRACKING }, ...as });
      expect(parcels.data.items.map((p: { status: number }) => p.status)).toEqual([ParcelStatus.Arrived]);
    });
  }
});
