// Enquiries through the app: the member asks about goods in the cart (they leave it), staff answer with a
// method and a weight (the fee by the waybill's rules) or refuse, the member closes (goods back in the
// cart); a second or concurrent answer is 409; another member's, another tenant's enquiry is 404, a
// visitor 401, a customer's session on the staff's routes 404.
import { beforeAll, describe, expect, it } from 'vitest';
import { EnquiryStatus, GoodStatus } from '../../../lib/contract/ship-for-me-rules.ts';
import { testAppPerFile } from '../../test/harness.ts';
import { orderCurrency } from '../combined-order/index.ts';
import { addedGoods, collector, type Collector, fieldMessages, good, goodsApi, loginAdmin, methodId, staffApi } from './test-helpers.ts';

const ctx = testAppPerFile();
let staff: ReturnType<typeof staffApi>;
beforeAll(async () => {
  staff = staffApi(ctx, await loginAdmin(ctx()));
});

/** A member with two goods in an open enquiry. */
async function enquired(host = 'localhost') {
  const m = await collector(ctx(), host);
  const ids = await addedGoods(ctx, m, [good({ title: 'Mug', unitPrice: 25 }), good({ title: 'Plate', quantity: 2, currency: 'USD', unitPrice: 5 })]);
  const res = await goodsApi(ctx, m).enquire({ goodsIds: ids, warehouseId: m.warehouseId, addressId: m.addressId, remark: ' Fragile ' });
  expect(res.status).toBe(200);
  return { m, ids, enquiry: res.data };
}

const statuses = async (m: Collector, ids: string[]) => Promise.all(ids.map(async (id) => (await goodsApi(ctx, m).one(id)).data.status));
const actions = async (m: Collector, id: string) => (await goodsApi(ctx, m).one(id)).data.history.map((h: { action: string }) => h.action);

describe('ship-for-me enquiries: the life of one', () => {
  it('asks about goods in the cart, staff answer by the waybill’s rules, the member closes it and gets the goods back', async () => {
    const { m, ids, enquiry } = await enquired();
    expect(enquiry).toMatchObject({
      status: EnquiryStatus.Open,
      warehouseId: m.warehouseId,
      addressId: m.addressId,
      remark: 'Fragile',
      answer: null,
      closedReason: null,
      orderId: null,
    });
    expect(enquiry.warehouseName).toBeTruthy();
    expect(enquiry.addressText).toMatch(/^Jane Doe \(\+1 4155550100\) · 1 Market St, San Francisco 94105, .+/);
    expect(enquiry.goods.map((g: { title: string; status: number; enquiryId: string }) => [g.title, g.status, g.enquiryId]).sort()).toEqual([
      ['Mug', GoodStatus.Enquiry, enquiry.id],
      ['Plate', GoodStatus.Enquiry, enquiry.id],
    ]);
    expect((await goodsApi(ctx, m).list({ status: GoodStatus.InCart })).data.totalCount).toBe(0);
    expect((await goodsApi(ctx, m).enquiries()).data).toMatchObject({ totalCount: 1, items: [{ id: enquiry.id }] });
    expect((await goodsApi(ctx, m).enquiries(`?status=${EnquiryStatus.Answered}`)).data.totalCount).toBe(0);

    const listed = (await staff.list(`?status=${EnquiryStatus.Open}`)).data.items.find((e: { id: string }) => e.id === enquiry.id);
    expect(listed).toMatchObject({ userId: m.userId, userName: expect.any(String) });

    const method = await methodId(ctx(), m.tenantId);
    const answered = await staff.answer(enquiry.id, { methodId: method, estimatedWeight: 2.35, note: ' Two boxes ' });
    expect(answered.status).toBe(200);
    // Quote = charge: the logistics order's fee for the answered enquiry is the answer's figure.
    const fee = await goodsApi(ctx, m).send('POST', '/u/biz/ship-for-me/calculate-logistics-order-fee', {
      goodsIds: ids,
      warehouseId: m.warehouseId,
      enquiryId: enquiry.id,
    });
    expect(fee.status).toBe(200);
    const total = fee.data.quote.total;
    expect(total).toBeGreaterThan(0);
    const currency = await orderCurrency(ctx().database.db, m.tenantId);
    const methodName = fee.data.methods.find((o: { methodId: string }) => o.methodId === method).name;
    expect(answered.data).toMatchObject({
      status: EnquiryStatus.Answered,
      answer: { methodId: method, methodName, estimatedWeight: 2.35, total, currency, note: 'Two boxes', answeredAt: expect.any(String) },
    });
    expect((await goodsApi(ctx, m).enquiry(enquiry.id)).data).toMatchObject({ status: EnquiryStatus.Answered, answer: { total } });

    const again = await staff.answer(enquiry.id, { methodId: method, estimatedWeight: 1 });
    expect(again.status).toBe(409);
    expect(again.data.error.code).toBe('ENQUIRY_NOT_OPEN');

    const closed = await goodsApi(ctx, m).close(enquiry.id, 'Too dear');
    expect(closed.data).toMatchObject({ status: EnquiryStatus.Closed, closedReason: 'Too dear' });
    expect(closed.data.goods).toHaveLength(2);
    expect(await statuses(m, ids)).toEqual([GoodStatus.InCart, GoodStatus.InCart]);
    expect(await actions(m, ids[0])).toEqual(['collected', 'enquired', 'enquiryAnswered', 'enquiryClosed']);
    expect((await goodsApi(ctx, m).one(ids[0])).data.enquiryId).toBeNull();
    expect((await goodsApi(ctx, m).close(enquiry.id)).data.error.code).toBe('ENQUIRY_NOT_CLOSABLE');
    expect((await staff.answer(enquiry.id, { methodId: method, estimatedWeight: 1 })).status).toBe(409);
  });

  it('staff refuse an open enquiry with a reason: the goods go back to the cart', async () => {
    const { m, ids, enquiry } = await enquired();
    const refused = await staff.close(enquiry.id, 'We cannot ship liquids');
    expect(refused.data).toMatchObject({ status: EnquiryStatus.Closed, closedReason: 'We cannot ship liquids' });
    expect(await statuses(m, ids)).toEqual([GoodStatus.InCart, GoodStatus.InCart]);
    expect((await staff.close(enquiry.id)).status).toBe(409);
  });

  it('two concurrent answers: one lands, the other is 409', async () => {
    const { m, enquiry } = await enquired();
    const method = await methodId(ctx(), m.tenantId);
    const answers = await Promise.all([
      staff.answer(enquiry.id, { methodId: method, estimatedWeight: 1 }),
      staff.answer(enquiry.id, { methodId: method, estimatedWeight: 3 }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await actions(m, (enquiry.goods as { id: string }[])[0].id)).toEqual(['collected', 'enquired', 'enquiryAnswered']);
  });

  it('a method that cannot carry the goods, or an unknown one, is refused', async () => {
    const { m, enquiry } = await enquired();
    const heavy = await staff.answer(enquiry.id, { methodId: await methodId(ctx(), m.tenantId), estimatedWeight: 250 });
    expect(heavy.status).toBe(409);
    expect(heavy.data.error).toMatchObject({ code: 'METHOD_UNAVAILABLE', details: 'OVERWEIGHT' });
    const unknown = await staff.answer(enquiry.id, { methodId: 'SM-nope', estimatedWeight: 1 });
    expect(unknown.status).toBe(400);
    expect(fieldMessages(unknown.data)).toEqual({ methodId: 'Choose a shipping method.' });
    expect((await goodsApi(ctx, m).enquiry(enquiry.id)).data.status).toBe(EnquiryStatus.Open);
  });
});

describe('ship-for-me enquiries: what is refused', () => {
  it('goods not in the cart, an unknown warehouse, another member’s address', async () => {
    const { m, ids } = await enquired();
    const again = await goodsApi(ctx, m).enquire({ goodsIds: ids, warehouseId: m.warehouseId, addressId: m.addressId });
    expect(again.status).toBe(409);
    expect(again.data.error.code).toBe('GOODS_NOT_READY');
    const [fresh] = await addedGoods(ctx, m, [good()]);
    const house = await goodsApi(ctx, m).enquire({ goodsIds: [fresh], warehouseId: 'W-nope', addressId: m.addressId });
    expect(fieldMessages(house.data)).toEqual({ warehouseId: 'Choose one of the warehouses.' });
    const keyed = await goodsApi(ctx, m).enquire({ goodsIds: [fresh], warehouseId: 'W-nope', addressId: m.addressId }, 'enq-bad-house');
    expect(keyed.status).toBe(400);
    expect(fieldMessages(keyed.data)).toEqual({ warehouseId: 'Choose one of the warehouses.' });
    const other = await collector(ctx());
    const address = await goodsApi(ctx, m).enquire({ goodsIds: [fresh], warehouseId: m.warehouseId, addressId: other.addressId });
    expect(address.status).toBe(400);
    expect(Object.keys(fieldMessages(address.data))).toEqual(['addressId']);
    expect(Object.keys(fieldMessages((await goodsApi(ctx, m).enquire({ goodsIds: [], warehouseId: m.warehouseId, addressId: m.addressId })).data))).toEqual([
      'goodsIds',
    ]);
    expect((await goodsApi(ctx, m).one(fresh)).data.status).toBe(GoodStatus.InCart);
  });

  it('an Idempotency-Key replays the first answer and never opens a second enquiry', async () => {
    const m = await collector(ctx());
    const ids = await addedGoods(ctx, m, [good()]);
    const input = { goodsIds: ids, warehouseId: m.warehouseId, addressId: m.addressId };
    const answers = await Promise.all([goodsApi(ctx, m).enquire(input, 'enq-key-1'), goodsApi(ctx, m).enquire(input, 'enq-key-1')]);
    // Either request may run first (PostgreSQL runs them at once): the other replays it or is told it is in progress.
    const first = answers.find((r) => r.status === 200);
    expect(first, JSON.stringify(answers.map((r) => r.data))).toBeDefined();
    for (const r of answers) expect(r.status === 200 ? r.data.id : r.data.error.code).toMatch(new RegExp(`^(${first!.data.id}|IDEMPOTENCY_IN_PROGRESS)$`));
    expect((await goodsApi(ctx, m).enquire(input, 'enq-key-1')).data.id).toBe(first!.data.id);
    expect((await goodsApi(ctx, m).enquiries()).data.totalCount).toBe(1);
  });

  it('another member’s or tenant’s enquiry is 404, a visitor 401, a customer on the staff’s routes 404', async () => {
    const { m, ids, enquiry } = await enquired();
    const other = await collector(ctx());
    const elsewhere = await collector(ctx(), 'blue.localhost');
    for (const who of [other, elsewhere]) {
      expect((await goodsApi(ctx, who).enquiry(enquiry.id)).status).toBe(404);
      expect((await goodsApi(ctx, who).close(enquiry.id)).status).toBe(404);
      expect((await goodsApi(ctx, who).enquiries()).data.totalCount).toBe(0);
    }
    const [theirs] = await addedGoods(ctx, other, [good()]);
    expect((await goodsApi(ctx, m).enquire({ goodsIds: [theirs], warehouseId: m.warehouseId, addressId: m.addressId })).status).toBe(404);
    const visitor = goodsApi(ctx, { host: 'localhost' });
    for (const res of [
      await visitor.enquiries(),
      await visitor.enquiry(enquiry.id),
      await visitor.close(enquiry.id),
      await visitor.enquire({ goodsIds: ids, warehouseId: m.warehouseId, addressId: m.addressId }),
    ])
      expect(res.status).toBe(401);
    const asCustomer = staffApi(ctx, m.token);
    expect((await asCustomer.list()).status).toBe(404);
    expect((await asCustomer.close(enquiry.id)).status).toBe(404);
    const blueStaff = staffApi(ctx, await loginAdmin(ctx(), 'blue.localhost'), 'blue.localhost');
    expect((await blueStaff.answer(enquiry.id, { methodId: 'x', estimatedWeight: 1 })).status).toBe(404);
    expect((await blueStaff.list()).data.items.some((e: { id: string }) => e.id === enquiry.id)).toBe(false);
    expect((await goodsApi(ctx, m).enquiry(enquiry.id)).data.status).toBe(EnquiryStatus.Open);
  });
});
