// Helpers of the ship-for-me API tests: a member with an address and the tenant's warehouse, goods as the
// extension hands them over, and the goods and enquiry calls through the app (the member's and the staff's).
import { unique } from '../../test/accounts-helpers.ts';
import { call, type TestContext } from '../../test/harness.ts';
import { shipper, type Shipper } from '../combined-order/test-helpers.ts';
import { refsOf } from '../parcels/test-helpers.ts';

export { fieldMessages, loginAdmin } from '../parcels/test-helpers.ts';
export { methodId } from '../combined-order/test-helpers.ts';

export interface Collector extends Shipper {
  warehouseId: string;
  goodsTypeId: string;
}

/** A new member with a US address (`addressId`), the tenant's first warehouse and first goods type. */
export async function collector(ctx: TestContext, host = 'localhost'): Promise<Collector> {
  const m = await shipper(ctx, { host, parcels: 0 });
  const refs = await refsOf(ctx, m.tenantId);
  return { ...m, warehouseId: refs.warehouseIds[0], goodsTypeId: refs.goodsTypeId };
}

/** A good as the extension hands it over: a Taobao page of its own unless `url` is given. */
export function good(over: Record<string, unknown> = {}) {
  return {
    url: `https://item.taobao.com/item.htm?id=${unique('i')}`,
    title: 'Cotton T-shirt',
    shopName: 'Cotton Shop',
    imageUrl: 'https://img.alicdn.com/imgextra/t.jpg',
    spec: 'White / L',
    unitPrice: 59.9,
    currency: 'CNY',
    quantity: 1,
    source: 'extension',
    ...over,
  };
}

export function goodsApi(ctx: () => TestContext, m: { token?: string; host: string }, lang = 'en') {
  const send = (method: string, path: string, json?: unknown, key?: string) =>
    call(ctx().app, `/api${path}`, { token: m.token, host: m.host, lang, method, json, headers: key ? { 'idempotency-key': key } : {} });
  return {
    add: (goods: unknown[]) => send('POST', '/u/ship-for-me/goods', { goods }),
    list: (request: Record<string, unknown> = {}) => send('POST', '/u/ship-for-me/goods/list', request),
    one: (id: string) => send('GET', `/u/ship-for-me/goods/${id}`),
    update: (id: string, input: Record<string, unknown>) => send('PUT', `/u/ship-for-me/goods/${id}`, input),
    remove: (ids: string[]) => send('POST', '/u/ship-for-me/goods/remove', { ids }),
    enquire: (input: Record<string, unknown>, key?: string) => send('POST', '/u/biz/ship-for-me/enquiry', input, key),
    enquiries: (query = '') => send('GET', `/u/ship-for-me/enquiries${query}`),
    enquiry: (id: string) => send('GET', `/u/ship-for-me/enquiries/${id}`),
    close: (id: string, reason: string | null = null) => send('POST', `/u/ship-for-me/enquiries/${id}/close`, { reason }),
    send,
  };
}

/** The staff's enquiry calls with an operator's session. */
export function staffApi(ctx: () => TestContext, token: string, host = 'localhost', lang = 'en') {
  const send = (method: string, path: string, json?: unknown) =>
    call(ctx().app, `/api/admin/ship-for-me/enquiries${path}`, { token, host, lang, method, json });
  return {
    list: (query = '') => send('GET', query),
    answer: (id: string, input: Record<string, unknown>) => send('POST', `/${id}/answer`, input),
    close: (id: string, reason: string | null = null) => send('POST', `/${id}/close`, { reason }),
  };
}

/** Adds goods for the member and answers their ids (fails the test on anything but 200). */
export async function addedGoods(ctx: () => TestContext, m: Collector, goods: unknown[]): Promise<string[]> {
  const res = await goodsApi(ctx, m).add(goods);
  if (res.status !== 200) throw new Error(`add goods ${res.status}: ${JSON.stringify(res.data)}`);
  return res.data.items.map((g: { id: string }) => g.id);
}
