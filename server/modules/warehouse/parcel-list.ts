// The staff's view of the tenant's parcels (GET /admin/parcel/list, `npm run ops -- parcel-list`): every
// member's and the unclaimed ones, newest change first.
import { and, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Locale } from '../../../lib/contract/constants.ts';
import type { Db } from '../../db/client.ts';
import { localized } from '../../kernel/localized.ts';
import { memberProfiles, parcelPhotos, parcels, warehouses } from '../../db/schema/index.ts';

export interface StaffParcel {
  id: string;
  trackingNumber: string;
  status: number;
  /** Null while unclaimed. */
  userId: string | null;
  /** The bound member's code. */
  memberCode: string | null;
  /** The member code read from the label at arrival. */
  labelMemberCode: string | null;
  warehouseId: string | null;
  warehouseName: string | null;
  carrierCode: string;
  carrierName: string;
  /** kg */
  weight: number | null;
  length: number | null;
  width: number | null;
  height: number | null;
  abnormalReason: string | null;
  photoCount: number;
  arrivedAt: string | null;
  inboundAt: string | null;
  outAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface StaffListQuery {
  status?: number;
  trackingNumber?: string;
  maxResultCount: number;
  skipCount: number;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

async function select(db: Db, locale: Locale, where: SQL | undefined, page?: { limit: number; offset: number }): Promise<StaffParcel[]> {
  const photos = db
    .select({ parcelId: parcelPhotos.parcelId, n: count().as('n') })
    .from(parcelPhotos)
    .groupBy(parcelPhotos.parcelId)
    .as('photo_counts');
  const query = db
    .select({
      parcel: parcels,
      memberCode: memberProfiles.memberCode,
      warehouseZh: warehouses.nameZh,
      warehouseEn: warehouses.nameEn,
      photoCount: photos.n,
    })
    .from(parcels)
    .leftJoin(memberProfiles, eq(memberProfiles.userId, parcels.userId))
    .leftJoin(warehouses, eq(warehouses.id, parcels.warehouseId))
    .leftJoin(photos, eq(photos.parcelId, parcels.id))
    .where(where)
    .orderBy(desc(parcels.updatedAt), desc(parcels.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map(({ parcel: p, memberCode, warehouseZh, warehouseEn, photoCount }) => ({
    id: p.id,
    trackingNumber: p.trackingNumber,
    status: p.status,
    userId: p.userId,
    memberCode: memberCode ?? null,
    labelMemberCode: p.labelMemberCode,
    warehouseId: p.warehouseId,
    warehouseName: warehouseZh && warehouseEn ? localized(locale, warehouseZh, warehouseEn) : null,
    carrierCode: p.carrierCode,
    carrierName: p.carrierName,
    weight: p.weightGrams === null ? null : p.weightGrams / 1000,
    length: p.lengthCm,
    width: p.widthCm,
    height: p.heightCm,
    abnormalReason: p.abnormalReason,
    photoCount: Number(photoCount ?? 0),
    arrivedAt: iso(p.arrivedAt),
    inboundAt: iso(p.inboundAt),
    outAt: iso(p.outAt),
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  }));
}

export async function staffParcelList(db: Db, tenantId: string, locale: Locale, query: StaffListQuery): Promise<{ totalCount: number; items: StaffParcel[] }> {
  const conditions: SQL[] = [eq(parcels.tenantId, tenantId)];
  if (query.status !== undefined) conditions.push(eq(parcels.status, query.status));
  const tracking = query.trackingNumber?.trim().toUpperCase();
  if (tracking) conditions.push(ilike(parcels.trackingNumber, `%${escapeLike(tracking)}%`));
  const where = and(...conditions);
  const [items, [total]] = await Promise.all([
    select(db, locale, where, { limit: query.maxResultCount, offset: query.skipCount }),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(parcels)
      .where(where),
  ]);
  return { totalCount: Number(total?.n ?? 0), items };
}

/** One parcel of the tenant as staff see it (null for an unknown id or another tenant's). */
export async function staffParcel(db: Db, tenantId: string, locale: Locale, id: string): Promise<StaffParcel | null> {
  const [row] = await select(db, locale, and(eq(parcels.tenantId, tenantId), eq(parcels.id, id)));
  return row ?? null;
}

/** These parcels of the tenant as staff see them (ids of another tenant are left out). */
export async function staffParcelsByIds(db: Db, tenantId: string, locale: Locale, ids: string[]): Promise<StaffParcel[]> {
  if (ids.length === 0) return [];
  return select(db, locale, and(eq(parcels.tenantId, tenantId), inArray(parcels.id, [...new Set(ids)])));
}
