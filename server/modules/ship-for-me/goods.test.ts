// The member's goods through the app: what an extension or a paste may hand over (URL schemes, sizes,
// prices, quantities, counts), the declaration prefilled and its errors naming the good and the field's
// code, the cart merge (no loss, no double, concurrent merges of one local cart), the list, and changes
// only while a good is in the cart; another member's or tenant's good is 404, a visitor 401.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CART_MAX, GOOD_TITLE_MAX, GOOD_URL_MAX, GOODS_PER_REQUEST, GoodStatus } from '../../../lib/contract/ship-for-me-rules.ts';
import { newId } from '../../db/ids.ts';
import { currencyRates, shipForMeGoods } from '../../db/schema/index.ts';
import { testAppPerFile } from '../../test/harness.ts';
import { tenantCurrency } from '../funds/index.ts';
import { addedGoods, collector, type Collector, fieldMessages, good, goodsApi } from './test-helpers.ts';

const ctx = testAppPerFile();
let m: Collector;
beforeAll(async () => {
  m = await collector(ctx());
});

const fieldsOf = async (goods: unknown[], who: Collector = m, lang = 'en') => {
  const res = await goodsApi(ctx, who, lang).add(goods);
  expect(res.status).toBe(400);
  return fieldMessages(res.data);
};

describe('ship-for-me goods: what may be handed over', () => {
  it('refuses pages and pictures that are not plain http(s) addresses', async () => {
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://item.taobao.com/x',
      'https://user:pw@item.taobao.com/x',
      'item.taobao.com/x',
    ]) {
      expect(await fieldsOf([good({ url })]), url).toEqual({ 'goods.0.url': 'Enter an http:// or https:// address without a user name or password.' });
    }
    expect(Object.keys(await fieldsOf([good(), good({ imageUrl: 'javascript:alert(1)' })]))).toEqual(['goods.1.imageUrl']);
    expect(Object.keys(await fieldsOf([good({ imageUrl: 'https://a:b@img.alicdn.com/x.jpg' })]))).toEqual(['goods.0.imageUrl']);
  });

  it('refuses huge strings, blank titles and shops, and counts over the limit', async () => {
    expect(await fieldsOf([good({ title: 'x'.repeat(GOOD_TITLE_MAX + 1) })])).toEqual({ 'goods.0.title': 'The value is too long.' });
    expect(Object.keys(await fieldsOf([good({ url: `https://item.taobao.com/${'a'.repeat(GOOD_URL_MAX)}` })]))).toEqual(['goods.0.url']);
    expect(Object.keys(await fieldsOf([good({ spec: 's'.repeat(5000), shopName: 'n'.repeat(5000) })])).sort()).toEqual(['goods.0.shopName', 'goods.0.spec']);
    expect(await fieldsOf([good({ title: '   ', shopName: '\t' })])).toEqual({
      'goods.0.title': 'This field is required.',
      'goods.0.shopName': 'This field is required.',
    });
    const many = Array.from({ length: GOODS_PER_REQUEST + 1 }, () => good());
    expect(Object.keys(await fieldsOf(many))).toEqual(['goods']);
    expect(await fieldsOf([])).toEqual({ goods: 'Choose at least one good.' });
  });

  it('refuses prices that are not above 0 with at most 2 decimals, and quantities outside 1–999', async () => {
    for (const unitPrice of [0, -1, 1.234, 2_000_000]) {
      expect(Object.keys(await fieldsOf([good({ unitPrice })])), String(unitPrice)).toEqual(['goods.0.unitPrice']);
    }
    expect(await fieldsOf([good({ unitPrice: 0 })], m, 'zh-Hans')).toEqual({ 'goods.0.unitPrice': '单价应大于 0，最多两位小数' });
    for (const quantity of [0, -3, 1000, 1.5]) {
      expect(Object.keys(await fieldsOf([good({ quantity })])), String(quantity)).toEqual(['goods.0.quantity']);
    }
    expect((await fieldsOf([good({ quantity: 0 })]))['goods.0.quantity']).toBe('The quantity must be a whole number from 1 to 999.');
    expect(Object.keys(await fieldsOf([good({ currency: 'XYZ' })]))).toEqual(['goods.0.currency']);
  });

  it('one bad good refuses the whole request: nothing is added', async () => {
    const who = await collector(ctx());
    await fieldsOf([good(), good({ unitPrice: 0 })], who);
    expect((await goodsApi(ctx, who).list()).data.totalCount).toBe(0);
  });
});

describe('ship-for-me goods: adding and the declaration', () => {
  it('keeps the good as handed over, its platform, and prefills the declaration from it', async () => {
    const who = await collector(ctx());
    const title = `Linen shirt ${'long '.repeat(30)}`.trim();
    const res = await goodsApi(ctx, who).add([
      good({ title, url: ' https://detail.tmall.com/item.htm?id=42 ', unitPrice: 88.5, quantity: 2, currency: 'USD' }),
    ]);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ added: 1, merged: 0 });
    const [g] = res.data.items;
    expect(g).toMatchObject({
      status: GoodStatus.InCart,
      platform: 'tmall',
      url: 'https://detail.tmall.com/item.htm?id=42',
      title,
      unitPrice: 88.5,
      currency: 'USD',
      quantity: 2,
      declaration: { declaredName: title.slice(0, 120), goodsTypeId: who.goodsTypeId, declaredValue: 88.5, currency: 'USD', quantity: 2 },
    });
    expect(g.declaration.goodsTypeName).toBeTruthy();
    const db = ctx().database.db;
    const site = await tenantCurrency(db, who.tenantId);
    const [rate] = await db
      .select()
      .from(currencyRates)
      .where(and(eq(currencyRates.tenantId, who.tenantId), eq(currencyRates.currency, 'USD')));
    const expected = site === 'USD' ? 177 : rate ? Math.round(17_700 / Number(rate.rate)) / 100 : null;
    expect(g).toMatchObject({ siteCurrency: site, totalInSiteCurrency: expected });
    const detail = (await goodsApi(ctx, who).one(g.id)).data;
    expect(detail.history).toEqual([{ at: expect.any(String), action: 'collected', ref: null }]);
  });

  it('a currency without a rate has no total in the site currency', async () => {
    const who = await collector(ctx());
    const [g] = (await goodsApi(ctx, who).add([good({ currency: 'KRW', unitPrice: 1000 })])).data.items;
    expect(g.totalInSiteCurrency).toBeNull();
  });

  it('a given declaration is checked: the message names the good and the field’s code (SPEC section 5)', async () => {
    const who = await collector(ctx());
    const res = await goodsApi(ctx, who).add([
      good(),
      good({ title: 'Blue mug', declaration: { declaredName: '  ', declaredValue: 0, goodsTypeId: 'GT-nope', quantity: 0 } }),
    ]);
    expect(res.status).toBe(400);
    expect(res.data.error.details).toBe('1010,1020,1030,1040');
    expect(fieldMessages(res.data)).toEqual({
      'goods.1.declaration.declaredName': 'The good “Blue mug”: the declared name (1010) must have a value.',
      'goods.1.declaration.goodsTypeId': 'The good “Blue mug”: the goods type (1020) is not valid.',
      'goods.1.declaration.declaredValue': 'The good “Blue mug”: the declared value (1030) must have a value.',
      'goods.1.declaration.quantity': 'The good “Blue mug”: the declared quantity (1040) must have a value.',
    });
    const zh = await goodsApi(ctx, who, 'zh-Hans').add([good({ title: '蓝色杯子', declaration: { declaredValue: 1.001 } })]);
    expect(fieldMessages(zh.data)).toEqual({ 'goods.0.declaration.declaredValue': '商品「蓝色杯子」的申报单价（1030）不正确' });
    expect((await goodsApi(ctx, who).list()).data.totalCount).toBe(0);
  });

  it('a given declaration is kept', async () => {
    const who = await collector(ctx());
    const [g] = (await goodsApi(ctx, who).add([good({ declaration: { declaredName: 'T-shirt', declaredValue: 30 } })])).data.items;
    expect(g.declaration).toMatchObject({ declaredName: 'T-shirt', declaredValue: 30, goodsTypeId: who.goodsTypeId, quantity: 1 });
  });

  it('holds at most CART_MAX goods in the cart (409), all or nothing', async () => {
    const who = await collector(ctx());
    const now = new Date();
    await ctx()
      .database.db.insert(shipForMeGoods)
      .values(
        Array.from({ length: CART_MAX - 1 }, (_, i) => ({
          id: newId('G'),
          tenantId: who.tenantId,
          userId: who.userId,
          status: GoodStatus.InCart,
          source: 'manual',
          identity: `filler-${i}`,
          platform: 'other',
          shopName: 'Filler',
          title: 'Filler',
          url: `https://example.com/${i}`,
          unitPrice: 100,
          currency: 'CNY',
          quantity: 1,
          declaredName: 'Filler',
          goodsTypeId: who.goodsTypeId,
          declaredValue: 100,
          declaredQuantity: 1,
          createdAt: now,
          updatedAt: now,
        })),
      );
    const full = await goodsApi(ctx, who).add([good(), good()]);
    expect(full.status).toBe(409);
    expect(full.data.error).toMatchObject({ code: 'CART_FULL', message: 'The cart holds at most 200 goods: send or remove some first.' });
    expect((await goodsApi(ctx, who).list({ maxResultCount: 1 })).data.totalCount).toBe(CART_MAX - 1);
    expect((await goodsApi(ctx, who).add([good()])).status).toBe(200);
  });
});

describe('ship-for-me goods: the cart merge', () => {
  it('the same clientKey twice adds one line; a retried hand-over writes nothing', async () => {
    const who = await collector(ctx());
    const g = good({ clientKey: 'local-0001' });
    const first = await goodsApi(ctx, who).add([g]);
    expect(first.data).toMatchObject({ added: 1, merged: 0 });
    const again = await goodsApi(ctx, who).add([{ ...g, quantity: 5 }]);
    expect(again.data).toMatchObject({ added: 0, merged: 1 });
    expect(again.data.items[0]).toMatchObject({ id: first.data.items[0].id, quantity: 1 });
    const list = (await goodsApi(ctx, who).list()).data;
    expect(list.totalCount).toBe(1);
    expect((await goodsApi(ctx, who).one(first.data.items[0].id)).data.history.map((h: { action: string }) => h.action)).toEqual(['collected']);
  });

  it('the same page and spec keeps one line with the larger quantity; another spec is another line', async () => {
    const who = await collector(ctx());
    const url = 'https://item.jd.com/100012.html';
    const [id] = await addedGoods(ctx, who, [good({ url, spec: 'Red', quantity: 2 })]);
    const res = await goodsApi(ctx, who).add([
      good({ url: 'https://ITEM.jd.com/100012.html', spec: ' red ', quantity: 3 }),
      good({ url, spec: 'Red', quantity: 1 }),
    ]);
    expect(res.data).toMatchObject({ added: 0, merged: 2 });
    expect(res.data.items).toHaveLength(1);
    expect(res.data.items[0]).toMatchObject({ id, quantity: 3, declaration: { quantity: 3 } });
    await addedGoods(ctx, who, [good({ url, spec: 'Blue', quantity: 1 })]);
    const list = (await goodsApi(ctx, who).list()).data;
    expect(list.items.map((g: { spec: string; quantity: number }) => [g.spec, g.quantity])).toEqual([
      ['Blue', 1],
      ['Red', 3],
    ]);
    const history = (await goodsApi(ctx, who).one(id)).data.history.map((h: { action: string }) => h.action);
    expect(history).toEqual(['collected', 'merged', 'merged']);
  });

  it('two concurrent merges of the same local cart neither lose nor double a line', async () => {
    const who = await collector(ctx());
    const local = [good({ clientKey: 'cart-aaaa-1' }), good({ clientKey: 'cart-aaaa-2', quantity: 2 }), good({ quantity: 3 })];
    const answers = await Promise.all([goodsApi(ctx, who).add(local), goodsApi(ctx, who).add(local), goodsApi(ctx, who).add(local)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.reduce((sum, a) => sum + a.data.added, 0)).toBe(3);
    const list = (await goodsApi(ctx, who).list()).data;
    expect(list.totalCount).toBe(3);
    expect(list.items.map((g: { quantity: number }) => g.quantity).sort()).toEqual([1, 2, 3]);
  });
});

describe('ship-for-me goods: the list', () => {
  it('groups by shop (the shop of the newest good first), newest first within a shop, with counts per status', async () => {
    const who = await collector(ctx());
    await addedGoods(ctx, who, [good({ shopName: 'Shop A', title: 'a1' })]);
    await addedGoods(ctx, who, [good({ shopName: 'Shop B', title: 'b1' })]);
    await addedGoods(ctx, who, [good({ shopName: 'Shop A', title: 'a2' })]);
    const list = (await goodsApi(ctx, who).list()).data;
    expect(list.items.map((g: { title: string }) => g.title)).toEqual(['a2', 'a1', 'b1']);
    expect(list.counts).toEqual([{ status: GoodStatus.InCart, count: 3 }]);
    expect(list.siteCurrency).toBe(await tenantCurrency(ctx().database.db, who.tenantId));
    expect((await goodsApi(ctx, who).list({ status: GoodStatus.Enquiry })).data).toMatchObject({ totalCount: 0, items: [] });
    expect((await goodsApi(ctx, who).list({ maxResultCount: 1, skipCount: 1 })).data.items.map((g: { title: string }) => g.title)).toEqual(['a1']);
  });

  it('finds a keyword in the title, shop or spec; LIKE’s wildcards are plain characters', async () => {
    const who = await collector(ctx());
    await addedGoods(ctx, who, [
      good({ title: '100% cotton', shopName: 'Mill', spec: 'S' }),
      good({ title: 'Wool', shopName: 'Knit_Works', spec: 'M' }),
      good({ title: 'Silk', shopName: 'Loom', spec: 'Ivory' }),
    ]);
    const titles = async (keyword: string) => (await goodsApi(ctx, who).list({ keyword })).data.items.map((g: { title: string }) => g.title);
    expect(await titles('%')).toEqual(['100% cotton']);
    expect(await titles('_')).toEqual(['Wool']);
    expect(await titles('ivory')).toEqual(['Silk']);
    expect(await titles('knit')).toEqual(['Wool']);
    expect(await titles('nothing')).toEqual([]);
  });
});

describe('ship-for-me goods: changes while in the cart', () => {
  it('updates quantity, spec and declaration; its errors name the good and the field', async () => {
    const who = await collector(ctx());
    const [id] = await addedGoods(ctx, who, [good({ title: 'Desk lamp' })]);
    const declaration = { declaredName: 'Lamp', goodsTypeId: who.goodsTypeId, declaredValue: 20.5, quantity: 2 };
    const res = await goodsApi(ctx, who).update(id, { quantity: 2, spec: 'Black', declaration });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ quantity: 2, spec: 'Black', declaration: { declaredName: 'Lamp', declaredValue: 20.5, quantity: 2 } });
    const bad = await goodsApi(ctx, who).update(id, { quantity: 0, declaration: { ...declaration, declaredName: '' } });
    expect(bad.status).toBe(400);
    expect(fieldMessages(bad.data)).toEqual({
      quantity: 'The quantity must be a whole number from 1 to 999.',
      'declaration.declaredName': 'The good “Desk lamp”: the declared name (1010) must have a value.',
    });
    expect((await goodsApi(ctx, who).one(id)).data.history.map((h: { action: string }) => h.action)).toEqual(['collected', 'edited']);
  });

  it('a good no longer in the cart cannot be changed or removed (409); removing deletes', async () => {
    const who = await collector(ctx());
    const [a, b] = await addedGoods(ctx, who, [good(), good()]);
    await ctx().database.db.update(shipForMeGoods).set({ status: GoodStatus.Forecast }).where(eq(shipForMeGoods.id, b));
    const declaration = { declaredName: 'X', goodsTypeId: who.goodsTypeId, declaredValue: 1, quantity: 1 };
    expect((await goodsApi(ctx, who).update(b, { quantity: 1, declaration })).data.error.code).toBe('GOODS_NOT_READY');
    const refused = await goodsApi(ctx, who).remove([a, b]);
    expect(refused.status).toBe(409);
    expect((await goodsApi(ctx, who).list()).data.totalCount).toBe(2);
    expect((await goodsApi(ctx, who).remove([a])).status).toBe(200);
    expect((await goodsApi(ctx, who).one(a)).status).toBe(404);
    expect((await goodsApi(ctx, who).list()).data.totalCount).toBe(1);
  });
});

describe('ship-for-me goods: whose', () => {
  it('another member’s or another tenant’s good is 404; a visitor is 401', async () => {
    const [id] = await addedGoods(ctx, m, [good()]);
    const other = await collector(ctx());
    const elsewhere = await collector(ctx(), 'blue.localhost');
    const declaration = { declaredName: 'X', goodsTypeId: m.goodsTypeId, declaredValue: 1, quantity: 1 };
    for (const who of [other, elsewhere]) {
      expect((await goodsApi(ctx, who).one(id)).status).toBe(404);
      expect((await goodsApi(ctx, who).update(id, { quantity: 1, declaration })).status).toBe(404);
      expect((await goodsApi(ctx, who).remove([id])).status).toBe(404);
      expect((await goodsApi(ctx, who).list()).data.items.some((g: { id: string }) => g.id === id)).toBe(false);
    }
    expect((await goodsApi(ctx, { token: m.token, host: 'blue.localhost' }).one(id)).status).toBe(401);
    const visitor = goodsApi(ctx, { host: 'localhost' });
    for (const res of [await visitor.list(), await visitor.add([good()]), await visitor.one(id), await visitor.remove([id])]) expect(res.status).toBe(401);
    expect((await goodsApi(ctx, m).one(id)).status).toBe(200);
  });
});
