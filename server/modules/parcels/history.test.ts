// What a parcel's history says about money: a declaration edit's new declared total is data (an amount in the
// parcel's currency, never text in the note), also on lines the migration converted from the old "123.45 CNY".
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newId } from '../../db/ids.ts';
import { migrationsDir } from '../../db/client.ts';
import { parcelActionLogs, parcelGoods } from '../../db/schema/index.ts';
import { testAppPerFile } from '../../test/harness.ts';
import { api, insertParcel, newMember } from './test-helpers.ts';

const ctx = testAppPerFile();
const db = () => ctx().database.db;
const BIZ = '/u/biz/parcel';

type Log = { id: string; action: string; note: string | null; detail?: { kind: string; amount: number; currency: string } | null };

describe('money in the parcel history', () => {
  it('gives a declared value change as an amount with the parcel’s currency and no note; a name change keeps its words', async () => {
    const m = await newMember(ctx());
    const p = await insertParcel(ctx(), m);
    const [line] = await db().select().from(parcelGoods).where(eq(parcelGoods.parcelId, p.id));
    const client = api(ctx(), m);
    expect((await client.put(`${BIZ}/${p.id}/declared-value`, { items: [{ id: line.id, unitValue: 41.15, quantity: 3 }] })).status).toBe(200);
    expect((await client.put(`${BIZ}/${p.id}/declared-name`, { items: [{ id: line.id, declaredName: 'Mug' }] })).status).toBe(200);

    const logs = (await client.get(`${BIZ}/${p.id}/action-logs`)).data.items as Log[];
    expect(logs.map((log) => [log.action, log.note, log.detail ?? null])).toEqual([
      ['declarationEdited', 'Mug', null],
      ['declarationEdited', null, { kind: 'declaredValue', amount: 123.45, currency: 'CNY' }],
    ]);
    const stored = await db().select().from(parcelActionLogs).where(eq(parcelActionLogs.parcelId, p.id));
    expect(stored.map((row) => row.amount).sort()).toEqual([12345, null]);
    for (const log of logs) expect(log.note ?? '').not.toMatch(/\d+\.\d{2}/);
  });

  it('reads lines written as "123.45 USD" as amounts once the migration has run; other notes stay as written', async () => {
    const m = await newMember(ctx());
    const p = await insertParcel(ctx(), m, { currency: 'USD' });
    const old = [
      { action: 'declarationEdited', note: '123.45 USD' },
      { action: 'declarationEdited', note: '0.50 USD' },
      { action: 'declarationEdited', note: '12.5 CNY' },
      { action: 'declarationEdited', note: 'Mug, Cup' },
      { action: 'abnormal', note: '12.00 CNY' },
    ];
    const at = Date.now() - 60_000;
    const ids = old.map(() => newId('PL'));
    await db()
      .insert(parcelActionLogs)
      .values(old.map((line, i) => ({ id: ids[i], parcelId: p.id, actor: 'customer', ...line, createdAt: new Date(at + i) })));
    // The migration's conversion, as written (its first statement adds the column the test database already has).
    const file = (await fs.readdir(migrationsDir())).find((name) => name.endsWith('_declared_value_amount.sql'));
    expect(file).toBeDefined();
    const statements = (await fs.readFile(path.join(migrationsDir(), file!), 'utf8')).split('--> statement-breakpoint').slice(1);
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) await db().execute(sql.raw(statement));

    const rows = await db().select().from(parcelActionLogs).where(eq(parcelActionLogs.parcelId, p.id));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(ids.map((id) => [byId.get(id)!.note, byId.get(id)!.amount])).toEqual([
      [null, 12345],
      [null, 50],
      ['12.5 CNY', null],
      ['Mug, Cup', null],
      ['12.00 CNY', null],
    ]);
    // Newest first; the amount is in the parcel's currency.
    const logs = (await api(ctx(), m).get(`${BIZ}/${p.id}/action-logs`)).data.items as Log[];
    expect(logs.filter((log) => log.detail).map((log) => log.detail)).toEqual([
      { kind: 'declaredValue', amount: 0.5, currency: 'USD' },
      { kind: 'declaredValue', amount: 123.45, currency: 'USD' },
    ]);
  });
});
