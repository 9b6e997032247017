import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransportModeDetail, TransportMode, TransportationGroup, ZoneFee } from '../../../lib/contract/wire.ts';
import { call, createTestApp, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

const T = '/api/u/transportMode';

describe('transport modes (public)', () => {
  it('lists the modes without sign-in, with paging and destination filter', async () => {
    const all = await call(ctx.app, T, { lang: 'en' });
    expect(all.status).toBe(200);
    expect(all.data.totalCount).toBe(5);
    expect(all.data.items.map((m: TransportMode) => m.name)).toContain('DHL Express');
    const page = await call(ctx.app, `${T}?maxResultCount=2&skipCount=2`);
    expect(page.data.totalCount).toBe(5);
    expect(page.data.items.map((m: TransportMode) => m.id)).toEqual(all.data.items.slice(2, 4).map((m: TransportMode) => m.id));
    const au = await call(ctx.app, `${T}?countryCode=AU`);
    expect(au.data.items.map((m: TransportMode) => m.code)).toEqual(['AIR_STD', 'SEA_ECO', 'DHL_EXPRESS']);
    const bad = await call(ctx.app, `${T}?countryCode=ZZ`);
    expect(bad.status).toBe(400);
    expect(bad.data.error.validationErrors[0].members).toEqual(['countryCode']);
  });

  it('one mode with its fee table by zone and weight band', async () => {
    const all = await call(ctx.app, T);
    const dhl = all.data.items.find((m: TransportMode) => m.code === 'DHL_EXPRESS');
    const detail = await call(ctx.app, `${T}/transportation/${dhl.id}`);
    expect(detail.status).toBe(200);
    const d = detail.data as TransportModeDetail;
    expect(d.fees.map((f) => f.zoneName)).toEqual(['北美', '东南亚', '欧洲', '澳新']);
    const na = d.fees[0];
    expect(na).toMatchObject({
      countryCodes: ['US', 'CA'],
      firstWeight: 0.5,
      firstWeightPrice: 180,
      additionalWeight: 0.5,
      additionalPrice: 45,
      currency: 'CNY',
    });
    expect(na.bands[0]).toEqual({ weight: 0.5, price: 180 });
    expect(na.bands.find((b) => b.weight === 2)).toEqual({ weight: 2, price: 315 });
    expect(Math.max(...na.bands.map((b) => b.weight))).toBeLessThanOrEqual(70);
    const fees = await call(ctx.app, `${T}/shippingFeeList?transportModeId=${dhl.id}&countryCode=MY`);
    expect(fees.data.items.map((f: ZoneFee) => f.zoneName)).toEqual(['东南亚']);
    const nf = await call(ctx.app, `${T}/transportation/SM-nope`);
    expect(nf.status).toBe(404);
    expect(nf.data.error.code).toBe('NotFound');
    expect((await call(ctx.app, `${T}/transportation/${dhl.id}`, { host: 'blue.localhost' })).status).toBe(404);
    expect((await call(ctx.app, `${T}/shippingFeeList?transportModeId=${dhl.id}`, { host: 'navy.localhost' })).status).toBe(404);
  });

  it('groups by method type, lists for a destination, POST with fees, carriers', async () => {
    const groups = await call(ctx.app, `${T}/transportation`, { lang: 'en' });
    expect(groups.data.items.map((g: TransportationGroup) => g.methodType.code)).toEqual(['AIR', 'SEA', 'RAIL', 'EXPRESS']);
    expect(groups.data.items[0].items).toHaveLength(2);
    const de = await call(ctx.app, `${T}/transportationList?countryCode=DE`);
    expect(de.data.totalCount).toBe(5);
    for (const m of de.data.items as TransportModeDetail[]) expect(m.fees.map((f) => f.zoneName)).toEqual(['欧洲']);
    expect((await call(ctx.app, `${T}/transportationList`)).status).toBe(400);
    const post = await call(ctx.app, `${T}/transportModeAndFee`, {
      json: { countryCode: 'US', maxResultCount: 10 },
      host: 'blue.localhost',
    });
    expect(post.status).toBe(200);
    expect(post.data.totalCount).toBe(4);
    expect(post.data.items[0].fees[0].currency).toBe('USD');
    const empty = await call(ctx.app, `${T}/transportModeAndFee`, { method: 'POST' });
    expect(empty.data.totalCount).toBe(5);
    const carriers = await call(ctx.app, `${T}/logisticsCompanyList`);
    expect(carriers.data.items.map((c: { code: string }) => c.code)).toEqual(['YANWEN', 'CAINIAO', 'COSCO', 'CRE', 'DHL']);
  });
});
