// The final weighing and adding parcels: a heavier box is charged the difference (or waits Unpaid when the
// wallet is short), a lighter one refunded, and the ledger always equals the balance; parcels added to a
// paid waybill are charged at once or, when the wallet is short, not added at all.
import { describe, expect, it } from 'vitest';
import { CombinedOrderStatus as S } from '../../../lib/contract/enums.ts';
import { testAppPerFile } from '../../test/harness.ts';
import { packCombinedOrder, staffStep } from './staff.ts';
import { balanceOf, fund, ledgerSum, shipper, stockParcel, submitQuoted, combinedOrderApi } from './test-helpers.ts';

const ctx = testAppPerFile();
const db = () => ctx().database.db;
const minor = (decimal: number) => Math.round(decimal * 100);

async function verified(wallet: number) {
  const m = await shipper(ctx(), { wallet });
  const { draft, submitted } = await submitQuoted(ctx, m);
  const id = submitted.data.waybill.id as string;
  await staffStep(db(), m.tenantId, id, 'pick');
  await staffStep(db(), m.tenantId, id, 'verify');
  return { m, id, estimate: minor(draft.quote.total) };
}

describe('final weighing (pay first)', () => {
  it('charges a heavier box the difference, refunds a lighter one; the ledger equals the balance', async () => {
    const heavy = await verified(100_000);
    const afterSubmit = await balanceOf(ctx(), heavy.m);
    const packed = await packCombinedOrder(db(), heavy.m.tenantId, heavy.id, { weightGrams: 6_200, lengthCm: 40, widthCm: 30, heightCm: 30 });
    expect(packed.status).toBe(S.Packaged);
    const extra = packed.finalTotal! - heavy.estimate;
    expect(extra).toBeGreaterThan(0);
    expect(await balanceOf(ctx(), heavy.m)).toBe(afterSubmit - extra);
    expect(await ledgerSum(ctx(), heavy.m)).toBe(await balanceOf(ctx(), heavy.m));
    const detail = await combinedOrderApi(ctx, heavy.m).detail(heavy.id);
    expect(detail.data.final.total).toBe(packed.finalTotal! / 100);
    expect(detail.data.payments.map((p: { kind: string }) => p.kind)).toEqual(['payment', 'deduction']);

    const light = await verified(100_000);
    const before = await balanceOf(ctx(), light.m);
    const lighter = await packCombinedOrder(db(), light.m.tenantId, light.id, { weightGrams: 900, lengthCm: 20, widthCm: 15, heightCm: 10 });
    const refund = light.estimate - lighter.finalTotal!;
    expect(refund).toBeGreaterThan(0);
    expect(await balanceOf(ctx(), light.m)).toBe(before + refund);
    expect(await ledgerSum(ctx(), light.m)).toBe(await balanceOf(ctx(), light.m));
    expect(lighter.paidTotal).toBe(lighter.finalTotal);
  });

  it('waits Unpaid for the difference when the wallet is short, then goes on once paid', async () => {
    const m = await shipper(ctx(), { wallet: 0 });
    const id = (await submitQuoted(ctx, m)).submitted.data.waybill.id;
    // Pay the estimate exactly: the wallet is then empty.
    const api = combinedOrderApi(ctx, m);
    const info = await api.payInfo(id);
    await fund(ctx(), m, minor(info.data.amountDue));
    expect((await api.pay(id)).status).toBe(200);
    await staffStep(db(), m.tenantId, id, 'pick');
    await staffStep(db(), m.tenantId, id, 'verify');
    const packed = await packCombinedOrder(db(), m.tenantId, id, { weightGrams: 8_000, lengthCm: 50, widthCm: 40, heightCm: 30 });
    expect(packed.status).toBe(S.Unpaid);
    await expect(staffStep(db(), m.tenantId, id, 'outOfWarehouse')).rejects.toMatchObject({ status: 409 });
    const due = packed.amountDue;
    expect(due).toBe(packed.finalTotal! - packed.paidTotal);
    await fund(ctx(), m, due);
    const paid = await api.pay(id);
    expect(paid.data).toMatchObject({ status: S.Packaged, amountDue: 0 });
    expect(await balanceOf(ctx(), m)).toBe(0);
    expect(await ledgerSum(ctx(), m)).toBe(0);
    expect((await staffStep(db(), m.tenantId, id, 'outOfWarehouse')).status).toBe(S.OutOfWarehouse);
  });
});

describe('adding parcels', () => {
  it('prices the waybill again and charges a paid one the difference; a short wallet adds nothing', async () => {
    const m = await shipper(ctx(), { wallet: 100_000 });
    const api = combinedOrderApi(ctx, m);
    const { draft, submitted } = await submitQuoted(ctx, m);
    const id = submitted.data.waybill.id;
    expect((await api.addable()).data.items.map((w: { id: string }) => w.id)).toEqual([id]);
    const extra = await stockParcel(ctx(), m, { weightGrams: 3_000 });
    const before = await balanceOf(ctx(), m);
    const added = await api.add(id, [extra.id], 'add-1');
    expect(added.status).toBe(200);
    expect(added.data.parcelCount).toBe(3);
    const delta = minor(added.data.estimatedTotal) - minor(draft.quote.total);
    expect(delta).toBeGreaterThan(0);
    expect(await balanceOf(ctx(), m)).toBe(before - delta);
    expect(added.data.history[0]).toMatchObject({ action: 'parcelsAdded', note: extra.trackingNumber });

    const poor = await shipper(ctx(), { wallet: 0 });
    const poorApi = combinedOrderApi(ctx, poor);
    const first = await submitQuoted(ctx, poor);
    const poorId = first.submitted.data.waybill.id;
    await fund(ctx(), poor, minor(first.draft.quote.total));
    await poorApi.pay(poorId);
    const more = await stockParcel(ctx(), poor, { weightGrams: 5_000 });
    const refused = await poorApi.add(poorId, [more.id]);
    expect(refused.status).toBe(402);
    const unchanged = await poorApi.detail(poorId);
    expect(unchanged.data.parcelCount).toBe(2);
    expect(unchanged.data.estimatedTotal).toBe(first.draft.quote.total);

    await staffStep(db(), m.tenantId, id, 'pick');
    await staffStep(db(), m.tenantId, id, 'verify');
    const late = await stockParcel(ctx(), m);
    expect((await api.add(id, [late.id])).status).toBe(409);
  });
});
