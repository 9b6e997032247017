// Coupons through the API: the centre with what blocks each offer, receiving (both families, limit, stock
// under 50 parallel requests, Idempotency-Key), points exchange in one transaction, my coupons by status
// with counts, giving up and removing, the welcome gift at registration, and 404 for another customer's
// or tenant's ids.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CouponAppliesTo, CouponKind, CouponReceiveType, MyCouponStatus } from '../../../lib/contract/enums.ts';
import { couponTemplates, memberCoupons, pointsAccounts, pointsEntries, users } from '../../db/schema/index.ts';
import { DEMO_POINTS_BALANCE } from '../../seed/coupons.ts';
import { call, testAppPerFile } from '../../test/harness.ts';
import { demoMember, newMember, type Member } from '../parcels/test-helpers.ts';
import { lockCoupon } from './engine.ts';
import { postPoints } from './points.ts';
import { couponApi, template } from './test-helpers.ts';

const ctx = testAppPerFile();
const db = () => ctx().database.db;
const givePoints = (m: Member, points: number) => db().transaction((tx) => postPoints(tx, { tenantId: m.tenantId, id: m.userId }, { kind: 'adjust', points }));
const issuedOf = async (id: string) => (await db().select().from(couponTemplates).where(eq(couponTemplates.id, id)))[0].issued;

describe('coupon centre', () => {
  it('offers NORMAL and POINTS campaigns with what blocks each for this member, and the points balance', async () => {
    const demo = await demoMember(ctx(), 'navy.localhost');
    const { status, data } = await couponApi(ctx, demo).offers();
    expect(status).toBe(200);
    expect(data.pointsBalance).toBe(DEMO_POINTS_BALANCE);
    const byName = new Map(data.items.map((o: { name: string }) => [o.name, o]));
    expect([...byName.keys()]).not.toContain('Welcome shipping coupon'); // NEW_CUSTOMER: only at registration
    expect([...byName.keys()]).not.toContain('Service compensation coupon'); // MANUAL: staff only
    expect(byName.get('Flash sale coupon')).toMatchObject({ blockedBy: 'OUT_OF_STOCK', stockLeft: 0 });
    expect(byName.get('Shipping fee saver')).toMatchObject({ blockedBy: 'LIMIT_REACHED', received: 2, perCustomerLimit: 2 });
    expect(byName.get('Points shipping coupon')).toMatchObject({ blockedBy: null, pointsCost: 500, receiveType: CouponReceiveType.POINTS });
    expect(byName.get('10% off combined shipping')).toMatchObject({
      percentOff: 10,
      maxDiscount: 50,
      amountOff: null,
      appliesTo: [CouponAppliesTo.Combined],
    });
    const zh = await couponApi(ctx, demo, 'zh-Hans').offers();
    expect(zh.data.items.map((o: { name: string }) => o.name)).toContain('限量大额券');
  });

  it('hands out one coupon per request up to the limit, through both families, with replayed answers for a repeated key', async () => {
    const m = await newMember(ctx());
    const offer = await template(db(), m.tenantId, { perCustomerLimit: 2, stock: 5, amountOff: 12.5, threshold: 80 });
    const api = couponApi(ctx, m);
    const first = await api.receive(offer.id, 'k-1');
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({
      templateId: offer.id,
      status: MyCouponStatus.NORMAL,
      amountOff: 12.5,
      threshold: 80,
      lockedBy: null,
    });
    const again = await api.receive(offer.id, 'k-1');
    expect(again.data.id).toBe(first.data.id);
    expect((await api.receive('CT-other', 'k-1')).status).toBe(422);
    expect((await api.receive(offer.id, 'k-2', 'marketing')).status).toBe(200);
    const third = await api.receive(offer.id, 'k-3');
    expect(third).toMatchObject({
      status: 409,
      data: { error: { code: 'LIMIT_REACHED', message: 'You have already received as many of this coupon as allowed.' } },
    });
    expect(await issuedOf(offer.id)).toBe(2);
    const mine = await api.get('/u/marketing-management/coupon/my');
    expect(mine.data.items.filter((c: { templateId: string }) => c.templateId === offer.id)).toHaveLength(2);
  });

  it('never hands out more than the stock: 50 parallel receives of a coupon with stock 10 by 5 members → exactly 10', async () => {
    const members = await Promise.all(Array.from({ length: 5 }, () => newMember(ctx())));
    const offer = await template(db(), members[0].tenantId, { stock: 10, perCustomerLimit: 3 });
    const answers = await Promise.all(members.flatMap((m) => Array.from({ length: 10 }, () => couponApi(ctx, m).receive(offer.id))));
    const codes = answers.map((a) => (a.status === 200 ? 'OK' : a.data.error.code));
    expect(codes.filter((c) => c === 'OK')).toHaveLength(10);
    // Which refusal each extra request meets depends on the order they run in; nothing else may happen.
    expect([...new Set(codes)].filter((c) => !['OK', 'OUT_OF_STOCK', 'LIMIT_REACHED'].includes(c))).toEqual([]);
    expect(codes).toContain('OUT_OF_STOCK');
    expect(await issuedOf(offer.id)).toBe(10);
    const held = await db()
      .select({ userId: memberCoupons.userId, n: sql<number>`count(*)::int` })
      .from(memberCoupons)
      .where(eq(memberCoupons.templateId, offer.id))
      .groupBy(memberCoupons.userId);
    expect(held.reduce((a, h) => a + h.n, 0)).toBe(10);
    expect(Math.max(...held.map((h) => h.n))).toBeLessThanOrEqual(3);
    const more = await couponApi(ctx, members[4]).offers();
    expect(more.data.items.find((o: { id: string }) => o.id === offer.id)).toMatchObject({
      stockLeft: 0,
      blockedBy: expect.stringMatching(/OUT_OF_STOCK|LIMIT_REACHED/),
    });
  });

  it('exchanges points for a POINTS coupon in one transaction: not enough points changes nothing; parallel exchanges never overspend', async () => {
    const m = await newMember(ctx());
    const offer = await template(db(), m.tenantId, {
      receiveType: CouponReceiveType.POINTS,
      pointsCost: 500,
      perCustomerLimit: 5,
      stock: 100,
    });
    const api = couponApi(ctx, m, 'zh-Hans');
    const poor = await api.receive(offer.id);
    expect(poor).toMatchObject({ status: 409, data: { error: { code: 'NOT_ENOUGH_POINTS', message: '积分不足' } } });
    expect(await issuedOf(offer.id)).toBe(0);
    await givePoints(m, 1_200);
    const answers = await Promise.all(Array.from({ length: 6 }, () => api.receive(offer.id)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    expect(await issuedOf(offer.id)).toBe(2);
    const record = await couponApi(ctx, m).points();
    expect(record.data.balance).toBe(200);
    const exchanges = record.data.items.filter((l: { kind: string }) => l.kind === 'exchange');
    expect(exchanges.map((l: { points: number }) => l.points)).toEqual([-500, -500]);
    expect(exchanges[0].balanceAfter).toBe(200);
    expect(exchanges[0].description).toBe(`Exchanged for coupon ${exchanges[0].ref}`);
    const coupons = (await api.mine()).data.items.map((c: { id: string }) => c.id);
    expect(coupons).toEqual(expect.arrayContaining(exchanges.map((l: { ref: string }) => l.ref)));
    const [account] = await db().select().from(pointsAccounts).where(eq(pointsAccounts.userId, m.userId));
    const [sum] = await db()
      .select({ s: sql<number>`sum(${pointsEntries.points})::int` })
      .from(pointsEntries)
      .where(eq(pointsEntries.userId, m.userId));
    expect(account.balance).toBe(sum.s);
  });

  it('refuses offers outside their window, disabled, of another type, or of another tenant', async () => {
    const m = await newMember(ctx());
    const api = couponApi(ctx, m);
    const later = await template(db(), m.tenantId, { receiveFrom: new Date(Date.now() + 86_400_000).toISOString() });
    const manual = await template(db(), m.tenantId, { receiveType: CouponReceiveType.MANUAL });
    const off = await template(db(), m.tenantId);
    await db().update(couponTemplates).set({ enabled: false }).where(eq(couponTemplates.id, off.id));
    for (const id of [later.id, manual.id, off.id]) expect((await api.receive(id)).data.error.code).toBe('NOT_RECEIVABLE');
    const blue = await newMember(ctx(), 'blue.localhost');
    const foreign = await template(db(), blue.tenantId);
    expect((await api.receive(foreign.id)).status).toBe(404);
    expect((await api.offers()).data.items.map((o: { id: string }) => o.id)).not.toContain(foreign.id);
  });
});

describe('my coupons', () => {
  it('a new member holds the welcome gift from registration', async () => {
    const m = await newMember(ctx(), 'blue.localhost');
    const { data } = await couponApi(ctx, m).mine();
    expect(data.counts).toEqual({ '1': 1, '10': 0, '20': 0, '30': 0 });
    expect(data.items[0]).toMatchObject({
      name: 'Welcome shipping coupon',
      receiveType: CouponReceiveType.NEW_CUSTOMER,
      amountOff: 20,
      threshold: 100,
    });
    const days = (Date.parse(data.items[0].expiresAt) - Date.parse(data.items[0].startsAt)) / 86_400_000;
    expect(days).toBe(30);
  });

  it('lists by status with counts; the demo customer holds coupons in every status', async () => {
    const demo = await demoMember(ctx(), 'blue.localhost');
    const api = couponApi(ctx, demo);
    const normal = await api.mine(MyCouponStatus.NORMAL);
    expect(normal.data.counts).toEqual({ '1': 4, '10': 1, '20': 1, '30': 1 });
    const expiries = normal.data.items.map((c: { expiresAt: string }) => c.expiresAt);
    expect(expiries).toEqual([...expiries].sort());
    for (const status of [MyCouponStatus.USED, MyCouponStatus.EXPIRED, MyCouponStatus.CANCEL]) {
      const { data } = await api.mine(status);
      expect(data.items).toHaveLength(1);
      expect(data.items[0].status).toBe(status);
    }
    expect((await api.mine(MyCouponStatus.USED)).data.items[0].usedAt).not.toBeNull();
  });

  it('delete gives up a usable coupon (CANCEL), removes a cancelled one from the list, and refuses one an unpaid order holds', async () => {
    const m = await newMember(ctx());
    const api = couponApi(ctx, m);
    const offer = await template(db(), m.tenantId, { perCustomerLimit: 2 });
    const a = (await api.receive(offer.id)).data;
    const b = (await api.receive(offer.id)).data;
    expect((await api.remove(a.id)).status).toBe(200);
    expect((await api.mine(MyCouponStatus.CANCEL)).data.items.map((c: { id: string }) => c.id)).toEqual([a.id]);
    expect((await api.remove(a.id)).status).toBe(200);
    const after = await api.mine(MyCouponStatus.CANCEL);
    expect(after.data.items).toEqual([]);
    expect(after.data.counts['30']).toBe(0);
    await db().transaction((tx) =>
      lockCoupon(tx, { tenantId: m.tenantId, id: m.userId }, b.id, { ref: `L-DEL-${b.id}`, kind: CouponAppliesTo.Parcel, feeMinor: 5_000 }),
    );
    expect((await api.mine()).data.items.find((c: { id: string }) => c.id === b.id).lockedBy).toBe(`L-DEL-${b.id}`);
    const refused = await api.remove(b.id);
    expect(refused).toMatchObject({ status: 409, data: { error: { code: 'COUPON_IN_USE' } } });
    // The limit counts coupons received, given up or not: no third.
    expect((await api.receive(offer.id)).data.error.code).toBe('LIMIT_REACHED');
  });

  it('another customer’s or another tenant’s coupon id is 404', async () => {
    const owner = await newMember(ctx());
    const offer = await template(db(), owner.tenantId);
    const coupon = (await couponApi(ctx, owner).receive(offer.id)).data;
    const other = await newMember(ctx());
    const foreign = await newMember(ctx(), 'navy.localhost');
    expect((await couponApi(ctx, other).remove(coupon.id)).status).toBe(404);
    expect((await couponApi(ctx, foreign).remove(coupon.id)).status).toBe(404);
    expect((await couponApi(ctx, other).mine()).data.items.map((c: { id: string }) => c.id)).not.toContain(coupon.id);
    const [row] = await db()
      .select()
      .from(memberCoupons)
      .where(and(eq(memberCoupons.id, coupon.id)));
    expect(row.status).toBe(MyCouponStatus.NORMAL);
    expect(row.kind).toBe(CouponKind.COUPON);
  });
});

describe('staff routes', () => {
  const login = async (host: string) =>
    (
      await call(ctx().app, '/api/passport-management/login-by-admin-password', {
        host,
        json: { username: 'admin', password: 'admin1234' },
      })
    ).data.accessToken as string;
  const staff = (token: string, host: string, path: string, json?: unknown, method?: string, headers: Record<string, string> = {}) =>
    call(ctx().app, `/api${path}`, { token, host, json, method, headers });

  it('write a campaign, hand a coupon out, adjust points once per Idempotency-Key; customers and other tenants are refused', async () => {
    const m = await newMember(ctx());
    const [user] = await db().select().from(users).where(eq(users.id, m.userId));
    const admin = await login('localhost');
    const created = await staff(admin, 'localhost', '/admin/coupon/template', {
      nameZh: '补偿',
      nameEn: 'Make-good',
      kind: CouponKind.COUPON,
      amountOff: 25,
      threshold: 50,
      appliesTo: [CouponAppliesTo.Parcel],
      receiveType: CouponReceiveType.MANUAL,
      validDays: 7,
    });
    expect(created.status).toBe(200);
    const bad = await staff(admin, 'localhost', '/admin/coupon/template', {
      nameZh: 'x',
      nameEn: 'x',
      kind: 10,
      amountOff: 5,
      appliesTo: [],
      receiveType: 10,
      validDays: 7,
    });
    expect(bad.status).toBe(400);
    const granted = await staff(admin, 'localhost', '/admin/coupon/grant', { customer: user.userName, templateId: created.data.id });
    expect(granted.status).toBe(200);
    expect((await couponApi(ctx, m).mine()).data.items.map((c: { id: string }) => c.id)).toContain(granted.data.id);
    const adjust = () =>
      staff(admin, 'localhost', '/admin/points/adjust', { customer: user.userName, points: 40, note: 'sorry' }, undefined, {
        'idempotency-key': `adj-${m.userId}`,
      });
    const [a, b] = await Promise.all([adjust(), adjust()]);
    // The second is refused while the first runs (409), or, once the first committed, replays its answer.
    expect([
      [200, 409],
      [200, 200],
    ]).toContainEqual([a.status, b.status].sort());
    if (a.status === b.status) expect(b.data).toEqual(a.data);
    expect((await adjust()).data).toEqual(a.status === 200 ? a.data : b.data);
    const record = (await couponApi(ctx, m).points()).data;
    expect(record).toMatchObject({ balance: 40, totalCount: 1 });
    expect(record.items[0]).toMatchObject({ kind: 'adjust', description: 'sorry' });
    expect((await staff(m.token, 'localhost', '/admin/coupon/template')).status).toBe(404); // admin routes are hidden from customers
    const blueAdmin = await login('blue.localhost');
    expect((await staff(blueAdmin, 'blue.localhost', `/admin/coupon/template/${created.data.id}`, { enabled: false }, 'PATCH')).status).toBe(404);
    expect((await staff(blueAdmin, 'blue.localhost', '/admin/coupon/grant', { customer: user.userName, templateId: created.data.id })).status).toBe(404);
  });
});
