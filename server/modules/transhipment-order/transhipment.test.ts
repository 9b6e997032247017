// Transhipment orders through the API on a real database: one parcel submitted before it arrives is weighed
// by its arrival (the difference charged or refunded) and leaves with its order; what each status allows;
// editing before the weighing; pack first, pay later; notes both ways; counts and groups.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CombinedOrderStatus as S, ParcelStatus } from '../../../lib/contract/enums.ts';
import { parcels } from '../../db/schema/index.ts';
import { call, testAppPerFile } from '../../test/harness.ts';
import { balanceOf, fund, ledgerSum, methodId, combinedOrderApi } from '../combined-order/test-helpers.ts';
import { shipCombinedOrder, staffStep } from '../combined-order/staff.ts';
import { addNote } from './notes.ts';
import { forwarder, orderApi, receive, submitTranshipment } from './test-helpers.ts';

const ctx = testAppPerFile();
const db = () => ctx().database.db;
const minor = (decimal: number) => Math.round(decimal * 100);
const parcelOf = async (id: string) => (await db().select().from(parcels).where(eq(parcels.id, id)))[0];

describe('submitting one', () => {
  it('needs an estimated weight while the parcel is not weighed, in the reader’s language', async () => {
    const m = await forwarder(ctx(), { wallet: 100_000 });
    const base = { parcelId: m.parcelId, addressId: m.addressId, methodId: await methodId(ctx(), m.tenantId), expectedTotal: 10 };
    const en = await orderApi(ctx, m).submit(base);
    expect(en.status).toBe(400);
    expect(JSON.stringify(en.data)).toContain('enter an estimated weight');
    // Thrown behind the Idempotency-Key, the field error keeps its field (the form shows it there).
    expect(en.data.error.validationErrors).toEqual([{ members: ['estimatedWeight'], message: expect.stringContaining('estimated weight') }]);
    const zh = await orderApi(ctx, m, 'zh-Hans').submit({ ...base, estimatedWeight: 500 });
    expect(zh.status).toBe(400);
    expect(JSON.stringify(zh.data)).toContain('预估重量应在');
    expect((await orderApi(ctx, m).list()).data.totalCount).toBe(0);
  });

  it('lists the forwardable parcels and drafts without a weight (no methods) and with one (priced)', async () => {
    const m = await forwarder(ctx(), { wallet: 100_000 });
    const api = orderApi(ctx, m);
    const list = await api.parcels();
    expect(list.data.items.map((p: { id: string }) => p.id)).toEqual([m.parcelId]);
    const bare = await api.draft({ parcelId: m.parcelId, addressId: m.addressId });
    expect(bare.status).toBe(200);
    expect(bare.data.weightSource).toBe('estimated');
    expect(bare.data.methods).toEqual([]);
    const priced = await api.draft({
      parcelId: m.parcelId,
      addressId: m.addressId,
      methodId: await methodId(ctx(), m.tenantId),
      estimatedWeight: 2,
    });
    expect(priced.data.quote.total).toBeGreaterThan(0);
    expect(priced.data.totalWeight).toBe(2);
  });

  it('the forecast of a parcel on an order cannot be cancelled on its own: the order is cancelled instead', async () => {
    const m = await forwarder(ctx(), { wallet: 100_000 });
    const { submitted } = await submitTranshipment(ctx, m, { estimatedWeight: 0.5 });
    const id = submitted.data.order.id as string;
    const api = orderApi(ctx, m);
    expect((await api.send('GET', `/u/biz/parcel/${m.parcelId}`)).data).toMatchObject({ cancelable: false });
    const refused = await api.send('POST', '/u/ship-for-me/parcel/cancel', { id: m.parcelId, reason: 'Changed my mind' });
    expect(refused.status).toBe(400);
    expect(refused.data.error.message).toBe(`This parcel is on order ${id}: cancel the order instead.`);
    expect((await parcelOf(m.parcelId)).status).toBe(ParcelStatus.NotArrival);
    expect((await api.detail(id)).data).toMatchObject({ status: S.PendingPacking, parcel: { id: m.parcelId } });
  });

  it('runs forecast → paid → arrival weighs it (difference charged) → out → shipped → receipt confirmed', async () => {
    const m = await forwarder(ctx(), { wallet: 100_000 });
    const { draft, submitted } = await submitTranshipment(ctx, m, { estimatedWeight: 0.5 });
    expect(submitted.status).toBe(200);
    expect(submitted.data.payment).toBe('paid');
    const id = submitted.data.order.id as string;
    expect(submitted.data.order).toMatchObject({
      status: S.PendingPacking,
      deliveryMode: 2,
      estimatedWeight: 0.5,
      canEdit: true,
      canCancel: true,
      canSign: false,
      canAdd: false,
    });
    expect(submitted.data.order.parcel).toMatchObject({ id: m.parcelId, status: ParcelStatus.NotArrival, weight: null });
    expect((await parcelOf(m.parcelId)).deliveryMode).toBe(2);
    const paid = await balanceOf(ctx(), m);
    expect(paid).toBe(100_000 - minor(draft.quote.total));

    const { parcel } = await receive(ctx(), m, 3_000);
    expect(parcel.status).toBe(ParcelStatus.Arrived);
    const weighed = (await orderApi(ctx, m).detail(id)).data;
    expect(weighed.status).toBe(S.Packaged);
    expect(weighed.final.actualWeight).toBe(3);
    expect(weighed).toMatchObject({ canEdit: false, canCancel: true });
    const extra = minor(weighed.final.total) - minor(draft.quote.total);
    expect(extra).toBeGreaterThan(0);
    expect(await balanceOf(ctx(), m)).toBe(paid - extra);
    expect(await ledgerSum(ctx(), m)).toBe(await balanceOf(ctx(), m));
    expect(weighed.history.map((h: { action: string }) => h.action)).toEqual(['weighed', 'paid', 'submitted']);

    await expect(staffStep(db(), m.tenantId, id, 'pick')).rejects.toMatchObject({ status: 409 });
    await staffStep(db(), m.tenantId, id, 'outOfWarehouse');
    expect((await parcelOf(m.parcelId)).status).toBe(ParcelStatus.OutOfWarehouse);
    const out = (await orderApi(ctx, m).detail(id)).data;
    expect(out).toMatchObject({ status: S.OutOfWarehouse, canCancel: false, cancelBlock: 'SHIPPED' });
    expect((await orderApi(ctx, m).cancel(id)).status).toBe(409);

    await shipCombinedOrder(db(), m.tenantId, id, 'UPS', '1Z999');
    const signed = await orderApi(ctx, m).sign(id, { rating: 5, comment: 'Fast' });
    expect(signed.status).toBe(200);
    expect(signed.data).toMatchObject({ status: S.Signed, review: { rating: 5, comment: 'Fast' } });
    expect(signed.data.pointsEarned).toBeGreaterThan(0);
    expect((await orderApi(ctx, m).sign(id)).status).toBe(409);
  });

  it('refunds a lighter parcel at arrival; an order for a parcel already in stock is weighed at submit', async () => {
    const m = await forwarder(ctx(), { wallet: 100_000 });
    const { draft, submitted } = await submitTranshipment(ctx, m, { estimatedWeight: 8 });
    const paid = await balanceOf(ctx(), m);
    await receive(ctx(), m, 700);
    const weighed = (await orderApi(ctx, m).detail(submitted.data.order.id)).data;
    const refund = minor(draft.quote.total) - minor(weighed.final.total);
    expect(refund).toBeGreaterThan(0);
    expect(await balanceOf(ctx(), m)).toBe(paid + refund);
    expect(weighed.payments.map((p: { kind: string }) => p.kind)).toEqual(['payment', 'refund']);

    const here = await forwarder(ctx(), { wallet: 100_000, arrived: true });
    const direct = await submitTranshipment(ctx, here, { estimatedWeight: null });
    expect(direct.submitted.data.order).toMatchObject({ status: S.Packaged, estimatedWeight: null, canEdit: false });
    expect(direct.submitted.data.order.final.total).toBe(direct.draft.quote.total);
    expect(direct.draft.weightSource).toBe('measured');
  });

  it('waits Unpaid when the wallet is short, and is paid through the logistics order', async () => {
    const m = await forwarder(ctx(), { wallet: 100 });
    const { draft, submitted } = await submitTranshipment(ctx, m);
    expect(submitted.data.payment).toBe('unpaid');
    expect(submitted.data.shortfall).toBeGreaterThan(0);
    const id = submitted.data.order.id;
    expect(submitted.data.order).toMatchObject({ status: S.Unpaid, canPay: true, canEdit: true, amountDue: draft.quote.total });
    // Weighed while unpaid: it still owes, now the final fee.
    await receive(ctx(), m, 2_500);
    const owed = (await orderApi(ctx, m).detail(id)).data;
    expect(owed).toMatchObject({ status: S.Unpaid, amountDue: owed.final.total });
    await fund(ctx(), m, 100_000);
    const paid = await orderApi(ctx, m).pay(id, 'pay-once');
    expect(paid.status).toBe(200);
    expect((await orderApi(ctx, m).detail(id)).data.status).toBe(S.Packaged);
  });

  it('refuses a parcel already on an order, and one of another member (404)', async () => {
    const m = await forwarder(ctx(), { wallet: 100_000 });
    await submitTranshipment(ctx, m);
    const again = await orderApi(ctx, m).submit({
      parcelId: m.parcelId,
      addressId: m.addressId,
      methodId: await methodId(ctx(), m.tenantId),
      estimatedWeight: 1,
      expectedTotal: 1,
    });
    expect(again.status).toBe(409);
    const other = await forwarder(ctx(), { wallet: 100_000 });
    const theirs = await orderApi(ctx, m).draft({ parcelId: other.parcelId, estimatedWeight: 1 });
    expect(theirs.status).toBe(404);
  });
});

describe('editing before the weighing', () => {
  it('charges a heavier estimate the difference, refuses a stale total, and is closed once weighed', async () => {
    const m = await forwarder(ctx(), { wallet: 100_000 });
    const { draft, submitted } = await submitTranshipment(ctx, m, { estimatedWeight: 1 });
    const id = submitted.data.order.id;
    const api = orderApi(ctx, m);
    const values = (await api.editValues(id)).data;
    expect(values).toMatchObject({ id, parcelId: m.parcelId, addressId: m.addressId, estimatedWeight: 1, canEdit: true });
    const heavier = await api.draft({ parcelId: m.parcelId, addressId: m.addressId, methodId: values.methodId, estimatedWeight: 4 });
    // The parcel is on the order now, so the draft refuses it; the edit prices itself.
    expect(heavier.status).toBe(409);
    const stale = await api.edit(id, { methodId: values.methodId, estimatedWeight: 4, expectedTotal: draft.quote.total }, 'edit-1');
    expect(stale.status).toBe(409);
    expect(stale.data.error.code).toBe('QUOTE_CHANGED');
    const newTotal = Number(stale.data.error.details);
    // The edit form's draft names the order: its own parcel, its address, priced as saving would.
    const orderDraft = await api.draft({ parcelId: m.parcelId, orderId: id, methodId: values.methodId, estimatedWeight: 4 });
    expect(orderDraft.status).toBe(200);
    expect(orderDraft.data.quote.total).toBe(newTotal);
    expect((await orderApi(ctx, await forwarder(ctx())).draft({ parcelId: m.parcelId, orderId: id, estimatedWeight: 4 })).status).toBe(404);
    const before = await balanceOf(ctx(), m);
    const edited = await api.edit(id, { methodId: values.methodId, estimatedWeight: 4, remark: 'Fragile', expectedTotal: newTotal }, 'edit-2');
    expect(edited.status).toBe(200);
    expect(edited.data).toMatchObject({ estimatedWeight: 4, remark: 'Fragile', estimatedTotal: newTotal });
    expect(await balanceOf(ctx(), m)).toBe(before - (minor(newTotal) - minor(draft.quote.total)));
    expect(edited.data.history[0].action).toBe('edited');

    await receive(ctx(), m, 4_000);
    const closed = await api.edit(id, { methodId: values.methodId, expectedTotal: newTotal }, 'edit-3');
    expect(closed.status).toBe(409);
    expect(closed.data.error.code).toBe('TRANSHIPMENT_NOT_EDITABLE');
  });

  it('changes nothing when the wallet cannot pay the difference (402)', async () => {
    const m = await forwarder(ctx(), { wallet: 100_000 });
    const { draft, submitted } = await submitTranshipment(ctx, m, { estimatedWeight: 1 });
    const id = submitted.data.order.id;
    const api = orderApi(ctx, m);
    const methodId = (await api.editValues(id)).data.methodId;
    const stale = await api.edit(id, { methodId, estimatedWeight: 30, expectedTotal: draft.quote.total });
    const newTotal = Number(stale.data.error.details);
    // Empty the wallet: the difference cannot be paid.
    await fund(ctx(), m, -(await balanceOf(ctx(), m)));
    const refused = await api.edit(id, { methodId, estimatedWeight: 30, expectedTotal: newTotal }, 'edit-short');
    expect(refused.status).toBe(402);
    expect(refused.data.error.code).toBe('INSUFFICIENT_BALANCE');
    const kept = (await api.detail(id)).data;
    expect(kept).toMatchObject({ estimatedWeight: 1, estimatedTotal: draft.quote.total });
    expect(await balanceOf(ctx(), m)).toBe(0);
    expect(await ledgerSum(ctx(), m)).toBe(0);
  });
});

describe('pack first, pay later (navy)', () => {
  it('is billed when its parcel arrives, then paid and ready to leave', async () => {
    const m = await forwarder(ctx(), { host: 'navy.localhost', wallet: 100_000 });
    const { submitted } = await submitTranshipment(ctx, m);
    expect(submitted.data.payment).toBe('later');
    const id = submitted.data.order.id;
    expect(submitted.data.order).toMatchObject({ status: S.PendingPacking, canPay: false });
    await receive(ctx(), m, 1_500);
    const billed = (await orderApi(ctx, m).detail(id)).data;
    expect(billed).toMatchObject({ status: S.Unpaid, canPay: true, amountDue: billed.final.total });
    expect((await orderApi(ctx, m).pay(id)).status).toBe(200);
    expect((await orderApi(ctx, m).detail(id)).data.status).toBe(S.Packaged);
  });
});

describe('notes, counts and groups', () => {
  it('keeps the customer’s and the warehouse’s notes in order; counts and groups only transhipment orders', async () => {
    const m = await forwarder(ctx(), { wallet: 100_000 });
    const { submitted } = await submitTranshipment(ctx, m);
    const id = submitted.data.order.id;
    const api = orderApi(ctx, m);
    expect((await api.addNote(id, '  ')).status).toBe(400);
    expect((await api.addNote(id, 'x'.repeat(501))).status).toBe(400);
    expect((await api.addNote(id, 'Please keep the box')).status).toBe(200);
    await addNote(db(), m.tenantId, id, 'staff', 'Noted, it will leave as it is');
    const notes = (await api.notes(id)).data.items;
    expect(notes.map((n: { author: string; text: string }) => [n.author, n.text])).toEqual([
      ['customer', 'Please keep the box'],
      ['staff', 'Noted, it will leave as it is'],
    ]);
    expect((await api.detail(id)).data.notes).toHaveLength(2);

    // A waybill of the same member is not a transhipment order, and the waybill list does not show this one.
    const quantity = (await api.quantity()).data;
    expect(quantity.find((q: { status: number }) => q.status === S.PendingPacking).count).toBe(1);
    expect(quantity.map((q: { status: number }) => q.status)).not.toContain(S.Picking);
    const groups = (await api.groups()).data;
    expect(groups.find((g: { key: string }) => g.key === 'processing')).toMatchObject({ count: 1, name: 'In progress' });
    expect((await combinedOrderApi(ctx, m).list()).data.totalCount).toBe(0);
    const bills = await call(ctx().app, '/api/u/logistics-management/logistics-order/list', { token: m.token, method: 'POST', json: {} });
    expect(bills.data.items.map((b: { id: string }) => b.id)).toEqual([id]);
    const list = (await api.list(`?keyword=${m.trackingNumber}`)).data;
    expect(list.items.map((o: { id: string }) => o.id)).toEqual([id]);
    expect(list.items[0].parcel.trackingNumber).toBe(m.trackingNumber);
  });
});
