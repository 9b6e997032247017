// Declarations of a parcel (PUT /u/biz/parcel/{id}/declared-name, /declared-value, /is-insurance,
// /additional-service): allowed while the parcel is in no waybill and NotArrival, Arrived or Inbound. The
// parcel row is locked (SELECT … FOR UPDATE) so a concurrent transition waits or is waited for, and the
// check sees the committed status. Each change writes a 'declarationEdited' history line (a value change
// says the new declared total as an amount, never as text) and recomputes the parcel's summary (declared
// name, declared value).
import { and, asc, eq } from 'drizzle-orm';
import type { Locale } from '../../../lib/contract/constants.ts';
import type { ParcelDetail } from '../../../lib/contract/wire.ts';
import type { Db } from '../../db/client.ts';
import { parcelGoods, parcels, parcelServices } from '../../db/schema/index.ts';
import { ApiError } from '../../errors.ts';
import type { UserRow } from '../../http.ts';
import { type FieldIssue, FieldError } from '../../kernel/router.ts';
import { insuranceServiceId, loadRefs, servicePrices, type TenantRefs, toMinorUnits, withInsurance } from './forecast-input.ts';
import { type HistoryLine, logParcelActions } from './history.ts';
import { mine, parcelNotFound } from './service.ts';
import { declaredNameSummary, declaredTotal, isEditable, type ParcelRow, toDetail } from './wire.ts';
import { DECLARED_NAME_MAX } from '../../../lib/contract/schemas/parcels.ts';

type GoodsRow = typeof parcelGoods.$inferSelect;

/** What the change's history line says: the names as written, or the new declared total (minor units). */
type EditNote = Pick<HistoryLine, 'note' | 'amount'>;

interface EditContext {
  tx: Db;
  parcel: ParcelRow;
  goods: GoodsRow[];
}

/** Locks the member's parcel, refuses it when it can no longer be declared, runs `work`, then the summary and history. */
async function editDeclaration(db: Db, user: UserRow, id: string, locale: Locale, work: (ctx: EditContext) => Promise<EditNote>): Promise<ParcelDetail> {
  const row = await db.transaction(async (tx) => {
    const [parcel] = await tx
      .select()
      .from(parcels)
      .where(and(mine(user), eq(parcels.id, id)))
      .for('update');
    if (!parcel) throw parcelNotFound();
    if (!isEditable(parcel)) throw new ApiError(400, 'ParcelNotEditable', 'parcelNotEditable');
    const goods = await tx.select().from(parcelGoods).where(eq(parcelGoods.parcelId, id)).orderBy(asc(parcelGoods.sort), asc(parcelGoods.id));
    const said = await work({ tx, parcel, goods });
    const lines = await tx.select().from(parcelGoods).where(eq(parcelGoods.parcelId, id)).orderBy(asc(parcelGoods.sort), asc(parcelGoods.id));
    const [updated] = await tx
      .update(parcels)
      .set({
        declaredName: declaredNameSummary(lines.map((l) => l.declaredName)),
        declaredValue: declaredTotal(lines),
        updatedAt: new Date(),
      })
      .where(eq(parcels.id, id))
      .returning();
    await logParcelActions(tx, [{ parcelId: id, action: 'declarationEdited', actor: 'customer', warehouseId: parcel.warehouseId, ...said }]);
    return updated;
  });
  return toDetail(db, row, locale);
}

function lineOf(goods: GoodsRow[], id: string, k: number, issues: FieldIssue[]): GoodsRow | undefined {
  const line = goods.find((g) => g.id === id);
  if (!line) issues.push({ field: `items.${k}.id`, key: 'goodsLineNotFound' });
  return line;
}

export function updateDeclaredNames(
  db: Db,
  user: UserRow,
  id: string,
  items: { id: string; declaredName: string; declaredNameId?: string | null }[],
  locale: Locale,
): Promise<ParcelDetail> {
  return editDeclaration(db, user, id, locale, async ({ tx, parcel, goods }) => {
    const refs = await loadRefs(tx, parcel.tenantId);
    const issues: FieldIssue[] = [];
    const changes = items.map((item, k) => {
      const line = lineOf(goods, item.id, k, issues);
      const name = item.declaredName.trim();
      const nameId = item.declaredNameId?.trim() || null;
      if (!name) issues.push({ field: `items.${k}.declaredName`, key: 'fieldRequired' });
      else if (name.length > DECLARED_NAME_MAX) issues.push({ field: `items.${k}.declaredName`, key: 'fieldTooLong' });
      if (nameId && !refs.declaredNameIds.has(nameId)) issues.push({ field: `items.${k}.declaredNameId`, key: 'declaredNameNotFound' });
      return { line, name, nameId };
    });
    if (issues.length) throw new FieldError(issues);
    for (const c of changes) {
      await tx.update(parcelGoods).set({ declaredName: c.name, declaredNameId: c.nameId }).where(eq(parcelGoods.id, c.line!.id));
    }
    return { note: changes.map((c) => c.name).join(', ') };
  });
}

export function updateDeclaredValues(
  db: Db,
  user: UserRow,
  id: string,
  items: { id: string; unitValue: number; quantity?: number }[],
  locale: Locale,
): Promise<ParcelDetail> {
  return editDeclaration(db, user, id, locale, async ({ tx, goods }) => {
    const issues: FieldIssue[] = [];
    const changes = items.map((item, k) => {
      const line = lineOf(goods, item.id, k, issues);
      const unitValue = toMinorUnits(item.unitValue);
      if (unitValue === null) issues.push({ field: `items.${k}.unitValue`, key: 'unitValueInvalid' });
      return { line, unitValue: unitValue ?? 0, quantity: item.quantity ?? line?.quantity ?? 1 };
    });
    if (issues.length) throw new FieldError(issues);
    for (const c of changes) {
      await tx.update(parcelGoods).set({ unitValue: c.unitValue, quantity: c.quantity }).where(eq(parcelGoods.id, c.line!.id));
    }
    const after = goods.map((g) => changes.find((c) => c.line!.id === g.id) ?? g);
    return { amount: declaredTotal(after) };
  });
}

/** The services a parcel keeps, priced (a service chosen before keeps its price), replacing the old lines. */
async function saveServices(tx: Db, parcel: ParcelRow, goods: GoodsRow[], refs: TenantRefs, ids: string[]): Promise<void> {
  const kept = await tx
    .select({ id: parcelServices.additionalServiceId, price: parcelServices.price })
    .from(parcelServices)
    .where(eq(parcelServices.parcelId, parcel.id));
  const prices = servicePrices(ids, refs, { value: declaredTotal(goods), currency: parcel.currency }, new Map(kept.map((k) => [k.id, k.price])));
  await tx.delete(parcelServices).where(eq(parcelServices.parcelId, parcel.id));
  if (prices.length) await tx.insert(parcelServices).values(prices.map((p) => ({ parcelId: parcel.id, ...p })));
}

async function chosenServiceIds(tx: Db, parcelId: string): Promise<string[]> {
  const rows = await tx.select({ id: parcelServices.additionalServiceId }).from(parcelServices).where(eq(parcelServices.parcelId, parcelId));
  return rows.map((r) => r.id);
}

/** The insurance flag and its INSURANCE service line change together (withInsurance). */
export function updateInsurance(db: Db, user: UserRow, id: string, isInsurance: boolean, locale: Locale): Promise<ParcelDetail> {
  return editDeclaration(db, user, id, locale, async ({ tx, parcel, goods }) => {
    const refs = await loadRefs(tx, parcel.tenantId);
    await tx.update(parcels).set({ isInsurance }).where(eq(parcels.id, id));
    await saveServices(tx, parcel, goods, refs, withInsurance(await chosenServiceIds(tx, id), isInsurance, refs).ids);
    return {};
  });
}

/**
 * Replaces the chosen services; one chosen before keeps the price it had, a new one is priced now. The
 * INSURANCE service in the list turns insurance on; leaving it out does not turn it off (the insurance call does).
 */
export function updateAdditionalServices(db: Db, user: UserRow, id: string, serviceIds: string[], locale: Locale): Promise<ParcelDetail> {
  return editDeclaration(db, user, id, locale, async ({ tx, parcel, goods }) => {
    const refs = await loadRefs(tx, parcel.tenantId);
    const wanted = [...new Set(serviceIds.map((s) => s.trim()).filter(Boolean))];
    if (wanted.some((s) => !refs.services.has(s))) throw new FieldError([{ field: 'additionalServiceIds', key: 'additionalServiceNotFound' }]);
    const insured = parcel.isInsurance || wanted.includes(insuranceServiceId(refs) ?? '');
    if (insured !== parcel.isInsurance) await tx.update(parcels).set({ isInsurance: insured }).where(eq(parcels.id, id));
    await saveServices(tx, parcel, goods, refs, withInsurance(wanted, insured, refs).ids);
    return {};
  });
}
