// Forecasts: every field's rule in both languages, duplicates, a forecast of an unclaimed arrival's number
// (a claim), all or nothing, concurrent forecasts of one number, editing a forecast, the inbound couriers.
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ParcelStatus } from '../../../lib/contract/enums.ts';
import { parcels, users } from '../../db/schema/index.ts';
import { call, testAppPerFile } from '../../test/harness.ts';
import { checkForecasts } from './forecast.ts';
import { api, card, fieldMessages, insertParcel, newMember, refsOf, trackingNumber } from './test-helpers.ts';

const ctx = testAppPerFile();
const FORECAST = '/u/ship-for-me/parcel';

async function activeCount(tenantId: string, number: string) {
  const [row] = await ctx()
    .database.db.select({ n: count() })
    .from(parcels)
    .where(and(eq(parcels.tenantId, tenantId), eq(parcels.trackingNumber, number)));
  return Number(row.n);
}

describe('forecast', () => {
  it('creates several parcels at once, normalized, with goods, services and a history line', async () => {
    const m = await newMember(ctx());
    const refs = await refsOf(ctx(), m.tenantId);
    const photoService = refs.services.find((s) => s.code === 'PHOTO')!;
    const insurance = refs.services.find((s) => s.code === 'INSURANCE')!;
    const number = trackingNumber();
    const res = await api(ctx(), m).post(FORECAST, {
      parcels: [
        card(refs, {
          trackingNumber: `  ${number.toLowerCase()} `,
          carrierCode: 'yto',
          additionalServiceIds: [photoService.id, insurance.id],
          remark: '  fragile  ',
          goods: [
            { declaredName: ' Jacket ', goodsTypeId: refs.goodsTypeId, quantity: 1, unitValue: 300, currency: 'cny' },
            { declaredName: 'Cup', goodsTypeId: refs.goodsTypeId, quantity: 3, unitValue: 12.5, currency: 'CNY' },
          ],
        }),
        card(refs, { carrierCode: 'OTHER', carrierName: 'Local van', deliveryMode: 2, warehouseId: refs.warehouseIds[1] }),
      ],
    });
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    expect(res.data.pendingClaims).toEqual([]);
    const [a, b] = res.data.items;
    expect(a).toMatchObject({
      trackingNumber: number,
      carrierCode: 'YTO',
      carrierName: '圆通速递',
      status: ParcelStatus.NotArrival,
      declaredName: 'Jacket +1',
      declaredValue: 337.5,
      currency: 'CNY',
      remark: 'fragile',
      cancelable: true,
      editable: true,
      selectable: false,
      unselectableReason: 'notInbound',
      storage: null,
      weight: null,
    });
    expect(b).toMatchObject({ carrierCode: 'OTHER', carrierName: 'Local van', deliveryMode: 2, warehouseId: refs.warehouseIds[1] });
    const detail = await api(ctx(), m, 'en').get(`/u/biz/parcel/${a.id}`);
    expect(detail.data.carrierName).toBe('YTO Express');
    expect(detail.data.goods.map((g: { declaredName: string; quantity: number; unitValue: number }) => [g.declaredName, g.quantity, g.unitValue])).toEqual([
      ['Jacket', 1, 300],
      ['Cup', 3, 12.5],
    ]);
    // Prices when chosen: PHOTO fixed; INSURANCE 3 % of 337.50 = 10.13, at least its minimum price.
    const prices = Object.fromEntries(detail.data.additionalServices.map((s: { code: string; price: number }) => [s.code, s.price]));
    expect(prices).toEqual({
      PHOTO: photoService.price / 100,
      INSURANCE: Math.max(insurance.price, Math.round((33750 * insurance.rateBp) / 10000)) / 100,
    });
    const logs = await api(ctx(), m, 'en').get(`/u/biz/parcel/${a.id}/action-logs`);
    expect(logs.data.items).toMatchObject([{ action: 'forecast', location: 'Guangzhou warehouse' }]);
  });

  it('checks every field of a card, with messages in both languages', async () => {
    const m = await newMember(ctx());
    const refs = await refsOf(ctx(), m.tenantId);
    const bad = {
      parcels: [
        card(refs, {
          warehouseId: 'W-nope',
          trackingNumber: 'ab',
          carrierCode: 'NOPE',
          deliveryMode: 4,
          goods: [],
          additionalServiceIds: ['AS-nope'],
        }),
        card(refs, {
          trackingNumber: 'BAD NUMBER!',
          carrierCode: 'OTHER',
          carrierName: '  ',
          goods: [
            { declaredName: ' ', goodsTypeId: 'GT-nope', quantity: 1, unitValue: 1.234, currency: '', declaredNameId: 'DN-nope' },
            { declaredName: 'Cup', goodsTypeId: refs.goodsTypeId, quantity: 1, unitValue: 0, currency: 'USD' },
          ],
        }),
        card(refs, {
          warehouseId: '',
          trackingNumber: '',
          carrierCode: '',
          goods: [
            { declaredName: 'Cup', goodsTypeId: '', quantity: 1, unitValue: 2, currency: 'CNY' },
            { declaredName: 'Cup', goodsTypeId: refs.goodsTypeId, quantity: 1, unitValue: 2, currency: 'US' },
          ],
        }),
      ],
    };
    const zh = await api(ctx(), m).post(FORECAST, bad);
    expect(zh.status).toBe(400);
    expect(zh.data.error.code).toBe('ValidationError');
    expect(fieldMessages(zh.data)).toEqual({
      'parcels.0.warehouseId': '请选择有效的收货仓库',
      'parcels.0.trackingNumber': '快递单号应为 5–40 位字母、数字或“-”',
      'parcels.0.carrierCode': '请从列表中选择快递公司，或选择“其他”并填写名称',
      'parcels.0.deliveryMode': '请选择集运或转运',
      'parcels.0.goods': '请至少填写一项申报物品',
      'parcels.0.additionalServiceIds': '所选增值服务不存在',
      'parcels.1.trackingNumber': '快递单号应为 5–40 位字母、数字或“-”',
      'parcels.1.carrierName': '请填写快递公司名称',
      'parcels.1.goods.0.declaredName': '此项为必填项',
      'parcels.1.goods.0.declaredNameId': '所选申报品名不存在',
      'parcels.1.goods.0.goodsTypeId': '请选择有效的物品类型',
      'parcels.1.goods.0.unitValue': '单价应大于 0，最多两位小数',
      'parcels.1.goods.0.currency': '此项为必填项',
      'parcels.1.goods.1.unitValue': '单价应大于 0，最多两位小数',
      'parcels.2.warehouseId': '此项为必填项',
      'parcels.2.trackingNumber': '此项为必填项',
      'parcels.2.carrierCode': '此项为必填项',
      'parcels.2.goods.0.goodsTypeId': '此项为必填项',
      'parcels.2.goods.1.currency': '请选择币种',
    });
    const en = fieldMessages((await api(ctx(), m, 'en').post(FORECAST, bad)).data);
    expect(en['parcels.0.trackingNumber']).toBe('The tracking number must be 5–40 letters, digits or hyphens.');
    expect(en['parcels.1.carrierName']).toBe('Please enter the carrier’s name.');
    expect(en['parcels.0.goods']).toBe('Please add at least one declared item.');
    expect(en['parcels.2.goods.1.currency']).toBe('Please choose a currency.');
    // One currency per parcel.
    const mixed = await api(ctx(), m, 'en').post(FORECAST, {
      parcels: [card(refs, { goods: [card(refs).goods[0], { ...card(refs).goods[0], currency: 'USD' }] })],
    });
    expect(fieldMessages(mixed.data)).toEqual({
      'parcels.0.goods.1.currency': 'Please use one currency for all the declared items of a parcel.',
    });
    // Shapes the request schema refuses: quantity, remark length, no parcels.
    const shape = await api(ctx(), m, 'en').post(FORECAST, {
      parcels: [
        card(refs, {
          remark: 'x'.repeat(501),
          goods: [
            { ...card(refs).goods[0], quantity: 0 },
            { ...card(refs).goods[0], quantity: 10000 },
          ],
        }),
      ],
    });
    expect(fieldMessages(shape.data)).toEqual({
      'parcels.0.remark': 'The value is too long.',
      'parcels.0.goods.0.quantity': 'The quantity must be a whole number from 1 to 9999.',
      'parcels.0.goods.1.quantity': 'The quantity must be a whole number from 1 to 9999.',
    });
    expect((await api(ctx(), m).post(FORECAST, { parcels: [] })).status).toBe(400);
    expect(await activeCount(m.tenantId, 'AB')).toBe(0);
  });

  it('duplicates: own → already forecast, another member’s → a forecast of one’s own as for any number, twice in one request → named', async () => {
    const m = await newMember(ctx());
    const other = await newMember(ctx());
    const refs = await refsOf(ctx(), m.tenantId);
    const mine = card(refs);
    expect((await api(ctx(), m).post(FORECAST, { parcels: [mine] })).status).toBe(200);
    const again = await api(ctx(), m, 'en').post(FORECAST, {
      parcels: [{ ...mine, trackingNumber: ` ${mine.trackingNumber.toLowerCase()}` }],
    });
    expect(fieldMessages(again.data)).toEqual({
      'parcels.0.trackingNumber': 'You have already forecast this tracking number. You can find it in My parcels.',
    });
    const theirs = await api(ctx(), other, 'en').post(FORECAST, { parcels: [mine] });
    expect(theirs.status).toBe(200);
    expect(theirs.data.items[0]).toMatchObject({ trackingNumber: mine.trackingNumber, status: ParcelStatus.NotArrival, claim: null });
    expect(await activeCount(m.tenantId, mine.trackingNumber)).toBe(2);
    const twice = card(refs);
    const inRequest = await api(ctx(), m).post(FORECAST, {
      parcels: [twice, card(refs), { ...twice, trackingNumber: twice.trackingNumber.toLowerCase() }],
    });
    expect(fieldMessages(inRequest.data)).toEqual({ 'parcels.2.trackingNumber': '本次提交中该快递单号重复' });
    expect(await activeCount(m.tenantId, twice.trackingNumber)).toBe(0);
    // Another tenant is another namespace: the same number is free there.
    const navy = await newMember(ctx(), 'navy.localhost');
    const navyRefs = await refsOf(ctx(), navy.tenantId);
    expect((await api(ctx(), navy).post(FORECAST, { parcels: [card(navyRefs, { trackingNumber: mine.trackingNumber })] })).status).toBe(200);
  });

  it('a forecast of an unclaimed arrival’s number does not take it: it is a claim waiting for the staff’s check', async () => {
    const m = await newMember(ctx());
    const refs = await refsOf(ctx(), m.tenantId);
    const arrival = await insertParcel(ctx(), { tenantId: m.tenantId, userId: null }, { status: ParcelStatus.Inbound, warehouseId: refs.warehouseIds[1] });
    const res = await api(ctx(), m).post(FORECAST, {
      parcels: [
        card(refs, { trackingNumber: arrival.trackingNumber.toLowerCase(), goods: [{ ...card(refs).goods[0], declaredName: 'Sneakers' }] }),
        card(refs),
      ],
    });
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    const [claim, plain] = res.data.items;
    expect(res.data.pendingClaims).toEqual([claim.id]);
    expect(claim).toMatchObject({
      status: ParcelStatus.NotArrival,
      warehouseId: refs.warehouseIds[0],
      declaredName: 'Sneakers',
      selectable: false,
      claim: { status: 'pending' },
    });
    expect(plain.claim).toBeNull();
    const [still] = await ctx().database.db.select().from(parcels).where(eq(parcels.id, arrival.id));
    expect(still).toMatchObject({ userId: null, status: ParcelStatus.Inbound });
    const logs = await api(ctx(), m).get(`/u/biz/parcel/${claim.id}/action-logs`);
    expect(logs.data.items.map((l: { action: string }) => l.action)).toEqual(['forecast']);
    // A second member asking for it is a second claim.
    const other = await newMember(ctx());
    const again = await api(ctx(), other).post(FORECAST, { parcels: [card(refs, { trackingNumber: arrival.trackingNumber })] });
    expect(again.data.pendingClaims).toEqual([again.data.items[0].id]);
  });

  it('is all or nothing: one bad parcel saves none, also when the problem is only found in the database', async () => {
    const m = await newMember(ctx());
    const refs = await refsOf(ctx(), m.tenantId);
    const taken = card(refs);
    expect((await api(ctx(), m).post(FORECAST, { parcels: [taken] })).status).toBe(200);
    const good = card(refs);
    const res = await api(ctx(), m).post(FORECAST, { parcels: [good, taken] });
    expect(res.status).toBe(400);
    expect(Object.keys(fieldMessages(res.data))).toEqual(['parcels.1.trackingNumber']);
    expect(await activeCount(m.tenantId, good.trackingNumber)).toBe(0);
  });

  it('two concurrent forecasts of one number by a member create exactly one parcel; two members do not block each other', async () => {
    const m = await newMember(ctx());
    const other = await newMember(ctx());
    const refs = await refsOf(ctx(), m.tenantId);
    const same = card(refs);
    const results = await Promise.all([api(ctx(), m).post(FORECAST, { parcels: [same] }), api(ctx(), m).post(FORECAST, { parcels: [same] })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(fieldMessages(results.find((r) => r.status === 400)!.data)['parcels.0.trackingNumber']).toBe('您已预报过该快递单号，请在“我的包裹”中查看');
    const race = card(refs);
    const two = await Promise.all([api(ctx(), m).post(FORECAST, { parcels: [race] }), api(ctx(), other).post(FORECAST, { parcels: [race] })]);
    expect(two.map((r) => r.status)).toEqual([200, 200]);
    expect(await activeCount(m.tenantId, same.trackingNumber)).toBe(1);
    expect(await activeCount(m.tenantId, race.trackingNumber)).toBe(2);
  });

  it('checkForecasts (the import’s preview) reports issues by parcel index with relative fields and writes nothing', async () => {
    const m = await newMember(ctx());
    const refs = await refsOf(ctx(), m.tenantId);
    const [user] = await ctx().database.db.select().from(users).where(eq(users.id, m.userId));
    const ok = card(refs);
    const { issues } = await checkForecasts(ctx().database.db, user, [ok, card(refs, { goods: [{ ...ok.goods[0], unitValue: -1 }] }), ok]);
    expect(issues).toEqual([
      { index: 1, field: 'goods.0.unitValue', key: 'unitValueInvalid' },
      { index: 2, field: 'trackingNumber', key: 'duplicateInRequest' },
    ]);
    expect(await activeCount(m.tenantId, ok.trackingNumber)).toBe(0);
  });
});

describe('editing a forecast', () => {
  it('same rules as a card, NotArrival only, history line; the member’s own other number refused, an unclaimed arrival’s is a claim', async () => {
    const m = await newMember(ctx());
    const refs = await refsOf(ctx(), m.tenantId);
    const [first, second] = (await api(ctx(), m).post(FORECAST, { parcels: [card(refs), card(refs)] })).data.items;
    const edited = card(refs, { carrierCode: 'JD', goods: [{ ...card(refs).goods[0], declaredName: 'Towel', quantity: 4, unitValue: 5 }] });
    const put = await api(ctx(), m).put(`${FORECAST}/${first.id}`, edited);
    expect(put.status, JSON.stringify(put.data)).toBe(200);
    expect(put.data).toMatchObject({
      trackingNumber: edited.trackingNumber,
      carrierCode: 'JD',
      declaredName: 'Towel',
      declaredValue: 20,
      goods: [{ declaredName: 'Towel', quantity: 4 }],
    });
    // Its own number again is fine; the member's other forecast's is not.
    expect((await api(ctx(), m).put(`${FORECAST}/${first.id}`, edited)).status).toBe(200);
    const dup = await api(ctx(), m).put(`${FORECAST}/${first.id}`, { ...edited, trackingNumber: second.trackingNumber });
    expect(fieldMessages(dup.data)).toEqual({ trackingNumber: '您已预报过该快递单号，请在“我的包裹”中查看' });
    const arrival = await insertParcel(ctx(), { tenantId: m.tenantId, userId: null }, { status: ParcelStatus.Arrived });
    const toArrival = await api(ctx(), m, 'en').put(`${FORECAST}/${first.id}`, { ...edited, trackingNumber: arrival.trackingNumber });
    expect(toArrival.data).toMatchObject({ status: ParcelStatus.NotArrival, claim: { status: 'pending' } });
    expect((await api(ctx(), m).put(`${FORECAST}/${first.id}`, edited)).data.claim).toBeNull();
    const invalid = await api(ctx(), m, 'en').put(`${FORECAST}/${first.id}`, { ...edited, carrierCode: 'OTHER', goods: [] });
    expect(fieldMessages(invalid.data)).toEqual({
      carrierName: 'Please enter the carrier’s name.',
      goods: 'Please add at least one declared item.',
    });
    const logs = await api(ctx(), m).get(`/u/biz/parcel/${first.id}/action-logs`);
    expect(logs.data.items.map((l: { action: string }) => l.action)).toEqual([
      'forecastEdited',
      'forecastEdited',
      'forecastEdited',
      'forecastEdited',
      'forecast',
    ]);
    await ctx().database.db.update(parcels).set({ status: ParcelStatus.Arrived }).where(eq(parcels.id, second.id));
    const late = await api(ctx(), m, 'en').put(`${FORECAST}/${second.id}`, card(refs));
    expect(late.status).toBe(400);
    expect(late.data.error).toMatchObject({
      code: 'ParcelNotEditable',
      message: 'The parcel has arrived, so its forecast can no longer be changed.',
    });
  });
});

describe('inbound couriers', () => {
  it('the logistics company list with kind=inbound lists the couriers a forecast may name', async () => {
    const res = await call(ctx().app, '/api/u/transportMode/logisticsCompanyList?kind=inbound', { lang: 'en' });
    expect(res.status).toBe(200);
    const codes = res.data.items.map((c: { code: string }) => c.code);
    expect(codes).toEqual(expect.arrayContaining(['SF', 'YTO', 'ZTO', 'STO', 'YUNDA', 'JD', 'EMS', 'CHINA_POST', 'DHL', 'UPS', 'FEDEX', 'USPS']));
    expect(res.data.items.find((c: { code: string }) => c.code === 'SF').name).toBe('SF Express');
    const zh = await call(ctx().app, '/api/u/transportMode/logisticsCompanyList?kind=inbound');
    expect(zh.data.items.find((c: { code: string }) => c.code === 'SF').name).toBe('顺丰速运');
    expect((await call(ctx().app, '/api/u/transportMode/logisticsCompanyList?kind=nope')).status).toBe(400);
  });
});
