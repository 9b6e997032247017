// What the waybill's detail says about money in its history, and where its carrier's number leads: a re-price's
// fee difference is data (never text in the note, in minor units or otherwise), also on lines the migration
// converted from the old text forms; the carrier's number links to the carrier's own page when it has one.
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newId } from '../../db/ids.ts';
import { migrationsDir } from '../../db/client.ts';
import { combinedOrderHistory } from '../../db/schema/index.ts';
import { testAppPerFile } from '../../test/harness.ts';
import { packCombinedOrder, shipCombinedOrder, staffStep } from './staff.ts';
import { shipper, stockParcel, submitQuoted, combinedOrderApi } from './test-helpers.ts';

const ctx = testAppPerFile();
const db = () => ctx().database.db;
const minor = (decimal: number) => Math.round(decimal * 100);

async function verified(wallet = 100_000) {
  const m = await shipper(ctx(), { wallet });
  const { draft, submitted } = await submitQuoted(ctx, m);
  const id = submitted.data.waybill.id as string;
  await staffStep(db(), m.tenantId, id, 'pick');
  await staffStep(db(), m.tenantId, id, 'verify');
  return { m, id, estimate: minor(draft.quote.total), api: combinedOrderApi(ctx, m) };
}

type Line = { action: string; note: string | null; detail?: { kind: string; amount?: number; currency?: string } | null };
const lineOf = (history: Line[], action: string) => history.find((line) => line.action === action)!;

describe('money in the history', () => {
  it('gives the fee difference of a weighing and of added parcels as an amount with its currency, never as text in the note', async () => {
    const heavy = await verified();
    const packed = await packCombinedOrder(db(), heavy.m.tenantId, heavy.id, { weightGrams: 6_200, lengthCm: 40, widthCm: 30, heightCm: 30 });
    const extra = packed.finalTotal! - heavy.estimate;
    expect(extra).toBeGreaterThan(0);
    const detail = (await heavy.api.detail(heavy.id)).data;
    expect(lineOf(detail.history, 'packed')).toMatchObject({ note: null, detail: { kind: 'feeDifference', amount: extra / 100, currency: detail.currency } });

    const light = await verified();
    const lighter = await packCombinedOrder(db(), light.m.tenantId, light.id, { weightGrams: 900, lengthCm: 20, widthCm: 15, heightCm: 10 });
    const refunded = (await light.api.detail(light.id)).data;
    expect(lineOf(refunded.history, 'packed')).toMatchObject({
      note: null,
      detail: { kind: 'feeDifference', amount: (lighter.finalTotal! - light.estimate) / 100 },
    });

    // Added parcels keep their tracking numbers in the note, and the money beside it.
    const m = await shipper(ctx(), { wallet: 100_000 });
    const { draft, submitted } = await submitQuoted(ctx, m);
    const id = submitted.data.waybill.id as string;
    const more = await stockParcel(ctx(), m, { weightGrams: 3_000 });
    const added = (await combinedOrderApi(ctx, m).add(id, [more.id])).data;
    const delta = minor(added.estimatedTotal) - minor(draft.quote.total);
    expect(lineOf(added.history, 'parcelsAdded')).toMatchObject({ note: more.trackingNumber, detail: { kind: 'feeDifference', amount: delta / 100 } });
    // No line of any of them carries a number that looks like money.
    for (const line of [...detail.history, ...refunded.history, ...added.history] as Line[]) expect(line.note ?? '').not.toMatch(/^[+-]?\d+(\.\d+)?$/);
  });

  it('reads lines written in the old text forms as amounts once the migration has run (minor units and decimals)', async () => {
    const { id, api } = await verified();
    const old = [
      { action: 'packed', note: '+2812' },
      { action: 'weighed', note: '-500' },
      { action: 'edited', note: '+12.34' },
      { action: 'packed', note: '-0.50' },
      { action: 'canceled', note: '+1' },
      { action: 'parcelsAdded', note: 'SF1400000001' },
    ];
    const at = Date.now() - 60_000;
    const ids = old.map(() => newId('LH'));
    await db()
      .insert(combinedOrderHistory)
      .values(old.map((line, i) => ({ id: ids[i], orderId: id, actor: 'staff', ...line, createdAt: new Date(at + i) })));
    // The migration's conversion, as written (its first statement adds the column the test database already has).
    const file = (await fs.readdir(migrationsDir())).find((name) => name.endsWith('_history_amount.sql'));
    expect(file).toBeDefined();
    const statements = (await fs.readFile(path.join(migrationsDir(), file!), 'utf8')).split('--> statement-breakpoint').slice(1);
    for (const statement of statements) await db().execute(sql.raw(statement));

    const rows = await db().select().from(combinedOrderHistory).where(eq(combinedOrderHistory.orderId, id));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(ids.map((lineId) => [byId.get(lineId)!.note, byId.get(lineId)!.amount])).toEqual([
      [null, 2812],
      [null, -500],
      [null, 1234],
      [null, -50],
      ['+1', null],
      ['SF1400000001', null],
    ]);
    const history = (await api.detail(id)).data.history as Line[];
    expect(history.filter((line) => line.detail).map((line) => line.detail!.amount)).toEqual([-0.5, 12.34, -5, 28.12]);
  });
});

describe("the carrier's own tracking page", () => {
  async function shipped(carrier: string, number: string) {
    const { m, id, api } = await verified();
    await packCombinedOrder(db(), m.tenantId, id, { weightGrams: 2_000, lengthCm: 30, widthCm: 20, heightCm: 10 });
    await staffStep(db(), m.tenantId, id, 'outOfWarehouse');
    await shipCombinedOrder(db(), m.tenantId, id, carrier, number);
    return { id, api };
  }

  it('links a known carrier’s number (by the name staff typed) in the detail and the list; an unknown carrier or none gets no link', async () => {
    const yanwen = await shipped('Yanwen Logistics', 'yw123456789cn');
    const detail = (await yanwen.api.detail(yanwen.id)).data;
    expect(detail.carrierTrackingNumber).toBe('YW123456789CN');
    expect(detail.carrierTrackingUrl).toBe('https://track.yw56.com.cn/en/querydel?nums=YW123456789CN');
    const row = (await yanwen.api.list()).data.items.find((item: { id: string }) => item.id === yanwen.id);
    expect(row.carrierTrackingUrl).toBe(detail.carrierTrackingUrl);

    const dhl = await shipped('DHL Express', '4070070017');
    expect((await dhl.api.detail(dhl.id)).data.carrierTrackingUrl).toBe('https://www.dhl.com/global-en/home/tracking.html?tracking-id=4070070017&submit=1');

    const unknown = await shipped('Acme Freight', 'AC12345678');
    expect((await unknown.api.detail(unknown.id)).data.carrierTrackingUrl).toBeNull();
    const { id, api } = await verified();
    expect((await api.detail(id)).data.carrierTrackingUrl).toBeNull();
  });
});
