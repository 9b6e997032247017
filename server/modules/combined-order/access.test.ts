// Whose waybill it is: another member's ids and another tenant's answer 404 on every waybill and
// logistics-order route; public tracking shows the timeline only (no names, addresses or amounts), masks
// the number and is limited per client address.
import { describe, expect, it } from 'vitest';
import { PUBLIC_TRACKING_PER_MINUTE } from '../../../lib/contract/combined-order-rules.ts';
import { call, testAppPerFile } from '../../test/harness.ts';
import { packCombinedOrder, shipCombinedOrder, staffStep, addCarrierEvent } from './staff.ts';
import { shipper, submitQuoted, combinedOrderApi } from './test-helpers.ts';

const ctx = testAppPerFile();

describe('another customer’s waybill', () => {
  it('answers 404 on every route, in the same tenant and from another tenant', async () => {
    const owner = await shipper(ctx(), { wallet: 100_000 });
    const { submitted } = await submitQuoted(ctx, owner);
    const id = submitted.data.waybill.id;
    const neighbour = await shipper(ctx(), { parcels: 1 });
    const stranger = await shipper(ctx(), { host: 'blue.localhost', parcels: 1 });
    for (const other of [neighbour, stranger]) {
      const api = combinedOrderApi(ctx, other);
      const answers = await Promise.all([
        api.detail(id),
        api.pay(id),
        api.payInfo(id),
        api.cancel(id),
        api.sign(id),
        api.sign(id, { rating: 5 }),
        api.send('GET', `/u/logistics-management/logistics-order/${id}`),
        api.send('GET', `/u/logistics-management/logistics-order/${id}/action-logs`),
        api.send('GET', `/u/combinedOrder/selectCouponList/${id}`),
        api.send('GET', `/u/combinedOrder/isLoadPriceModule/${id}`),
        api.send('POST', '/u/combinedOrder/combinedOrderByNumber', { id }),
        api.add(id, other.parcelIds),
        api.combineCalculate([id]),
        api.combinePay([id]),
        api.trace(id),
      ]);
      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 404));
      const list = await api.list();
      expect(list.data.items.map((w: { id: string }) => w.id)).not.toContain(id);
      // Their own parcels cannot go onto the owner's waybill, and the owner's parcels not onto theirs.
      expect((await api.draft({ parcelIds: owner.parcelIds })).status).toBe(404);
    }
    const mine = await combinedOrderApi(ctx, owner).detail(id);
    expect(mine.status).toBe(200);
  });
});

describe('public tracking', () => {
  it('shows the timeline by waybill or carrier number, masked, without personal data', async () => {
    const owner = await shipper(ctx(), { wallet: 100_000 });
    const { submitted } = await submitQuoted(ctx, owner);
    const id = submitted.data.waybill.id;
    const { db } = ctx().database;
    await staffStep(db, owner.tenantId, id, 'pick');
    await staffStep(db, owner.tenantId, id, 'verify');
    await packCombinedOrder(db, owner.tenantId, id, { weightGrams: 2400, lengthCm: 40, widthCm: 30, heightCm: 20 });
    await staffStep(db, owner.tenantId, id, 'outOfWarehouse');
    await shipCombinedOrder(db, owner.tenantId, id, 'Yanwen Logistics', 'yw123456789cn');
    await addCarrierEvent(db, owner.tenantId, id, { status: 'IN_TRANSIT', text: 'Departed the origin facility', location: 'Shenzhen, CN' });
    const look = (number: string, address: string) =>
      call(ctx().app, `/api/f/logistics-management/trace?number=${encodeURIComponent(number)}`, {
        lang: 'en',
        headers: { 'x-forwarded-for': address },
      });
    const byCarrier = await look('YW123456789CN', '203.0.113.7');
    expect(byCarrier.status).toBe(200);
    expect(byCarrier.data.number).toBe('YW1*******9CN');
    expect(byCarrier.data.events[0]).toMatchObject({
      status: 'IN_TRANSIT',
      source: 'carrier',
      text: 'In transit',
      location: 'Shenzhen, CN',
    });
    expect(byCarrier.data.events.map((e: { status: string }) => e.status)).toEqual(['IN_TRANSIT', 'INFO_RECEIVED', 'WAREHOUSE', 'WAREHOUSE', 'WAREHOUSE']);
    const text = JSON.stringify(byCarrier.data);
    for (const secret of ['Jane', 'Doe', 'Market', '4155550100', 'San Francisco', id, owner.userId]) expect(text).not.toContain(secret);
    const byCombinedOrder = await look(id.toLowerCase(), '203.0.113.8');
    expect(byCombinedOrder.data.number).toBe(`${id.slice(0, 3)}${'*'.repeat(id.length - 6)}${id.slice(-3)}`);
    expect((await look('NOPE0000000', '203.0.113.9')).status).toBe(404);
    // Another tenant's host does not find it.
    const elsewhere = await call(ctx().app, `/api/f/logistics-management/trace?number=${id}`, {
      host: 'blue.localhost',
      headers: { 'x-forwarded-for': '203.0.113.10' },
    });
    expect(elsewhere.status).toBe(404);
  });

  it(`allows ${PUBLIC_TRACKING_PER_MINUTE} look-ups a minute per address`, async () => {
    const look = (address: string) => call(ctx().app, '/api/f/logistics-management/trace?number=NOPE0000000', { headers: { 'x-forwarded-for': address } });
    const answers = [];
    for (let i = 0; i <= PUBLIC_TRACKING_PER_MINUTE; i += 1) answers.push((await look('198.51.100.20')).status);
    expect(answers.slice(0, PUBLIC_TRACKING_PER_MINUTE).every((s) => s === 404)).toBe(true);
    expect(answers.at(-1)).toBe(429);
    expect((await look('198.51.100.21')).status).toBe(404);
  });
});
