// The parcel of a transhipment order: the member's, forecast, arrived or in stock, on no order and not
// abnormal. Until the warehouse weighs it the quote uses the customer's estimated weight.
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Locale } from '../../../lib/contract/constants.ts';
import { ESTIMATED_WEIGHT_MAX, ESTIMATED_WEIGHT_MIN, TRANSHIPMENT_PARCEL_STATUSES } from '../../../lib/contract/transhipment-order-rules.ts';
import type { TranshipmentParcel } from '../../../lib/contract/wire.ts';
import type { Db } from '../../db/client.ts';
import { parcels, warehouses } from '../../db/schema/index.ts';
import { ApiError } from '../../errors.ts';
import type { UserRow } from '../../http.ts';
import { localName, toDecimal } from '../../kernel/localized.ts';
import { fieldError } from '../../kernel/router.ts';
import { carrierDisplayName, parcelNotFound, type ParcelRow } from '../parcels/index.ts';
import { kg } from '../shipping/index.ts';

export const parcelUnavailable = (trackingNumber: string) => new ApiError(409, 'ParcelNotSelectable', 'transhipmentParcelUnavailable', trackingNumber);

export const canForward = (p: Pick<ParcelRow, 'status' | 'combinedOrderId' | 'abnormalReason'>) =>
  p.combinedOrderId === null && p.abnormalReason === null && TRANSHIPMENT_PARCEL_STATUSES.includes(p.status);

/** The member's parcel (locked when asked), 404 when not theirs, 409 when it cannot be forwarded. */
export async function forwardableParcel(db: Db, user: UserRow, id: string, lock = false): Promise<ParcelRow> {
  const query = db
    .select()
    .from(parcels)
    .where(and(eq(parcels.id, id), eq(parcels.tenantId, user.tenantId), eq(parcels.userId, user.id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw parcelNotFound();
  if (!canForward(row)) throw parcelUnavailable(row.trackingNumber);
  return row;
}

/** kg from the wire → grams; required (and within bounds) only while the parcel is not weighed. */
export function estimatedGrams(parcel: Pick<ParcelRow, 'weightGrams'>, estimatedWeight: number | null | undefined): number | null {
  if (parcel.weightGrams !== null) return null;
  if (estimatedWeight === null || estimatedWeight === undefined) throw fieldError('estimatedWeight', 'estimatedWeightRequired');
  if (!(estimatedWeight >= ESTIMATED_WEIGHT_MIN && estimatedWeight <= ESTIMATED_WEIGHT_MAX)) throw fieldError('estimatedWeight', 'estimatedWeightInvalid');
  return Math.round(estimatedWeight * 1000);
}

export async function parcelWire(db: Db, rows: ParcelRow[], locale: Locale): Promise<TranshipmentParcel[]> {
  const houseIds = [...new Set(rows.map((r) => r.warehouseId).filter((v): v is string => !!v))];
  const houses = houseIds.length ? await db.select().from(warehouses).where(inArray(warehouses.id, houseIds)) : [];
  const names = new Map(houses.map((h) => [h.id, localName(locale, h)]));
  return rows.map((r) => ({
    id: r.id,
    trackingNumber: r.trackingNumber,
    status: r.status,
    warehouseName: names.get(r.warehouseId ?? '') ?? '',
    carrierName: carrierDisplayName(locale, r.carrierCode, r.carrierName),
    declaredName: r.declaredName,
    declaredValue: toDecimal(r.declaredValue),
    currency: r.currency,
    weight: r.weightGrams === null ? null : kg(r.weightGrams),
  }));
}

/** The member's parcels that can be forwarded as they are, newest first. */
export async function forwardableParcels(db: Db, user: UserRow, locale: Locale): Promise<TranshipmentParcel[]> {
  const rows = await db
    .select()
    .from(parcels)
    .where(
      and(
        eq(parcels.tenantId, user.tenantId),
        eq(parcels.userId, user.id),
        isNull(parcels.combinedOrderId),
        isNull(parcels.abnormalReason),
        inArray(parcels.status, [...TRANSHIPMENT_PARCEL_STATUSES]),
      ),
    )
    .orderBy(desc(parcels.createdAt), asc(parcels.id))
    .limit(200);
  return parcelWire(db, rows, locale);
}
