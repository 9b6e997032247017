import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeeCalculation, FeeQuote, GoodsType, ShippingMethod } from '../../../lib/contract/wire.ts';
import { call, createTestApp, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

const S = '/api/u/shipping-management';
const FEE = `${S}/shipping-method/fee-calculate`;

async function quote(query: Record<string, string | number>, host = 'localhost', lang = 'zh-Hans') {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await call(ctx.app, `${FEE}?${qs}`, { host, lang });
  return res as { status: number; data: FeeCalculation };
}
const byCode = async (host = 'localhost') => {
  const { data } = await call(ctx.app, `${S}/shipping-method/list?maxResultCount=100`, { host });
  return new Map((data.items as ShippingMethod[]).map((m) => [m.code, m.id]));
};
const pick = (data: FeeCalculation, id: string) => data.items.find((q: FeeQuote) => q.methodId === id)!;

async function postForm(path: string, form: Record<string, string> = {}, host = 'localhost', lang = 'zh-Hans') {
  const res = await ctx.app.request(`http://${host}${path}`, {
    method: 'POST',
    headers: { host, 'accept-language': lang, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  return { status: res.status, data: await res.json() };
}

describe('fee calculation (localhost, CNY)', () => {
  it('works without sign-in; actual weight beats volumetric; first weight + steps + fuel', async () => {
    const ids = await byCode();
    const { status, data } = await quote({ countryCode: 'US', weight: 2, length: 10, width: 10, height: 10 });
    expect(status).toBe(200);
    expect(data.currency).toBe('CNY');
    const dhl = pick(data, ids.get('DHL_EXPRESS')!);
    expect(dhl).toMatchObject({
      actualWeight: 2,
      volumetricWeight: 0.2,
      volumetricDivisor: 5000,
      chargeableWeight: 2,
      firstWeight: 0.5,
      firstWeightPrice: 180,
      additionalWeight: 1.5,
      additionalUnitWeight: 0.5,
      additionalUnitPrice: 45,
      additionalUnits: 3,
      additionalPrice: 135,
      freight: 315,
      total: 371.7,
      currency: 'CNY',
      transitDays: { min: 3, max: 5 },
    });
    expect(dhl.surcharges).toEqual([{ code: 'FUEL', name: '燃油附加费', rate: 18, amount: 56.7 }]);
    expect(dhl.methodType.code).toBe('EXPRESS');
    // cheapest first; rail does not serve the US at all
    const totals = data.items.map((q) => q.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(data.items.some((q) => q.methodId === ids.get('RAIL_EU'))).toBe(false);
    expect(data.totalCount).toBe(data.items.length);
  });

  it('volumetric beats actual, with the divisor of each method', async () => {
    const ids = await byCode();
    const { data } = await quote({ countryCode: 'US', weight: 1, length: 50, width: 40, height: 30 });
    const dhl = pick(data, ids.get('DHL_EXPRESS')!);
    expect(dhl).toMatchObject({ actualWeight: 1, volumetricWeight: 12, chargeableWeight: 12, additionalUnits: 23, freight: 180 + 23 * 45 });
    const air = pick(data, ids.get('AIR_STD')!);
    expect(air).toMatchObject({ volumetricWeight: 10, chargeableWeight: 10, additionalUnits: 19 });
  });

  it('rounds up to the step; exact boundaries stay; within first weight only the first price', async () => {
    const ids = await byCode();
    const dhlAt = async (weight: number) => pick((await quote({ countryCode: 'US', weight })).data, ids.get('DHL_EXPRESS')!);
    expect(await dhlAt(0.3)).toMatchObject({
      chargeableWeight: 0.5,
      additionalUnits: 0,
      additionalPrice: 0,
      freight: 180,
      additionalWeight: 0,
    });
    expect(await dhlAt(0.5)).toMatchObject({ chargeableWeight: 0.5, additionalUnits: 0 });
    expect(await dhlAt(0.501)).toMatchObject({ chargeableWeight: 1, additionalUnits: 1 });
    expect(await dhlAt(1)).toMatchObject({ chargeableWeight: 1, additionalUnits: 1 });
    expect(await dhlAt(1.001)).toMatchObject({ chargeableWeight: 1.5, additionalUnits: 2 });
    const sea = pick((await quote({ countryCode: 'US', weight: 5.2 })).data, ids.get('SEA_ECO')!);
    expect(sea).toMatchObject({ firstWeight: 5, chargeableWeight: 6, additionalUnits: 1, additionalUnitWeight: 1 });
  });

  it('zone-specific prices', async () => {
    const ids = await byCode();
    const us = pick((await quote({ countryCode: 'US', weight: 0.5 })).data, ids.get('DHL_EXPRESS')!);
    const my = pick((await quote({ countryCode: 'my', weight: 0.5 })).data, ids.get('DHL_EXPRESS')!);
    const de = pick((await quote({ countryCode: 'DE', weight: 0.5 })).data, ids.get('DHL_EXPRESS')!);
    expect(us).toMatchObject({ firstWeightPrice: 180, zone: { name: '北美' } });
    expect(my).toMatchObject({ firstWeightPrice: 108, additionalUnitPrice: 27, zone: { name: '东南亚' } });
    expect(de.firstWeightPrice).toBe(198);
    const deAll = (await quote({ countryCode: 'DE', weight: 2 })).data;
    expect(deAll.items.some((q) => q.methodId === ids.get('RAIL_EU'))).toBe(true);
    const none = (await quote({ countryCode: 'BR', weight: 2 })).data;
    expect(none).toMatchObject({ totalCount: 0, items: [], unavailable: [] });
  });

  it('surcharges: fuel percentage and handling fee', async () => {
    const ids = await byCode();
    const { data } = await quote({ countryCode: 'US', weight: 0.5 }, 'localhost', 'en');
    const air = pick(data, ids.get('AIR_STD')!);
    expect(air.freight).toBe(60);
    expect(air.surcharges).toEqual([
      { code: 'FUEL', name: 'Fuel surcharge', rate: 12.5, amount: 7.5 },
      { code: 'HANDLING', name: 'Handling fee', rate: null, amount: 5 },
    ]);
    expect(air.total).toBe(72.5);
    const sea = pick(data, ids.get('SEA_ECO')!);
    expect(sea.surcharges).toEqual([{ code: 'HANDLING', name: 'Handling fee', rate: null, amount: 20 }]);
    expect(sea.total).toBe(170);
  });

  it('overweight, oversize and goods-type exclusions are listed with reasons', async () => {
    const ids = await byCode();
    const heavy = (await quote({ countryCode: 'US', weight: 35 }, 'localhost', 'en')).data;
    const reasonsOf = (d: FeeCalculation, code: string) => d.unavailable.find((u) => u.methodId === ids.get(code))?.reasons.map((r) => r.code);
    expect(reasonsOf(heavy, 'AIR_STD')).toEqual(['Overweight']);
    expect(reasonsOf(heavy, 'AIR_BATTERY')).toEqual(['Overweight']);
    expect(heavy.unavailable[0].reasons[0].message).toMatch(/kg/);
    expect(pick(heavy, ids.get('DHL_EXPRESS')!)).toBeTruthy();
    const long = (await quote({ countryCode: 'US', weight: 2, length: 130, width: 10, height: 10 })).data;
    expect(reasonsOf(long, 'DHL_EXPRESS')).toEqual(['Oversize']);
    expect(reasonsOf(long, 'AIR_STD')).toEqual(['Oversize']);
    expect(pick(long, ids.get('SEA_ECO')!)).toBeTruthy();
    const goods = await postForm(`${S}/goods-type/list`);
    const battery = (goods.data.items as GoodsType[]).find((g) => g.code === 'BATTERY')!;
    const withBattery = (await quote({ countryCode: 'US', weight: 1, goodsTypeId: battery.id })).data;
    expect(withBattery.items.map((q) => q.methodId)).toEqual([ids.get('AIR_BATTERY')]);
    expect(reasonsOf(withBattery, 'DHL_EXPRESS')).toEqual(['GoodsTypeNotAllowed']);
    const both = (await quote({ countryCode: 'US', weight: 40, length: 150, goodsTypeId: battery.id })).data;
    expect(reasonsOf(both, 'AIR_STD')).toEqual(['Overweight', 'Oversize', 'GoodsTypeNotAllowed']);
  });

  it('answers in the currency of each tenant', async () => {
    const blueIds = await byCode('blue.localhost');
    const blue = (await quote({ countryCode: 'US', weight: 0.5 }, 'blue.localhost')).data;
    expect(blue.currency).toBe('USD');
    expect(pick(blue, blueIds.get('DHL_EXPRESS')!)).toMatchObject({ firstWeightPrice: 25.2, currency: 'USD' });
    const navyIds = await byCode('navy.localhost');
    const navy = (await quote({ countryCode: 'US', weight: 0.5 }, 'navy.localhost')).data;
    expect(pick(navy, navyIds.get('DHL_EXPRESS')!)).toMatchObject({ firstWeightPrice: 117, currency: 'MYR' });
  });

  it('invalid input: 400 naming the field', async () => {
    const cases: [Record<string, string | number>, string][] = [
      [{ countryCode: 'US', weight: 0 }, 'weight'],
      [{ countryCode: 'US', weight: -1 }, 'weight'],
      [{ countryCode: 'US', weight: 1000.5 }, 'weight'],
      [{ countryCode: 'US', weight: 'abc' }, 'weight'],
      [{ countryCode: 'US', weight: 1, length: -1 }, 'length'],
      [{ countryCode: 'US', weight: 1, height: 301 }, 'height'],
      [{ countryCode: 'XX', weight: 1 }, 'countryCode'],
      [{ countryCode: 'USA', weight: 1 }, 'countryCode'],
      [{ weight: 1 }, 'countryCode'],
      [{ countryCode: 'US', weight: 1, goodsTypeId: 'GT-nope' }, 'goodsTypeId'],
    ];
    for (const [q, field] of cases) {
      const res = await quote(q, 'localhost', 'en');
      expect(res.status, JSON.stringify(q)).toBe(400);
      const body = res.data as unknown as { error: { code: string; message: string; validationErrors: { members: string[] }[] } };
      expect(body.error.validationErrors.map((v) => v.members[0])).toContain(field);
      expect(body.error.message).toContain(field);
    }
    expect((await quote({ countryCode: 'US', weight: 1000, length: 300, width: 0, height: 0 })).status).toBe(200);
  });
});

describe('shipping lists', () => {
  it('method list: destination, type and goods filters, paging', async () => {
    const all = await call(ctx.app, `${S}/shipping-method/list`);
    expect(all.status).toBe(200);
    expect(all.data.totalCount).toBe(5);
    const m = (all.data.items as ShippingMethod[]).find((x) => x.code === 'AIR_STD')!;
    expect(m).toMatchObject({
      volumetricDivisor: 6000,
      firstWeight: 0.5,
      firstWeightPrice: 36,
      additionalWeight: 0.5,
      maxWeight: 30,
      maxSideCm: 120,
      currency: 'CNY',
      fuelSurchargeRate: 12.5,
      handlingFee: 5,
    });
    expect(m.allowedGoodsTypes.map((g) => g.code)).toEqual(['GENERAL', 'COSMETICS', 'BRAND', 'FOOD']);
    const de = await call(ctx.app, `${S}/shipping-method/list?countryCode=DE`);
    expect(de.data.totalCount).toBe(5);
    const us = await call(ctx.app, `${S}/shipping-method/list?countryCode=US`);
    expect(us.data.totalCount).toBe(4);
    const paged = await call(ctx.app, `${S}/shipping-method/list?maxResultCount=2&skipCount=4`);
    expect(paged.data).toMatchObject({ totalCount: 5 });
    expect(paged.data.items).toHaveLength(1);
    const types = await postForm(`${S}/shipping-method-type/list`);
    const express = types.data.items.find((t: { code: string }) => t.code === 'EXPRESS');
    const byType = await call(ctx.app, `${S}/shipping-method/list?methodTypeId=${express.id}`);
    expect(byType.data.items.map((x: ShippingMethod) => x.code)).toEqual(['DHL_EXPRESS']);
  });

  it('sorting: whitelisted fields in either direction; any other field is a localized 400 naming `sorting`', async () => {
    const list = async (sorting: string, lang = 'zh-Hans') =>
      call(ctx.app, `${S}/shipping-method/list?maxResultCount=100&sorting=${encodeURIComponent(sorting)}`, { lang });
    const byPrice = (await list('firstWeightPrice desc')).data.items as ShippingMethod[];
    const prices = byPrice.map((m) => m.firstWeightPrice);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const byCodeAsc = ((await list('code')).data.items as ShippingMethod[]).map((m) => m.code);
    expect(byCodeAsc).toEqual([...byCodeAsc].sort());
    const byCodeDesc = ((await list('CODE DESC')).data.items as ShippingMethod[]).map((m) => m.code);
    expect(byCodeDesc).toEqual([...byCodeAsc].reverse());
    const bad = await list('tenantId desc', 'en');
    expect(bad.status).toBe(400);
    expect(bad.data.error.validationErrors).toEqual([{ message: 'The list cannot be sorted by this field.', members: ['sorting'] }]);
    const zh = await list('1; drop table users');
    expect(zh.status).toBe(400);
    expect(zh.data.error.message).toMatch(/^请求参数有误/);
  });

  it('form-encoded reference lists with paging and filter, localized', async () => {
    const types = await postForm(`${S}/shipping-method-type/list`, {}, 'localhost', 'en');
    expect(types.status).toBe(200);
    expect(types.data.items.map((t: { code: string }) => t.code)).toEqual(['AIR', 'SEA', 'RAIL', 'EXPRESS']);
    expect(types.data.items[0].name).toBe('Air freight');
    const goods = await postForm(`${S}/goods-type/list`, { maxResultCount: '2', skipCount: '1' });
    expect(goods.data.totalCount).toBe(6);
    expect(goods.data.items.map((g: GoodsType) => g.code)).toEqual(['BATTERY', 'LIQUID']);
    expect(goods.data.items[0].name).toBe('带电物品');
    const services = await postForm(`${S}/additional-service/list`, { filter: 'insur' }, 'blue.localhost', 'en');
    expect(services.data.items).toEqual([expect.objectContaining({ code: 'INSURANCE', priceType: 'PERCENT', rate: 3, price: 1.4, currency: 'USD' })]);
    const json = await call(ctx.app, `${S}/additional-service/list`, { json: { maxResultCount: 100 } });
    expect(json.data.totalCount).toBe(5);
    const bad = await postForm(`${S}/goods-type/list`, { maxResultCount: '0' });
    expect(bad.status).toBe(400);
    expect(bad.data.error.validationErrors[0].members).toEqual(['maxResultCount']);
  });

  it('declared names as a tree, filterable', async () => {
    const tree = await postForm(`${S}/declared-name/recursion-list`);
    expect(tree.data.totalCount).toBe(5);
    expect(tree.data.items[0].children.length).toBeGreaterThan(0);
    const filtered = await postForm(`${S}/declared-name/recursion-list`, { filter: 'earphones' }, 'localhost', 'en');
    expect(filtered.data.items).toHaveLength(1);
    expect(filtered.data.items[0].name).toBe('Digital accessories');
    expect(filtered.data.items[0].children.map((c: { name: string; hsCode: string }) => [c.name, c.hsCode])).toEqual([['Bluetooth earphones', '8518300000']]);
    const children = await postForm(`${S}/declared-name/recursion-list`, { parentId: tree.data.items[0].id });
    expect(children.data.items.length).toBe(tree.data.items[0].children.length);
  });
});
