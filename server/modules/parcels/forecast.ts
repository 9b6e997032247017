// Forecasts (POST /u/ship-for-me/parcel, the bulk import, PUT /u/ship-for-me/parcel/{id}): the member
// announces parcels on their way to a warehouse. Several at once are all or nothing, written with
// multi-row INSERTs (a 500-parcel import is a handful of statements). A member forecasts a number once;
// another member's parcels are not looked at, so a number someone else holds answers as an unknown one
// (docs/decisions.md "Hardening, round two"). A forecast whose number already arrived unclaimed does not
// take that parcel: it is a claim the staff decide (claims.ts). Forecasts, edits and arrivals of a number
// queue on its lock (tracking-lock.ts).
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Locale } from '../../../lib/contract/constants.ts';
import { ParcelStatus } from '../../../lib/contract/enums.ts';
import type { ForecastParcelInput, ForecastResult, ParcelDetail } from '../../../lib/contract/wire.ts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { parcelGoods, parcels, parcelServices } from '../../db/schema/index.ts';
import { ApiError } from '../../errors.ts';
import type { UserRow } from '../../http.ts';
import type { MessageKey } from '../../i18n.ts';
import { FieldError } from '../../kernel/router.ts';
import { type CleanParcel, cleanCard, loadRefs, servicePrices, type TenantRefs } from './forecast-input.ts';
import { logParcelActions, logParcelsAction } from './history.ts';
import { chunked, isUniqueViolation, lockTrackingNumbers } from './tracking-lock.ts';
import { type ParcelRow, toDetail, toWire } from './wire.ts';

export interface ForecastIssue {
  index: number;
  /** Relative to the parcel, e.g. 'trackingNumber' or 'goods.0.unitValue'. */
  field: string;
  key: MessageKey;
}

interface Prepared {
  issues: ForecastIssue[];
  cards: CleanParcel[];
  refs: TenantRefs;
}

/**
 * Of these numbers, those the member already has an active (not cancelled) parcel with (`exceptId`: the
 * parcel being edited). Only the member's own parcels: what others hold is never an answer.
 */
export async function ownActiveNumbers(db: Db, user: Pick<UserRow, 'id' | 'tenantId'>, numbers: string[], exceptId?: string): Promise<Set<string>> {
  const own = new Set<string>();
  for (const part of chunked([...new Set(numbers)])) {
    const rows = await db
      .select({ trackingNumber: parcels.trackingNumber })
      .from(parcels)
      .where(
        and(
          eq(parcels.tenantId, user.tenantId),
          eq(parcels.userId, user.id),
          inArray(parcels.trackingNumber, part),
          ne(parcels.status, ParcelStatus.Canceled),
          exceptId ? ne(parcels.id, exceptId) : undefined,
        ),
      );
    for (const row of rows) own.add(row.trackingNumber);
  }
  return own;
}

/** Fields, references, duplicates inside the list and among the member's own active parcels (`exceptId`: the parcel being edited). */
async function prepare(db: Db, user: UserRow, inputs: ForecastParcelInput[], exceptId?: string): Promise<Prepared> {
  const refs = await loadRefs(db, user.tenantId);
  const issues: ForecastIssue[] = [];
  const cards = inputs.map((input, index) => {
    const { value, issues: own } = cleanCard(input, refs);
    for (const issue of own) issues.push({ index, ...issue });
    return value;
  });
  const valid = (i: number) => !issues.some((x) => x.index === i && x.field === 'trackingNumber');
  const firstAt = new Map<string, number>();
  cards.forEach((card, index) => {
    if (!valid(index)) return;
    if (firstAt.has(card.trackingNumber)) issues.push({ index, field: 'trackingNumber', key: 'duplicateInRequest' });
    else firstAt.set(card.trackingNumber, index);
  });
  for (const number of await ownActiveNumbers(db, user, [...firstAt.keys()], exceptId)) {
    issues.push({ index: firstAt.get(number)!, field: 'trackingNumber', key: 'parcelAlreadyForecast' });
  }
  issues.sort((a, b) => a.index - b.index);
  return { issues, cards, refs };
}

/** Validates and normalizes (trim, upper-case, tenant reference checks, duplicates in the list and in the DB). No writes. */
export async function checkForecasts(db: Db, user: UserRow, inputs: ForecastParcelInput[]): Promise<{ issues: ForecastIssue[] }> {
  const { issues } = await prepare(db, user, inputs);
  return { issues };
}

const toFieldError = (issues: ForecastIssue[], prefix: (i: number) => string) =>
  new FieldError(issues.map((x) => ({ field: `${prefix(x.index)}${x.field}`, key: x.key })));

type Written = { parcelId: string; card: CleanParcel; kept?: Map<string, number> };

/** Writes the goods lines and services of these parcels (multi-row INSERTs), first dropping those of `replace`. */
async function writeLines(tx: Db, written: Written[], refs: TenantRefs, replace: string[]) {
  for (const part of chunked(replace)) {
    await tx.delete(parcelGoods).where(inArray(parcelGoods.parcelId, part));
    await tx.delete(parcelServices).where(inArray(parcelServices.parcelId, part));
  }
  const goods = written.flatMap(({ parcelId, card }) => card.goods.map((g, sort) => ({ id: newId('PG'), parcelId, sort, ...g })));
  for (const part of chunked(goods)) await tx.insert(parcelGoods).values(part);
  const services = written.flatMap(({ parcelId, card, kept }) =>
    servicePrices(card.additionalServiceIds, refs, { value: card.declaredValue, currency: card.currency }, kept).map((p) => ({
      parcelId,
      ...p,
    })),
  );
  for (const part of chunked(services)) await tx.insert(parcelServices).values(part);
}

/** The columns a card sets on the parcel row (the number and the warehouse are set where they may change). */
const cardColumns = (card: CleanParcel) => ({
  carrierCode: card.carrierCode,
  carrierName: card.carrierName,
  deliveryMode: card.deliveryMode,
  declaredName: card.declaredName,
  declaredValue: card.declaredValue,
  currency: card.currency,
  isInsurance: card.isInsurance,
  remark: card.remark,
  updatedAt: new Date(),
});

/**
 * Inserts the member's new forecasts (not arrived), each with the columns `columns` gives its card, and
 * answers them in the cards' order: matched back by number (unique in the batch), not by the order RETURNING
 * happens to give.
 */
export async function insertForecasts<C extends { trackingNumber: string; warehouseId: string }>(
  tx: Db,
  user: UserRow,
  cards: C[],
  columns: (card: C) => Omit<typeof parcels.$inferInsert, 'id' | 'tenantId' | 'userId' | 'status' | 'trackingNumber' | 'warehouseId'>,
): Promise<ParcelRow[]> {
  const byNumber = new Map<string, ParcelRow>();
  for (const part of chunked(cards)) {
    const values = part.map((card) => ({
      id: newId('P'),
      tenantId: user.tenantId,
      userId: user.id,
      status: ParcelStatus.NotArrival,
      trackingNumber: card.trackingNumber,
      warehouseId: card.warehouseId,
      ...columns(card),
    }));
    for (const row of await tx.insert(parcels).values(values).returning()) byNumber.set(row.trackingNumber, row);
  }
  return cards.map((card) => byNumber.get(card.trackingNumber)!);
}

/**
 * All or nothing, in one transaction (re-checked under the number locks); throws FieldError with
 * `parcels.<i>.<field>` paths. `pendingClaims`: the new forecasts whose number waits unclaimed at the warehouse.
 */
export async function createForecasts(
  db: Db,
  user: UserRow,
  inputs: ForecastParcelInput[],
  actor: 'customer' | 'system' = 'customer',
  locale: Locale = 'zh-Hans',
): Promise<ForecastResult> {
  const prefix = (i: number) => `parcels.${i}.`;
  const pre = await prepare(db, user, inputs);
  if (pre.issues.length) throw toFieldError(pre.issues, prefix);
  try {
    const rows = await db.transaction(async (tx) => {
      await lockTrackingNumbers(
        tx,
        user.tenantId,
        pre.cards.map((c) => c.trackingNumber),
      );
      const { issues, cards, refs } = await prepare(tx, user, inputs);
      if (issues.length) throw toFieldError(issues, prefix);
      const rows = await insertForecasts(tx, user, cards, cardColumns);
      await writeLines(
        tx,
        rows.map((row, index) => ({ parcelId: row.id, card: cards[index] })),
        refs,
        [],
      );
      await logParcelsAction(tx, rows, { action: 'forecast', actor });
      return rows;
    });
    const items = await toWire(db, rows, locale);
    return { items, pendingClaims: items.filter((p) => p.claim?.status === 'pending').map((p) => p.id) };
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    // The member's own concurrent forecast of a number won between our check and our write: name it.
    const { issues } = await prepare(db, user, inputs);
    throw toFieldError(issues.length ? issues : [{ index: 0, field: 'trackingNumber', key: 'parcelAlreadyForecast' }], prefix);
  }
}

/** PUT /u/ship-for-me/parcel/{id}: the same rules as one card, only while NotArrival. Field paths as in the card. */
export async function updateForecast(db: Db, user: UserRow, id: string, input: ForecastParcelInput, locale: Locale): Promise<ParcelDetail> {
  const mine = and(eq(parcels.id, id), eq(parcels.tenantId, user.tenantId), eq(parcels.userId, user.id));
  const [before] = await db.select({ status: parcels.status, trackingNumber: parcels.trackingNumber }).from(parcels).where(mine);
  if (!before) throw new ApiError(404, 'NotFound', 'parcelNotFound');
  if (before.status !== ParcelStatus.NotArrival) throw new ApiError(400, 'ParcelNotEditable', 'forecastNotEditable');
  const pre = await prepare(db, user, [input], id);
  if (pre.issues.length) throw toFieldError(pre.issues, () => '');
  try {
    const row = await db.transaction(async (tx) => {
      // Number locks before the row lock, in the order an arrival takes them (no deadlock with it). Another
      // edit of this parcel locks its current number too, so the number read before cannot change meanwhile.
      await lockTrackingNumbers(tx, user.tenantId, [before.trackingNumber, pre.cards[0].trackingNumber]);
      const [current] = await tx.select({ id: parcels.id }).from(parcels).where(mine).for('update');
      if (!current) throw new ApiError(404, 'NotFound', 'parcelNotFound');
      const { issues, cards, refs } = await prepare(tx, user, [input], id);
      if (issues.length) throw toFieldError(issues, () => '');
      const card = cards[0];
      const [row] = await tx
        .update(parcels)
        .set({ ...cardColumns(card), trackingNumber: card.trackingNumber, warehouseId: card.warehouseId })
        .where(and(eq(parcels.id, id), eq(parcels.status, ParcelStatus.NotArrival)))
        .returning();
      if (!row) throw new ApiError(400, 'ParcelNotEditable', 'forecastNotEditable');
      const kept = await tx
        .select({ id: parcelServices.additionalServiceId, price: parcelServices.price })
        .from(parcelServices)
        .where(eq(parcelServices.parcelId, id));
      await writeLines(tx, [{ parcelId: id, card, kept: new Map(kept.map((k) => [k.id, k.price])) }], refs, [id]);
      await logParcelActions(tx, [{ parcelId: id, action: 'forecastEdited', actor: 'customer', warehouseId: row.warehouseId }]);
      return row;
    });
    return toDetail(db, row, locale);
  } catch (err) {
    if (isUniqueViolation(err)) throw toFieldError([{ index: 0, field: 'trackingNumber', key: 'parcelAlreadyForecast' }], () => '');
    throw err;
  }
}
