import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeliveryMode, MyCouponStatus, ParcelStatus } from '../../../lib/contract/enums.ts';
import { combinedOrders, ledgerAccounts, memberCoupons, parcels, pointsEntries, users } from '../../db/schema/index.ts';
import { DEMO_COMBINED_ORDERS } from '../../seed/accounts.ts';
import { DEMO_POINTS_BALANCE } from '../../seed/coupons.ts';
import { DEMO_BALANCE } from '../../seed/money.ts';
import { DEMO_PARCELS } from '../../seed/parcels.ts';

/** The seeded parcels: the demo parcels and the ship-for-me order's package, arrived (server/seed/ship-for-me.ts). */
const seededIn = (status: number) => DEMO_PARCELS.filter((p) => p.status === status).length + (status === ParcelStatus.Arrived ? 1 : 0);
import { call, createTestApp, loginDemo, type TestContext } from '../../test/harness.ts';
import { registerMember, sendAndRead, unique } from '../../test/accounts-helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

describe('change password', () => {
  it('checks the old password and the rule, then ends the OTHER sessions only', async () => {
    const m = await registerMember(ctx);
    const other = await loginDemo(ctx.app, 'localhost', m.userName, m.password);
    const path = '/api/u/user/change-password';
    const wrongOld = await call(ctx.app, path, {
      token: m.token,
      json: { oldPassword: 'nope12', newPassword: 'new123', confirmPassword: 'new123' },
    });
    expect(wrongOld.status).toBe(400);
    expect(wrongOld.data.error.validationErrors[0].members).toEqual(['oldPassword']);
    const rule = await call(ctx.app, path, { token: m.token, json: { oldPassword: m.password, newPassword: 'a!', confirmPassword: 'a!' } });
    expect(rule.data.error.validationErrors[0].members).toEqual(['newPassword']);
    const ok = await call(ctx.app, path, {
      token: m.token,
      json: { oldPassword: m.password, newPassword: 'new123', confirmPassword: 'new123' },
    });
    expect(ok).toEqual({ status: 200, data: {} });
    expect((await call(ctx.app, '/api/u/user', { token: m.token })).status).toBe(200);
    expect((await call(ctx.app, '/api/u/user', { token: other })).status).toBe(401);
    expect((await loginDemo(ctx.app, 'localhost', m.userName, 'new123')).length).toBeGreaterThan(20);
  });
});

describe('PUT /u/user', () => {
  it('changes the name freely; a new e-mail needs the change-contact code sent to it', async () => {
    const m = await registerMember(ctx);
    const named = await call(ctx.app, '/api/u/user', { method: 'PUT', token: m.token, json: { name: '张三' } });
    expect(named.status).toBe(200);
    expect(named.data.name).toBe('张三');
    const email = `${unique()}@example.com`;
    const noCode = await call(ctx.app, '/api/u/user', { method: 'PUT', token: m.token, json: { email } });
    expect(noCode.status).toBe(400);
    expect(noCode.data.error.validationErrors[0].members).toEqual(['code']);
    const code = (await sendAndRead(ctx, { email }, 'change-contact'))!;
    // whether an e-mail is taken is said only once its code is proved
    const unproved = await call(ctx.app, '/api/u/user', { method: 'PUT', token: m.token, json: { email: 'demo@example.com', code } });
    expect(unproved.data.error.code).toBe('InvalidVerificationCode');
    const demoCode = (await sendAndRead(ctx, { email: 'demo@example.com' }, 'change-contact'))!;
    const taken = await call(ctx.app, '/api/u/user', {
      method: 'PUT',
      token: m.token,
      json: { email: 'demo@example.com', code: demoCode },
    });
    expect(taken.data.error.validationErrors[0].members).toEqual(['email']);
    const ok = await call(ctx.app, '/api/u/user', { method: 'PUT', token: m.token, json: { email, code } });
    expect(ok.status).toBe(200);
    expect(ok.data.email).toBe(email);
  });

  it('a new e-mail and a new phone each need their own code', async () => {
    const m = await registerMember(ctx);
    const email = `${unique()}@example.com`;
    const phone = `136${String(Date.now()).slice(-8)}`;
    const emailCode = (await sendAndRead(ctx, { email }, 'change-contact'))!;
    const phoneCode = (await sendAndRead(ctx, { phone, international_code: '86' }, 'change-contact'))!;
    const put = (json: Record<string, string>) => call(ctx.app, '/api/u/user', { method: 'PUT', token: m.token, lang: 'en', json });
    // the e-mail's code does not prove the phone (it used to: only the first change was checked)
    const one = await put({ email, phone, international_code: '86', code: emailCode });
    expect(one.status).toBe(400);
    expect(one.data.error.validationErrors.map((v: { members: string[] }) => v.members[0])).toEqual(['email_code', 'phone_code']);
    const wrongPhone = await put({
      email,
      phone,
      international_code: '86',
      email_code: emailCode,
      phone_code: emailCode === '000000' ? '111111' : '000000',
    });
    expect(wrongPhone.status).toBe(400);
    expect(wrongPhone.data.error.code).toBe('InvalidVerificationCode');
    expect((await call(ctx.app, '/api/u/user', { token: m.token })).data).toMatchObject({ email: m.email, phone: null });
    // the e-mail's code was not used up by the refused change
    const ok = await put({ email, phone, international_code: '86', email_code: emailCode, phone_code: phoneCode });
    expect(ok.status).toBe(200);
    expect(ok.data).toMatchObject({ email, phone });
  });

  it('a new phone with its code', async () => {
    const m = await registerMember(ctx);
    const phone = `137${String(Date.now()).slice(-8)}`;
    const code = (await sendAndRead(ctx, { phone, international_code: '60' }, 'change-contact'))!;
    const ok = await call(ctx.app, '/api/u/user', { method: 'PUT', token: m.token, json: { phone, international_code: '60', code } });
    expect(ok.status).toBe(200);
    expect(ok.data).toMatchObject({ phone, internationalCode: '60' });
  });
});

describe('notification settings', () => {
  it('defaults, partial update, both paths, signed in only', async () => {
    const m = await registerMember(ctx);
    expect((await call(ctx.app, '/api/user/notification/settings')).status).toBe(401);
    const first = await call(ctx.app, '/api/user/notification/settings', { token: m.token, lang: 'en' });
    expect(first.status).toBe(200);
    expect(first.data.items.map((i: { event: string }) => i.event)).toEqual([
      'parcelArrived',
      'waybillPacked',
      'shipped',
      'delivered',
      'topupResult',
      'couponExpiring',
    ]);
    expect(first.data.items[1]).toMatchObject({ event: 'waybillPacked', site: true, email: true, sms: true });
    const put = await call(ctx.app, '/api/u/user/notification/settings', {
      method: 'PUT',
      token: m.token,
      json: {
        items: [
          { event: 'parcelArrived', sms: true },
          { event: 'shipped', email: false },
        ],
      },
    });
    expect(put.status).toBe(200);
    const again = await call(ctx.app, '/api/u/user/notification/settings', { token: m.token });
    expect(again.data.items[0]).toMatchObject({ event: 'parcelArrived', site: true, email: true, sms: true, name: '包裹到仓' });
    expect(again.data.items[2]).toMatchObject({ event: 'shipped', email: false, sms: true });
    const bad = await call(ctx.app, '/api/user/notification/settings', {
      method: 'PUT',
      token: m.token,
      json: { items: [{ event: 'x' }] },
    });
    expect(bad.status).toBe(400);
  });
});

describe('counts and user centre', () => {
  const demoId = async (host: string) => {
    const token = await loginDemo(ctx.app, host);
    const me = await call(ctx.app, '/api/u/user', { token, host });
    return { token, id: me.data.id as string };
  };

  it('status counts equal the seeded rows (real queries), with localized names', async () => {
    const { token, id } = await demoId('localhost');
    const parcel = await call(ctx.app, '/api/u/ship-for-me/parcel/status-group', { method: 'POST', token, lang: 'en' });
    expect(parcel.status).toBe(200);
    const dbCounts = await ctx.database.db
      .select({ status: parcels.status, n: sql<number>`count(*)::int` })
      .from(parcels)
      .where(eq(parcels.userId, id))
      .groupBy(parcels.status);
    for (const row of parcel.data) {
      const expected = seededIn(row.status);
      expect(expected, `demo parcels in status ${row.status}`).toBeGreaterThan(0); // every tab has rows
      expect(row.count).toBe(expected);
      expect(row.count).toBe(dbCounts.find((d) => d.status === row.status)?.n ?? 0);
    }
    expect(parcel.data.find((r: { status: number }) => r.status === 60).name).toBe('Arrived');
    const combinedOrders = await call(ctx.app, '/api/u/ship-for-me/combined-order/status-group', { method: 'POST', token });
    expect(combinedOrders.data.find((r: { status: number }) => r.status === 60)).toEqual({ status: 60, name: '待付款', count: 1 });
    const viaGet = await call(ctx.app, '/api/user/statusGroupItems?type=20', { token });
    expect(viaGet.data).toEqual(combinedOrders.data);
    expect((await call(ctx.app, '/api/user/statusGroupItems', { token })).data).toEqual(
      (await call(ctx.app, '/api/u/ship-for-me/parcel/status-group', { method: 'POST', token })).data,
    );
  });

  it('user centre: member, balance = ledger sum, points, usable coupons, counts', async () => {
    const host = 'blue.localhost';
    const { token, id } = await demoId(host);
    const res = await call(ctx.app, '/api/u/user/center', { token, host, lang: 'en' });
    expect(res.status).toBe(200);
    const db = ctx.database.db;
    const [[wallet], [points], [coupons], [orderCount]] = await Promise.all([
      db
        .select({ s: sql<number>`coalesce(sum(${ledgerAccounts.balance}),0)::int` })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.userId, id)),
      db
        .select({ s: sql<number>`coalesce(sum(${pointsEntries.points}),0)::int` })
        .from(pointsEntries)
        .where(eq(pointsEntries.userId, id)),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(memberCoupons)
        .where(
          and(
            eq(memberCoupons.userId, id),
            eq(memberCoupons.status, MyCouponStatus.NORMAL),
            gt(memberCoupons.expiresAt, new Date()),
            isNull(memberCoupons.lockedBy),
          ),
        ),
      // Waybills only: transhipment orders (DeliveryMode 2) have their own counts.
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(combinedOrders)
        .where(and(eq(combinedOrders.userId, id), eq(combinedOrders.deliveryMode, DeliveryMode.DirectDelivery))),
    ]);
    expect(res.data.member).toMatchObject({ id, userName: 'demo', levelName: 'Silver' });
    expect(res.data.member.memberCode).toBe('BW100001');
    expect(res.data.wallet).toEqual({ balance: wallet.s / 100, currencyCode: 'USD', currencySymbol: '$' });
    expect(wallet.s).toBe(DEMO_BALANCE);
    expect(res.data.points).toBe(points.s);
    expect(points.s).toBe(DEMO_POINTS_BALANCE);
    expect(res.data.usableCouponCount).toBe(coupons.n);
    // The welcome gift, the combined-shipping voucher, the points exchange, the one a cancelled order released.
    expect(coupons.n).toBe(4);
    const total = (xs: { count: number }[]) => xs.reduce((a, x) => a + x.count, 0);
    expect(total(res.data.parcelCounts)).toBe(DEMO_PARCELS.length + 1);
    expect(total(res.data.waybillCounts)).toBe(orderCount.n);
    expect(orderCount.n).toBe(DEMO_COMBINED_ORDERS.length);
  });

  it('a new member has zero everywhere but the welcome coupon, and the lowest level', async () => {
    const m = await registerMember(ctx);
    const res = await call(ctx.app, '/api/u/user/center', { token: m.token });
    // The seeded NEW_CUSTOMER template hands every new member one coupon at registration.
    expect(res.data).toMatchObject({ points: 0, usableCouponCount: 1, wallet: { balance: 0, currencyCode: 'CNY' } });
    expect(res.data.member.levelName).toBe('普通会员');
    expect(res.data.parcelCounts.every((x: { count: number }) => x.count === 0)).toBe(true);
  });

  it('tags of the member', async () => {
    const token = await loginDemo(ctx.app);
    const res = await call(ctx.app, '/api/u/user/tag/list', { token, json: { maxResultCount: 1, skipCount: 0 } });
    expect(res.data.totalCount).toBe(2);
    expect(res.data.items).toHaveLength(1);
    expect((await call(ctx.app, '/api/u/user/tag/list', { method: 'POST', token })).data.items).toHaveLength(2);
  });

  it('the demo exists in users', async () => {
    const rows = await ctx.database.db.select().from(users).where(eq(users.userName, 'demo'));
    expect(rows.length).toBe(3);
  });
});
