// The member's parcels: list (paging, sorting whitelist, filters, status counts), the wire (storage,
// volumetric weight, photos), history, declarations by status, cancelling (also concurrently), the
// selection for a waybill, pending-combine, and 404 for another member's or tenant's parcel everywhere.
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ParcelStatus } from '../../../lib/contract/enums.ts';
import { parcelGoods, parcels } from '../../db/schema/index.ts';
import { testAppPerFile } from '../../test/harness.ts';
import { logParcelActions } from './history.ts';
import { saveParcelPhoto } from './photos.ts';
import { api, card, demoMember, fieldMessages, insertParcel, type Member, newMember, refsOf } from './test-helpers.ts';

const ctx = testAppPerFile();
const BIZ = '/u/biz/parcel';
const DAY = 86_400_000;
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

const ids = (data: { items: { id: string }[] }) => data.items.map((p) => p.id);
const goodsOf = async (parcelId: string) => ctx().database.db.select().from(parcelGoods).where(eq(parcelGoods.parcelId, parcelId));

describe('the list', () => {
  it('pages newest first, sorts by whitelisted fields only, filters, and agrees with the status counts', async () => {
    const m = await newMember(ctx());
    const refs = await refsOf(ctx(), m.tenantId);
    const statuses = [ParcelStatus.NotArrival, ParcelStatus.Arrived, ParcelStatus.Inbound, ParcelStatus.OutOfWarehouse, ParcelStatus.Completed];
    const base = Date.now() - 30 * DAY;
    const made = [];
    for (let i = 0; i < 25; i += 1) {
      made.push(
        await insertParcel(ctx(), m, {
          status: statuses[i % 5],
          trackingNumber: `LIST${String(i).padStart(2, '0')}X${m.userId.slice(-6)}`,
          warehouseId: refs.warehouseIds[i % 2],
          weightGrams: 1000 + i * 10,
          createdAt: new Date(base + i * DAY),
        }),
      );
    }
    const client = api(ctx(), m);
    const page = await client.post(`${BIZ}/list`, { maxResultCount: 10, skipCount: 20 });
    expect(page.status).toBe(200);
    expect(page.data.totalCount).toBe(25);
    expect(ids(page.data)).toEqual(
      made
        .slice(0, 5)
        .map((p) => p.id)
        .reverse(),
    );
    const first = await client.post(`${BIZ}/list`, {});
    expect(first.data.items).toHaveLength(20);
    expect(first.data.items[0].id).toBe(made[24].id);
    const same = await client.post('/u/ship-for-me/parcel/list', {});
    expect(ids(same.data)).toEqual(ids(first.data));
    const byWeight = await client.post(`${BIZ}/list`, { sorting: 'weight asc', maxResultCount: 3 });
    expect(ids(byWeight.data)).toEqual(made.slice(0, 3).map((p) => p.id));
    expect((await client.post(`${BIZ}/list`, { sorting: 'trackingNumber desc', maxResultCount: 1 })).data.items[0].id).toBe(made[24].id);
    const refused = await client.post(`${BIZ}/list`, { sorting: 'userId desc' });
    expect(refused.status).toBe(400);
    expect(refused.data.error.validationErrors[0].members).toEqual(['sorting']);
    const inbound = await client.post(`${BIZ}/list`, { status: ParcelStatus.Inbound, maxResultCount: 100 });
    expect(inbound.data.totalCount).toBe(5);
    expect(inbound.data.items.every((p: { status: number }) => p.status === ParcelStatus.Inbound)).toBe(true);
    const house = await client.post(`${BIZ}/list`, { warehouseId: refs.warehouseIds[1], maxResultCount: 100 });
    expect(house.data.totalCount).toBe(12);
    const part = await client.post(`${BIZ}/list`, { trackingNumber: ' list07 ' });
    expect(ids(part.data)).toEqual([made[7].id]);
    const range = await client.post(`${BIZ}/list`, {
      createdFrom: new Date(base + 10 * DAY - 1000).toISOString(),
      createdTo: new Date(base + 12 * DAY).toISOString(),
    });
    expect(ids(range.data)).toEqual([made[12].id, made[11].id, made[10].id]);
    const badDate = await client.post(`${BIZ}/list`, { createdFrom: 'yesterday' });
    expect(fieldMessages(badDate.data)).toEqual({ createdFrom: '格式不正确' });
    const counts = await client.post('/u/ship-for-me/parcel/status-group');
    for (const status of statuses) expect(counts.data.find((c: { status: number }) => c.status === status).count).toBe(5);
    // Another member sees none of them.
    const other = await newMember(ctx());
    expect((await api(ctx(), other).post(`${BIZ}/list`, {})).data.totalCount).toBe(0);
  });

  it('a date-only range covers whole days (UTC+8)', async () => {
    const m = await newMember(ctx());
    const day = new Date(Date.UTC(2026, 0, 15, 15, 30)); // 2026-01-15 23:30 in UTC+8
    const p = await insertParcel(ctx(), m, { createdAt: day });
    await insertParcel(ctx(), m, { createdAt: new Date(day.getTime() + DAY) });
    const res = await api(ctx(), m).post(`${BIZ}/list`, { createdFrom: '2026-01-15', createdTo: '2026-01-15' });
    expect(ids(res.data)).toEqual([p.id]);
  });
});

describe('one parcel', () => {
  it('shows storage days and fee, volumetric weight, photos (served to the owner only) and history', async () => {
    const m = await newMember(ctx());
    const fresh = await insertParcel(ctx(), m, {
      inboundAt: new Date(Date.now() - 25 * DAY - 3600_000),
      lengthCm: 31,
      widthCm: 21,
      heightCm: 11,
    });
    const overdue = await insertParcel(ctx(), m, { inboundAt: new Date(Date.now() - 40 * DAY) });
    const stopped = await insertParcel(ctx(), m, {
      inboundAt: new Date(Date.now() - 40 * DAY),
      storageStoppedAt: new Date(Date.now() - 35 * DAY),
      combinedOrderId: 'L1',
    });
    const list = await api(ctx(), m).post(`${BIZ}/list`, {});
    const wire = Object.fromEntries(list.data.items.map((p: { id: string }) => [p.id, p]));
    // localhost: 30 free days, then 2.00 a day.
    expect(wire[fresh.id].storage).toEqual({
      freeDays: 30,
      daysLeft: 5,
      overdueDays: 0,
      feePerDay: 2,
      fee: 0,
      warning: true,
      stopped: false,
    });
    expect(wire[fresh.id].volumetricWeight).toBe(1.2); // 31×21×11 / 6000 = 1.1935 → up to 1.20
    expect(wire[fresh.id]).toMatchObject({
      weight: 1.2,
      length: 31,
      selectable: true,
      unselectableReason: null,
      editable: true,
      cancelable: false,
    });
    expect(wire[overdue.id].storage).toMatchObject({ daysLeft: 0, overdueDays: 10, fee: 20, warning: true });
    expect(wire[stopped.id].storage).toMatchObject({ daysLeft: 25, stopped: true, warning: false });
    expect(wire[stopped.id]).toMatchObject({ selectable: false, unselectableReason: 'inWaybill', editable: false });

    const photo = await saveParcelPhoto(ctx().database.db, fresh.id, PNG);
    await saveParcelPhoto(ctx().database.db, fresh.id, PNG);
    const detail = await api(ctx(), m).get(`${BIZ}/${fresh.id}`);
    expect(detail.data.photoCount).toBe(2);
    expect(detail.data.thumbnailUrl).toBe(`/api/u/biz/parcel/${fresh.id}/photos/${photo.id}`);
    expect(detail.data.photos).toHaveLength(2);
    const bytes = await ctx().app.request(`http://localhost${detail.data.thumbnailUrl}`, {
      headers: { host: 'localhost', authorization: `Bearer ${m.token}` },
    });
    expect(bytes.status).toBe(200);
    expect(bytes.headers.get('content-type')).toBe('image/png');
    expect(bytes.headers.get('cache-control')).toMatch(/private/);
    expect(new Uint8Array(await bytes.arrayBuffer())).toEqual(PNG);
    const other = await newMember(ctx());
    const refused = await ctx().app.request(`http://localhost${detail.data.thumbnailUrl}`, {
      headers: { host: 'localhost', authorization: `Bearer ${other.token}` },
    });
    expect(refused.status).toBe(404);
    expect((await api(ctx(), m).get(`${BIZ}/${fresh.id}/photos/PH-nope`)).status).toBe(404);
    expect((await api(ctx(), m).get(`${BIZ}/${overdue.id}/photos/${photo.id}`)).status).toBe(404);

    await logParcelActions(ctx().database.db, [{ parcelId: fresh.id, action: 'arrived', actor: 'staff', warehouseId: fresh.warehouseId, note: '1.2 kg' }]);
    await new Promise((r) => setTimeout(r, 5));
    await logParcelActions(ctx().database.db, [{ parcelId: fresh.id, action: 'inbound', actor: 'staff', warehouseId: fresh.warehouseId }]);
    const zh = await api(ctx(), m).get(`${BIZ}/${fresh.id}/action-logs`);
    expect(zh.data.items.map((l: { action: string }) => l.action)).toEqual(['inbound', 'arrived']);
    expect(zh.data.items[1]).toMatchObject({ location: '广州仓', note: '1.2 kg' });
    expect((await api(ctx(), m, 'en').get(`${BIZ}/${fresh.id}/action-logs`)).data.items[1].location).toBe('Guangzhou warehouse');
  });
});

describe('declarations', () => {
  it('can be changed while NotArrival, Arrived or Inbound and in no waybill; each change is in the history', async () => {
    const m = await newMember(ctx());
    const refs = await refsOf(ctx(), m.tenantId);
    const reinforce = refs.services.find((s) => s.code === 'REINFORCE')!;
    const insurance = refs.services.find((s) => s.code === 'INSURANCE')!;
    for (const status of [ParcelStatus.NotArrival, ParcelStatus.Arrived, ParcelStatus.Inbound]) {
      const p = await insertParcel(ctx(), m, { status });
      const [line] = await goodsOf(p.id);
      const client = api(ctx(), m);
      const named = await client.put(`${BIZ}/${p.id}/declared-name`, { items: [{ id: line.id, declaredName: '  Mug  ' }] });
      expect(named.status, JSON.stringify(named.data)).toBe(200);
      expect(named.data).toMatchObject({ declaredName: 'Mug', goods: [{ declaredName: 'Mug' }] });
      const valued = await client.put(`${BIZ}/${p.id}/declared-value`, { items: [{ id: line.id, unitValue: 40.5, quantity: 2 }] });
      expect(valued.data).toMatchObject({ declaredValue: 81, goods: [{ unitValue: 40.5, quantity: 2 }] });
      expect((await client.put(`${BIZ}/${p.id}/is-insurance`, { isInsurance: true })).data.isInsurance).toBe(true);
      const services = await client.put(`${BIZ}/${p.id}/additional-service`, { additionalServiceIds: [reinforce.id, insurance.id] });
      expect(services.data.additionalServices.map((s: { code: string; price: number }) => [s.code, s.price])).toEqual([
        ['REINFORCE', reinforce.price / 100],
        ['INSURANCE', Math.max(insurance.price, Math.round((8100 * insurance.rateBp) / 10000)) / 100],
      ]);
      const logs = await client.get(`${BIZ}/${p.id}/action-logs`);
      expect(logs.data.items.map((l: { action: string }) => l.action)).toEqual(Array(4).fill('declarationEdited'));
      expect(logs.data.items[2]).toMatchObject({ note: null, detail: { kind: 'declaredValue', amount: 81, currency: 'CNY' } });
    }
  });

  it('keep the insurance flag and the INSURANCE service line together (priced once)', async () => {
    const m = await newMember(ctx());
    const refs = await refsOf(ctx(), m.tenantId);
    const reinforce = refs.services.find((s) => s.code === 'REINFORCE')!;
    const p = await insertParcel(ctx(), m);
    const client = api(ctx(), m);
    const codes = (data: { additionalServices: { code: string }[] }) => data.additionalServices.map((s) => s.code);
    const on = await client.put(`${BIZ}/${p.id}/is-insurance`, { isInsurance: true });
    expect([on.data.isInsurance, codes(on.data)]).toEqual([true, ['INSURANCE']]);
    // The services list without INSURANCE keeps insurance on; the flag call alone turns it off.
    const services = await client.put(`${BIZ}/${p.id}/additional-service`, { additionalServiceIds: [reinforce.id] });
    expect([services.data.isInsurance, codes(services.data).sort()]).toEqual([true, ['INSURANCE', 'REINFORCE']]);
    const off = await client.put(`${BIZ}/${p.id}/is-insurance`, { isInsurance: false });
    expect([off.data.isInsurance, codes(off.data)]).toEqual([false, ['REINFORCE']]);
  });

  it('are refused after the parcel joins a waybill or leaves, and check their fields', async () => {
    const m = await newMember(ctx());
    const inCombinedOrder = await insertParcel(ctx(), m, { combinedOrderId: 'L123' });
    const out = await insertParcel(ctx(), m, { status: ParcelStatus.OutOfWarehouse });
    const canceled = await insertParcel(ctx(), m, { status: ParcelStatus.Canceled });
    for (const p of [inCombinedOrder, out, canceled]) {
      const [line] = await goodsOf(p.id);
      for (const [suffix, body] of [
        ['declared-name', { items: [{ id: line.id, declaredName: 'X' }] }],
        ['declared-value', { items: [{ id: line.id, unitValue: 1 }] }],
        ['is-insurance', { isInsurance: true }],
        ['additional-service', { additionalServiceIds: [] }],
      ] as const) {
        const res = await api(ctx(), m, 'en').put(`${BIZ}/${p.id}/${suffix}`, body);
        expect(res.status, `${suffix} ${p.status}`).toBe(400);
        expect(res.data.error).toMatchObject({
          code: 'ParcelNotEditable',
          message: 'This parcel can no longer be changed: it has joined a waybill or left the warehouse.',
        });
      }
    }
    const p = await insertParcel(ctx(), m);
    const [line] = await goodsOf(p.id);
    const names = await api(ctx(), m, 'en').put(`${BIZ}/${p.id}/declared-name`, {
      items: [
        { id: 'PG-nope', declaredName: 'X' },
        { id: line.id, declaredName: ' ', declaredNameId: 'DN-nope' },
      ],
    });
    expect(fieldMessages(names.data)).toEqual({
      'items.0.id': 'This declared item does not belong to the parcel.',
      'items.1.declaredName': 'This field is required.',
      'items.1.declaredNameId': 'The chosen declared name does not exist.',
    });
    const value = await api(ctx(), m).put(`${BIZ}/${p.id}/declared-value`, { items: [{ id: line.id, unitValue: 0 }] });
    expect(fieldMessages(value.data)).toEqual({ 'items.0.unitValue': '单价应大于 0，最多两位小数' });
    const svc = await api(ctx(), m).put(`${BIZ}/${p.id}/additional-service`, { additionalServiceIds: ['AS-nope'] });
    expect(fieldMessages(svc.data)).toEqual({ additionalServiceIds: '所选增值服务不存在' });
    expect((await goodsOf(p.id))[0]).toMatchObject({ declaredName: 'Cup', unitValue: 1500 });
  });
});

describe('cancelling a forecast', () => {
  it('needs a reason, only while NotArrival; of two concurrent cancels one wins; the number is free again', async () => {
    const m = await newMember(ctx());
    const refs = await refsOf(ctx(), m.tenantId);
    const c = card(refs);
    const [p] = (await api(ctx(), m).post('/u/ship-for-me/parcel', { parcels: [c] })).data.items;
    const cancel = (lang: string, body: object) => api(ctx(), m, lang).post('/u/ship-for-me/parcel/cancel', body);
    expect(fieldMessages((await cancel('zh-Hans', { id: p.id, reason: '  ' })).data)).toEqual({ reason: '请填写取消原因' });
    expect(fieldMessages((await cancel('en', { id: p.id, reason: '' })).data)).toEqual({ reason: 'Please give a reason for cancelling.' });
    const both = await Promise.all([cancel('en', { id: p.id, reason: 'Ordered twice' }), cancel('en', { id: p.id, reason: 'Changed my mind' })]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
    const won = both.find((r) => r.status === 200)!.data;
    expect(won).toMatchObject({ status: ParcelStatus.Canceled, cancelable: false, editable: false });
    expect(['Ordered twice', 'Changed my mind']).toContain(won.cancelReason);
    expect(both.find((r) => r.status === 400)!.data.error).toMatchObject({
      code: 'ParcelNotCancelable',
      message: 'Only a forecast whose parcel has not arrived yet can be cancelled.',
    });
    const logs = await api(ctx(), m).get(`${BIZ}/${p.id}/action-logs`);
    expect(logs.data.items.map((l: { action: string }) => l.action)).toEqual(['canceled', 'forecast']);
    expect(logs.data.items[0].note).toBe(won.cancelReason);
    expect((await api(ctx(), m).post('/u/ship-for-me/parcel', { parcels: [c] })).status).toBe(200);
    for (const status of [ParcelStatus.Arrived, ParcelStatus.Inbound, ParcelStatus.Completed]) {
      const arrived = await insertParcel(ctx(), m, { status });
      expect((await cancel('zh-Hans', { id: arrived.id, reason: 'x' })).status).toBe(400);
    }
  });
});

describe('selecting for a waybill', () => {
  it('takes selectable parcels of one warehouse, replaces the selection, and refuses the rest', async () => {
    const m = await newMember(ctx());
    const refs = await refsOf(ctx(), m.tenantId);
    const [a, b, c] = [
      await insertParcel(ctx(), m, { weightGrams: 1000, declaredValue: 1000 }),
      await insertParcel(ctx(), m, { weightGrams: 2500, declaredValue: 2550 }),
      await insertParcel(ctx(), m, { weightGrams: 500, declaredValue: 500 }),
    ];
    const elsewhere = await insertParcel(ctx(), m, { warehouseId: refs.warehouseIds[1] });
    const arrived = await insertParcel(ctx(), m, { status: ParcelStatus.Arrived });
    const abnormal = await insertParcel(ctx(), m, { abnormalReason: 'Damaged box' });
    const inCombinedOrder = await insertParcel(ctx(), m, { combinedOrderId: 'L9' });
    const client = api(ctx(), m, 'en');
    const select = (list: string[]) => client.put(`${BIZ}/selected-to-submit`, { ids: list });

    const first = await select([a.id, b.id]);
    expect(first.status, JSON.stringify(first.data)).toBe(200);
    expect(first.data).toMatchObject({
      warehouseId: refs.warehouseIds[0],
      warehouseName: 'Guangzhou warehouse',
      totalWeight: 3.5,
      totalDeclaredValue: 35.5,
      currency: 'CNY',
    });
    expect(ids({ items: first.data.parcels }).sort()).toEqual([a.id, b.id].sort());
    const second = await select([c.id]);
    expect(second.status).toBe(200);
    const flags = await ctx()
      .database.db.select({ id: parcels.id, on: parcels.selectedToSubmit })
      .from(parcels)
      .where(inArray(parcels.id, [a.id, b.id, c.id]));
    expect(Object.fromEntries(flags.map((f) => [f.id, f.on]))).toEqual({ [a.id]: false, [b.id]: false, [c.id]: true });

    const mixed = await select([a.id, elsewhere.id]);
    expect(mixed.data.error).toMatchObject({
      code: 'ParcelsMixedWarehouses',
      message: 'Please select parcels of one warehouse at a time.',
    });
    for (const p of [arrived, abnormal, inCombinedOrder]) {
      const res = await select([a.id, p.id]);
      expect(res.status).toBe(400);
      expect(res.data.error).toMatchObject({ code: 'ParcelNotSelectable', details: p.trackingNumber });
    }
    expect((await select([])).status).toBe(400);
    // A refused selection changed nothing.
    const [still] = await ctx().database.db.select({ on: parcels.selectedToSubmit }).from(parcels).where(eq(parcels.id, c.id));
    expect(still.on).toBe(true);
    const logs = await client.get(`${BIZ}/${c.id}/action-logs`);
    expect(logs.data.items.map((l: { action: string }) => l.action)).toEqual(['selectedToSubmit']);

    const pending = await client.post(`${BIZ}/pending-combine`);
    expect(pending.data.items.map((g: { warehouseId: string; parcels: unknown[] }) => [g.warehouseId, g.parcels.length])).toEqual([
      [refs.warehouseIds[0], 3],
      [refs.warehouseIds[1], 1],
    ]);
    const one = await client.get(`${BIZ}/pending-combine/${refs.warehouseIds[0]}`);
    expect(one.data).toMatchObject({ totalWeight: 4, totalDeclaredValue: 40.5 });
    expect((await client.get(`${BIZ}/pending-combine/W-nope`)).status).toBe(404);
    const blue = await refsOf(ctx(), (await newMember(ctx(), 'blue.localhost')).tenantId);
    expect((await client.get(`${BIZ}/pending-combine/${blue.warehouseIds[0]}`)).status).toBe(404);
  });
});

describe('another member’s or tenant’s parcel', () => {
  it('answers 404 on every parcel route', async () => {
    const owner = await newMember(ctx());
    const refs = await refsOf(ctx(), owner.tenantId);
    const forecast = (await api(ctx(), owner).post('/u/ship-for-me/parcel', { parcels: [card(refs)] })).data.items[0];
    const inbound = await insertParcel(ctx(), owner);
    const [line] = await goodsOf(inbound.id);
    const photo = await saveParcelPhoto(ctx().database.db, inbound.id, PNG);
    const strangers: Member[] = [await newMember(ctx()), await demoMember(ctx(), 'blue.localhost'), await demoMember(ctx(), 'navy.localhost')];
    for (const s of strangers) {
      const client = api(ctx(), s, 'en');
      const answers = [
        await client.get(`${BIZ}/${inbound.id}`),
        await client.get(`${BIZ}/${inbound.id}/action-logs`),
        await client.get(`${BIZ}/${inbound.id}/photos/${photo.id}`),
        await client.put(`${BIZ}/${inbound.id}/declared-name`, { items: [{ id: line.id, declaredName: 'X' }] }),
        await client.put(`${BIZ}/${inbound.id}/declared-value`, { items: [{ id: line.id, unitValue: 1 }] }),
        await client.put(`${BIZ}/${inbound.id}/is-insurance`, { isInsurance: true }),
        await client.put(`${BIZ}/${inbound.id}/additional-service`, { additionalServiceIds: [] }),
        await client.put(`${BIZ}/selected-to-submit`, { ids: [inbound.id] }),
        await client.put(`/u/ship-for-me/parcel/${forecast.id}`, card(refs)),
        await client.post('/u/ship-for-me/parcel/cancel', { id: forecast.id, reason: 'mine now' }),
      ];
      for (const res of answers) {
        expect(res.status).toBe(404);
        expect(res.data.error).toMatchObject({ code: 'NotFound', message: 'The parcel does not exist.' });
      }
      expect((await client.post(`${BIZ}/list`, { trackingNumber: inbound.trackingNumber })).data.totalCount).toBe(0);
    }
    const [after] = await ctx().database.db.select().from(parcels).where(eq(parcels.id, forecast.id));
    expect(after).toMatchObject({ status: ParcelStatus.NotArrival, trackingNumber: forecast.trackingNumber, isInsurance: false });
  });
});
