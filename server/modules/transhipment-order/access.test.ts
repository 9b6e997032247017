// Whose transhipment order it is, and cancelling safely: another member's or another tenant's ids answer
// 404 on every transhipment route, a waybill's id is not a transhipment order, and of concurrent cancels
// (or retries) exactly one refunds — the wallet gets the money back once and the parcel is free again.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CombinedOrderStatus as S, DeliveryMode, ParcelStatus } from '../../../lib/contract/enums.ts';
import { parcels } from '../../db/schema/index.ts';
import { call, testAppPerFile } from '../../test/harness.ts';
import { balanceOf, ledgerSum, shipper, submitQuoted } from '../combined-order/test-helpers.ts';
import { forwarder, orderApi, receive, submitTranshipment } from './test-helpers.ts';

const ctx = testAppPerFile();

describe('another customer’s transhipment order', () => {
  it('answers 404 on every route, in the same tenant and from another tenant', async () => {
    const owner = await forwarder(ctx(), { wallet: 100_000 });
    const { submitted } = await submitTranshipment(ctx, owner);
    const id = submitted.data.order.id;
    const neighbour = await forwarder(ctx());
    const stranger = await forwarder(ctx(), { host: 'blue.localhost' });
    for (const other of [neighbour, stranger]) {
      const api = orderApi(ctx, other);
      const answers = await Promise.all([
        api.detail(id),
        api.editValues(id),
        api.edit(id, { methodId: 'x', expectedTotal: 1 }),
        api.notes(id),
        api.addNote(id, 'hello'),
        api.sign(id),
        api.cancel(id),
        api.pay(id),
      ]);
      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 404));
      expect((await api.list()).data.items.map((o: { id: string }) => o.id)).not.toContain(id);
      expect((await api.draft({ parcelId: owner.parcelId, estimatedWeight: 1 })).status).toBe(404);
    }
    expect((await orderApi(ctx, owner).detail(id)).status).toBe(200);
    // The staff's note route is for the tenant's operators only.
    expect((await call(ctx().app, `/api/admin/transhipment/${id}/notes`, { token: owner.token })).status).toBe(404);
  });

  it('does not take a waybill’s id as a transhipment order', async () => {
    const m = await shipper(ctx(), { wallet: 100_000 });
    const { submitted } = await submitQuoted(ctx, m);
    const api = orderApi(ctx, m);
    const combinedOrderId = submitted.data.waybill.id;
    const answers = await Promise.all([
      api.detail(combinedOrderId),
      api.editValues(combinedOrderId),
      api.cancel(combinedOrderId),
      api.sign(combinedOrderId),
      api.notes(combinedOrderId),
    ]);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 404));
  });
});

describe('cancelling', () => {
  it('refunds once when two cancels race, and a retry of the winner replays its answer', async () => {
    const m = await forwarder(ctx(), { wallet: 100_000 });
    const { submitted } = await submitTranshipment(ctx, m);
    const id = submitted.data.order.id;
    const api = orderApi(ctx, m);
    const [a, b] = await Promise.all([api.cancel(id, 'Ordered twice', 'cancel-a'), api.cancel(id, 'Ordered twice', 'cancel-b')]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? a : b;
    expect(winner.data).toMatchObject({ status: S.Canceled, canCancel: false, cancelBlock: 'CANCELED' });
    expect(winner.data.parcel.id).toBe(m.parcelId);
    const retry = await api.cancel(id, 'Ordered twice', a.status === 200 ? 'cancel-a' : 'cancel-b');
    expect(retry.status).toBe(200);
    expect(await balanceOf(ctx(), m)).toBe(100_000);
    expect(await ledgerSum(ctx(), m)).toBe(100_000);
    const [parcel] = await ctx().database.db.select().from(parcels).where(eq(parcels.id, m.parcelId));
    expect(parcel).toMatchObject({ combinedOrderId: null, deliveryMode: DeliveryMode.DirectDelivery, status: ParcelStatus.NotArrival });
    // The parcel can be forwarded again, and arriving now weighs nothing.
    expect((await api.parcels()).data.items.map((p: { id: string }) => p.id)).toContain(m.parcelId);
    await receive(ctx(), m);
    expect((await api.detail(id)).data.final).toBeNull();
  });

  it('is allowed until the parcel leaves: waiting, unpaid and weighed; not without a reason', async () => {
    const m = await forwarder(ctx(), { wallet: 100_000 });
    const { submitted } = await submitTranshipment(ctx, m);
    const id = submitted.data.order.id;
    await receive(ctx(), m);
    const api = orderApi(ctx, m);
    expect((await api.detail(id)).data.status).toBe(S.Packaged);
    const blank = await api.cancel(id, ' ');
    expect(blank.status).toBe(400);
    const done = await api.cancel(id, 'Found it locally');
    expect(done.status).toBe(200);
    expect(await balanceOf(ctx(), m)).toBe(100_000);
  });
});
