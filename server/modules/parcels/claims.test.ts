// A parcel that arrives without an owner (issue 21, finding 5): a tracking number alone is not proof of
// ownership. A label's member code binds it to that member only; an unclaimed arrival goes to the
// member who forecasts its number only after the staff's check (approve or refuse, admin routes);
// races between approvals, refusals, cancels and forecasts have one winner. Members are fresh ones.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ParcelStatus } from '../../../lib/contract/enums.ts';
import { parcels } from '../../db/schema/index.ts';
import { labelPhoto } from '../../seed/png.ts';
import { call, testAppPerFile } from '../../test/harness.ts';
import { api, arriveVia, card, loginAdmin, type Member, memberWithCode, newMember, refsOf, trackingNumber } from './test-helpers.ts';

const ctx = testAppPerFile();
const FORECAST = '/u/ship-for-me/parcel';
let admin: string;
beforeAll(async () => {
  admin = await loginAdmin(ctx());
});

const arrive = (body: Record<string, unknown>) => arriveVia(ctx(), admin, body);
const staff = (method: string, path: string, json?: unknown, opts: { token?: string; host?: string } = {}) =>
  call(ctx().app, `/api/admin/parcel/${path}`, { method, json, token: opts.token ?? admin, host: opts.host, lang: 'en' });
const approve = (id: string) => staff('POST', `claims/${id}/approve`);
const refuse = (id: string, reason = 'The label names another shop') => staff('POST', `claims/${id}/refuse`, { reason });
const claimsOf = (number: string) => staff('GET', `claims?trackingNumber=${number}`);

async function forecast(m: Member, number: string, lang = 'en') {
  const refs = await refsOf(ctx(), m.tenantId);
  return api(ctx(), m, lang).post(FORECAST, { parcels: [card(refs, { trackingNumber: number })] });
}
const rowsOf = (tenantId: string, number: string) =>
  ctx()
    .database.db.select()
    .from(parcels)
    .where(and(eq(parcels.tenantId, tenantId), eq(parcels.trackingNumber, number)));
const physical = (rows: (typeof parcels.$inferSelect)[]) => rows.filter((r) => r.status !== ParcelStatus.NotArrival && r.status !== ParcelStatus.Canceled);

/** An arrival nobody's label names, waiting unclaimed (Inbound when `shelve`). */
async function unclaimed(opts: { photo?: boolean; shelve?: boolean } = {}) {
  const number = trackingNumber('UC');
  const photos = opts.photo ? [labelPhoto(number, [9, 9, 9]).toString('base64')] : undefined;
  const res = await arrive({ trackingNumber: number, memberCode: 'GS999999', weightGrams: 2300, photos });
  expect(res.data.binding).toBe('unclaimed');
  if (opts.shelve) expect((await staff('POST', `${res.data.parcel.id}/inbound`)).status).toBe(200);
  return { number, arrivalId: res.data.parcel.id as string };
}

describe('unclaimed arrivals', () => {
  it('the repro: an arrival labelled GS999999 is not handed to whoever forecasts its number; the forecast waits for the check', async () => {
    const { number, arrivalId } = await unclaimed();
    const m = await newMember(ctx());
    const res = await forecast(m, number);
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    const [item] = res.data.items;
    expect(item.id).not.toBe(arrivalId);
    expect(item).toMatchObject({
      status: ParcelStatus.NotArrival,
      weight: null,
      length: null,
      photoCount: 0,
      claim: { status: 'pending', reason: null },
    });
    expect(res.data.pendingClaims).toEqual([item.id]);
    const [arrival] = await ctx().database.db.select().from(parcels).where(eq(parcels.id, arrivalId));
    expect(arrival).toMatchObject({ userId: null, status: ParcelStatus.Arrived, weightGrams: 2300 });
    expect((await api(ctx(), m).get(`/u/biz/parcel/${arrivalId}`)).status).toBe(404);
    const list = await api(ctx(), m).post('/u/biz/parcel/list', { trackingNumber: number });
    expect(list.data.items).toEqual([
      expect.objectContaining({
        id: item.id,
        status: ParcelStatus.NotArrival,
        claim: { status: 'pending', reason: null, decidedAt: null },
      }),
    ]);
    const claims = await claimsOf(number);
    expect(claims.data.items).toEqual([
      expect.objectContaining({
        id: item.id,
        trackingNumber: number,
        userId: m.userId,
        arrival: expect.objectContaining({ id: arrivalId, labelMemberCode: 'GS999999', weight: 2.3 }),
      }),
    ]);
  });

  it('a label with a member code binds the parcel to that member only; another member’s forecast of it answers as for any number', async () => {
    const owner = await memberWithCode(ctx());
    const number = trackingNumber('MC');
    const arrived = await arrive({ trackingNumber: number, memberCode: owner.code });
    expect(arrived.data).toMatchObject({ binding: 'memberCode', parcel: { userId: owner.userId } });
    const intruder = await newMember(ctx());
    const theirs = await forecast(intruder, number);
    expect(theirs.status, JSON.stringify(theirs.data)).toBe(200);
    expect(theirs.data).toMatchObject({ pendingClaims: [], items: [{ status: ParcelStatus.NotArrival, weight: null, claim: null }] });
    expect((await claimsOf(number)).data.items).toEqual([]);
    expect((await approve(theirs.data.items[0].id)).status).toBe(409);
    const rows = await rowsOf(owner.tenantId, number);
    expect(physical(rows)).toEqual([expect.objectContaining({ id: arrived.data.parcel.id, userId: owner.userId, status: ParcelStatus.Arrived })]);
    // Forecast before or after: with the owner's code on the label, the owner's forecast is the one that arrives.
    const later = trackingNumber('MC');
    const early = await forecast(intruder, later);
    const own = await forecast(owner, later);
    const arrival = await arrive({ trackingNumber: later, memberCode: owner.code });
    expect(arrival.data).toMatchObject({ binding: 'forecast', parcel: { id: own.data.items[0].id, userId: owner.userId } });
    expect((await api(ctx(), intruder).get(`/u/biz/parcel/${early.data.items[0].id}`)).data).toMatchObject({
      status: ParcelStatus.NotArrival,
      claim: null,
    });
  });

  it('claim → staff approve: the member owns it with the arrival’s status, weight, photo and history; the other claimant is told', async () => {
    const { number, arrivalId } = await unclaimed({ photo: true, shelve: true });
    const [first, second] = [await newMember(ctx()), await newMember(ctx())];
    const a = (await forecast(first, number)).data.items[0];
    const b = (await forecast(second, number)).data.items[0];
    expect((await claimsOf(number)).data.items.map((c: { id: string }) => c.id)).toEqual([a.id, b.id]);

    const ok = await approve(a.id);
    expect(ok.status, JSON.stringify(ok.data)).toBe(200);
    expect(ok.data).toMatchObject({
      id: a.id,
      userId: first.userId,
      status: ParcelStatus.Inbound,
      weight: 2.3,
      photoCount: 1,
      labelMemberCode: 'GS999999',
    });
    const mine = await api(ctx(), first, 'en').get(`/u/biz/parcel/${a.id}`);
    expect(mine.data).toMatchObject({
      status: ParcelStatus.Inbound,
      weight: 2.3,
      selectable: true,
      claim: null,
      goods: [{ declaredName: 'T-shirt' }],
    });
    expect(mine.data.photos).toHaveLength(1);
    const photo = await ctx().app.request(`http://localhost${mine.data.photos[0].url}`, {
      headers: { host: 'localhost', authorization: `Bearer ${first.token}` },
    });
    expect([photo.status, photo.headers.get('content-type')]).toEqual([200, 'image/png']);
    const logs = await api(ctx(), first).get(`/u/biz/parcel/${a.id}/action-logs`);
    expect(logs.data.items.map((l: { action: string }) => l.action)).toEqual(['claimApproved', 'forecast', 'inbound', 'arrived']);

    const told = await api(ctx(), second, 'en').get(`/u/biz/parcel/${b.id}`);
    expect(told.data).toMatchObject({
      status: ParcelStatus.NotArrival,
      claim: { status: 'refused', reason: 'The warehouse gave this parcel to the member it belongs to.' },
    });
    const rows = await rowsOf(first.tenantId, number);
    expect(physical(rows).map((r) => [r.id, r.userId])).toEqual([[a.id, first.userId]]);
    expect(rows.find((r) => r.id === arrivalId)).toMatchObject({ status: ParcelStatus.Canceled, userId: null });
    expect((await claimsOf(number)).data.items).toEqual([]);
    expect((await approve(a.id)).status).toBe(409);
    expect((await approve(b.id)).status).toBe(409);
  });

  it('refuse: a reason is needed, the member reads it, the arrival waits for its owner, and the decision is final', async () => {
    const { number, arrivalId } = await unclaimed();
    const m = await newMember(ctx());
    const mine = (await forecast(m, number)).data.items[0];
    const blank = await staff('POST', `claims/${mine.id}/refuse`, { reason: '  ' });
    expect(blank.status).toBe(400);
    const no = await refuse(mine.id);
    expect(no.status, JSON.stringify(no.data)).toBe(200);
    expect(no.data).toMatchObject({ id: mine.id, status: ParcelStatus.NotArrival, userId: m.userId });
    const seen = await api(ctx(), m, 'en').get(`/u/biz/parcel/${mine.id}`);
    expect(seen.data.claim).toMatchObject({ status: 'refused', reason: 'The label names another shop' });
    expect(seen.data.claim.decidedAt).not.toBeNull();
    const logs = await api(ctx(), m).get(`/u/biz/parcel/${mine.id}/action-logs`);
    expect(logs.data.items[0]).toMatchObject({ action: 'claimRefused', note: 'The label names another shop' });
    expect((await approve(mine.id)).status).toBe(409);
    expect((await refuse(mine.id)).status).toBe(409);
    expect((await claimsOf(number)).data.items).toEqual([]);
    const [arrival] = await ctx().database.db.select().from(parcels).where(eq(parcels.id, arrivalId));
    expect(arrival).toMatchObject({ userId: null, status: ParcelStatus.Arrived });
    // The owner forecasts it next: their claim is pending, and approved.
    const owner = await newMember(ctx());
    const theirs = (await forecast(owner, number)).data.items[0];
    expect(theirs.claim).toMatchObject({ status: 'pending' });
    expect((await approve(theirs.id)).data).toMatchObject({ userId: owner.userId, status: ParcelStatus.Arrived });
  });

  it('other customers’ claims answer 404, as do another tenant’s staff and unknown ids', async () => {
    const { number } = await unclaimed();
    const m = await newMember(ctx());
    const mine = (await forecast(m, number)).data.items[0];
    const other = await newMember(ctx());
    expect((await api(ctx(), other).get(`/u/biz/parcel/${mine.id}`)).status).toBe(404);
    expect((await api(ctx(), other).get(`/u/biz/parcel/${mine.id}/action-logs`)).status).toBe(404);
    expect((await api(ctx(), other).post(`${FORECAST}/cancel`, { id: mine.id, reason: 'not mine' })).status).toBe(404);
    const blue = await loginAdmin(ctx(), 'blue.localhost');
    expect((await staff('POST', `claims/${mine.id}/approve`, undefined, { token: blue, host: 'blue.localhost' })).status).toBe(404);
    expect((await staff('POST', `claims/${mine.id}/refuse`, { reason: 'x' }, { token: blue, host: 'blue.localhost' })).status).toBe(404);
    expect((await staff('GET', `claims?trackingNumber=${number}`, undefined, { token: blue, host: 'blue.localhost' })).data.items).toEqual([]);
    expect((await approve('P0000000')).status).toBe(404);
    expect((await call(ctx().app, `/api/admin/parcel/claims/${mine.id}/approve`, { method: 'POST', token: m.token })).status).toBeGreaterThanOrEqual(401);
    expect((await api(ctx(), m).get(`/u/biz/parcel/${mine.id}`)).data).toMatchObject({
      status: ParcelStatus.NotArrival,
      claim: { status: 'pending' },
    });
  });
});

describe('races', () => {
  it('two approvals for one arrival, approve against refuse, approve against the member’s cancel: one winner each', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { number } = await unclaimed();
      const [first, second] = [await newMember(ctx()), await newMember(ctx())];
      const a = (await forecast(first, number)).data.items[0];
      const b = (await forecast(second, number)).data.items[0];
      const both = await Promise.all([approve(a.id), approve(b.id)]);
      expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
      const rows = await rowsOf(first.tenantId, number);
      expect(physical(rows)).toHaveLength(1);
      expect([a.id, b.id]).toContain(physical(rows)[0].id);
    }
    const { number } = await unclaimed();
    const m = await newMember(ctx());
    const mine = (await forecast(m, number)).data.items[0];
    const verdicts = await Promise.all([approve(mine.id), refuse(mine.id)]);
    expect(verdicts.map((r) => r.status).sort()).toEqual([200, 409]);

    const next = await unclaimed();
    const n = await newMember(ctx());
    const claim = (await forecast(n, next.number)).data.items[0];
    const [approved, canceled] = await Promise.all([approve(claim.id), api(ctx(), n).post(`${FORECAST}/cancel`, { id: claim.id, reason: 'changed my mind' })]);
    expect([approved.status, canceled.status].filter((s) => s === 200)).toHaveLength(1);
    const [row] = await ctx().database.db.select().from(parcels).where(eq(parcels.id, claim.id));
    expect(row.status).toBe(approved.status === 200 ? ParcelStatus.Arrived : ParcelStatus.Canceled);
    expect(physical(await rowsOf(n.tenantId, next.number))).toHaveLength(1);
  });

  it('an approval and another member’s forecast of the number at once: both succeed, one owner, the late one is told or not a claim', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { number } = await unclaimed();
      const [first, late] = [await newMember(ctx()), await newMember(ctx())];
      const a = (await forecast(first, number)).data.items[0];
      const [ok, other] = await Promise.all([approve(a.id), forecast(late, number)]);
      expect([ok.status, other.status]).toEqual([200, 200]);
      const lateOne = await api(ctx(), late, 'en').get(`/u/biz/parcel/${other.data.items[0].id}`);
      expect([null, 'refused']).toContain(lateOne.data.claim?.status ?? null);
      expect(physical(await rowsOf(first.tenantId, number)).map((r) => r.userId)).toEqual([first.userId]);
    }
  });

  it('an arrival and forecasts of its number at once queue on the number: never two parcels on the shelf', async () => {
    for (let round = 0; round < 3; round += 1) {
      const [one, two] = [await newMember(ctx()), await newMember(ctx())];
      const number = trackingNumber('RA');
      const [arrival, f1, f2] = await Promise.all([arrive({ trackingNumber: number }), forecast(one, number), forecast(two, number)]);
      expect([arrival.status, f1.status, f2.status]).toEqual([200, 200, 200]);
      const rows = await rowsOf(one.tenantId, number);
      expect(physical(rows)).toHaveLength(1);
      // The one forecast that came before it gets it; with two (or none) before it, it waits for the staff's check.
      const [shelved] = physical(rows);
      if (arrival.data.binding === 'forecast') expect([f1.data.items[0].id, f2.data.items[0].id]).toContain(shelved.id);
      else expect([arrival.data.binding, shelved.userId]).toEqual(['unclaimed', null]);
    }
  });
});
