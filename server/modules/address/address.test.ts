import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries } from '../../db/schema/index.ts';
import { call, createTestApp, loginDemo, type TestContext } from '../../test/harness.ts';
import { registerMember } from '../../test/accounts-helpers.ts';

let ctx: TestContext;
/** Selangor and Johor (Malaysia has states: an address there names one). */
let selangor: number;
let johor: number;
let guangdong: number;
const stateOf = async (countryCode: string, name: string) =>
  ((await call(ctx.app, `/api/u/region?countryCode=${countryCode}`, { lang: 'en' })).data.items as { id: number; name: string }[]).find((s) => s.name === name)!
    .id;
beforeAll(async () => {
  ctx = await createTestApp();
  [selangor, johor, guangdong] = await Promise.all([stateOf('MY', 'Selangor'), stateOf('MY', 'Johor'), stateOf('CN', 'Guangdong')]);
  // A destination without states (none of the demo's is).
  await ctx.database.db
    .insert(countries)
    .values({ code: 'XQ', nameZh: '无州岛', nameEn: 'Stateless Isle', internationalCode: '999', postcodePattern: null, sort: 999 })
    .onConflictDoNothing();
});
afterAll(() => ctx?.close());

const addr = (over: Record<string, unknown> = {}) => ({
  recipientName: 'Alice Tan',
  internationalCode: '+60',
  phone: '0123456789',
  countryCode: 'MY',
  regionId: selangor,
  city: 'Kuala Lumpur',
  addressLine1: '1 Jalan Ampang',
  addressLine2: 'Unit 3',
  postcode: '50450',
  ...over,
});

type Api = ReturnType<typeof client>;
function client(token: string) {
  return {
    create: (body: object, family: 'user' | 'member' = 'user') =>
      call(ctx.app, family === 'user' ? '/api/u/user/address' : '/api/u/memberAddress', { token, json: body }),
    list: async () => (await call(ctx.app, '/api/u/user/address/list', { token, json: { maxResultCount: 100, skipCount: 0 } })).data,
    memberList: async () => (await call(ctx.app, '/api/u/memberAddress?maxResultCount=100&skipCount=0', { token })).data,
    setDefault: (id: string, family: 'user' | 'member' = 'user') =>
      family === 'user'
        ? call(ctx.app, `/api/u/user/address/update-default?id=${id}`, { token, method: 'POST' })
        : call(ctx.app, `/api/u/memberAddress/${id}`, { token, method: 'PATCH' }),
    del: (id: string, family: 'user' | 'member' = 'user') =>
      call(ctx.app, `/api/u/${family === 'user' ? 'user/address' : 'memberAddress'}/${id}`, { token, method: 'DELETE' }),
  };
}

async function defaults(api: Api) {
  const { items } = await api.list();
  return items.filter((a: { isDefault: boolean }) => a.isDefault).map((a: { id: string }) => a.id);
}

describe('addresses', () => {
  it('the first address becomes default; exactly one default through create / set / delete in any order', async () => {
    const m = await registerMember(ctx);
    const api = client(m.token);
    const a = (await api.create(addr())).data;
    expect(a.isDefault).toBe(true);
    const b = (await api.create(addr({ recipientName: 'B' }), 'member')).data;
    expect(b.isDefault).toBe(false);
    expect(await defaults(api)).toEqual([a.id]);
    const c = (await api.create(addr({ recipientName: 'C', isDefault: true }))).data;
    expect(await defaults(api)).toEqual([c.id]);
    expect((await api.setDefault(b.id, 'member')).data.isDefault).toBe(true);
    expect(await defaults(api)).toEqual([b.id]);
    expect((await api.setDefault(a.id)).status).toBe(200);
    expect(await defaults(api)).toEqual([a.id]);
    // deleting a non-default keeps the default
    expect((await api.del(c.id, 'member')).status).toBe(200);
    expect(await defaults(api)).toEqual([a.id]);
    // deleting the default promotes the other
    expect((await api.del(a.id)).status).toBe(200);
    expect(await defaults(api)).toEqual([b.id]);
    // isDefault false on the default is ignored
    const put = await call(ctx.app, `/api/u/user/address/${b.id}`, {
      method: 'PUT',
      token: m.token,
      json: addr({ recipientName: 'B2', isDefault: false }),
    });
    expect(put.data).toMatchObject({ recipientName: 'B2', isDefault: true });
    // PUT with isDefault true on another moves the default
    const d = (await api.create(addr({ recipientName: 'D' }))).data;
    await call(ctx.app, `/api/u/memberAddress/${d.id}`, {
      method: 'PUT',
      token: m.token,
      json: addr({ recipientName: 'D', isDefault: true }),
    });
    expect(await defaults(api)).toEqual([d.id]);
    expect((await api.del(d.id)).status).toBe(200);
    expect((await api.del(b.id)).status).toBe(200);
    expect(await api.list()).toEqual({ totalCount: 0, items: [] });
    const e = (await api.create(addr(), 'member')).data;
    expect(e.isDefault).toBe(true);
  });

  it('concurrent creates on an empty book still give one default', async () => {
    const m = await registerMember(ctx);
    const api = client(m.token);
    const results = await Promise.all([1, 2, 3, 4].map((i) => api.create(addr({ recipientName: `R${i}` }))));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await defaults(api)).toHaveLength(1);
  });

  it('both families see the same data; default first in the list; localized names', async () => {
    const m = await registerMember(ctx);
    const api = client(m.token);
    const a = (await api.create(addr())).data;
    const b = (
      await api.create(
        addr({
          recipientName: 'Bob',
          countryCode: 'cn',
          regionId: guangdong,
          postcode: '510000',
          internationalCode: '86',
          phone: '13900000000',
        }),
        'member',
      )
    ).data;
    const viaUser = await api.list();
    const viaMember = await api.memberList();
    expect(viaUser).toEqual(viaMember);
    expect(viaUser.items[0].id).toBe(a.id);
    const one = await call(ctx.app, `/api/u/memberAddress/${a.id}`, { token: m.token, lang: 'en' });
    expect(one.data).toMatchObject({ countryName: 'Malaysia', internationalCode: '60', isDefault: true });
    expect((await call(ctx.app, `/api/u/user/address/${b.id}`, { token: m.token })).data).toMatchObject({
      countryCode: 'CN',
      countryName: '中国',
    });
  });

  it('another member’s address answers 404 on every route', async () => {
    const owner = await registerMember(ctx);
    const a = (await client(owner.token).create(addr())).data;
    const token = await loginDemo(ctx.app);
    const paths: [string, string, object?][] = [
      ['GET', `/api/u/user/address/${a.id}`],
      ['PUT', `/api/u/user/address/${a.id}`, addr()],
      ['DELETE', `/api/u/user/address/${a.id}`],
      ['POST', `/api/u/user/address/update-default?id=${a.id}`],
      ['GET', `/api/u/memberAddress/${a.id}`],
      ['PUT', `/api/u/memberAddress/${a.id}`, addr()],
      ['DELETE', `/api/u/memberAddress/${a.id}`],
      ['PATCH', `/api/u/memberAddress/${a.id}`],
    ];
    for (const [method, path, json] of paths) {
      const res = await call(ctx.app, path, { method, token, json });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect((await call(ctx.app, `/api/u/user/address/${a.id}`, { token: owner.token })).status).toBe(200);
  });

  it('validation names the fields with localized messages', async () => {
    const m = await registerMember(ctx);
    const api = client(m.token);
    const res = await call(ctx.app, '/api/u/user/address', {
      token: m.token,
      lang: 'en',
      json: addr({ recipientName: ' ', phone: 'abc', countryCode: 'US', postcode: '1234', regionId: 999999 }),
    });
    expect(res.status).toBe(400);
    const byField = Object.fromEntries(res.data.error.validationErrors.map((v: { members: string[]; message: string }) => [v.members[0], v.message]));
    expect(byField).toEqual({
      recipientName: 'This field is required.',
      phone: 'Enter a correct phone number.',
      regionId: 'The region does not belong to the chosen country.',
      postcode: 'The postcode is not valid for this country.',
    });
    const unknown = await api.create(addr({ countryCode: 'ZZ' }));
    expect(unknown.data.error.validationErrors[0]).toMatchObject({ members: ['countryCode'], message: '国家/地区不存在' });
    const missing = await call(ctx.app, '/api/u/user/address', { token: m.token, json: { recipientName: 'x' } });
    expect(missing.status).toBe(400);
    expect(missing.data.error.validationErrors.map((v: { members: string[] }) => v.members[0])).toContain('addressLine1');
    expect(missing.data.error.validationErrors[0].message).toBe('此项为必填项');
  });

  it('a country with states needs one, of that country; a country without states needs none', async () => {
    const m = await registerMember(ctx);
    const api = client(m.token);
    for (const regionId of [null, undefined]) {
      const res = await call(ctx.app, '/api/u/user/address', { token: m.token, lang: 'en', json: addr({ regionId }) });
      expect(res.status).toBe(400);
      expect(res.data.error.validationErrors).toEqual([{ members: ['regionId'], message: 'Please choose a state or province.' }]);
    }
    const zh = await api.create(addr({ regionId: null }));
    expect(zh.data.error.validationErrors).toEqual([{ members: ['regionId'], message: '请选择省/州' }]);
    expect((await api.list()).items).toEqual([]);

    const created = await api.create(addr({ regionId: johor }));
    expect(created.status).toBe(200);
    const cleared = await call(ctx.app, `/api/u/user/address/${created.data.id}`, {
      method: 'PUT',
      token: m.token,
      json: addr({ regionId: null }),
    });
    expect(cleared.status).toBe(400);
    expect((await call(ctx.app, `/api/u/user/address/${created.data.id}`, { token: m.token })).data.regionId).toBe(johor);

    const stateless = await api.create(addr({ countryCode: 'XQ', regionId: null, postcode: null }));
    expect(stateless.status).toBe(200);
    expect((await call(ctx.app, '/api/u/user/address', { token: m.token, json: addr({ countryCode: 'XQ', regionId: selangor }) })).status).toBe(400);
  });

  it('pages in SQL and sorts by whitelisted columns only, the default first', async () => {
    const m = await registerMember(ctx);
    const api = client(m.token);
    for (const name of ['Carol', 'Alice', 'Dave', 'Bob']) await api.create(addr({ recipientName: name }));
    const page = (body: object) => call(ctx.app, '/api/u/user/address/list', { token: m.token, json: body });
    const names = async (body: object) => (await page(body)).data.items.map((a: { recipientName: string }) => a.recipientName);
    // Carol was first, so she is the default; the others follow newest first.
    expect(await names({ maxResultCount: 2, skipCount: 0 })).toEqual(['Carol', 'Bob']);
    expect(await names({ maxResultCount: 2, skipCount: 2 })).toEqual(['Dave', 'Alice']);
    expect((await page({ maxResultCount: 2, skipCount: 2 })).data.totalCount).toBe(4);
    expect(await names({ maxResultCount: 10, skipCount: 0, sorting: 'recipientName asc' })).toEqual(['Carol', 'Alice', 'Bob', 'Dave']);
    expect(await names({ maxResultCount: 3, skipCount: 1, sorting: 'recipientName desc' })).toEqual(['Dave', 'Bob', 'Alice']);
    const member = await call(ctx.app, '/api/u/memberAddress?maxResultCount=1&skipCount=1&sorting=recipientName%20asc', { token: m.token });
    expect(member.data.items.map((a: { recipientName: string }) => a.recipientName)).toEqual(['Alice']);
    // Only whitelisted columns: anything else is a 400 naming `sorting`, never SQL.
    for (const sorting of ['userId asc', 'recipientName; drop table user_addresses', 'phone']) {
      const res = await page({ maxResultCount: 10, skipCount: 0, sorting });
      expect(res.status, sorting).toBe(400);
      expect(res.data.error.validationErrors[0].members).toEqual(['sorting']);
    }
  });

  it('requires sign-in', async () => {
    expect((await call(ctx.app, '/api/u/memberAddress')).status).toBe(401);
  });
});
