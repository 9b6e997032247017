// Signing a waybill earns points, so it takes the member's lock before the waybill's row, as a staff cancel
// does (the lock order, ./reprice.ts): a receipt confirmed while staff try to cancel the shipped waybill
// gets no deadlock on PostgreSQL; the sign wins, the cancel is refused, the points are earned once.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CombinedOrderStatus as S } from '../../../lib/contract/enums.ts';
import { combinedOrders, pointsEntries } from '../../db/schema/index.ts';
import { call, testAppPerFile } from '../../test/harness.ts';
import { loginAdmin } from '../parcels/test-helpers.ts';
import { packCombinedOrder, shipCombinedOrder, staffStep } from './staff.ts';
import { shipper, stockParcel, submitQuoted, combinedOrderApi } from './test-helpers.ts';

const ctx = testAppPerFile();
const ROUNDS = 10;
let admin = '';
beforeAll(async () => {
  admin = await loginAdmin(ctx());
});

describe('a receipt confirmed while staff cancel the waybill', () => {
  it(`${ROUNDS} rounds of sign and staff cancel at once: no 500, signed once, points earned once`, async () => {
    const owner = await shipper(ctx(), { wallet: 10_000_000, parcels: 0 });
    const { db } = ctx().database;
    const answers: { sign: number; cancel: number }[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const parcel = await stockParcel(ctx(), owner);
      const { submitted } = await submitQuoted(ctx, { ...owner, parcelIds: [parcel.id] });
      const id = submitted.data.waybill.id as string;
      await staffStep(db, owner.tenantId, id, 'pick');
      await staffStep(db, owner.tenantId, id, 'verify');
      await packCombinedOrder(db, owner.tenantId, id, { weightGrams: 2400, lengthCm: 40, widthCm: 30, heightCm: 20 });
      await staffStep(db, owner.tenantId, id, 'outOfWarehouse');
      await shipCombinedOrder(db, owner.tenantId, id, 'DHL Express', '4070070017');

      const sign = () => combinedOrderApi(ctx, owner).sign(id);
      const cancel = () => call(ctx().app, `/api/admin/waybill/${id}/cancel`, { method: 'POST', token: admin, lang: 'en', json: { reason: 'Race' } });
      const [signed, canceled] = round % 2 === 0 ? await Promise.all([sign(), cancel()]) : (await Promise.all([cancel(), sign()])).reverse();
      answers.push({ sign: signed.status, cancel: canceled.status });

      const [order] = await db.select().from(combinedOrders).where(eq(combinedOrders.id, id));
      const earned = await db
        .select()
        .from(pointsEntries)
        .where(and(eq(pointsEntries.userId, owner.userId), eq(pointsEntries.ref, id)));
      if (signed.status === 200) {
        expect(order.status).toBe(S.Signed);
        expect(earned.map((e) => [e.kind, e.points])).toEqual([['earn', order.pointsEarned]]);
      }
    }
    expect(answers, JSON.stringify(answers)).toEqual(Array.from({ length: ROUNDS }, () => ({ sign: 200, cancel: 409 })));
  }, 120_000);
});
