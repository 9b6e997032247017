// Carrier checkpoint times through the staff route: a checkpoint is dated within the waybill's own history
// (not before it was shipped, not in the future beyond a small clock skew); a refused one is a localized
// 400 and nothing is recorded.
import { beforeAll, describe, expect, it } from 'vitest';
import { call, testAppPerFile } from '../../test/harness.ts';
import { packCombinedOrder, shipCombinedOrder, staffStep } from './staff.ts';
import { shipper, submitQuoted } from './test-helpers.ts';

const ctx = testAppPerFile();
/** The clock skew allowed between the carrier's clock and ours (docs/decisions.md). */
const CHECKPOINT_CLOCK_SKEW_MS = 5 * 60_000;
let operator = '';

beforeAll(async () => {
  const res = await call(ctx().app, '/api/passport-management/login-by-admin-password', {
    json: { username: 'admin', password: 'admin1234' },
  });
  operator = res.data.accessToken;
});

const staff = (id: string, action: string, json: unknown, lang = 'en') =>
  call(ctx().app, `/api/admin/waybill/${id}/${action}`, { lang, method: 'POST', json, token: operator });
const detail = (id: string) => call(ctx().app, `/api/admin/waybill/${id}`, { lang: 'en', token: operator });

async function shippedCombinedOrder() {
  const owner = await shipper(ctx(), { wallet: 100_000 });
  const { submitted } = await submitQuoted(ctx, owner);
  const id = submitted.data.waybill.id as string;
  const { db } = ctx().database;
  await staffStep(db, owner.tenantId, id, 'pick');
  await staffStep(db, owner.tenantId, id, 'verify');
  await packCombinedOrder(db, owner.tenantId, id, { weightGrams: 2400, lengthCm: 40, widthCm: 30, heightCm: 20 });
  await staffStep(db, owner.tenantId, id, 'outOfWarehouse');
  const shipped = await shipCombinedOrder(db, owner.tenantId, id, 'DHL Express', '4070070017');
  return { id, createdAt: new Date(submitted.data.waybill.createdAt), shippedAt: shipped.shippedAt! };
}

describe('checkpoint times', () => {
  it('refuses a checkpoint dated before the waybill existed or was shipped, or in the future, in the caller’s language', async () => {
    const { id, createdAt, shippedAt } = await shippedCombinedOrder();
    const before = (await detail(id)).data.tracking.length;
    const iso = (ms: number) => new Date(ms).toISOString();
    const event = (at: string) => ({ status: 'IN_TRANSIT', text: 'Departed the origin facility', location: 'Shenzhen, CN', at });

    const beforeCreated = await staff(id, 'events', event(iso(createdAt.getTime() - 3 * 86_400_000)));
    expect(beforeCreated.status).toBe(400);
    expect(beforeCreated.data.error).toMatchObject({
      code: 'BadRequest',
      message: 'A checkpoint cannot be dated before the waybill was shipped.',
    });
    const zh = await staff(id, 'events', event(iso(createdAt.getTime() - 3 * 86_400_000)), 'zh-Hans');
    expect(zh.data.error.message).toBe('物流节点的时间不能早于运单发出的时间');
    const beforeShipped = await staff(id, 'events', event(iso(shippedAt.getTime() - CHECKPOINT_CLOCK_SKEW_MS - 60_000)));
    expect(beforeShipped.status).toBe(400);
    const future = await staff(id, 'events', event(iso(Date.now() + CHECKPOINT_CLOCK_SKEW_MS + 60_000)));
    expect(future.status).toBe(400);
    expect(future.data.error.message).toBe('A checkpoint cannot be dated in the future.');
    expect((await staff(id, 'events', event(iso(Date.now() + CHECKPOINT_CLOCK_SKEW_MS + 60_000)), 'zh-Hans')).data.error.message).toBe(
      '物流节点的时间不能晚于当前时间',
    );
    expect((await detail(id)).data.tracking).toHaveLength(before);

    // Within the waybill's history, and a carrier clock a little ahead or behind ours: recorded.
    const slightlyEarly = await staff(id, 'events', event(iso(shippedAt.getTime() - 60_000)));
    expect(slightlyEarly.status).toBe(200);
    const slightlyAhead = await staff(id, 'events', event(iso(Date.now() + 60_000)));
    expect(slightlyAhead.status).toBe(200);
    expect(slightlyAhead.data.tracking).toHaveLength(before + 2);
  });
});
