// The demo parcels as seeded into the shared test database: every status on every host, two warehouses,
// goods of the tenant, history in order, readable generated photos, storage policies and clock positions;
// the demo waybills' parcels combined into them (and moved with them, or given back by the cancelled one);
// the transhipment orders' forecast parcels declared on them (received, moved with them, or given back by
// the cancelled one; more in ./waybills.test.ts).
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CombinedOrderStatus, ParcelStatus, UserType } from '../../lib/contract/enums.ts';
import { goodsTypes, parcelActionLogs, parcelGoods, parcelPhotos, parcels, sites, storagePolicies, users } from '../db/schema/index.ts';
import { photoTypeOf, readParcelPhoto } from '../modules/parcels/photos.ts';
import { createTestApp, type TestContext } from '../test/harness.ts';
import { DEMO_SITES } from './data.ts';
import { DEMO_PARCELS, DEMO_UNCLAIMED } from './parcels.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

const DAY = 86_400_000;
const daysSince = (d: Date | null) => (d ? Math.floor((Date.now() - d.getTime()) / DAY) : null);

describe('demo parcels', () => {
  for (const site of DEMO_SITES) {
    it(`${site.domain}: a storage policy, and the demo customer has parcels in every status with their life`, async () => {
      const db = ctx.database.db;
      const [{ tenantId }] = await db.select({ tenantId: sites.tenantId }).from(sites).where(eq(sites.domain, site.domain));
      const [policy] = await db.select().from(storagePolicies).where(eq(storagePolicies.tenantId, tenantId));
      expect(policy).toMatchObject({ freeDays: site.storage.freeDays, feePerDay: site.storage.feePerDay, warningDays: 7 });

      const [demo] = await db
        .select()
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.userName, 'demo'), eq(users.userType, UserType.Customer)));
      const rows = await db
        .select()
        .from(parcels)
        .where(
          and(
            eq(parcels.userId, demo.id),
            inArray(
              parcels.trackingNumber,
              DEMO_PARCELS.map((p) => p.trackingNumber),
            ),
          ),
        );
      expect(rows).toHaveLength(DEMO_PARCELS.length);
      expect(new Set(rows.map((r) => r.status))).toEqual(new Set(Object.values(ParcelStatus)));
      expect(new Set(rows.map((r) => r.warehouseId)).size).toBe(2);
      expect(rows.every((r) => r.currency === site.currency.code && r.declaredValue > 0 && r.declaredName)).toBe(true);

      const types = new Set((await db.select({ id: goodsTypes.id }).from(goodsTypes).where(eq(goodsTypes.tenantId, tenantId))).map((t) => t.id));
      const goods = await db
        .select()
        .from(parcelGoods)
        .where(
          inArray(
            parcelGoods.parcelId,
            rows.map((r) => r.id),
          ),
        );
      expect(goods.every((g) => types.has(g.goodsTypeId) && g.declaredNameId)).toBe(true);
      expect(new Set(goods.map((g) => g.parcelId)).size).toBe(rows.length);

      const planned = new Map(DEMO_PARCELS.map((p) => [p.trackingNumber, p]));
      const own = (r: { trackingNumber: string }) =>
        planned.get(r.trackingNumber)?.combinedOrder === undefined && planned.get(r.trackingNumber)?.transhipment === undefined;
      const inbound = rows.filter((r) => r.status === ParcelStatus.Inbound && own(r));
      expect(inbound).toHaveLength(4);
      const used = inbound.map((r) => daysSince(r.inboundAt)!);
      expect(used).toContain(site.storage.freeDays - 4); // 4 days left: the warning
      expect(used).toContain(site.storage.freeDays + 3); // 3 days overdue
      expect(inbound.filter((r) => r.abnormalReason)).toHaveLength(1);
      // My parcels' In stock tab opens on its 20 newest: the storage warning and its photo are among them. (The
      // transhipment orders' parcels are newer: on the All tab it is on the second page.)
      const firstPage = await db
        .select({ trackingNumber: parcels.trackingNumber })
        .from(parcels)
        .where(and(eq(parcels.userId, demo.id), eq(parcels.status, ParcelStatus.Inbound)))
        .orderBy(desc(parcels.createdAt), desc(parcels.id))
        .limit(20);
      expect(firstPage.map((p) => p.trackingNumber)).toContain('STO5400000005');

      for (const row of rows) {
        const lines = await db.select().from(parcelActionLogs).where(eq(parcelActionLogs.parcelId, row.id)).orderBy(asc(parcelActionLogs.createdAt));
        const actions = lines.map((l) => l.action);
        expect(actions[0], row.trackingNumber).toBe('forecast');
        expect(actions.includes('arrived')).toBe(row.arrivedAt !== null);
        expect(actions.includes('inbound')).toBe(row.inboundAt !== null);
        expect(actions.includes('abnormal')).toBe(row.abnormalReason !== null);
        const { combinedOrder, transhipment } = planned.get(row.trackingNumber)!;
        const inStock =
          combinedOrder === undefined
            ? row.abnormalReason
              ? 'abnormal'
              : 'inbound'
            : combinedOrder === CombinedOrderStatus.Canceled
              ? 'uncombined'
              : 'combined';
        // A transhipment order's parcel was declared on it when forecast: it waits (or was given back) still forecast.
        const forecast = transhipment === undefined ? 'forecast' : transhipment === CombinedOrderStatus.Canceled ? 'uncombined' : 'combined';
        expect(actions.at(-1), row.trackingNumber).toBe(
          { 50: forecast, 60: 'arrived', 63: inStock, 120: 'outOfWarehouse', 200: 'completed', 210: 'canceled' }[row.status],
        );
        const order = combinedOrder ?? transhipment;
        expect(row.combinedOrderId === null, row.trackingNumber).toBe(order === undefined || order === CombinedOrderStatus.Canceled);
        // A waybill's parcel joined it once in stock, a transhipment order's when forecast, at the time the order was submitted (moved back by the seed).
        if (combinedOrder !== undefined) expect(actions.slice(0, 4), row.trackingNumber).toEqual(['forecast', 'arrived', 'inbound', 'combined']);
        if (transhipment !== undefined) expect(actions.slice(0, 2), row.trackingNumber).toEqual(['forecast', 'combined']);
        expect(
          lines.every((l) => l.createdAt.getTime() < Date.now() - 60_000),
          row.trackingNumber,
        ).toBe(true);
        const photos = await db.select().from(parcelPhotos).where(eq(parcelPhotos.parcelId, row.id));
        expect(photos.length > 0, row.trackingNumber).toBe(row.arrivedAt !== null);
      }
    });
  }

  it('one unclaimed arrival per tenant, with a photo that reads back as a PNG', async () => {
    const db = ctx.database.db;
    const unclaimed = await db
      .select()
      .from(parcels)
      .where(and(isNull(parcels.userId), eq(parcels.trackingNumber, DEMO_UNCLAIMED.trackingNumber)));
    expect(unclaimed).toHaveLength(DEMO_SITES.length);
    expect(unclaimed.every((p) => p.status === ParcelStatus.Arrived && p.weightGrams && p.warehouseId)).toBe(true);
    const [photo] = await db.select().from(parcelPhotos).where(eq(parcelPhotos.parcelId, unclaimed[0].id));
    const bytes = await readParcelPhoto(db, photo.fileName);
    expect(photoTypeOf(bytes)?.contentType).toBe('image/png');
    expect(bytes.length).toBe(photo.size);
    expect(photo.createdAt.getTime()).toBe(unclaimed[0].arrivedAt!.getTime());
  });
});
