import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginDemo, type TestContext } from '../../test/harness.ts';
import { registerMember } from '../../test/accounts-helpers.ts';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestApp();
  token = await loginDemo(ctx.app);
});
afterAll(() => ctx?.close());

describe('reference data', () => {
  it('countries include the required set with dialing codes', async () => {
    const res = await call(ctx.app, '/api/u/country', { token, lang: 'en' });
    const codes = res.data.items.map((c: { code: string }) => c.code);
    for (const code of ['CN', 'US', 'MY', 'SG', 'JP', 'GB', 'AU', 'CA']) expect(codes).toContain(code);
    expect(res.data.items.find((c: { code: string }) => c.code === 'MY')).toMatchObject({ name: 'Malaysia', internationalCode: '60' });
    expect((await call(ctx.app, '/api/u/country')).status).toBe(401);
  });

  it('regions are public (the fee calculator offers them); the region list by POST is not', async () => {
    const res = await call(ctx.app, '/api/u/region?countryCode=US', { lang: 'en' });
    expect(res.status).toBe(200);
    expect(res.data.items.length).toBeGreaterThan(2);
    expect((await call(ctx.app, '/api/u/regionGroup')).status).toBe(401);
  });

  it('regions by country, children by parent, both routes', async () => {
    const res = await call(ctx.app, '/api/u/region?countryCode=CN', { token });
    expect(res.data.items.length).toBeGreaterThanOrEqual(3);
    const gd = res.data.items.find((r: { code: string }) => r.code === 'GD');
    expect(gd.name).toBe('广东省');
    const cities = await call(ctx.app, `/api/u/region?parentId=${gd.id}`, { token, lang: 'en' });
    expect(cities.data.items.map((r: { name: string }) => r.name)).toContain('Guangzhou');
    const all = await call(ctx.app, '/api/u/area-management/region/all-list', { token, json: { countryCode: 'CN' } });
    expect(all.data).toEqual(res.data);
    for (const code of ['US', 'MY', 'SG', 'JP', 'GB', 'AU', 'CA']) {
      expect((await call(ctx.app, `/api/u/region?countryCode=${code}`, { token })).data.totalCount).toBeGreaterThan(2);
    }
  });

  it('region groups, both routes', async () => {
    const res = await call(ctx.app, '/api/u/regionGroup', { token, lang: 'en' });
    expect(res.data.items.find((g: { name: string }) => g.name === 'Southeast Asia').countryCodes).toEqual(['MY', 'SG']);
    const page = await call(ctx.app, '/api/u/area-management/region-group/list', { token, json: { maxResultCount: 2, skipCount: 1 } });
    expect(page.data.totalCount).toBe(res.data.totalCount);
    expect(page.data.items).toHaveLength(2);
  });

  it('international codes are public', async () => {
    const res = await call(ctx.app, '/api/system-management/common/international-code');
    expect(res.status).toBe(200);
    expect(res.data.items.find((x: { countryCode: string }) => x.countryCode === 'CN')).toMatchObject({ code: '86', label: '+86' });
  });

  it('member levels mark the member’s level; customer service and tips per tenant', async () => {
    const levels = await call(ctx.app, '/api/u/memberLevel', { token, lang: 'en' });
    expect(levels.data.items.find((l: { isCurrent: boolean }) => l.isCurrent).name).toBe('Silver');
    const cs = await call(ctx.app, '/api/user-management/exclusive-customer-service/my', { token });
    expect(cs.status).toBe(200);
    expect(cs.data).toMatchObject({
      name: expect.stringContaining('GlobalShip'),
      weChat: expect.any(String),
      workingHours: expect.stringContaining('周一'),
    });
    expect((await call(ctx.app, '/api/user-management/exclusive-customer-service/my')).status).toBe(401);
    // The name is per language like the working hours: no Chinese on an English page (issue 24, finding 10).
    const csEn = await call(ctx.app, '/api/user-management/exclusive-customer-service/my', { token, lang: 'en' });
    expect(csEn.data).toMatchObject({ name: 'Amy, GlobalShip customer service', workingHours: expect.stringContaining('Mon') });
    expect(cs.data.name).toBe('GlobalShip 客服 Amy');
    const tips = await call(ctx.app, '/api/u/tips?code=WAREHOUSE_ADDRESS', { token, lang: 'en' });
    expect(tips.data.items).toHaveLength(1);
    expect(tips.data.items[0].content).toMatch(/member code/);
  });
});

describe('warehouse address', () => {
  it('the default warehouse with the member code in the receiver and address lines', async () => {
    const res = await call(ctx.app, '/api/u/biz/ship-for-me/my-warehouse-address', { token, method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      warehouseName: '广州仓',
      isDefault: true,
      memberCode: 'GS100001',
      receiverName: '演示用户(GS100001)',
    });
    expect(res.data.addressLine2).toContain('GS100001');
    const list = await call(ctx.app, '/api/u/biz/ship-for-me/my-warehouse-address-list', { token, method: 'POST' });
    expect(list.data.totalCount).toBe(2);
    expect(list.data.items.map((w: { warehouseName: string }) => w.warehouseName)).toEqual(['广州仓', '义乌仓']);
    expect((await call(ctx.app, '/api/u/wareHouseAddress', { token })).data).toEqual(list.data);
    const yiwu = list.data.items[1];
    const one = await call(ctx.app, `/api/u/biz/ship-for-me/my-warehouse-address?warehouseId=${yiwu.warehouseId}`, {
      token,
      method: 'POST',
    });
    expect(one.data.warehouseId).toBe(yiwu.warehouseId);
  });

  it('a new member gets its own code on its tenant', async () => {
    const m = await registerMember(ctx, 'navy.localhost');
    const res = await call(ctx.app, '/api/u/biz/ship-for-me/my-warehouse-address', {
      token: m.token,
      method: 'POST',
      host: 'navy.localhost',
      lang: 'en',
    });
    expect(res.data.memberCode).toMatch(/^NE\d{6}$/);
    expect(res.data.receiverName).toBe(`${m.userName}(${res.data.memberCode})`);
    expect(res.data.warehouseName).toBe('Guangzhou warehouse');
  });
});
