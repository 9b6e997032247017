// The waybill lists' date bounds are the kernel's (server/kernel/list.ts dateRange): an unreadable `from` or
// `to` answered 500 (an Invalid Date reached the query; found by server/test/fuzz.test.ts) and is now a 400
// naming the field; a date-only bound is a day of the warehouses' time (UTC+8), `to` included.
import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../../test/harness.ts';
import { combinedOrderApi, shipper, submitQuoted } from './test-helpers.ts';

const ctx = testAppPerFile();

const members = (data: { error: { validationErrors: { members: string[] }[] | null } }) => (data.error.validationErrors ?? []).flatMap((v) => v.members);

describe('waybill list dates', () => {
  it('an unreadable from or to is a 400 naming it, on every list of logistics orders', async () => {
    const m = await shipper(ctx(), { parcels: 0 });
    const api = combinedOrderApi(ctx, m);
    for (const [field, value] of [
      ['from', '\u202E'],
      ['to', 'NaN'],
      ['from', '1e-9'],
      ['to', '2024-13-45'],
    ]) {
      for (const path of ['/u/combinedOrder', '/u/combinedOrder/orderList', '/u/order/transhipmentOrder']) {
        const res = await api.send('GET', `${path}?${field}=${encodeURIComponent(value)}`);
        expect(res.status, `${path} ${field}=${value}`).toBe(400);
        expect(members(res.data)).toEqual([field]);
      }
      const body = await api.send('POST', '/u/logistics-management/logistics-order/list', { [field]: value });
      expect(body.status).toBe(400);
      expect(members(body.data)).toEqual([field]);
    }
  });

  it('a day includes the whole of it in the warehouses’ time', async () => {
    const m = await shipper(ctx(), { wallet: 100_000 });
    const { submitted } = await submitQuoted(ctx, m);
    const id = submitted.data.waybill.id as string;
    const api = combinedOrderApi(ctx, m);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const ids = async (query: string) => ((await api.list(query)).data.items as { id: string }[]).map((w) => w.id);
    expect(await ids(`?from=${today}&to=${today}`)).toEqual([id]);
    expect(await ids('?to=2000-01-01')).toEqual([]);
  });
});
