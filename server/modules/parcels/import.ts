// The parcel forecast import (POST /u/ship-for-me/parcel/import-by-excel) on the generic engine
// (../import/): one row per goods line, rows with one tracking number are one parcel. The per-parcel rules
// are the forecast's own (checkForecasts / createForecasts); this file turns rows into forecast inputs and
// the forecast's issues back into (row, column) errors.
import { asc, eq } from 'drizzle-orm';
import type { Locale } from '../../../lib/contract/constants.ts';
import { DeliveryMode } from '../../../lib/contract/enums.ts';
import { GOODS_LINES_PER_PARCEL, IMPORT_MAX_ROWS, OTHER_CARRIER } from '../../../lib/contract/schemas/parcels.ts';
import type { ForecastParcelInput, ImportPreview } from '../../../lib/contract/wire.ts';
import type { Db } from '../../db/client.ts';
import { goodsTypes, warehouses } from '../../db/schema/index.ts';
import type { UserRow } from '../../http.ts';
import { FieldError } from '../../kernel/router.ts';
import { localName, localized, toDecimal } from '../../kernel/localized.ts';
import {
  bothLanguages,
  type ErrorList,
  errorList,
  filterRequired,
  flagDuplicateRows,
  groupRows,
  type ImportColumn,
  type ImportDefinition,
  type ImportError,
  parseSheet,
  type SheetRow,
} from '../import/index.ts';
import { INBOUND_CARRIERS } from './carriers.ts';
import { checkForecasts, createForecasts, type ForecastIssue } from './forecast.ts';
import { normalizeTrackingNumber, toMinorUnits } from './forecast-input.ts';

export type ParcelImportKey =
  'warehouse' | 'trackingNumber' | 'carrier' | 'goodsName' | 'goodsType' | 'quantity' | 'unitValue' | 'currency' | 'insurance' | 'remark';

const column = (key: ParcelImportKey, message: Parameters<typeof bothLanguages>[0], required: boolean, width: number): ImportColumn<ParcelImportKey> => ({
  key,
  header: bothLanguages(message),
  required,
  width,
});

/** The template's columns, in order (`*` = required). Warehouse empty = the tenant's default warehouse. */
export const PARCEL_IMPORT: ImportDefinition<ParcelImportKey> = {
  sheetName: bothLanguages('parcelImportSheet'),
  groupBy: 'trackingNumber',
  maxRows: IMPORT_MAX_ROWS,
  columns: [
    column('warehouse', 'parcelImportColWarehouse', false, 20),
    column('trackingNumber', 'parcelImportColTrackingNumber', true, 24),
    column('carrier', 'parcelImportColCarrier', true, 16),
    column('goodsName', 'parcelImportColGoodsName', true, 28),
    column('goodsType', 'parcelImportColGoodsType', true, 16),
    column('quantity', 'parcelImportColQuantity', true, 10),
    column('unitValue', 'parcelImportColUnitValue', true, 12),
    column('currency', 'parcelImportColCurrency', false, 10),
    column('insurance', 'parcelImportColInsurance', false, 10),
    column('remark', 'parcelImportColRemark', false, 30),
  ],
};

type Named = { id: string; nameZh: string; nameEn: string };
export interface ImportRefs {
  warehouses: (Named & { isDefault: boolean })[];
  goodsTypes: (Named & { code: string })[];
}

export async function loadImportRefs(db: Db, tenantId: string): Promise<ImportRefs> {
  const [houses, types] = await Promise.all([
    db
      .select({ id: warehouses.id, nameZh: warehouses.nameZh, nameEn: warehouses.nameEn, isDefault: warehouses.isDefault })
      .from(warehouses)
      .where(eq(warehouses.tenantId, tenantId))
      .orderBy(asc(warehouses.sort), asc(warehouses.id)),
    db
      .select({ id: goodsTypes.id, code: goodsTypes.code, nameZh: goodsTypes.nameZh, nameEn: goodsTypes.nameEn })
      .from(goodsTypes)
      .where(eq(goodsTypes.tenantId, tenantId))
      .orderBy(asc(goodsTypes.sort), asc(goodsTypes.id)),
  ]);
  return { warehouses: houses, goodsTypes: types };
}

const norm = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** Text → value by every spelling given (code, id, both names), compared without case. */
function lookup<T>(entries: [T, string[]][]): (text: string) => T | undefined {
  const map = new Map<string, T>();
  for (const [value, spellings] of entries) for (const s of spellings) if (s && !map.has(norm(s))) map.set(norm(s), value);
  return (text) => map.get(norm(text));
}

const YES = new Set(['是', 'y', 'yes', 'true', '1']);
const NO = new Set(['否', 'n', 'no', 'false', '0']);

interface Candidate {
  rows: SheetRow<ParcelImportKey>[];
  input: ForecastParcelInput;
  /** The row whose cell gave each parcel-level field (for errors). */
  rowOf: Partial<Record<ParcelImportKey, number>>;
  warehouseName: string;
  carrierName: string;
}

interface Context {
  locale: Locale;
  currency: string;
  errors: ErrorList<ParcelImportKey>;
  warehouse: (text: string) => ImportRefs['warehouses'][number] | undefined;
  goodsType: (text: string) => ImportRefs['goodsTypes'][number] | undefined;
  carrier: (text: string) => (typeof INBOUND_CARRIERS)[number] | undefined;
  defaultWarehouse: ImportRefs['warehouses'][number] | undefined;
}

/** One parcel-level cell: the first non-empty one wins; a different one on another row of the parcel is an error. */
function agreed(rows: SheetRow<ParcelImportKey>[], key: ParcelImportKey, sameness: (text: string) => string, ctx: Context) {
  let first: SheetRow<ParcelImportKey> | undefined;
  for (const row of rows) {
    const text = row.values[key];
    if (text === '') continue;
    if (!first) first = row;
    else if (sameness(text) !== sameness(first.values[key])) ctx.errors.add(row.row, key, text, 'parcelImportGroupConflict', { row: first.row });
  }
  return { text: first?.values[key] ?? '', row: first?.row ?? rows[0].row };
}

function candidateOf(rows: SheetRow<ParcelImportKey>[], ctx: Context): Candidate {
  const { errors } = ctx;
  const warehouseCell = agreed(rows, 'warehouse', (t) => ctx.warehouse(t)?.id ?? norm(t), ctx);
  const house = warehouseCell.text === '' ? ctx.defaultWarehouse : ctx.warehouse(warehouseCell.text);
  if (warehouseCell.text !== '' && !house) errors.add(warehouseCell.row, 'warehouse', warehouseCell.text, 'parcelImportWarehouseUnknown');
  const carrierCell = agreed(rows, 'carrier', (t) => ctx.carrier(t)?.code ?? norm(t), ctx);
  const known = ctx.carrier(carrierCell.text);
  const insuranceCell = agreed(rows, 'insurance', norm, ctx);
  const insurance = norm(insuranceCell.text);
  if (insurance !== '' && !YES.has(insurance) && !NO.has(insurance))
    errors.add(insuranceCell.row, 'insurance', insuranceCell.text, 'parcelImportInsuranceInvalid');
  const remarkCell = agreed(rows, 'remark', (t) => t, ctx);
  rows
    .slice(GOODS_LINES_PER_PARCEL)
    .forEach((row) => errors.add(row.row, 'goodsName', row.values.goodsName, 'parcelImportTooManyGoods', { max: GOODS_LINES_PER_PARCEL }));
  // A line without a currency takes the parcel's (its first line that has one), else the site's.
  const currency = rows.find((row) => row.values.currency !== '')?.values.currency ?? ctx.currency;
  const goods = rows.map((row) => {
    const type = ctx.goodsType(row.values.goodsType);
    if (!type) errors.add(row.row, 'goodsType', row.values.goodsType, 'parcelImportGoodsTypeUnknown');
    // Quantities and amounts go to the forecast's rules as text: it parses and range-checks them.
    return {
      declaredName: row.values.goodsName,
      goodsTypeId: type?.id ?? row.values.goodsType,
      quantity: row.values.quantity as unknown as number,
      unitValue: row.values.unitValue as unknown as number,
      currency: row.values.currency || currency,
    };
  });
  return {
    rows,
    rowOf: { warehouse: warehouseCell.row, carrier: carrierCell.row, remark: remarkCell.row },
    warehouseName: house ? localName(ctx.locale, house) : warehouseCell.text,
    carrierName: known ? localized(ctx.locale, known.nameZh, known.nameEn) : carrierCell.text,
    input: {
      warehouseId: house?.id ?? warehouseCell.text,
      trackingNumber: rows[0].values.trackingNumber,
      carrierCode: known?.code ?? OTHER_CARRIER,
      carrierName: known ? null : carrierCell.text,
      deliveryMode: DeliveryMode.DirectDelivery,
      // Past the limit the rows have their own error already: the forecast need not say it again.
      goods: goods.slice(0, GOODS_LINES_PER_PARCEL),
      isInsurance: YES.has(insurance),
      remark: remarkCell.text || null,
    },
  };
}

const GOODS_FIELDS: Record<string, ParcelImportKey> = {
  declaredName: 'goodsName',
  declaredNameId: 'goodsName',
  goodsTypeId: 'goodsType',
  quantity: 'quantity',
  unitValue: 'unitValue',
  currency: 'currency',
};

/** A forecast issue (field relative to the parcel) → the row and column it came from; one error per cell. */
function addIssue(candidate: Candidate, issue: Pick<ForecastIssue, 'field' | 'key'>, ctx: Context) {
  const goods = /^goods\.(\d+)\.(\w+)$/.exec(issue.field);
  let row = candidate.rows[0];
  let key: ParcelImportKey = 'trackingNumber';
  if (goods) {
    row = candidate.rows[Number(goods[1])] ?? row;
    key = GOODS_FIELDS[goods[2]] ?? 'goodsName';
  } else if (issue.field === 'warehouseId') key = 'warehouse';
  else if (issue.field === 'carrierCode' || issue.field === 'carrierName') key = 'carrier';
  else if (issue.field === 'remark') key = 'remark';
  else if (issue.field === 'goods') key = 'goodsName';
  const at = candidate.rowOf[key];
  if (!goods && at !== undefined) row = candidate.rows.find((r) => r.row === at) ?? row;
  if (ctx.errors.has(row.row, key)) return;
  ctx.errors.add(row.row, key, row.values[key], issue.key);
}

export interface ImportRun {
  preview: ImportPreview;
  errors: ImportError[];
}

/** Every row checked (nothing written); with `confirm`, the valid parcels are forecast in one transaction. */
export async function runParcelImport(
  db: Db,
  user: UserRow,
  options: { bytes: Uint8Array; locale: Locale; currency: string; confirm: boolean },
): Promise<ImportRun> {
  const { locale } = options;
  const sheet = await parseSheet(options.bytes, PARCEL_IMPORT, locale, user.id);
  const errors = errorList(PARCEL_IMPORT, locale);
  const { kept, skippedRows } = filterRequired(sheet.rows, PARCEL_IMPORT, errors);
  flagDuplicateRows(kept, PARCEL_IMPORT, errors);
  const refs = await loadImportRefs(db, user.tenantId);
  const ctx: Context = {
    locale,
    currency: options.currency,
    errors,
    warehouse: lookup(refs.warehouses.map((w) => [w, [w.id, w.nameZh, w.nameEn]])),
    goodsType: lookup(refs.goodsTypes.map((g) => [g, [g.code, g.id, g.nameZh, g.nameEn]])),
    carrier: lookup(INBOUND_CARRIERS.map((c) => [c, [c.code, c.nameZh, c.nameEn]])),
    defaultWarehouse: refs.warehouses.find((w) => w.isDefault) ?? refs.warehouses[0],
  };
  const candidates = groupRows(kept, (row) => normalizeTrackingNumber(row.values.trackingNumber)).map((rows) => candidateOf(rows, ctx));
  const { issues } = await checkForecasts(
    db,
    user,
    candidates.map((c) => c.input),
  );
  for (const issue of issues) addIssue(candidates[issue.index], issue, ctx);

  const failed = errors.rows();
  const valid = candidates.filter((c) => !c.rows.some((r) => failed.has(r.row)));
  for (const c of candidates) {
    const bad = c.rows.filter((r) => failed.has(r.row)).map((r) => r.row);
    if (bad.length === 0) continue;
    const others = c.rows.filter((r) => !failed.has(r.row));
    for (const r of others) errors.add(r.row, 'trackingNumber', r.values.trackingNumber, 'parcelImportParcelInvalid', { rows: bad.join(', ') });
  }

  let createdIds: string[] = [];
  if (options.confirm && valid.length > 0) {
    try {
      const result = await createForecasts(
        db,
        user,
        valid.map((c) => c.input),
        'customer',
        locale,
      );
      createdIds = result.items.map((p) => p.id);
    } catch (err) {
      // Another forecast of one of these numbers won meanwhile: nothing was written; show the file as it is now.
      if (err instanceof FieldError) return runParcelImport(db, user, { ...options, confirm: false });
      throw err;
    }
  }
  const list = errors.list();
  return {
    errors: list,
    preview: {
      parcels: valid.map((c) => ({
        rows: c.rows.map((r) => r.row),
        warehouseName: c.warehouseName,
        trackingNumber: normalizeTrackingNumber(c.input.trackingNumber),
        carrierName: c.carrierName,
        goodsCount: c.rows.length,
        declaredValue: toDecimal(c.input.goods.reduce((sum, g) => sum + Number(g.quantity) * (toMinorUnits(g.unitValue) ?? 0), 0)),
        currency: c.input.goods[0].currency.toUpperCase(),
      })),
      errors: list,
      skippedRows,
      totalRows: sheet.rows.length,
      imported: createdIds.length > 0,
      createdIds,
    },
  };
}
