// Forecasts (POST /u/ship-for-me/parcel, the bulk import, PUT /u/ship-for-me/parcel/{id}): the member
// announces parcels on their way to a warehouse. Several at once are all or nothing, written with
// multi-row INSERTs (a 500-parcel import is a handful of statements). At most one active parcel per
// tracking number in a tenant (tracking-lock.ts). An unclaimed arrival with the number is claimed.
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
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
import { chunked, isUniqueViolation, lockTrackingNumbers } from './tracking-lock.ts';
import { type ParcelRow, toDetail, toWire } from './wire.ts';

export interface ForecastIssue {
  index: number;
  /** Relative to the parcel, e.g. 'trackingNumber' or 'goods.0.unitValue'. */
  field: string;
  key: MessageKey;
}

const CLAIMABLE: readonly number[] = [ParcelStatus.Arrived, ParcelStatus.Inbound];

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
    servicePrices(card.additionalServiceIds, refs, { value: card.declaredValue, currency: card.currency }, kept).map((p) => ({ parcelId, ...p })),
  );
  for (const part of chunked(services)) await tx.insert(parcelServices).values(part);
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

/**
 * All or nothing, in one transaction (re-checks under the number locks; claims unclaimed arrivals with a
 * conditional UPDATE each); throws FieldError with `parcels.<i>.<field>` paths.
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
    const { rows, claimed } = await db.transaction(async (tx) => {
      await lockTrackingNumbers(tx, user.tenantId, pre.cards.map((c) => c.trackingNumber));
      const { issues, cards, claims, refs } = await prepare(tx, user, inputs);
      if (issues.length) throw toFieldError(issues, prefix);
      const byIndex = new Map<number, ParcelRow>();
      for (const [index, arrival] of claims) {
        const [row] = await tx
          .update(parcels)
          .set({ userId: user.id, ...cardColumns(cards[index]) })
          .where(and(eq(parcels.id, arrival.id), isNull(parcels.userId), inArray(parcels.status, [...CLAIMABLE])))
          .returning();
        if (!row) throw toFieldError([{ index, field: 'trackingNumber', key: 'trackingNumberUnavailable' }], prefix);
        byIndex.set(index, row);
      }
      const fresh = [...cards.entries()].filter(([index]) => !claims.has(index));
      for (const part of chunked(fresh)) {
        const values = part.map(([, card]) => ({
          id: newId('P'),
          tenantId: user.tenantId,
          userId: user.id,
          status: ParcelStatus.NotArrival,
          trackingNumber: card.trackingNumber,
          warehouseId: card.warehouseId,
          ...cardColumns(card),
        }));
        // Matched back by number (unique in the request), not by the order RETURNING happens to give.
        const inserted = new Map((await tx.insert(parcels).values(values).returning()).map((r) => [r.trackingNumber, r]));
        for (const [index, card] of part) byIndex.set(index, inserted.get(card.trackingNumber)!);
      }
      const rows = cards.map((_, index) => byIndex.get(index)!);
      const claimed = [...claims.keys()].sort((a, b) => a - b).map((index) => byIndex.get(index)!.id);
      // A claimed arrival's lines (if the warehouse wrote any) give way to the forecast's.
      await writeLines(tx, rows.map((row, index) => ({ parcelId: row.id, card: cards[index] })), refs, claimed);
      await logParcelActions(
        tx,
        rows.map((row, index) => ({ parcelId: row.id, action: claims.has(index) ? 'claimed' : 'forecast', actor, warehouseId: row.warehouseId })),
      );
      return { rows, claimed };
    });
    return { items: await toWire(db, rows, locale), claimed };
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    // A number became taken between our check and our write (by a writer outside the number lock): name it.
    const { issues } = await prepare(db, user, inputs);
    throw toFieldError(issues.length ? issues : [{ index: 0, field: 'trackingNumber', key: 'trackingNumberUnavailable' }], prefix);
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
    if (isUniqueViolation(err)) throw toFieldError([{ index: 0, field: 'trackingNumber', key: 'trackingNumberUnavailable' }], () => '');
    throw err;
  }
}
