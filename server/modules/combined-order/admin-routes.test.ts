// The staff's waybill routes through the app with an operator's session: the whole warehouse life of a
// paid-first waybill (the final weighing charged or refunded, the ledger equal to the balance, points on
// receipt), the pack-first life where the tenant is set so, refused steps, concurrent steps, who may call
// them, and the box photo shown to its customer only. Tenants are only read here (never changed).
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { CombinedOrderStatus as S, PaymentTiming } from '../../../lib/contract/enums.ts';
import { combinedOrders, parcels, sites, storedFiles, tenants } from '../../db/schema/index.ts';
import { labelPhoto } from '../../seed/png.ts';
import { call, loginDemo, testAppPerFile } from '../../test/harness.ts';
import { pointsBalanceOf } from '../coupons/points-record.ts';
import { balanceOf, fund, ledgerSum, shipper, submitQuoted, combinedOrderApi, type Shipper } from './test-helpers.ts';

const ctx = testAppPerFile();
const db = () => ctx().database.db;
const minor = (decimal: number) => Math.round(decimal * 100);
const operators = new Map<string, string>();

beforeAll(async () => {
  process.env.WAYBILL_PHOTO_DIR = path.join(inject('parcelPhotoDir'), 'waybill-photos');
  for (const host of ['localhost', 'blue.localhost', 'navy.localhost']) {
    const res = await call(ctx().app, '/api/passport-management/login-by-admin-password', {
      host,
      json: { username: 'admin', password: 'admin1234' },
    });
    operators.set(host, res.data.accessToken);
  }
});

/** A staff call: POST with a body (or none), GET for the list and one waybill. */
function staff(id: string, action = '', json?: unknown, opts: { host?: string; token?: string; method?: string } = {}) {
  const host = opts.host ?? 'localhost';
  const method = opts.method ?? (action ? 'POST' : 'GET');
  return call(ctx().app, `/api/admin/waybill/${id}${action ? `/${action}` : ''}`, {
    host,
    lang: 'en',
    method,
    json,
    token: opts.token ?? operators.get(host),
  });
}

/** A submitted, paid waybill (PendingPacking) and the wallet's balance after paying. */
async function paidCombinedOrder(opts: { host?: string; wallet?: number } = {}) {
  const m = await shipper(ctx(), { host: opts.host, wallet: opts.wallet ?? 100_000 });
  const { draft, submitted } = await submitQuoted(ctx, m);
  expect(submitted.data.payment).toBe('paid');
  return { m, id: submitted.data.waybill.id as string, estimate: minor(draft.quote.total), afterSubmit: await balanceOf(ctx(), m) };
}

async function toVerified(id: string, host = 'localhost') {
  expect((await staff(id, 'pick', undefined, { host })).data.status).toBe(S.Picking);
  expect((await staff(id, 'verify', undefined, { host })).data.status).toBe(S.Verified);
}

function multipart(id: string, fields: Record<string, string>, photo?: Uint8Array, token = operators.get('localhost')) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (photo) form.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'box.png');
  return ctx().app.request(`http://localhost/api/admin/waybill/${id}/pack`, {
    method: 'POST',
    headers: { host: 'localhost', 'accept-language': 'en', authorization: `Bearer ${token}` },
    body: form,
  });
}

const boxPhoto = (m: Pick<Shipper, 'token'>, id: string) =>
  ctx().app.request(`http://localhost/api/u/combinedOrder/${id}/box-photo`, {
    headers: { host: 'localhost', authorization: `Bearer ${m.token}` },
  });

describe('the warehouse life of a waybill paid first', () => {
  it('picks, verifies, packs heavier (the difference charged), ships, tracks, delivers; the customer confirms and earns points', async () => {
    const { m, id, estimate, afterSubmit } = await paidCombinedOrder();
    await toVerified(id);
    const packed = await staff(id, 'pack', { weight: 6.2, length: 40, width: 30, height: 30 });
    expect(packed.status).toBe(200);
    expect(packed.data).toMatchObject({
      status: S.Packaged,
      amountDue: 0,
      final: { actualWeight: 6.2, length: 40, width: 30, height: 30 },
    });
    const extra = minor(packed.data.final.total) - estimate;
    expect(extra).toBeGreaterThan(0);
    expect(await balanceOf(ctx(), m)).toBe(afterSubmit - extra);
    expect(await ledgerSum(ctx(), m)).toBe(await balanceOf(ctx(), m));
    expect(packed.data.payments.map((p: { kind: string }) => p.kind)).toEqual(['payment', 'deduction']);

    expect((await staff(id, 'out-of-warehouse')).data.status).toBe(S.OutOfWarehouse);
    const shipped = await staff(id, 'ship', { carrierName: 'Yanwen Logistics', trackingNumber: ' yw123456789cn ' });
    expect(shipped.data).toMatchObject({
      status: S.Shipped,
      carrierName: 'Yanwen Logistics',
      carrierTrackingNumber: 'YW123456789CN',
      canSign: true,
    });
    const at = new Date(Date.now() + 60_000).toISOString();
    const moving = await staff(id, 'events', { status: 'IN_TRANSIT', text: 'Departed Shenzhen hub', location: 'Shenzhen, CN', at });
    expect(moving.data.tracking[0]).toEqual({
      at,
      status: 'IN_TRANSIT',
      location: 'Shenzhen, CN',
      text: 'Departed Shenzhen hub',
      source: 'carrier',
    });
    const warehouse = await staff(id, 'events', { status: 'WAREHOUSE', text: 'x' });
    expect(warehouse.status).toBe(400);
    expect(warehouse.data.error.validationErrors[0].members).toEqual(['status']);
    const delivered = await staff(id, 'deliver', { location: 'San Francisco' });
    expect(delivered.status).toBe(200);
    expect(delivered.data.tracking.find((e: { status: string }) => e.status === 'DELIVERED')).toMatchObject({
      status: 'DELIVERED',
      text: 'Delivered / 已送达',
      source: 'carrier',
    });
    expect((await staff(id, 'complete')).status).toBe(409);

    const signed = await combinedOrderApi(ctx, m).sign(id);
    expect(signed.data).toMatchObject({ status: S.Signed, canSign: false });
    expect(signed.data.pointsEarned).toBeGreaterThan(0);
    expect(await pointsBalanceOf(db(), { tenantId: m.tenantId, id: m.userId })).toBe(signed.data.pointsEarned);
    const done = await staff(id, 'complete');
    expect(done.data.status).toBe(S.Completed);
    expect(done.data.history.map((h: { action: string }) => h.action).reverse()).toEqual([
      'submitted',
      'paid',
      'picked',
      'verified',
      'packed',
      'outOfWarehouse',
      'shipped',
      'delivered',
      'signed',
      'completed',
    ]);
    expect(done.data.tracking.map((e: { text: string }) => e.text)).toContain('Packed; weighed 6.2 kg');

    const list = await call(ctx().app, `/api/admin/waybill/list?status=${S.Completed}`, { token: operators.get('localhost'), lang: 'en' });
    const row = list.data.items.find((w: { id: string }) => w.id === id);
    expect(row).toMatchObject({
      status: S.Completed,
      userId: m.userId,
      weight: 6.2,
      hasBoxPhoto: false,
      carrierTrackingNumber: 'YW123456789CN',
    });
    expect(row.userName).toBeTruthy();
    expect(list.data.items.every((w: { status: number }) => w.status === S.Completed)).toBe(true);
  });

  it('refunds a lighter box at once, and staff may confirm receipt for the customer', async () => {
    const { m, id, estimate, afterSubmit } = await paidCombinedOrder();
    await toVerified(id);
    const packed = await staff(id, 'pack', { weight: 0.9, length: 20, width: 15, height: 10 });
    const refund = estimate - minor(packed.data.final.total);
    expect(refund).toBeGreaterThan(0);
    expect(await balanceOf(ctx(), m)).toBe(afterSubmit + refund);
    expect(await ledgerSum(ctx(), m)).toBe(await balanceOf(ctx(), m));
    await staff(id, 'out-of-warehouse');
    await staff(id, 'ship', { carrierName: 'Cainiao', trackingNumber: 'CN000111' });
    const played = await staff(id, 'play-demo-journey');
    expect(played.data.tracking[0].status).toBe('DELIVERED');
    const signed = await staff(id, 'sign');
    expect(signed.data).toMatchObject({ status: S.Signed });
    expect(signed.data.history[0]).toMatchObject({ action: 'signed', actor: 'staff' });
    expect(signed.data.pointsEarned).toBeGreaterThan(0);
  });
});

describe('pack first, pay later', () => {
  it('is Unpaid once weighed, cannot leave until the customer pays the final fee (navy.localhost when its tenant is so)', async (t) => {
    const [tenant] = await db()
      .select({ timing: tenants.paymentTiming })
      .from(tenants)
      .innerJoin(sites, eq(sites.tenantId, tenants.id))
      .where(eq(sites.domain, 'navy.localhost'));
    if (tenant.timing !== PaymentTiming.PackFirstAndPayLater) t.skip(`navy.localhost's tenant pays first (payment_timing ${tenant.timing})`);
    const host = 'navy.localhost';
    const m = await shipper(ctx(), { host, wallet: 1_000_000 });
    const { submitted } = await submitQuoted(ctx, m);
    expect(submitted.data).toMatchObject({ payment: 'later', waybill: { status: S.PendingPacking, amountDue: 0 } });
    const id = submitted.data.waybill.id;
    const before = await balanceOf(ctx(), m);
    await toVerified(id, host);
    const packed = await staff(id, 'pack', { weight: 2.5, length: 30, width: 20, height: 20 }, { host });
    expect(packed.data).toMatchObject({ status: S.Unpaid, canPay: true, amountDue: packed.data.final.total });
    expect(await balanceOf(ctx(), m)).toBe(before);
    const early = await staff(id, 'out-of-warehouse', undefined, { host });
    expect(early.status).toBe(409);
    expect(early.data.error.code).toBe('WAYBILL_UNPAID');
    const paid = await combinedOrderApi(ctx, m).pay(id, 'pay-later-1');
    expect(paid.data).toMatchObject({ status: S.Packaged, amountDue: 0 });
    expect(await balanceOf(ctx(), m)).toBe(before - minor(packed.data.final.total));
    expect(await ledgerSum(ctx(), m)).toBe(await balanceOf(ctx(), m));
    expect((await staff(id, 'out-of-warehouse', undefined, { host })).data.status).toBe(S.OutOfWarehouse);
  });
});

describe('refused steps', () => {
  it('answer 409: pack before verify, ship before leaving, leaving while unpaid, cancelling once shipped', async () => {
    const { id } = await paidCombinedOrder();
    const box = { weight: 2, length: 30, width: 20, height: 10 };
    expect((await staff(id, 'pack', box)).status).toBe(409);
    expect((await staff(id, 'ship', { carrierName: 'Cainiao', trackingNumber: 'CN1' })).status).toBe(409);
    await staff(id, 'pick');
    const early = await staff(id, 'pack', box);
    expect(early.status).toBe(409);
    expect(early.data.error).toMatchObject({ code: 'WAYBILL_WRONG_STATE', message: 'The waybill’s status does not allow this.' });
    expect((await staff(id, 'out-of-warehouse')).status).toBe(409);
    expect((await staff(id, 'sign')).data.error.code).toBe('WAYBILL_NOT_SIGNABLE');
    await staff(id, 'verify');
    expect((await staff(id, 'pack', { ...box, weight: 0 })).status).toBe(400);
    await staff(id, 'pack', box);
    expect((await staff(id, 'ship', { carrierName: 'Cainiao', trackingNumber: 'CN1' })).status).toBe(409);
    await staff(id, 'out-of-warehouse');
    await staff(id, 'ship', { carrierName: 'Cainiao', trackingNumber: 'CN2' });
    const late = await staff(id, 'cancel', { reason: 'Too late' });
    expect(late.status).toBe(409);
    expect((await staff(id)).data.status).toBe(S.Shipped);

    // Paid the estimate exactly, then weighed heavier with an empty wallet: Unpaid, and it may not leave.
    const m = await shipper(ctx(), { wallet: 0 });
    const short = (await submitQuoted(ctx, m)).submitted.data.waybill.id;
    expect((await staff(short, 'pick')).status).toBe(409);
    await fund(ctx(), m, minor((await combinedOrderApi(ctx, m).payInfo(short)).data.amountDue));
    expect((await combinedOrderApi(ctx, m).pay(short)).status).toBe(200);
    await toVerified(short);
    const heavy = await staff(short, 'pack', { weight: 8, length: 50, width: 40, height: 30 });
    expect(heavy.data).toMatchObject({ status: S.Unpaid, canPay: true });
    const unpaid = await staff(short, 'out-of-warehouse');
    expect(unpaid.status).toBe(409);
    expect(unpaid.data.error.code).toBe('WAYBILL_UNPAID');
  });

  it('staff cancel a packed waybill: everything paid back, the parcels in stock again', async () => {
    const m = await shipper(ctx(), { wallet: 100_000 });
    const before = await balanceOf(ctx(), m);
    const id = (await submitQuoted(ctx, m)).submitted.data.waybill.id;
    await toVerified(id);
    await staff(id, 'pack', { weight: 6.2, length: 40, width: 30, height: 30 });
    expect((await staff(id, 'cancel', { reason: '' })).status).toBe(400);
    const canceled = await staff(id, 'cancel', { reason: 'Prohibited goods found' });
    expect(canceled.data).toMatchObject({ status: S.Canceled });
    expect(canceled.data.history[0]).toMatchObject({ action: 'canceled', actor: 'staff', note: 'Prohibited goods found' });
    expect(await balanceOf(ctx(), m)).toBe(before);
    expect(await ledgerSum(ctx(), m)).toBe(before);
    const rows = await db().select().from(parcels).where(eq(parcels.userId, m.userId));
    expect(rows.every((p) => p.combinedOrderId === null)).toBe(true);
  });

  it('of two concurrent picks exactly one moves the waybill', async () => {
    const { id } = await paidCombinedOrder();
    const answers = await Promise.all([staff(id, 'pick'), staff(id, 'pick')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const history = (await staff(id)).data.history.filter((h: { action: string }) => h.action === 'picked');
    expect(history).toHaveLength(1);
  });
});

describe('access', () => {
  it('a visitor gets 401, a customer 404; another tenant’s operator gets 404 and changes nothing', async () => {
    const { m, id } = await paidCombinedOrder();
    expect((await staff(id, '', undefined, { token: '' })).status).toBe(401);
    const demo = await loginDemo(ctx().app);
    for (const token of [m.token, demo]) {
      const answers = await Promise.all([
        call(ctx().app, '/api/admin/waybill/list', { token }),
        staff(id, '', undefined, { token }),
        staff(id, 'pick', undefined, { token }),
        staff(id, 'cancel', { reason: 'x' }, { token }),
      ]);
      expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404]);
    }
    for (const host of ['blue.localhost', 'navy.localhost']) {
      const answers = await Promise.all([
        staff(id, '', undefined, { host }),
        staff(id, 'pick', undefined, { host }),
        staff(id, 'cancel', { reason: 'x' }, { host }),
        staff(id, 'play-demo-journey', undefined, { host }),
      ]);
      expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404]);
      const list = await call(ctx().app, '/api/admin/waybill/list', { host, token: operators.get(host) });
      expect(list.data.items.map((w: { id: string }) => w.id)).not.toContain(id);
    }
    const [row] = await db().select().from(combinedOrders).where(eq(combinedOrders.id, id));
    expect(row.status).toBe(S.PendingPacking);
  });
});

describe('the box photo', () => {
  it('is checked and stored with the packing, and shown to the waybill’s customer only', async () => {
    const { m, id } = await paidCombinedOrder();
    await toVerified(id);
    const boxPhotos = async () => (await db().select({ name: storedFiles.name }).from(storedFiles).where(eq(storedFiles.bucket, 'waybill-photos'))).length;
    const before = await boxPhotos();
    const exe = Buffer.from('MZ\x90\x00\x03 renamed.png', 'latin1');
    const refused = await multipart(id, { weight: '2.4', length: '30', width: '20', height: '20' }, exe);
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.validationErrors).toEqual([{ members: ['photo'], message: 'Images must be png, gif, jpg or jpeg.' }]);
    const missing = await multipart(id, { length: '30', width: '20', height: '20' });
    expect((await missing.json()).error.validationErrors).toEqual([{ members: ['weight'], message: expect.any(String) }]);
    expect(await boxPhotos()).toBe(before);
    expect((await staff(id)).data).toMatchObject({ status: S.Verified, boxPhotoUrl: null });
    expect((await boxPhoto(m, id)).status).toBe(404);

    const png = labelPhoto('BOX', [200, 80, 20]);
    const packed = await multipart(id, { weight: '2.4', length: '30', width: '20', height: '20' }, png);
    expect(packed.status).toBe(200);
    const detail = await packed.json();
    expect(detail).toMatchObject({ status: S.Packaged, boxPhotoUrl: `/api/u/combinedOrder/${id}/box-photo`, final: { actualWeight: 2.4 } });
    const [row] = await db().select().from(combinedOrders).where(eq(combinedOrders.id, id));
    expect(row.boxPhoto).toMatch(/^[0-9a-f-]{36}\.png$/);

    const mine = await boxPhoto(m, id);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await mine.arrayBuffer()).equals(Buffer.from(png))).toBe(true);
    const neighbour = await shipper(ctx(), { parcels: 1 });
    expect((await boxPhoto(neighbour, id)).status).toBe(404);
    expect((await boxPhoto({ token: operators.get('localhost')! }, id)).status).toBe(401);
  });
});
