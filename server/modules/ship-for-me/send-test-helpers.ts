// Helpers of the sending tests: goods written straight into a member's cart (the goods routes are tested
// elsewhere), packages of them, and the member's send calls through the API.
// (Named send-*: the helpers of other modules' tests are reached through nothing but the modules' faces.)
import { and, asc, eq, inArray } from 'drizzle-orm';
import { GoodStatus } from '../../../lib/contract/ship-for-me-rules.ts';
import { newId } from '../../db/ids.ts';
import { goodsTypes, shippingMethods, shipForMeGoods, warehouses } from '../../db/schema/index.ts';
import { unique } from '../../test/accounts-helpers.ts';
import { call, type TestContext } from '../../test/harness.ts';

interface Member {
  token: string;
  host: string;
  tenantId: string;
  userId: string;
}
interface Shipper extends Member {
  addressId: string;
}

const trackingNumber = (prefix: string) =>
  unique(prefix)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 30);

/** The tenant's seeded shipping method of this code. */
export async function methodId(ctx: TestContext, tenantId: string, code = 'AIR_STD'): Promise<string> {
  const [row] = await ctx.database.db
    .select()
    .from(shippingMethods)
    .where(and(eq(shippingMethods.tenantId, tenantId), eq(shippingMethods.code, code)));
  return row.id;
}

export type GoodInsert = Partial<typeof shipForMeGoods.$inferInsert>;

/** `n` goods in the member's cart, declared as general goods at 25.50 CNY each, quantity 2. */
export async function cartGoods(ctx: TestContext, m: Pick<Member, 'tenantId' | 'userId'>, n = 2, over: GoodInsert = {}) {
  const { db } = ctx.database;
  const [general] = await db
    .select()
    .from(goodsTypes)
    .where(and(eq(goodsTypes.tenantId, m.tenantId), eq(goodsTypes.code, 'GENERAL')));
  const values = Array.from({ length: n }, (_, i) => {
    const id = newId('G');
    return {
      id,
      tenantId: m.tenantId,
      userId: m.userId,
      status: GoodStatus.InCart,
      source: 'manual',
      identity: `item.taobao.com/item.htm?id=${id}|`,
      platform: 'taobao',
      shopName: `Shop ${i + 1}`,
      title: `Good ${i + 1} ${id}`,
      url: `https://item.taobao.com/item.htm?id=${id}`,
      unitPrice: 2550,
      currency: 'CNY',
      quantity: 2,
      declaredName: `Cotton shirt ${i + 1}`,
      goodsTypeId: general.id,
      declaredValue: 2550,
      declaredQuantity: 2,
      ...over,
    };
  });
  return db.insert(shipForMeGoods).values(values).returning();
}

/** Goods named by their rows or their ids. */
type GoodsRef = readonly (string | { id: string })[];
const idsOf = (goods: GoodsRef) => goods.map((good) => (typeof good === 'string' ? good : good.id));

/** These goods as they are stored now, by id. */
export const goodsOf = async (ctx: TestContext, goods: GoodsRef) =>
  ctx.database.db
    .select()
    .from(shipForMeGoods)
    .where(inArray(shipForMeGoods.id, idsOf(goods)))
    .orderBy(shipForMeGoods.id);

/** A package of these goods with a new tracking number. */
export const pkg = (goodsIds: string[], over: Record<string, unknown> = {}) => ({ goodsIds, trackingNumber: trackingNumber('S'), carrierCode: 'SF', ...over });

export async function firstWarehouse(ctx: TestContext, tenantId: string): Promise<string> {
  const [row] = await ctx.database.db.select().from(warehouses).where(eq(warehouses.tenantId, tenantId)).orderBy(asc(warehouses.sort)).limit(1);
  return row.id;
}

export function sendApi(ctx: () => TestContext, m: Pick<Member, 'token' | 'host'>, lang = 'en') {
  const send = (method: string, path: string, json?: unknown, key?: string) =>
    call(ctx().app, `/api${path}`, { token: m.token, host: m.host, lang, method, json, headers: key ? { 'idempotency-key': key } : {} });
  return {
    forecast: (input: Record<string, unknown>, key?: string) => send('POST', '/u/ship-for-me/goods/forecast', input, key),
    fee: (input: Record<string, unknown>) => send('POST', '/u/biz/ship-for-me/calculate-logistics-order-fee', input),
    submit: (input: Record<string, unknown>, key?: string) => send('POST', '/u/biz/ship-for-me/submit-logistics-order', input, key),
    orderList: (query = '') => send('GET', `/u/combinedOrder/orderList${query}`),
    parcels: () => send('POST', '/u/biz/parcel/list', { maxResultCount: 100 }),
    send,
  };
}

/**
 * The fee of these goods from the first warehouse to the member's address by the first method (1.5 kg unless
 * `over` says), and the choices it was asked with, for the submit that follows.
 */
export async function feeOf(ctx: () => TestContext, m: Shipper, goods: GoodsRef, over: Record<string, unknown> = {}) {
  const api = sendApi(ctx, m);
  const warehouseId = await firstWarehouse(ctx(), m.tenantId);
  const choices = { addressId: m.addressId, methodId: await methodId(ctx(), m.tenantId), estimatedWeight: 1.5, ...over, warehouseId };
  return { api, choices, fee: await api.fee({ ...choices, goodsIds: idsOf(goods) }) };
}

/** The fee for these packages' goods (address, first method, `weight` kg), then the submit of that total. */
export async function submitGoods(ctx: () => TestContext, m: Shipper, packages: ReturnType<typeof pkg>[], over: Record<string, unknown> = {}, key?: string) {
  const goodsIds = packages.flatMap((p) => p.goodsIds);
  const { api, choices, fee } = await feeOf(ctx, m, goodsIds, over);
  if (fee.status !== 200 || !fee.data.quote) throw new Error(`fee ${fee.status}: ${JSON.stringify(fee.data)}`);
  const input = { ...choices, packages, expectedTotal: fee.data.quote.total, payNow: true };
  return { fee: fee.data, submitted: await api.submit(input, key), input };
}
