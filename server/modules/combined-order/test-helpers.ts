// Helpers of the waybill tests: a member with an address, parcels in stock and money in the wallet; the
// member's waybill calls through the API; the wallet and ledger figures to compare.
import { and, eq, sql } from 'drizzle-orm';
import { newId } from '../../db/ids.ts';
import { goodsTypes, journalLines, ledgerAccounts, parcelGoods, userAddresses } from '../../db/schema/index.ts';
import { call, type TestContext } from '../../test/harness.ts';
import { walletBalance } from '../funds/ledger.ts';
import { adjust } from '../funds/payments.ts';
import { insertParcel, newMember, type Member, type ParcelInsert } from '../parcels/test-helpers.ts';
// methodId lives with the sending tests' helpers: they keep to the modules' faces, so they cannot import this file.
import { methodId } from '../ship-for-me/send-test-helpers.ts';

export { methodId };

export interface Shipper extends Member {
  addressId: string;
  parcelIds: string[];
}

/** A new member with a US address, `parcels` parcels in stock and `wallet` (minor units) in the wallet. */
export async function shipper(
  ctx: TestContext,
  opts: { host?: string; parcels?: number; wallet?: number; parcel?: ParcelInsert; country?: string } = {},
): Promise<Shipper> {
  const m = await newMember(ctx, opts.host ?? 'localhost');
  const { db } = ctx.database;
  const addressId = newId('ADDR');
  await db.insert(userAddresses).values({
    id: addressId,
    tenantId: m.tenantId,
    userId: m.userId,
    recipientName: 'Jane Doe',
    internationalCode: '1',
    phone: '4155550100',
    countryCode: opts.country ?? 'US',
    city: 'San Francisco',
    addressLine1: '1 Market St',
    postcode: '94105',
    isDefault: true,
  });
  const parcelIds: string[] = [];
  for (let i = 0; i < (opts.parcels ?? 2); i += 1) parcelIds.push((await stockParcel(ctx, m, opts.parcel)).id);
  if (opts.wallet) await fund(ctx, m, opts.wallet);
  return { ...m, addressId, parcelIds };
}

/** A parcel in stock with general goods (every seeded method carries them). */
export async function stockParcel(ctx: TestContext, m: Member, over: ParcelInsert = {}) {
  const { db } = ctx.database;
  const [general] = await db
    .select()
    .from(goodsTypes)
    .where(and(eq(goodsTypes.tenantId, m.tenantId), eq(goodsTypes.code, 'GENERAL')));
  const parcel = await insertParcel(ctx, m, over);
  await db.update(parcelGoods).set({ goodsTypeId: general.id }).where(eq(parcelGoods.parcelId, parcel.id));
  return parcel;
}

export async function fund(ctx: TestContext, m: Member, amount: number) {
  await adjust(ctx.database.db, {
    tenantId: m.tenantId,
    userId: m.userId,
    amount,
    reasonCode: 'compensation',
    reason: 'test',
    operatorId: null,
    titleZh: '测试',
    titleEn: 'Test',
  });
}

export const balanceOf = async (ctx: TestContext, m: Member) => (await walletBalance(ctx.database.db, m.tenantId, m.userId)).balance;

/** The wallet's balance as the ledger's lines add it up (must equal the cached balance). */
export async function ledgerSum(ctx: TestContext, m: Member): Promise<number> {
  const [row] = await ctx.database.db
    .select({ total: sql<string>`coalesce(sum(${journalLines.amount}), 0)` })
    .from(journalLines)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
    .where(and(eq(ledgerAccounts.userId, m.userId), eq(ledgerAccounts.kind, 'wallet')));
  return Number(row.total);
}

export function combinedOrderApi(ctx: () => TestContext, m: Pick<Member, 'token' | 'host'>, lang = 'en') {
  const send = (method: string, path: string, json?: unknown, key?: string) =>
    call(ctx().app, `/api${path}`, { token: m.token, host: m.host, lang, method, json, headers: key ? { 'idempotency-key': key } : {} });
  return {
    draft: (input: Record<string, unknown>) => send('POST', '/u/combinedOrder/combinedOrderFee', input),
    submit: (input: Record<string, unknown>, key?: string) => send('POST', '/u/combinedOrder', input, key),
    list: (query = '') => send('GET', `/u/combinedOrder${query}`),
    detail: (id: string) => send('GET', `/u/combinedOrder/${id}/detail`),
    pay: (id: string, key?: string) => send('POST', `/u/logistics-management/logistics-order/${id}/pay`, undefined, key),
    payInfo: (id: string) => send('GET', `/u/logistics-management/logistics-order/${id}/pay-info`),
    cancel: (id: string, reason = 'Changed my mind') => send('PUT', `/u/combinedOrder/cancelCombinedOrder/${id}`, { reason }),
    sign: (id: string, review?: { rating: number; comment?: string }) =>
      review
        ? send('POST', `/u/logistics-management/logistics-order/${id}/sign-and-review`, review)
        : send('PUT', `/u/combinedOrder/${id}/completedSignFor`, {}),
    cancellable: () => send('GET', '/u/combinedOrder/canBeCancelled'),
    addable: () => send('GET', '/u/combinedOrder/combinedOrderNumberList'),
    add: (id: string, parcelIds: string[], key?: string) => send('POST', '/u/combinedOrder/combinedOrderByNumberAdd', { id, parcelIds }, key),
    combineCalculate: (ids: string[]) => send('POST', '/u/logistics-management/logistics-order/combine-calculate', { ids }),
    combinePay: (ids: string[], key?: string) => send('POST', '/u/logistics-management/logistics-order/combine-pay', { ids }, key),
    trace: (trackingNumber: string) => send('POST', '/u/logistics-management/trace/get-by-tracking-number', { trackingNumber }),
    send,
  };
}

/** Drafts with the member's address and a method, then submits the quoted total. */
export async function submitQuoted(ctx: () => TestContext, m: Shipper, over: Record<string, unknown> = {}, key?: string) {
  const api = combinedOrderApi(ctx, m);
  const base = { parcelIds: m.parcelIds, addressId: m.addressId, methodId: await methodId(ctx(), m.tenantId), ...over };
  const draft = await api.draft(base);
  if (draft.status !== 200 || !draft.data.quote) throw new Error(`draft ${draft.status}: ${JSON.stringify(draft.data)}`);
  const submitted = await api.submit({ ...base, expectedTotal: draft.data.quote.total, payNow: true, ...over }, key);
  return { draft: draft.data, submitted };
}
