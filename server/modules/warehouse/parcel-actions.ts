// The warehouse's side of a parcel (staff routes and `npm run ops` commands): arrival, inbound, abnormal,
// out of warehouse, completed. Each change is one transaction whose UPDATE names the status it expects
// (`WHERE id = ? AND status = <read>`), so of two concurrent changes exactly one wins; the loser gets 409
// `parcelStatusChanged` (or `transitionNotAllowed` when it already reads the new status). Each change writes
// one history line (actor staff, the parcel’s warehouse).
import { and, asc, desc, eq, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { ParcelStatus } from '../../../lib/contract/enums.ts';
import { OTHER_CARRIER, type ParcelAction, TRACKING_NUMBER_PATTERN } from '../../../lib/contract/schemas/parcels.ts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { memberProfiles, parcels, sites, warehouses } from '../../db/schema/index.ts';
import { ApiError } from '../../errors.ts';
import type { MessageKey } from '../../i18n.ts';
import { fieldError } from '../../kernel/router.ts';
import { lockParcelOrder } from '../combined-order/index.ts';
import { weighOnArrival } from '../transhipment-order/index.ts';
import {
  inboundCarrier,
  isUniqueViolation,
  lockTrackingNumbers,
  logParcelActions,
  photoCount,
  photoProblem,
  PHOTOS_PER_PARCEL,
  PHOTOS_PER_UPLOAD,
  removePhotoFiles,
  saveParcelPhoto,
} from '../parcels/index.ts';

export type ParcelRow = typeof parcels.$inferSelect;
/** How an arrival found its owner: the member's forecast, the member code on the label, or none yet. */
export type ArrivalBinding = 'forecast' | 'memberCode' | 'unclaimed';
export const ABNORMAL_REASON_MAX = 200;

export interface ArrivalInput {
  tenantId: string;
  /** Absent: the forecast's warehouse, else the tenant's default one. */
  warehouseId?: string | null;
  trackingNumber: string;
  weightGrams: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  /** The member code on the label, if any. */
  memberCode?: string | null;
  /** The courier that delivered it (kept from the forecast when there is one). */
  carrierCode?: string | null;
  carrierName?: string | null;
  photos?: Uint8Array[];
}

export interface ArrivalResult {
  parcel: ParcelRow;
  binding: ArrivalBinding;
  photoIds: string[];
}

export const normalizeTrackingNumber = (value: string) => value.trim().toUpperCase();

const conflict = (key: MessageKey, code: string, details: string | null = null) => new ApiError(409, code, key, details);
const statusChanged = () => conflict('parcelStatusChanged', 'ParcelStatusChanged');

function checkPhotos(photos: Uint8Array[]): void {
  if (photos.length > PHOTOS_PER_UPLOAD) throw fieldError('photos', 'tooManyPhotos');
  photos.forEach((bytes, i) => {
    const problem = photoProblem(bytes);
    if (problem) throw fieldError(`photos.${i}`, problem);
  });
}

/** Runs `work` in a transaction; files it wrote are removed when the transaction does not commit. */
async function withPhotoFiles<T>(db: Db, work: (tx: Db, written: string[]) => Promise<T>): Promise<T> {
  const written: string[] = [];
  try {
    return await db.transaction((tx) => work(tx, written));
  } catch (err) {
    await removePhotoFiles(db, written);
    throw err;
  }
}

async function savePhotos(tx: Db, parcelId: string, photos: Uint8Array[], written: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const bytes of photos) {
    const saved = await saveParcelPhoto(tx, parcelId, bytes);
    written.push(saved.fileName);
    ids.push(saved.id);
  }
  return ids;
}

/** A courier of the forecast's list by its code; any other name is kept as text under OTHER. */
function carrierOf(code: string | null | undefined, name: string | null | undefined) {
  const known = code ? inboundCarrier(code.trim().toUpperCase()) : undefined;
  if (known) return { carrierCode: known.code, carrierName: known.nameEn };
  return { carrierCode: OTHER_CARRIER, carrierName: (name?.trim() || code?.trim() || '').slice(0, 64) };
}

/** The history note of an arrival: what the scale and the tape said. */
export const measurementNote = (p: Pick<ParcelRow, 'weightGrams' | 'lengthCm' | 'widthCm' | 'heightCm'>) =>
  `${(p.weightGrams ?? 0) / 1000} kg · ${p.lengthCm}×${p.widthCm}×${p.heightCm} cm`;

/** The named warehouse of the tenant, or without a name the tenant's default (else first) one. */
export async function warehouseOf(db: Db, tenantId: string, id?: string | null): Promise<string> {
  const [row] = await db
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(and(eq(warehouses.tenantId, tenantId), id ? eq(warehouses.id, id) : undefined))
    .orderBy(desc(warehouses.isDefault), asc(warehouses.sort))
    .limit(1);
  if (!row) throw fieldError('warehouseId', 'staffWarehouseUnknown');
  return row.id;
}

/**
 * A parcel is received. The label's member code, when it is a member's, decides: that member's forecast of
 * the number becomes Arrived, else a new parcel is theirs. Without a code, the one forecast of the number
 * becomes Arrived. Otherwise (a code that is nobody's, several forecasts, none) it waits unclaimed, and
 * the forecasts of its number are claims the staff decide (server/modules/parcels/claims.ts): a number alone is not proof.
 */
export async function arriveParcel(db: Db, input: ArrivalInput): Promise<ArrivalResult> {
  const trackingNumber = normalizeTrackingNumber(input.trackingNumber);
  if (!TRACKING_NUMBER_PATTERN.test(trackingNumber)) throw fieldError('trackingNumber', 'staffTrackingNumberInvalid');
  const photos = input.photos ?? [];
  checkPhotos(photos);
  const labelMemberCode = input.memberCode?.trim().toUpperCase() || null;

  try {
    return await withPhotoFiles(db, async (tx, written) => {
      // Queue behind any forecast, edit or arrival of this number (they take the same lock) before reading.
      await lockTrackingNumbers(tx, input.tenantId, [trackingNumber]);
      const rows = await tx
        .select()
        .from(parcels)
        .where(and(eq(parcels.tenantId, input.tenantId), eq(parcels.trackingNumber, trackingNumber), ne(parcels.status, ParcelStatus.Canceled)));
      const here = rows.find((r) => r.status !== ParcelStatus.NotArrival);
      if (here) throw conflict('parcelAlreadyArrived', 'ParcelAlreadyArrived', `status ${here.status}`);
      const [member] = labelMemberCode
        ? await tx
            .select({ userId: memberProfiles.userId })
            .from(memberProfiles)
            .where(and(eq(memberProfiles.tenantId, input.tenantId), eq(memberProfiles.memberCode, labelMemberCode)))
            .limit(1)
        : [];
      const forecasts = rows.filter((r) => r.userId !== null);
      const active = member ? forecasts.find((r) => r.userId === member.userId) : !labelMemberCode && forecasts.length === 1 ? forecasts[0] : undefined;
      // The lock order (combined-order/reprice.ts): the owner's lock and the order their forecast is on
      // (a transhipment order the arrival weighs) before the parcel's row, as a cancel of that order takes them.
      const order = active?.userId ? await lockParcelOrder(tx, input.tenantId, active.userId, active.id) : null;
      const warehouseId = await warehouseOf(tx, input.tenantId, input.warehouseId || active?.warehouseId);
      const now = new Date();
      const measured = {
        status: ParcelStatus.Arrived,
        warehouseId,
        weightGrams: input.weightGrams,
        lengthCm: input.lengthCm,
        widthCm: input.widthCm,
        heightCm: input.heightCm,
        labelMemberCode,
        arrivedAt: now,
        updatedAt: now,
      };
      let parcel: ParcelRow | undefined;
      let binding: ArrivalBinding;
      if (active) {
        [parcel] = await tx
          .update(parcels)
          .set(measured)
          .where(and(eq(parcels.id, active.id), eq(parcels.status, ParcelStatus.NotArrival)))
          .returning();
        if (!parcel) throw statusChanged();
        binding = 'forecast';
      } else {
        const [site] = await tx
          .select({ currency: sites.baseCurrencyCode })
          .from(sites)
          .where(eq(sites.tenantId, input.tenantId))
          .orderBy(asc(sites.sort))
          .limit(1);
        [parcel] = await tx
          .insert(parcels)
          .values({
            ...measured,
            id: newId('P'),
            tenantId: input.tenantId,
            userId: member?.userId ?? null,
            trackingNumber,
            ...carrierOf(input.carrierCode, input.carrierName),
            currency: site?.currency ?? 'CNY',
            createdAt: now,
          })
          .returning();
        binding = member ? 'memberCode' : 'unclaimed';
      }
      const photoIds = await savePhotos(tx, parcel.id, photos, written);
      await logParcelActions(tx, [{ parcelId: parcel.id, action: 'arrived', actor: 'staff', warehouseId, note: measurementNote(parcel) }]);
      // A parcel declared for forwarding as it is: its transhipment order is weighed and settled now.
      await weighOnArrival(tx, order, parcel);
      return { parcel, binding, photoIds };
    });
  } catch (err) {
    // A writer outside the number lock took the number between our read and our insert.
    if (isUniqueViolation(err)) throw conflict('parcelAlreadyArrived', 'ParcelAlreadyArrived');
    throw err;
  }
}

export type StaffAction = 'inbound' | 'abnormal' | 'clearAbnormal' | 'outOfWarehouse' | 'complete';

interface Rule {
  from: number[];
  action: ParcelAction;
  /** The abnormal mark the change needs: present, absent, or either. */
  abnormal?: 'marked' | 'clear';
  set: (now: Date, row: ParcelRow, reason: string | null) => Partial<ParcelRow>;
}

const RULES: Record<StaffAction, Rule> = {
  // Shelved: the storage clock starts.
  inbound: { from: [ParcelStatus.Arrived], action: 'inbound', set: (now) => ({ status: ParcelStatus.Inbound, inboundAt: now }) },
  abnormal: {
    from: [ParcelStatus.Arrived, ParcelStatus.Inbound],
    action: 'abnormal',
    abnormal: 'clear',
    set: (_now, _row, reason) => ({ abnormalReason: reason, selectedToSubmit: false }),
  },
  clearAbnormal: {
    from: [ParcelStatus.Arrived, ParcelStatus.Inbound],
    action: 'abnormalCleared',
    abnormal: 'marked',
    set: () => ({ abnormalReason: null }),
  },
  // Left the warehouse (in a waybill): the storage clock stops, if joining the waybill has not stopped it.
  outOfWarehouse: {
    from: [ParcelStatus.Inbound],
    action: 'outOfWarehouse',
    abnormal: 'clear',
    set: (now, row) => ({
      status: ParcelStatus.OutOfWarehouse,
      outAt: now,
      storageStoppedAt: row.storageStoppedAt ?? now,
      selectedToSubmit: false,
    }),
  },
  complete: { from: [ParcelStatus.OutOfWarehouse], action: 'completed', set: () => ({ status: ParcelStatus.Completed }) },
};

/** One staff transition of a parcel of the tenant (404 for another tenant's id). */
export async function transitionParcel(
  db: Db,
  tenantId: string,
  parcelId: string,
  action: StaffAction,
  options: { reason?: string | null } = {},
): Promise<ParcelRow> {
  const rule = RULES[action];
  const reason = options.reason?.trim() || null;
  if (action === 'abnormal' && !reason) throw fieldError('reason', 'fieldRequired');
  if (reason && reason.length > ABNORMAL_REASON_MAX) throw fieldError('reason', 'fieldTooLong');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(parcels)
      .where(and(eq(parcels.id, parcelId), eq(parcels.tenantId, tenantId)))
      .limit(1);
    if (!row) throw new ApiError(404, 'NotFound', 'notFound');
    if (!rule.from.includes(row.status)) throw conflict('transitionNotAllowed', 'TransitionNotAllowed', `status ${row.status}`);
    if (rule.abnormal === 'clear' && row.abnormalReason) throw conflict('parcelIsAbnormal', 'ParcelAbnormal');
    if (rule.abnormal === 'marked' && !row.abnormalReason) throw conflict('parcelNotAbnormal', 'ParcelNotAbnormal');
    const conditions: SQL[] = [eq(parcels.id, row.id), eq(parcels.status, row.status)];
    if (rule.abnormal === 'clear') conditions.push(isNull(parcels.abnormalReason));
    if (rule.abnormal === 'marked') conditions.push(isNotNull(parcels.abnormalReason));
    const now = new Date();
    const [updated] = await tx
      .update(parcels)
      .set({ ...rule.set(now, row, reason), updatedAt: now })
      .where(and(...conditions))
      .returning();
    if (!updated) throw statusChanged();
    await logParcelActions(tx, [{ parcelId: row.id, action: rule.action, actor: 'staff', warehouseId: row.warehouseId, note: reason }]);
    return updated;
  });
}

/** More photos of a parcel at the warehouse (Arrived or Inbound): at most 3 at a time, 10 in all. */
export async function addParcelPhotos(db: Db, tenantId: string, parcelId: string, photos: Uint8Array[]): Promise<string[]> {
  if (photos.length === 0) throw fieldError('photos', 'fieldRequired');
  checkPhotos(photos);
  return withPhotoFiles(db, async (tx, written) => {
    // The row lock serializes additions to one parcel, so the cap holds.
    const [row] = await tx
      .select({ id: parcels.id, status: parcels.status })
      .from(parcels)
      .where(and(eq(parcels.id, parcelId), eq(parcels.tenantId, tenantId)))
      .for('update');
    if (!row) throw new ApiError(404, 'NotFound', 'notFound');
    if (row.status !== ParcelStatus.Arrived && row.status !== ParcelStatus.Inbound) {
      throw conflict('transitionNotAllowed', 'TransitionNotAllowed', `status ${row.status}`);
    }
    if ((await photoCount(tx, row.id)) + photos.length > PHOTOS_PER_PARCEL) throw fieldError('photos', 'photoLimitReached');
    return savePhotos(tx, row.id, photos, written);
  });
}

/**
 * The tenant's parcel with this tracking number that the commands name: the one at the warehouse (or beyond),
 * else a forecast of it (several members may have forecast one number).
 */
export async function activeParcelByTracking(db: Db, tenantId: string, trackingNumber: string): Promise<ParcelRow | null> {
  const [row] = await db
    .select()
    .from(parcels)
    .where(and(eq(parcels.tenantId, tenantId), eq(parcels.trackingNumber, normalizeTrackingNumber(trackingNumber)), ne(parcels.status, ParcelStatus.Canceled)))
    .orderBy(sql`${parcels.status} = ${ParcelStatus.NotArrival}`, desc(parcels.updatedAt))
    .limit(1);
  return row ?? null;
}
