// The warehouse's side through the staff routes: arrival binding, every allowed and forbidden transition,
// concurrency, history lines. Members are fresh registrations (the demo customer's counts stay as seeded).
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ParcelStatus } from '../../../lib/contract/enums.ts';
import { memberProfiles, parcelActionLogs, parcels, users, warehouses } from '../../db/schema/index.ts';
import { newId } from '../../db/ids.ts';
import { registerMember, unique } from '../../test/accounts-helpers.ts';
import { call, createTestApp, type TestContext } from '../../test/harness.ts';
import { findSiteByDomain } from '../system/service.ts';
import { api, card, newMember, refsOf } from '../parcels/test-helpers.ts';

let ctx: TestContext;
let admin: string;
let tenantId: string;
let warehouseIds: string[];
/** The owner of the parcels put straight into a status. */
let ownerId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await loginAdmin();
  tenantId = (await findSiteByDomain(ctx.database.db, 'localhost'))!.tenantId;
  warehouseIds = (await ctx.database.db.select().from(warehouses).where(eq(warehouses.tenantId, tenantId)).orderBy(asc(warehouses.sort))).map((w) => w.id);
  ownerId = (await memberWithCode()).user.id;
});
afterAll(() => ctx?.close());

async function loginAdmin(host = 'localhost'): Promise<string> {
  const res = await call(ctx.app, '/api/passport-management/login-by-admin-password', {
    host,
    json: { username: 'admin', password: 'admin1234' },
  });
  expect(res.status).toBe(200);
  return res.data.accessToken;
}

const tracking = () =>
  unique('T')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 30);
const arrive = (body: Record<string, unknown>, opts: { token?: string; lang?: string; host?: string } = {}) =>
  call(ctx.app, '/api/admin/parcel/arrive', {
    token: opts.token ?? admin,
    lang: opts.lang,
    host: opts.host,
    json: { weightGrams: 1250, lengthCm: 30, widthCm: 20, heightCm: 10, ...body },
  });
const act = (id: string, segment: string, json?: unknown, token = admin) =>
  call(ctx.app, `/api/admin/parcel/${id}/${segment}`, { method: 'POST', token, json, lang: 'en' });

async function history(parcelId: string) {
  return ctx.database.db.select().from(parcelActionLogs).where(eq(parcelActionLogs.parcelId, parcelId)).orderBy(asc(parcelActionLogs.createdAt));
}

/** A parcel of a fresh member put straight into `status` (and abnormal when asked). */
async function parcelIn(status: number, abnormal = false): Promise<string> {
  const id = newId('P');
  await ctx.database.db.insert(parcels).values({
    id,
    tenantId,
    userId: ownerId,
    status,
    trackingNumber: tracking(),
    warehouseId: warehouseIds[0],
    abnormalReason: abnormal ? 'wet carton' : null,
    cancelReason: status === ParcelStatus.Canceled ? 'changed my mind' : null,
  });
  return id;
}

/** A forecast (NotArrival) of `number` by `userId`, in the tenant's second warehouse unless told. */
async function forecastOf(userId: string, number: string, warehouseId = warehouseIds[1]): Promise<string> {
  const id = newId('P');
  await ctx.database.db.insert(parcels).values({ id, tenantId, userId, status: ParcelStatus.NotArrival, trackingNumber: number, warehouseId });
  return id;
}

async function memberWithCode() {
  const m = await registerMember(ctx);
  const [user] = await ctx.database.db.select().from(users).where(eq(users.userName, m.userName));
  await call(ctx.app, '/api/u/user/center', { token: m.token }); // creates the profile (member code)
  const [profile] = await ctx.database.db.select().from(memberProfiles).where(eq(memberProfiles.userId, user.id));
  return { user, code: profile.memberCode };
}

describe('arrival', () => {
  it('the one forecast of the number becomes Arrived: weighed, measured, in the forecast’s warehouse', async () => {
    const { user } = await memberWithCode();
    const number = tracking();
    const id = await forecastOf(user.id, number);
    const res = await arrive({ trackingNumber: ` ${number.toLowerCase()} ` });
    expect(res.status).toBe(200);
    expect(res.data.binding).toBe('forecast');
    expect(res.data.parcel).toMatchObject({
      id,
      userId: user.id,
      status: 60,
      weight: 1.25,
      length: 30,
      width: 20,
      height: 10,
      warehouseId: warehouseIds[1],
      labelMemberCode: null,
    });
    expect(res.data.parcel.arrivedAt).not.toBeNull();
    const lines = await history(id);
    expect(lines.map((l) => [l.action, l.actor, l.warehouseId, l.note])).toEqual([['arrived', 'staff', warehouseIds[1], '1.25 kg · 30×20×10 cm']]);
  });

  it('a label naming nobody, or two forecasts without a label code: it waits unclaimed, and the forecasts stay forecasts', async () => {
    const { user } = await memberWithCode();
    const number = tracking();
    const id = await forecastOf(user.id, number);
    const named = await arrive({ trackingNumber: number, memberCode: 'NOBODY1' });
    expect(named.data).toMatchObject({
      binding: 'unclaimed',
      parcel: { userId: null, labelMemberCode: 'NOBODY1', warehouseId: warehouseIds[0] },
    });
    expect(named.data.parcel.id).not.toBe(id);
    const other = (await memberWithCode()).user;
    const twice = tracking();
    for (const owner of [user, other]) await forecastOf(owner.id, twice, warehouseIds[0]);
    const both = await arrive({ trackingNumber: twice });
    expect(both.data).toMatchObject({ binding: 'unclaimed', parcel: { userId: null } });
    const rows = await ctx.database.db
      .select()
      .from(parcels)
      .where(and(eq(parcels.tenantId, tenantId), eq(parcels.trackingNumber, twice)));
    expect(rows.map((r) => r.status).sort()).toEqual([ParcelStatus.NotArrival, ParcelStatus.NotArrival, ParcelStatus.Arrived]);
  });

  it('without a forecast, the label’s member code binds it to that member; otherwise it waits unclaimed', async () => {
    const { user, code } = await memberWithCode();
    const bound = await arrive({ trackingNumber: tracking(), memberCode: code.toLowerCase(), warehouseId: warehouseIds[1] });
    expect(bound.status).toBe(200);
    expect(bound.data.binding).toBe('memberCode');
    expect(bound.data.parcel).toMatchObject({ userId: user.id, memberCode: code, status: 60, warehouseId: warehouseIds[1] });

    const unknownCode = await arrive({ trackingNumber: tracking(), memberCode: 'ZZ000000' });
    expect(unknownCode.data.binding).toBe('unclaimed');
    expect(unknownCode.data.parcel).toMatchObject({
      userId: null,
      memberCode: null,
      labelMemberCode: 'ZZ000000',
      warehouseId: warehouseIds[0],
    });
    const noCode = await arrive({ trackingNumber: tracking(), carrierCode: 'sf' });
    expect(noCode.data).toMatchObject({
      binding: 'unclaimed',
      parcel: { userId: null, carrierCode: 'SF', carrierName: 'SF Express', status: 60 },
    });
    const localVan = await arrive({ trackingNumber: tracking(), carrierCode: 'VAN', carrierName: 'Local van' });
    expect(localVan.data.parcel).toMatchObject({ carrierCode: 'OTHER', carrierName: 'Local van' });
    expect((await history(noCode.data.parcel.id)).map((l) => l.action)).toEqual(['arrived']);
  });

  it('a number already at the warehouse (or beyond) is refused; a cancelled forecast does not block it', async () => {
    const number = tracking();
    expect((await arrive({ trackingNumber: number })).status).toBe(200);
    const again = await arrive({ trackingNumber: number }, { lang: 'en' });
    expect(again.status).toBe(409);
    expect(again.data.error).toMatchObject({
      code: 'ParcelAlreadyArrived',
      message: 'A parcel with this tracking number has already arrived.',
    });
    const zh = await arrive({ trackingNumber: number });
    expect(zh.data.error.message).toBe('该运单号的包裹已到仓，不能重复到仓');

    const canceled = await parcelIn(ParcelStatus.Canceled);
    const [row] = await ctx.database.db.select().from(parcels).where(eq(parcels.id, canceled));
    const res = await arrive({ trackingNumber: row.trackingNumber });
    expect(res.status).toBe(200);
    expect(res.data.parcel.id).not.toBe(canceled);
    expect(res.data.binding).toBe('unclaimed');
  });

  it('an arrival and a forecast of one number at once queue on the number’s lock: both succeed, one parcel at the warehouse', async () => {
    for (let round = 0; round < 3; round += 1) {
      const m = await newMember(ctx);
      const number = tracking();
      const [arrival, forecast] = await Promise.all([
        arrive({ trackingNumber: number }),
        api(ctx, m).post('/u/ship-for-me/parcel', { parcels: [card(await refsOf(ctx, m.tenantId), { trackingNumber: number })] }),
      ]);
      expect([arrival.status, forecast.status]).toEqual([200, 200]);
      const rows = await ctx.database.db
        .select()
        .from(parcels)
        .where(and(eq(parcels.tenantId, tenantId), eq(parcels.trackingNumber, number)));
      // Forecast first: it arrives as the member's. Arrival first: it waits unclaimed and the forecast is a claim.
      if (arrival.data.binding === 'forecast') expect(rows).toEqual([expect.objectContaining({ userId: m.userId, status: ParcelStatus.Arrived })]);
      else {
        expect(arrival.data.binding).toBe('unclaimed');
        expect(forecast.data.pendingClaims).toEqual([forecast.data.items[0].id]);
        expect(rows.map((r) => [r.userId, r.status]).sort()).toEqual(
          [
            [m.userId, ParcelStatus.NotArrival],
            [null, ParcelStatus.Arrived],
          ].sort(),
        );
      }
    }
    const number = tracking();
    const twice = await Promise.all([arrive({ trackingNumber: number }), arrive({ trackingNumber: number })]);
    expect(twice.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('validates the number, the warehouse (of this tenant) and the measures, in the request’s language', async () => {
    const bad = await arrive({ trackingNumber: 'AB 12' }, { lang: 'en' });
    expect(bad.status).toBe(400);
    expect(bad.data.error.validationErrors).toEqual([{ members: ['trackingNumber'], message: 'A tracking number is 5–40 letters, digits or dashes.' }]);
    const others = await ctx.database.db.select({ id: warehouses.id, tenantId: warehouses.tenantId }).from(warehouses);
    const otherTenants = others.find((w) => w.tenantId !== tenantId)!;
    const wrongWarehouse = await arrive({ trackingNumber: tracking(), warehouseId: otherTenants.id });
    expect(wrongWarehouse.status).toBe(400);
    expect(wrongWarehouse.data.error.validationErrors[0]).toEqual({ members: ['warehouseId'], message: '该仓库不存在' });
    const zero = await arrive({ trackingNumber: tracking(), weightGrams: 0, lengthCm: 1.5 });
    expect(zero.status).toBe(400);
    expect(zero.data.error.validationErrors.map((v: { members: string[] }) => v.members[0]).sort()).toEqual(['lengthCm', 'weightGrams']);
  });
});

type Segment = 'inbound' | 'abnormal' | 'clear-abnormal' | 'out-of-warehouse' | 'complete';
const ACTION: Record<Segment, string> = {
  inbound: 'inbound',
  abnormal: 'abnormal',
  'clear-abnormal': 'abnormalCleared',
  'out-of-warehouse': 'outOfWarehouse',
  complete: 'completed',
};
const STATES: [string, number, boolean][] = [
  ['NotArrival', ParcelStatus.NotArrival, false],
  ['Arrived', ParcelStatus.Arrived, false],
  ['Arrived+abnormal', ParcelStatus.Arrived, true],
  ['Inbound', ParcelStatus.Inbound, false],
  ['Inbound+abnormal', ParcelStatus.Inbound, true],
  ['OutOfWarehouse', ParcelStatus.OutOfWarehouse, false],
  ['Completed', ParcelStatus.Completed, false],
  ['Canceled', ParcelStatus.Canceled, false],
];
/** segment → the states it is allowed from, and the status it leads to */
const ALLOWED: Record<Segment, [string[], number | 'same']> = {
  inbound: [['Arrived', 'Arrived+abnormal'], ParcelStatus.Inbound],
  abnormal: [['Arrived', 'Inbound'], 'same'],
  'clear-abnormal': [['Arrived+abnormal', 'Inbound+abnormal'], 'same'],
  'out-of-warehouse': [['Inbound'], ParcelStatus.OutOfWarehouse],
  complete: [['OutOfWarehouse'], ParcelStatus.Completed],
};

describe('transitions', () => {
  for (const segment of Object.keys(ALLOWED) as Segment[]) {
    it(`${segment}: allowed only from ${ALLOWED[segment][0].join(', ')}; each change writes one history line`, async () => {
      for (const [name, status, abnormal] of STATES) {
        const id = await parcelIn(status, abnormal);
        const res = await act(id, segment, segment === 'abnormal' ? { reason: 'carton wet' } : undefined);
        const [after] = await ctx.database.db.select().from(parcels).where(eq(parcels.id, id));
        const lines = await history(id);
        if (ALLOWED[segment][0].includes(name)) {
          expect(res.status, `${segment} from ${name}`).toBe(200);
          const to = ALLOWED[segment][1];
          expect(res.data.status).toBe(to === 'same' ? status : to);
          expect(lines.map((l) => [l.action, l.actor, l.warehouseId])).toEqual([[ACTION[segment], 'staff', warehouseIds[0]]]);
          if (segment === 'abnormal') expect([res.data.abnormalReason, lines[0].note]).toEqual(['carton wet', 'carton wet']);
          if (segment === 'clear-abnormal') expect(res.data.abnormalReason).toBeNull();
          if (segment === 'inbound') expect(after.inboundAt).not.toBeNull();
          if (segment === 'out-of-warehouse') expect([after.outAt, after.storageStoppedAt].every(Boolean)).toBe(true);
        } else {
          expect(res.status, `${segment} from ${name}`).toBe(409);
          expect(res.data.error.message).toMatch(/does not allow|marked abnormal|not marked abnormal/);
          expect(after.status).toBe(status);
          expect(after.abnormalReason).toBe(abnormal ? 'wet carton' : null);
          expect(lines).toEqual([]);
        }
      }
    });
  }

  it('abnormal needs a reason; an unknown id or another tenant’s parcel is 404', async () => {
    const id = await parcelIn(ParcelStatus.Inbound);
    const empty = await act(id, 'abnormal', { reason: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.data.error.validationErrors[0].members).toEqual(['reason']);
    expect((await act('P0000', 'inbound')).status).toBe(404);
    const blueAdmin = await loginAdmin('blue.localhost');
    const other = await call(ctx.app, `/api/admin/parcel/${id}/out-of-warehouse`, {
      method: 'POST',
      host: 'blue.localhost',
      token: blueAdmin,
    });
    expect(other.status).toBe(404);
    expect(await history(id)).toEqual([]);
  });

  it('two concurrent transitions of one parcel: exactly one wins and one history line is written', async () => {
    const id = await parcelIn(ParcelStatus.Arrived);
    const results = await Promise.all([act(id, 'inbound'), act(id, 'inbound')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await history(id)).map((l) => l.action)).toEqual(['inbound']);

    const shelved = await parcelIn(ParcelStatus.Inbound);
    const race = await Promise.all([act(shelved, 'out-of-warehouse'), act(shelved, 'abnormal', { reason: 'torn' })]);
    expect(race.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await history(shelved)).toHaveLength(1);

    const number = tracking();
    const arrivals = await Promise.all([arrive({ trackingNumber: number }), arrive({ trackingNumber: number })]);
    expect(arrivals.map((r) => r.status).sort()).toEqual([200, 409]);
    const rows = await ctx.database.db
      .select()
      .from(parcels)
      .where(and(eq(parcels.tenantId, tenantId), eq(parcels.trackingNumber, number)));
    expect(rows).toHaveLength(1);
    expect(await history(rows[0].id)).toHaveLength(1);
  });
});
