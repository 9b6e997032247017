// The staff routes as HTTP: who may call them, photos as base64 (checked, capped, stored under generated
// names), the staff list. Parcels here are unclaimed or a fresh member's (the demo counts stay as seeded).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parcelPhotos, parcels } from '../../db/schema/index.ts';
import { labelPhoto } from '../../seed/png.ts';
import { unique } from '../../test/accounts-helpers.ts';
import { call, createTestApp, loginDemo, type TestContext } from '../../test/harness.ts';
import { fileStore } from '../../kernel/file-store.ts';
import { PHOTO_MAX_BYTES } from '../parcels/photos.ts';

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await loginAdmin();
});
afterAll(() => ctx?.close());

async function loginAdmin(host = 'localhost'): Promise<string> {
  const res = await call(ctx.app, '/api/passport-management/login-by-admin-password', {
    host,
    json: { username: 'admin', password: 'admin1234' },
  });
  return res.data.accessToken;
}

const tracking = () =>
  unique('A')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 30);
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const png = (variant = 0) => b64(labelPhoto('ADMIN12345', [10, 120, 200], variant));
const measures = { weightGrams: 800, lengthCm: 20, widthCm: 15, heightCm: 8 };
const arrive = (json: Record<string, unknown>, lang = 'en') =>
  call(ctx.app, '/api/admin/parcel/arrive', { token: admin, lang, json: { ...measures, ...json } });
const addPhotos = (id: string, photos: string[]) => call(ctx.app, `/api/admin/parcel/${id}/photos`, { token: admin, lang: 'en', json: { photos } });
const photoRows = (parcelId: string) => ctx.database.db.select().from(parcelPhotos).where(eq(parcelPhotos.parcelId, parcelId));

describe('access', () => {
  it('a visitor gets 401, a customer 404 (the routes are not theirs), an operator of the host 200', async () => {
    const visitor = await call(ctx.app, '/api/admin/parcel/list');
    expect(visitor.status).toBe(401);
    const customer = await loginDemo(ctx.app);
    expect((await call(ctx.app, '/api/admin/parcel/list', { token: customer })).status).toBe(404);
    expect((await call(ctx.app, '/api/admin/parcel/arrive', { token: customer, json: { trackingNumber: tracking(), ...measures } })).status).toBe(404);
    expect((await call(ctx.app, '/api/admin/parcel/list', { token: admin })).status).toBe(200);
    // an operator session belongs to its host's tenant
    expect((await call(ctx.app, '/api/admin/parcel/list', { token: admin, host: 'blue.localhost' })).status).toBe(401);
  });
});

describe('photos', () => {
  it('an arrival takes up to 3 photos (base64 or a data URL), stored under generated names', async () => {
    const res = await arrive({ trackingNumber: tracking(), photos: [png(0), `data:image/png;base64,${png(1)}`] });
    expect(res.status).toBe(200);
    expect(res.data.photoIds).toHaveLength(2);
    expect(res.data.parcel.photoCount).toBe(2);
    const rows = await photoRows(res.data.parcel.id);
    expect(rows.map((r) => r.contentType)).toEqual(['image/png', 'image/png']);
    for (const row of rows) {
      expect(row.fileName).toMatch(/^[0-9a-f-]{36}\.png$/);
      expect((await fileStore().get(ctx.database.db, 'parcel-photos', row.fileName))?.length).toBe(row.size);
    }
  });

  it('a wrong type, bad base64, 5 MB + 1 byte or a fourth photo is refused and nothing arrives', async () => {
    const exe = b64(Buffer.from('MZ\x90\x00\x03 renamed.png', 'latin1'));
    const tooBig = Buffer.alloc(PHOTO_MAX_BYTES + 1);
    Buffer.from(png(), 'base64').copy(tooBig);
    const cases: [string[], string, string][] = [
      [[png(), exe], 'photos.1', 'Images must be png, gif, jpg or jpeg.'],
      [['not base64!'], 'photos.0', 'Images must be base64-encoded.'],
      [[b64(tooBig)], 'photos.0', 'Each image can be at most 5 MB.'],
      [[png(0), png(1), png(2), png(3)], 'photos', 'Upload at most 3 images at a time.'],
    ];
    for (const [photos, field, message] of cases) {
      const number = tracking();
      const res = await arrive({ trackingNumber: number, photos });
      expect(res.status, field).toBe(400);
      expect(res.data.error.validationErrors).toEqual([{ members: [field], message }]);
      expect(await ctx.database.db.select().from(parcels).where(eq(parcels.trackingNumber, number))).toEqual([]);
    }
  });

  it('more photos later: 3 at a time, 10 in all, only while the parcel is at the warehouse', async () => {
    const { data } = await arrive({ trackingNumber: tracking(), photos: [png()] });
    const id = data.parcel.id;
    for (let i = 0; i < 3; i++) expect((await addPhotos(id, [png(1), png(2), png(3)])).status).toBe(200);
    expect(await photoRows(id)).toHaveLength(10);
    const over = await addPhotos(id, [png()]);
    expect(over.status).toBe(400);
    expect(over.data.error.validationErrors[0].message).toBe('This parcel already has the maximum of 10 images.');
    expect((await addPhotos(id, [])).status).toBe(400);

    const other = (await arrive({ trackingNumber: tracking() })).data.parcel.id;
    const inbound = await call(ctx.app, `/api/admin/parcel/${other}/inbound`, { method: 'POST', token: admin });
    expect(inbound.status).toBe(200);
    expect((await addPhotos(other, [png()])).data.parcel.photoCount).toBe(1);
    await call(ctx.app, `/api/admin/parcel/${other}/out-of-warehouse`, { method: 'POST', token: admin });
    const gone = await addPhotos(other, [png()]);
    expect(gone.status).toBe(409);
    expect(gone.data.error.code).toBe('TransitionNotAllowed');
  });
});

describe('staff list', () => {
  it('filters by status and tracking number, shows unclaimed arrivals, and only the host’s tenant', async () => {
    const number = tracking();
    await arrive({ trackingNumber: number, photos: [png()] });
    const found = await call(ctx.app, `/api/admin/parcel/list?trackingNumber=${number.slice(2, 12).toLowerCase()}&status=60`, {
      token: admin,
      lang: 'en',
    });
    expect(found.status).toBe(200);
    expect(found.data.totalCount).toBe(1);
    expect(found.data.items[0]).toMatchObject({
      trackingNumber: number,
      status: 60,
      userId: null,
      photoCount: 1,
      warehouseName: 'Guangzhou warehouse',
      weight: 0.8,
    });
    const none = await call(ctx.app, `/api/admin/parcel/list?trackingNumber=${number}&status=63`, { token: admin });
    expect(none.data).toEqual({ totalCount: 0, items: [] });

    const all = await call(ctx.app, '/api/admin/parcel/list?maxResultCount=1000', { token: admin });
    const [{ tenantId }] = await ctx.database.db.select({ tenantId: parcels.tenantId }).from(parcels).where(eq(parcels.trackingNumber, number));
    const tenantRows = await ctx.database.db.select({ id: parcels.id }).from(parcels).where(eq(parcels.tenantId, tenantId));
    expect(all.data.totalCount).toBe(tenantRows.length);
    // Other test files share the tenant (one PostgreSQL database): the page holds its first 1000 at most.
    const tenantIds = new Set(tenantRows.map((r) => r.id));
    expect(all.data.items).toHaveLength(Math.min(1000, tenantRows.length));
    expect(all.data.items.filter((p: { id: string }) => !tenantIds.has(p.id))).toEqual([]);

    const blue = await loginAdmin('blue.localhost');
    const blueList = await call(ctx.app, `/api/admin/parcel/list?trackingNumber=${number}`, { token: blue, host: 'blue.localhost' });
    expect(blueList.data.totalCount).toBe(0);
    const paged = await call(ctx.app, '/api/admin/parcel/list?maxResultCount=2&skipCount=1', { token: admin });
    expect(paged.data.items.map((p: { id: string }) => p.id)).toEqual(all.data.items.slice(1, 3).map((p: { id: string }) => p.id));
  });
});
