// Forecasts (POST /u/ship-for-me/parcel, the bulk import, PUT /u/ship-for-me/parcel/{id}): the member
// announces parcels on their way to a warehouse. Several at once are all or nothing. At most one active
// parcel per tracking number in a tenant: an advisory lock per number while forecasting, and the partial
// unique index parcels_active_tracking_uq behind it. An unclaimed arrival with the number is claimed.
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
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
import { logParcelActions } from './history.ts';
import { type ParcelRow, toDetail, toWire } from './wire.ts';

export interface ForecastIssue {
  index: number;
  /** Relative to the parcel, e.g. 'trackingNumber' or 'goods.0.unitValue'. */
  field: string;
  key: MessageKey;
}

const CLAIMABLE: readonly number[] = [ParcelStatus.Arrived, ParcelStatus.Inbound];

/**
 * Serializes every forecast, edit or arrival of these numbers in the tenant until the transaction ends
 * (sorted, so two transactions locking several numbers cannot deadlock). The warehouse's arrival takes the
 * same lock (`parcel-tn:<tenant>:<number>`).
 */
export async function lockTrackingNumbers(tx: Db, tenantId: string, numbers: string[]): Promise<void> {
  for (const n of [...new Set(numbers)].sort()) {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`parcel-tn:${tenantId}:${n}`}))`);
  }
}

/** A unique violation (23505), as thrown by PGlite, node-postgres, or wrapped by Drizzle. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth += 1) {
    if (e.code === '23505') return true;
  }
  return false;
}

interface Prepared {
  issues: ForecastIssue[];
  cards: CleanParcel[];
  /** The unclaimed arrival each card claims, by index. */
  claims: Map<number, ParcelRow>;
  refs: TenantRefs;
}

/** Fields, references, duplicates inside the list and in the tenant's active parcels (`exceptId`: the parcel being edited). */
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
  const claims = new Map<number, ParcelRow>();
  const numbers = [...firstAt.keys()];
  if (numbers.length) {
    const existing = await db
      .select()
      .from(parcels)
      .where(
        and(
          eq(parcels.tenantId, user.tenantId),
          inArray(parcels.trackingNumber, numbers),
          ne(parcels.status, ParcelStatus.Canceled),
          exceptId ? ne(parcels.id, exceptId) : undefined,
        ),
      );
    for (const row of existing) {
      const index = firstAt.get(row.trackingNumber)!;
      const issue = (key: MessageKey) => issues.push({ index, field: 'trackingNumber', key });
      if (row.userId === user.id) issue('parcelAlreadyForecast');
      else if (row.userId !== null || !CLAIMABLE.includes(row.status)) issue('trackingNumberUnavailable');
      else if (exceptId) issue('trackingNumberAlreadyArrived');
      else claims.set(index, row);
    }
  }
  issues.sort((a, b) => a.index - b.index);
  return { issues, cards, claims, refs };
}

/** Validates and normalizes (trim, upper-case, tenant reference checks, duplicates in the list and in the DB). No writes. */
export async function checkForecasts(db: Db, user: UserRow, inputs: ForecastParcelInput[]): Promise<{ issues: ForecastIssue[] }> {
  const { issues } = await prepare(db, user, inputs);
  return { issues };
}

const toFieldError = (issues: ForecastIssue[], prefix: (i: number) => string) =>
  new FieldError(issues.map((x) => ({ field: `${prefix(x.index)}${x.field}`, key: x.key })));

async function writeLines(tx: Db, parcelId: string, card: CleanParcel, refs: TenantRefs, kept?: Map<string, number>) {
  await tx.delete(parcelGoods).where(eq(parcelGoods.parcelId, parcelId));
  await tx.delete(parcelServices).where(eq(parcelServices.parcelId, parcelId));
  if (card.goods.length) {
    await tx.insert(parcelGoods).values(card.goods.map((g, sort) => ({ id: newId('PG'), parcelId, sort, ...g })));
  }
  const prices = servicePrices(card.additionalServiceIds, refs, { value: card.declaredValue, currency: card.currency }, kept);
  if (prices.length) await tx.insert(parcelServices).values(prices.map((p) => ({ parcelId, ...p })));
}

/** The columns a card sets on the parcel row (a claimed arrival keeps the warehouse it is physically in). */
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

/** All or nothing, in one transaction (re-checks under lock; claims unclaimed arrivals); throws FieldError with `parcels.<i>.<field>` paths. */
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
  let writing = 0;
  try {
    const { rows, claimed } = await db.transaction(async (tx) => {
      await lockTrackingNumbers(tx, user.tenantId, pre.cards.map((c) => c.trackingNumber));
      const { issues, cards, claims, refs } = await prepare(tx, user, inputs);
      if (issues.length) throw toFieldError(issues, prefix);
      const rows: ParcelRow[] = [];
      const claimed: string[] = [];
      for (const [index, card] of cards.entries()) {
        writing = index;
        const arrival = claims.get(index);
        let row: ParcelRow | undefined;
        if (arrival) {
          [row] = await tx
            .update(parcels)
            .set({ userId: user.id, ...cardColumns(card) })
            .where(and(eq(parcels.id, arrival.id), isNull(parcels.userId), inArray(parcels.status, [...CLAIMABLE])))
            .returning();
          if (!row) throw toFieldError([{ index, field: 'trackingNumber', key: 'trackingNumberUnavailable' }], prefix);
          claimed.push(row.id);
        } else {
          [row] = await tx
            .insert(parcels)
            .values({
              id: newId('P'),
              tenantId: user.tenantId,
              userId: user.id,
              status: ParcelStatus.NotArrival,
              trackingNumber: card.trackingNumber,
              warehouseId: card.warehouseId,
              ...cardColumns(card),
            })
            .returning();
        }
        await writeLines(tx, row.id, card, refs);
        await logParcelActions(tx, [{ parcelId: row.id, action: arrival ? 'claimed' : 'forecast', actor, warehouseId: row.warehouseId }]);
        rows.push(row);
      }
      return { rows, claimed };
    });
    return { items: await toWire(db, rows, locale), claimed };
  } catch (err) {
    if (isUniqueViolation(err)) throw toFieldError([{ index: writing, field: 'trackingNumber', key: 'trackingNumberUnavailable' }], prefix);
    throw err;
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
      await writeLines(tx, id, card, refs, new Map(kept.map((k) => [k.id, k.price])));
      await logParcelActions(tx, [{ parcelId: id, action: 'forecastEdited', actor: 'customer', warehouseId: row.warehouseId }]);
      return row;
    });
    return toDetail(db, row, locale);
  } catch (err) {
    if (isUniqueViolation(err)) throw toFieldError([{ index: 0, field: 'trackingNumber', key: 'trackingNumberUnavailable' }], () => '');
    throw err;
  }
}
