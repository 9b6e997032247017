// Parcel rows → the wire (ParcelSchema, ParcelDetailSchema). Every list is mapped with a fixed number of
// batched queries (warehouses, photo counts and first photos, the storage policy), never one per parcel.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Locale } from '../../../lib/contract/constants.ts';
import { ParcelStatus } from '../../../lib/contract/enums.ts';
import type { UnselectableReason } from '../../../lib/contract/schemas/parcels.ts';
import type { Parcel, ParcelClaim, ParcelDetail } from '../../../lib/contract/wire.ts';
import type { Db } from '../../db/client.ts';
import { additionalServices, goodsTypes, parcelGoods, parcelPhotos, parcels, parcelServices, warehouses } from '../../db/schema/index.ts';
import { localName, toDecimal } from '../../kernel/localized.ts';
import { carrierDisplayName } from './carriers.ts';
import { claimStatesOf } from './claims.ts';
import { photoUrl } from './photos.ts';
import { loadStoragePolicy, type StoragePolicy, storageOf, volumetricWeight } from './storage.ts';

export type ParcelRow = typeof parcels.$inferSelect;

/** Statuses in which declarations may change (and only while the parcel is in no waybill). */
export const DECLARABLE_STATUSES: readonly number[] = [ParcelStatus.NotArrival, ParcelStatus.Arrived, ParcelStatus.Inbound];

export const isEditable = (p: Pick<ParcelRow, 'status' | 'combinedOrderId'>) => p.combinedOrderId === null && DECLARABLE_STATUSES.includes(p.status);
export const isCancelable = (p: Pick<ParcelRow, 'status' | 'combinedOrderId'>) => p.combinedOrderId === null && p.status === ParcelStatus.NotArrival;

/** Why a parcel cannot be picked for a waybill, or null when it can (Inbound, no problem, in no waybill). */
export function unselectableReason(p: Pick<ParcelRow, 'status' | 'combinedOrderId' | 'abnormalReason'>): UnselectableReason | null {
  if (p.combinedOrderId !== null) return 'inWaybill';
  if (p.status !== ParcelStatus.Inbound) return 'notInbound';
  if (p.abnormalReason) return 'abnormal';
  return null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const kg = (grams: number | null) => (grams === null ? null : grams / 1000);

interface WireContext {
  locale: Locale;
  warehouseNames: Map<string, string>;
  photos: Map<string, { count: number; firstId: string }>;
  claims: Map<string, ParcelClaim>;
  policy: StoragePolicy | null;
  now: Date;
}

/** What a page of one tenant's parcels needs besides the rows: its warehouses' names and storage policy. */
export interface TenantWire {
  warehouseNames: Map<string, string>;
  policy: StoragePolicy | null;
}

/**
 * Independent of the rows: a list starts it together with its page query. A member's parcels are all of one
 * tenant; rows of several tenants (none so far) get their warehouses' names and no storage policy.
 */
export async function tenantWire(db: Db, tenantIds: string | string[], locale: Locale): Promise<TenantWire> {
  const ids = typeof tenantIds === 'string' ? [tenantIds] : tenantIds;
  const [houses, policy] = await Promise.all([
    db.select({ id: warehouses.id, nameZh: warehouses.nameZh, nameEn: warehouses.nameEn }).from(warehouses).where(inArray(warehouses.tenantId, ids)),
    ids.length === 1 ? loadStoragePolicy(db, ids[0]) : null,
  ]);
  return { warehouseNames: new Map(houses.map((w) => [w.id, localName(locale, w)])), policy };
}

/** Each parcel's photo count and first photo, in one query. */
async function photosOf(db: Db, ids: string[]): Promise<WireContext['photos']> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([parcelPhotos.parcelId], {
      parcelId: parcelPhotos.parcelId,
      id: parcelPhotos.id,
      n: sql<number>`count(*) over (partition by ${parcelPhotos.parcelId})`.mapWith(Number),
    })
    .from(parcelPhotos)
    .where(inArray(parcelPhotos.parcelId, ids))
    .orderBy(parcelPhotos.parcelId, asc(parcelPhotos.createdAt), asc(parcelPhotos.id));
  return new Map(rows.map((r) => [r.parcelId, { count: r.n, firstId: r.id }]));
}

async function contextFor(db: Db, rows: ParcelRow[], locale: Locale, tenant?: TenantWire): Promise<WireContext> {
  const [photos, claims, own] = await Promise.all([
    photosOf(
      db,
      rows.map((r) => r.id),
    ),
    claimStatesOf(db, rows, locale),
    tenant ?? tenantWire(db, [...new Set(rows.map((r) => r.tenantId))], locale),
  ]);
  return { locale, ...own, photos, claims, now: new Date() };
}

function toParcel(r: ParcelRow, ctx: WireContext): Parcel {
  const photos = ctx.photos.get(r.id);
  const reason = unselectableReason(r);
  return {
    id: r.id,
    trackingNumber: r.trackingNumber,
    carrierCode: r.carrierCode,
    carrierName: carrierDisplayName(ctx.locale, r.carrierCode, r.carrierName),
    warehouseId: r.warehouseId ?? '',
    warehouseName: (r.warehouseId && ctx.warehouseNames.get(r.warehouseId)) || '',
    status: r.status,
    deliveryMode: r.deliveryMode,
    declaredName: r.declaredName ?? '',
    declaredValue: toDecimal(r.declaredValue),
    currency: r.currency,
    isInsurance: r.isInsurance,
    weight: kg(r.weightGrams),
    length: r.lengthCm,
    width: r.widthCm,
    height: r.heightCm,
    volumetricWeight: volumetricWeight(r.lengthCm, r.widthCm, r.heightCm),
    thumbnailUrl: photos?.firstId ? photoUrl(r.id, photos.firstId) : null,
    photoCount: photos?.count ?? 0,
    abnormalReason: r.abnormalReason,
    remark: r.remark,
    combinedOrderId: r.combinedOrderId,
    selectedToSubmit: r.selectedToSubmit,
    selectable: reason === null,
    unselectableReason: reason,
    editable: isEditable(r),
    cancelable: isCancelable(r),
    storage: storageOf(r, ctx.policy, ctx.now),
    claim: ctx.claims.get(r.id) ?? null,
    arrivedAt: iso(r.arrivedAt),
    inboundAt: iso(r.inboundAt),
    createdAt: r.createdAt.toISOString(),
  };
}

/** List shape of several parcels (same order as `rows`); `tenant`: the rows' tenant's part, when already loaded. */
export async function toWire(db: Db, rows: ParcelRow[], locale: Locale, tenant?: TenantWire): Promise<Parcel[]> {
  if (rows.length === 0) return [];
  const ctx = await contextFor(db, rows, locale, tenant);
  return rows.map((r) => toParcel(r, ctx));
}

/** Detail shape of one parcel: goods lines, chosen services (at the price when chosen), photos. */
export async function toDetail(db: Db, row: ParcelRow, locale: Locale): Promise<ParcelDetail> {
  const [ctx, goods, services, photos] = await Promise.all([
    contextFor(db, [row], locale),
    db
      .select({ line: parcelGoods, typeZh: goodsTypes.nameZh, typeEn: goodsTypes.nameEn })
      .from(parcelGoods)
      .leftJoin(goodsTypes, and(eq(goodsTypes.id, parcelGoods.goodsTypeId), eq(goodsTypes.tenantId, row.tenantId)))
      .where(eq(parcelGoods.parcelId, row.id))
      .orderBy(asc(parcelGoods.sort), asc(parcelGoods.id)),
    db
      .select({
        id: additionalServices.id,
        code: additionalServices.code,
        nameZh: additionalServices.nameZh,
        nameEn: additionalServices.nameEn,
        price: parcelServices.price,
      })
      .from(parcelServices)
      .innerJoin(additionalServices, eq(additionalServices.id, parcelServices.additionalServiceId))
      .where(eq(parcelServices.parcelId, row.id))
      .orderBy(asc(additionalServices.sort), asc(additionalServices.id)),
    db
      .select({ id: parcelPhotos.id, createdAt: parcelPhotos.createdAt })
      .from(parcelPhotos)
      .where(eq(parcelPhotos.parcelId, row.id))
      .orderBy(asc(parcelPhotos.createdAt), asc(parcelPhotos.id)),
  ]);
  return {
    ...toParcel(row, ctx),
    goods: goods.map(({ line, typeZh, typeEn }) => ({
      id: line.id,
      declaredName: line.declaredName,
      declaredNameId: line.declaredNameId,
      goodsTypeId: line.goodsTypeId,
      goodsTypeName: typeZh === null || typeEn === null ? null : localName(ctx.locale, { nameZh: typeZh, nameEn: typeEn }),
      quantity: line.quantity,
      unitValue: toDecimal(line.unitValue),
      currency: line.currency,
    })),
    additionalServices: services.map((s) => ({ id: s.id, code: s.code, name: localName(ctx.locale, s), price: toDecimal(s.price) })),
    photos: photos.map((p) => ({ id: p.id, url: photoUrl(row.id, p.id), createdAt: p.createdAt.toISOString() })),
    cancelReason: row.cancelReason,
  };
}

/** `name` or `name +N` (N more lines): the list's summary of the goods lines. */
export function declaredNameSummary(names: string[]): string {
  if (names.length === 0) return '';
  return names.length === 1 ? names[0] : `${names[0]} +${names.length - 1}`;
}

/** The declared value of a parcel: Σ quantity × unit value (minor units). */
export const declaredTotal = (lines: { quantity: number; unitValue: number }[]) => lines.reduce((sum, l) => sum + l.quantity * l.unitValue, 0);
