// What a waybill is made of, loaded and checked for the member: the parcels (in stock, one warehouse, the
// member's), the address from the address book, the method with its rate for the destination, the services.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { customsIdRuleFor } from '../../../lib/contract/combined-order-rules.ts';
import type { Db } from '../../db/client.ts';
import { additionalServices, parcelGoods, parcels, parcelServices, userAddresses } from '../../db/schema/index.ts';
import { ApiError } from '../../errors.ts';
import type { UserRow } from '../../http.ts';
import { fieldError } from '../../kernel/router.ts';
import { parcelNotFound, type ParcelRow, unselectableReason } from '../parcels/index.ts';
import { type Catalog, rateFor } from '../shipping/index.ts';
import type { QuoteParcel, ServiceRow } from './quote.ts';
import type { AddressSnapshot } from '../../db/schema/order-json.ts';

export type AddressRow = typeof userAddresses.$inferSelect;

/** The member's parcels by id, locked when `tx` is a transaction that wants them (`lock`). */
export async function ownParcels(db: Db, user: UserRow, ids: string[], lock = false): Promise<ParcelRow[]> {
  const wanted = [...new Set(ids)];
  const query = db
    .select()
    .from(parcels)
    .where(and(eq(parcels.tenantId, user.tenantId), eq(parcels.userId, user.id), inArray(parcels.id, wanted)))
    .orderBy(asc(parcels.inboundAt), asc(parcels.id));
  const rows = lock ? await query.for('update') : await query;
  if (rows.length !== wanted.length) throw parcelNotFound();
  return rows;
}

/** In stock, not on a waybill, not abnormal, all in one warehouse (`warehouseId` when given). */
export function assertCombinable(rows: ParcelRow[], warehouseId?: string | null): string {
  const refused = rows.filter((row) => unselectableReason(row) !== null);
  if (refused.length) throw new ApiError(409, 'ParcelNotSelectable', 'parcelNotSelectable', refused.map((r) => r.trackingNumber).join(', '));
  const houses = new Set(rows.map((row) => row.warehouseId));
  if (warehouseId) houses.add(warehouseId);
  if (houses.size > 1) throw new ApiError(400, 'ParcelsMixedWarehouses', 'parcelsMixedWarehouses');
  return rows[0]?.warehouseId ?? warehouseId ?? '';
}

/** The quote's view of parcels: weights, sizes, declared value, goods types and the services chosen on each. */
export async function quoteParcels(db: Db, rows: ParcelRow[]): Promise<QuoteParcel[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [goods, chosen] = await Promise.all([
    db.select({ parcelId: parcelGoods.parcelId, goodsTypeId: parcelGoods.goodsTypeId }).from(parcelGoods).where(inArray(parcelGoods.parcelId, ids)),
    db
      .select({
        parcelId: parcelServices.parcelId,
        serviceId: parcelServices.additionalServiceId,
        price: parcelServices.price,
        nameZh: additionalServices.nameZh,
        nameEn: additionalServices.nameEn,
      })
      .from(parcelServices)
      .innerJoin(additionalServices, eq(additionalServices.id, parcelServices.additionalServiceId))
      .where(inArray(parcelServices.parcelId, ids)),
  ]);
  return rows.map((row) => ({
    weightGrams: row.weightGrams,
    lengthCm: row.lengthCm,
    widthCm: row.widthCm,
    heightCm: row.heightCm,
    declaredValue: row.declaredValue,
    currency: row.currency,
    isInsurance: row.isInsurance,
    goodsTypeIds: [...new Set(goods.filter((g) => g.parcelId === row.id).map((g) => g.goodsTypeId))],
    services: chosen.filter((s) => s.parcelId === row.id).map(({ serviceId, price, nameZh, nameEn }) => ({ serviceId, price, nameZh, nameEn })),
  }));
}

export async function ownAddress(db: Db, user: UserRow, id: string): Promise<AddressRow> {
  const [row] = await db
    .select()
    .from(userAddresses)
    .where(and(eq(userAddresses.id, id), eq(userAddresses.tenantId, user.tenantId), eq(userAddresses.userId, user.id)));
  if (!row) throw fieldError('addressId', 'addressNotFound');
  return row;
}

export const addressSnapshot = (row: AddressRow): AddressSnapshot => ({
  recipientName: row.recipientName,
  internationalCode: row.internationalCode,
  phone: row.phone,
  countryCode: row.countryCode,
  regionId: row.regionId,
  city: row.city,
  addressLine1: row.addressLine1,
  addressLine2: row.addressLine2,
  postcode: row.postcode,
});

/** The customs ID the destination needs, trimmed and upper-cased; a field error when missing or malformed. */
export function cleanCustomsId(countryCode: string, value: string | null | undefined): string | null {
  const rule = customsIdRuleFor(countryCode);
  if (!rule) return null;
  const clean = (value ?? '').trim().toUpperCase();
  if (!clean) throw fieldError('customsId', 'customsIdRequired');
  if (!rule.pattern.test(clean)) throw fieldError('customsId', 'customsIdInvalid');
  return clean;
}

export async function tenantServices(db: Db, tenantId: string): Promise<ServiceRow[]> {
  return db
    .select()
    .from(additionalServices)
    .where(eq(additionalServices.tenantId, tenantId))
    .orderBy(asc(additionalServices.sort), asc(additionalServices.id));
}

export function chosenServices(all: ServiceRow[], ids: string[] | undefined): ServiceRow[] {
  const wanted = [...new Set(ids ?? [])];
  const rows = wanted.map((id) => all.find((s) => s.id === id));
  if (rows.some((row) => !row)) throw fieldError('serviceIds', 'serviceNotFound');
  return rows as ServiceRow[];
}

/** The method and its rate to the address (null rate: not served there). 400 on an unknown method. */
export function methodTo(cat: Catalog, methodId: string, address: Pick<AddressSnapshot, 'countryCode' | 'regionId'>) {
  const method = cat.methods.find((m) => m.id === methodId);
  if (!method) throw fieldError('methodId', 'methodNotFound');
  const match = rateFor(cat, method.id, address.countryCode, address.regionId === null ? undefined : String(address.regionId));
  return { method, rate: match?.rate ?? null };
}
