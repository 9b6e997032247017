// The member's parcels: the list, one parcel, its history, cancelling a forecast, the groups ready to
// combine and the selection for the next waybill. Every query filters by tenant AND member: another
// member's or tenant's id answers 404 (parcelNotFound).
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Locale } from '../../../lib/contract/constants.ts';
import { ParcelStatus } from '../../../lib/contract/enums.ts';
import type { ListResult, Parcel, ParcelActionLog, ParcelActionLogDetail, ParcelDetail, PendingCombineGroup } from '../../../lib/contract/wire.ts';
import type { Db } from '../../db/client.ts';
import { parcelActionLogs, parcelPhotos, parcels, warehouses } from '../../db/schema/index.ts';
import { ApiError } from '../../errors.ts';
import { t } from '../../i18n.ts';
import type { UserRow } from '../../http.ts';
import { type ListQuery, orderBy, pageOf } from '../../kernel/list.ts';
import { localName, toDecimal } from '../../kernel/localized.ts';
import { fieldError } from '../../kernel/router.ts';
import { logParcelActions, logParcelsAction } from './history.ts';
import { readParcelPhoto } from './photos.ts';
import { type ParcelRow, tenantWire, toDetail, toWire, unselectableReason } from './wire.ts';

export const parcelNotFound = () => new ApiError(404, 'NotFound', 'parcelNotFound');
export const mine = (user: UserRow) => and(eq(parcels.tenantId, user.tenantId), eq(parcels.userId, user.id));

export async function getParcelRow(db: Db, user: UserRow, id: string): Promise<ParcelRow> {
  const [row] = await db
    .select()
    .from(parcels)
    .where(and(mine(user), eq(parcels.id, id)))
    .limit(1);
  if (!row) throw parcelNotFound();
  return row;
}

export async function getParcel(db: Db, user: UserRow, id: string, locale: Locale): Promise<ParcelDetail> {
  return toDetail(db, await getParcelRow(db, user, id), locale);
}

/** Columns the list may be sorted by (`sorting`); anything else is a 400. */
export const PARCEL_SORTABLE = {
  createdAt: parcels.createdAt,
  trackingNumber: parcels.trackingNumber,
  status: parcels.status,
  weight: parcels.weightGrams,
  declaredValue: parcels.declaredValue,
  arrivedAt: parcels.arrivedAt,
  inboundAt: parcels.inboundAt,
} as const;

export interface ParcelListQuery extends ListQuery {
  status?: number | null;
  warehouseId?: string | null;
  trackingNumber?: string | null;
  createdFrom?: string | null;
  createdTo?: string | null;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** A date-only bound is a day of the warehouses' time (UTC+8); `createdTo` then includes that whole day. */
function dateBound(field: 'createdFrom' | 'createdTo', value: string | null | undefined): Date | null {
  const v = value?.trim();
  if (!v) return null;
  const day = DATE_ONLY.test(v);
  const d = new Date(day ? `${v}T00:00:00+08:00` : v);
  if (Number.isNaN(d.getTime())) throw fieldError(field, 'fieldInvalid');
  if (day && field === 'createdTo') d.setTime(d.getTime() + 86_400_000);
  return d;
}

const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Newest first unless sorted; the page in SQL, then the wire mapping with batched look-ups. */
export async function listParcels(db: Db, user: UserRow, q: ParcelListQuery, locale: Locale): Promise<ListResult<Parcel>> {
  const from = dateBound('createdFrom', q.createdFrom);
  const to = dateBound('createdTo', q.createdTo);
  const number = q.trackingNumber?.trim().toUpperCase();
  const filter = q.filter?.trim();
  const where = and(
    mine(user),
    q.status ? eq(parcels.status, q.status) : undefined,
    q.warehouseId?.trim() ? eq(parcels.warehouseId, q.warehouseId.trim()) : undefined,
    number ? sql`${parcels.trackingNumber} LIKE ${likeText(number)}` : undefined,
    filter ? or(sql`${parcels.trackingNumber} LIKE ${likeText(filter.toUpperCase())}`, ilike(parcels.declaredName, likeText(filter))) : undefined,
    from ? gte(parcels.createdAt, from) : undefined,
    to ? (DATE_ONLY.test(q.createdTo!.trim()) ? lt(parcels.createdAt, to) : lte(parcels.createdAt, to)) : undefined,
  );
  const order = orderBy(q, PARCEL_SORTABLE, [desc(parcels.createdAt), desc(parcels.id)]);
  const { limit, offset } = pageOf(q);
  // The page's ids are sorted on narrow rows, then only those rows are read (a "deferred join"); the order
  // ends in the id, so the outer sort repeats the inner one exactly. The count, the page and the tenant's
  // part of the mapping do not depend on each other.
  const page = db
    .select({ id: parcels.id })
    .from(parcels)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
    .as('page');
  const [[total], rows, tenant] = await Promise.all([
    db.select({ n: count() }).from(parcels).where(where),
    db
      .select({ parcel: parcels })
      .from(parcels)
      .innerJoin(page, eq(page.id, parcels.id))
      .orderBy(...order),
    tenantWire(db, user.tenantId, locale),
  ]);
  return {
    totalCount: Number(total.n),
    items: await toWire(
      db,
      rows.map((r) => r.parcel),
      locale,
      tenant,
    ),
  };
}

/** The money a history line speaks of, as data the site words and formats (a declaration edit's new declared total). */
function logDetail(log: typeof parcelActionLogs.$inferSelect, currency: string): ParcelActionLogDetail | null {
  return log.amount !== null && log.action === 'declarationEdited' ? { kind: 'declaredValue', amount: toDecimal(log.amount), currency } : null;
}

/** The history, newest first; the place is the warehouse's name in the request's language; money as data, in the parcel's currency. */
export async function parcelActionLogList(db: Db, user: UserRow, id: string, locale: Locale): Promise<ListResult<ParcelActionLog>> {
  const parcel = await getParcelRow(db, user, id);
  const rows = await db
    .select({ log: parcelActionLogs, nameZh: warehouses.nameZh, nameEn: warehouses.nameEn })
    .from(parcelActionLogs)
    .leftJoin(warehouses, eq(warehouses.id, parcelActionLogs.warehouseId))
    .where(eq(parcelActionLogs.parcelId, id))
    .orderBy(desc(parcelActionLogs.createdAt), desc(parcelActionLogs.id));
  const items = rows.map(({ log, nameZh, nameEn }) => ({
    id: log.id,
    action: log.action as ParcelActionLog['action'],
    location: nameZh === null || nameEn === null ? null : localName(locale, { nameZh, nameEn }),
    note: log.note,
    detail: logDetail(log, parcel.currency),
    createdAt: log.createdAt.toISOString(),
  }));
  return { totalCount: items.length, items };
}

/** Only while NotArrival, with a reason; a conditional update, so of two concurrent cancels one wins. */
export async function cancelForecast(db: Db, user: UserRow, id: string, reason: string, locale: Locale): Promise<ParcelDetail> {
  const why = reason.trim();
  await getParcelRow(db, user, id);
  if (!why) throw fieldError('reason', 'cancelReasonRequired');
  const row = await db.transaction(async (tx) => {
    const now = new Date();
    const [updated] = await tx
      .update(parcels)
      .set({ status: ParcelStatus.Canceled, cancelReason: why, canceledAt: now, selectedToSubmit: false, updatedAt: now })
      .where(and(mine(user), eq(parcels.id, id), eq(parcels.status, ParcelStatus.NotArrival), isNull(parcels.combinedOrderId)))
      .returning();
    if (!updated) {
      const [held] = await tx
        .select({ orderId: parcels.combinedOrderId })
        .from(parcels)
        .where(and(mine(user), eq(parcels.id, id)));
      if (held?.orderId) throw new ApiError(400, 'ParcelOnOrder', t(locale, 'parcelOnOrder', { order: held.orderId }));
      throw new ApiError(400, 'ParcelNotCancelable', 'parcelNotCancelable');
    }
    await logParcelActions(tx, [{ parcelId: id, action: 'canceled', actor: 'customer', warehouseId: updated.warehouseId, note: why }]);
    return updated;
  });
  return toDetail(db, row, locale);
}

const selectable = and(
  eq(parcels.status, ParcelStatus.Inbound),
  isNull(parcels.combinedOrderId),
  or(isNull(parcels.abnormalReason), eq(parcels.abnormalReason, '')),
);

async function groupOf(
  db: Db,
  rows: ParcelRow[],
  warehouse: { id: string; nameZh: string; nameEn: string },
  siteCurrency: string,
  locale: Locale,
): Promise<PendingCombineGroup> {
  const currencies = new Set(rows.map((r) => r.currency));
  // One currency when the parcels share it; otherwise the site's, and only its parcels are totalled.
  const currency = currencies.size === 1 ? [...currencies][0] : siteCurrency;
  return {
    warehouseId: warehouse.id,
    warehouseName: localName(locale, warehouse),
    parcels: await toWire(db, rows, locale),
    totalWeight: rows.reduce((sum, r) => sum + (r.weightGrams ?? 0), 0) / 1000,
    totalDeclaredValue: toDecimal(rows.filter((r) => r.currency === currency).reduce((sum, r) => sum + r.declaredValue, 0)),
    currency,
  };
}

const combineOrder = [asc(parcels.inboundAt), asc(parcels.id)];

/** The member's parcels that can be combined now, by warehouse (warehouses without any are left out). */
export async function pendingCombine(db: Db, user: UserRow, siteCurrency: string, locale: Locale): Promise<ListResult<PendingCombineGroup>> {
  const [rows, houses] = await Promise.all([
    db
      .select()
      .from(parcels)
      .where(and(mine(user), selectable))
      .orderBy(...combineOrder),
    db.select().from(warehouses).where(eq(warehouses.tenantId, user.tenantId)).orderBy(asc(warehouses.sort), asc(warehouses.id)),
  ]);
  const items: PendingCombineGroup[] = [];
  for (const house of houses) {
    const own = rows.filter((r) => r.warehouseId === house.id);
    if (own.length) items.push(await groupOf(db, own, house, siteCurrency, locale));
  }
  return { totalCount: items.length, items };
}

/** One warehouse's group (404 when the tenant has no such warehouse; an empty group when nothing is ready). */
export async function pendingCombineOf(db: Db, user: UserRow, warehouseId: string, siteCurrency: string, locale: Locale): Promise<PendingCombineGroup> {
  const [house] = await db
    .select()
    .from(warehouses)
    .where(and(eq(warehouses.tenantId, user.tenantId), eq(warehouses.id, warehouseId)))
    .limit(1);
  if (!house) throw new ApiError(404, 'NotFound', 'parcelWarehouseNotFound');
  const rows = await db
    .select()
    .from(parcels)
    .where(and(mine(user), selectable, eq(parcels.warehouseId, house.id)))
    .orderBy(...combineOrder);
  return groupOf(db, rows, house, siteCurrency, locale);
}

/**
 * Exactly these parcels (selectable, one warehouse) become the selection; the member's others are unselected.
 * Under a per-member lock, with the parcels locked, so a concurrent transition cannot slip in between.
 */
export async function selectToSubmit(db: Db, user: UserRow, ids: string[], siteCurrency: string, locale: Locale): Promise<PendingCombineGroup> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) throw fieldError('ids', 'fieldRequired');
  const { rows, house } = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`parcel-select:${user.id}`}))`);
    const rows = await tx
      .select()
      .from(parcels)
      .where(and(mine(user), inArray(parcels.id, wanted)))
      .orderBy(...combineOrder)
      .for('update');
    if (rows.length !== wanted.length) throw parcelNotFound();
    const refused = rows.filter((r) => unselectableReason(r) !== null);
    if (refused.length) throw new ApiError(400, 'ParcelNotSelectable', 'parcelNotSelectable', refused.map((r) => r.trackingNumber).join(', '));
    if (new Set(rows.map((r) => r.warehouseId)).size > 1) throw new ApiError(400, 'ParcelsMixedWarehouses', 'parcelsMixedWarehouses');
    const fresh = rows.filter((r) => !r.selectedToSubmit);
    await tx
      .update(parcels)
      .set({ selectedToSubmit: false, updatedAt: new Date() })
      .where(and(mine(user), eq(parcels.selectedToSubmit, true), notInArray(parcels.id, wanted)));
    const selected = await tx
      .update(parcels)
      .set({ selectedToSubmit: true, updatedAt: new Date() })
      .where(and(mine(user), inArray(parcels.id, wanted)))
      .returning();
    await logParcelsAction(tx, fresh, { action: 'selectedToSubmit', actor: 'customer' });
    const [house] = await tx
      .select()
      .from(warehouses)
      .where(eq(warehouses.id, rows[0].warehouseId ?? ''))
      .limit(1);
    const order = new Map(rows.map((r, i) => [r.id, i]));
    return { rows: selected.sort((a, b) => order.get(a.id)! - order.get(b.id)!), house };
  });
  return groupOf(db, rows, house ?? { id: rows[0].warehouseId ?? '', nameZh: '', nameEn: '' }, siteCurrency, locale);
}

/** The bytes of one of the member's parcel photos. */
export async function parcelPhoto(db: Db, user: UserRow, parcelId: string, photoId: string): Promise<{ bytes: Buffer; contentType: string }> {
  const [row] = await db
    .select({ fileName: parcelPhotos.fileName, contentType: parcelPhotos.contentType })
    .from(parcelPhotos)
    .innerJoin(parcels, eq(parcels.id, parcelPhotos.parcelId))
    .where(and(mine(user), eq(parcels.id, parcelId), eq(parcelPhotos.id, photoId)))
    .limit(1);
  if (!row) throw parcelNotFound();
  return { bytes: await readParcelPhoto(db, row.fileName), contentType: row.contentType };
}
