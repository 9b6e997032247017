// A good's declaration (SPEC section 3 codes 1010–1040): prefilled from the good, checked by SPEC section 5
// ("declared item name, price and currency must all have values; otherwise an error names the parcel" —
// here the good), and turned into the parcels module's goods lines when goods are forecast.
import { asc, eq } from 'drizzle-orm';
import { DECLARED_NAME_MAX } from '../../../lib/contract/parcel-rules.ts';
import { DECLARATION_FIELDS, DECLARED_VALUE_MAX, type DeclarationField, GOOD_QUANTITY_MAX } from '../../../lib/contract/ship-for-me-rules.ts';
import type { GoodsLineInput } from '../../../lib/contract/wire.ts';
import type { Db } from '../../db/client.ts';
import { goodsTypes } from '../../db/schema/index.ts';
import { toDecimal } from '../../kernel/localized.ts';
import type { GoodRow } from './goods-store.ts';
import type { GoodIssue } from './goods-errors.ts';

/** The goods lines of a forecast parcel made of these goods: one line per good, its declaration. */
export function declarationLines(rows: GoodRow[]): GoodsLineInput[] {
  return rows.map((r) => ({
    declaredName: r.declaredName,
    goodsTypeId: r.goodsTypeId,
    quantity: r.declaredQuantity,
    unitValue: toDecimal(r.declaredValue),
    currency: r.currency,
  }));
}

/** The tenant's goods types, first (by sort) first: the prefilled type is the first. */
export async function goodsTypeIds(db: Db, tenantId: string): Promise<string[]> {
  const rows = await db
    .select({ id: goodsTypes.id })
    .from(goodsTypes)
    .where(eq(goodsTypes.tenantId, tenantId))
    .orderBy(asc(goodsTypes.sort), asc(goodsTypes.id));
  return rows.map((r) => r.id);
}

/** A decimal > 0 with at most 2 decimals, at most `max` → minor units; null otherwise. */
export function minorOf(value: unknown, max: number): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || value > max) return null;
  const minor = Math.round(value * 100);
  return Math.abs(value * 100 - minor) < 1e-6 ? minor : null;
}

export interface CleanDeclaration {
  declaredName: string;
  goodsTypeId: string;
  /** Minor units of the good's currency, per unit. */
  declaredValue: number;
  declaredQuantity: number;
}

export interface DeclarationDraft {
  declaredName?: string | null;
  goodsTypeId?: string | null;
  declaredValue?: number | null;
  quantity?: number | null;
}

/** What the good itself gives when a field is not given. */
export interface DeclarationDefaults {
  title: string;
  goodsTypeId: string;
  /** Minor units. */
  unitPrice: number;
  quantity: number;
}

/**
 * The declaration: given fields checked, missing ones prefilled. Issues are relative to the good
 * (`declaration.<field>`) and carry the field's SPEC code and the good's title, so the message names both.
 */
export function cleanDeclaration(
  given: DeclarationDraft | null | undefined,
  defaults: DeclarationDefaults,
  typeIds: ReadonlySet<string>,
  issues: GoodIssue[],
): CleanDeclaration {
  const d = given ?? {};
  const at = (field: DeclarationField, key: GoodIssue['key']) =>
    issues.push({ field: `declaration.${field}`, key, values: { title: defaults.title, code: DECLARATION_FIELDS[field], field } });
  const has = (v: unknown) => v !== undefined && v !== null;

  const declaredName = has(d.declaredName) ? String(d.declaredName).trim() : defaults.title.trim().slice(0, DECLARED_NAME_MAX);
  if (!declaredName) at('declaredName', 'goodDeclarationRequired');
  else if (declaredName.length > DECLARED_NAME_MAX) at('declaredName', 'goodDeclarationInvalid');

  const goodsTypeId = has(d.goodsTypeId) ? String(d.goodsTypeId).trim() : defaults.goodsTypeId;
  if (!goodsTypeId) at('goodsTypeId', 'goodDeclarationRequired');
  else if (!typeIds.has(goodsTypeId)) at('goodsTypeId', 'goodDeclarationInvalid');

  let declaredValue = defaults.unitPrice;
  if (has(d.declaredValue)) {
    const minor = minorOf(d.declaredValue, DECLARED_VALUE_MAX);
    if (minor === null) at('declaredValue', d.declaredValue === 0 ? 'goodDeclarationRequired' : 'goodDeclarationInvalid');
    declaredValue = minor ?? 0;
  }

  let declaredQuantity = defaults.quantity;
  if (has(d.quantity)) {
    const q = d.quantity as number;
    if (!Number.isInteger(q) || q < 1 || q > GOOD_QUANTITY_MAX) at('quantity', q === 0 ? 'goodDeclarationRequired' : 'goodDeclarationInvalid');
    declaredQuantity = q;
  }
  return { declaredName, goodsTypeId, declaredValue, declaredQuantity };
}
