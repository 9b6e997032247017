// Helpers of the parcel API tests: members, the tenant's reference ids, parcels written straight to the
// database (arrivals, statuses the customer cannot reach), calls to the parcel routes.
import { and, asc, eq } from 'drizzle-orm';
import { ParcelStatus } from '../../../lib/contract/enums.ts';
import { newId } from '../../db/ids.ts';
import { additionalServices, goodsTypes, memberProfiles, parcelGoods, parcels, sites, users, warehouses } from '../../db/schema/index.ts';
import { registerMember, unique } from '../../test/accounts-helpers.ts';
import { call, loginDemo, type TestContext } from '../../test/harness.ts';

export interface Member {
  token: string;
  userId: string;
  tenantId: string;
  host: string;
}

async function userOf(ctx: TestContext, host: string, userName: string): Promise<{ id: string; tenantId: string }> {
  const { db } = ctx.database;
  const [site] = await db.select().from(sites).where(eq(sites.domain, host)).limit(1);
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, site.tenantId), eq(users.userName, userName)))
    .limit(1);
  return { id: user.id, tenantId: site.tenantId };
}

export async function newMember(ctx: TestContext, host = 'localhost'): Promise<Member> {
  const m = await registerMember(ctx, host);
  const u = await userOf(ctx, host, m.userName);
  return { token: m.token, userId: u.id, tenantId: u.tenantId, host };
}

export async function demoMember(ctx: TestContext, host = 'localhost'): Promise<Member> {
  const token = await loginDemo(ctx.app, host);
  const u = await userOf(ctx, host, 'demo');
  return { token, userId: u.id, tenantId: u.tenantId, host };
}

export interface Refs {
  warehouseIds: string[];
  goodsTypeId: string;
  services: { id: string; code: string; price: number; rateBp: number; priceType: string }[];
}

export async function refsOf(ctx: TestContext, tenantId: string): Promise<Refs> {
  const { db } = ctx.database;
  const [houses, types, services] = await Promise.all([
    db.select().from(warehouses).where(eq(warehouses.tenantId, tenantId)).orderBy(asc(warehouses.sort)),
    db.select().from(goodsTypes).where(eq(goodsTypes.tenantId, tenantId)).orderBy(asc(goodsTypes.sort)),
    db.select().from(additionalServices).where(eq(additionalServices.tenantId, tenantId)).orderBy(asc(additionalServices.sort)),
  ]);
  return { warehouseIds: houses.map((w) => w.id), goodsTypeId: types[0].id, services };
}

export const trackingNumber = (prefix = 'T') =>
  unique(prefix)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 30);

/** A valid forecast card. */
export function card(refs: Refs, over: Record<string, unknown> = {}) {
  return {
    warehouseId: refs.warehouseIds[0],
    trackingNumber: trackingNumber(),
    carrierCode: 'SF',
    deliveryMode: 1,
    goods: [{ declaredName: 'T-shirt', goodsTypeId: refs.goodsTypeId, quantity: 2, unitValue: 19.9, currency: 'CNY' }],
    ...over,
  };
}

export type ParcelInsert = Partial<typeof parcels.$inferInsert>;

/** A parcel written directly (default: the member's, Inbound at the first warehouse, with one goods line). */
export async function insertParcel(
  ctx: TestContext,
  member: Pick<Member, 'tenantId' | 'userId'> | { tenantId: string; userId: null },
  over: ParcelInsert = {},
) {
  const { db } = ctx.database;
  const [house] = await db.select().from(warehouses).where(eq(warehouses.tenantId, member.tenantId)).orderBy(asc(warehouses.sort)).limit(1);
  const [type] = await db.select().from(goodsTypes).where(eq(goodsTypes.tenantId, member.tenantId)).limit(1);
  const status = over.status ?? ParcelStatus.Inbound;
  const arrived = status !== ParcelStatus.NotArrival && status !== ParcelStatus.Canceled;
  const [row] = await db
    .insert(parcels)
    .values({
      id: newId('P'),
      tenantId: member.tenantId,
      userId: member.userId,
      status,
      trackingNumber: trackingNumber('D'),
      carrierCode: 'ZTO',
      carrierName: 'ZTO Express',
      warehouseId: house.id,
      declaredName: 'Cup',
      declaredValue: 1500,
      currency: 'CNY',
      weightGrams: arrived ? 1200 : null,
      lengthCm: arrived ? 30 : null,
      widthCm: arrived ? 20 : null,
      heightCm: arrived ? 10 : null,
      arrivedAt: arrived ? new Date() : null,
      inboundAt: status === ParcelStatus.Inbound ? new Date() : null,
      ...over,
    })
    .returning();
  await db.insert(parcelGoods).values({
    id: newId('PG'),
    parcelId: row.id,
    declaredName: 'Cup',
    goodsTypeId: type.id,
    quantity: 1,
    unitValue: 1500,
    currency: 'CNY',
  });
  return row;
}

/** The parcel routes as `member` (from client `address` when given: the number-check limits count per address). */
export const api = (ctx: TestContext, member: Pick<Member, 'token' | 'host'>, lang = 'zh-Hans', address?: string) => {
  const base = { token: member.token, host: member.host, lang, headers: address ? { 'x-forwarded-for': address } : undefined };
  return {
    get: (path: string) => call(ctx.app, `/api${path}`, base),
    post: (path: string, json: unknown = {}) => call(ctx.app, `/api${path}`, { ...base, json }),
    put: (path: string, json: unknown) => call(ctx.app, `/api${path}`, { ...base, json, method: 'PUT' }),
  };
};

/** `validationErrors` as { field: message }. */
export function fieldMessages(data: { error: { validationErrors: { members: string[]; message: string }[] | null } }): Record<string, string> {
  return Object.fromEntries((data.error.validationErrors ?? []).map((v) => [v.members[0], v.message]));
}

/** An operator's session on `host` (the seeded `admin`). */
export async function loginAdmin(ctx: TestContext, host = 'localhost'): Promise<string> {
  const res = await call(ctx.app, '/api/passport-management/login-by-admin-password', {
    host,
    json: { username: 'admin', password: 'admin1234' },
  });
  if (res.status !== 200) throw new Error(`admin sign-in failed: ${JSON.stringify(res.data)}`);
  return res.data.accessToken;
}

/** The staff's arrival of a parcel (1.25 kg, 30×20×10 cm unless given). */
export const arriveVia = (ctx: TestContext, token: string, body: Record<string, unknown>, opts: { host?: string; lang?: string } = {}) =>
  call(ctx.app, '/api/admin/parcel/arrive', {
    token,
    host: opts.host,
    lang: opts.lang,
    json: { weightGrams: 1250, lengthCm: 30, widthCm: 20, heightCm: 10, ...body },
  });

/** A fresh member whose profile (and so member code) exists. */
export async function memberWithCode(ctx: TestContext, host = 'localhost'): Promise<Member & { code: string }> {
  const m = await newMember(ctx, host);
  await call(ctx.app, '/api/u/user/center', { token: m.token, host }); // creates the profile (member code)
  const [profile] = await ctx.database.db.select().from(memberProfiles).where(eq(memberProfiles.userId, m.userId));
  return { ...m, code: profile.memberCode };
}

/** A client address no other test uses (the number-check limits count per address). */
export const freshAddress = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
