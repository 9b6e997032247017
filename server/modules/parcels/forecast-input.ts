// One forecast card's fields, checked and normalized (docs/decisions.md "Parcels"): trimmed, upper-cased,
// every reference checked against the member's tenant. Inputs may come from a spreadsheet as well as from
// the validated JSON body, so nothing about their types is assumed here.
import { asc, eq } from 'drizzle-orm';
import { DeliveryMode } from '../../../lib/contract/enums.ts';
import {
  CARRIER_NAME_MAX,
  DECLARED_NAME_MAX,
  INSURANCE_SERVICE_CODE,
  GOODS_LINES_PER_PARCEL,
  OTHER_CARRIER,
  QUANTITY_MAX,
  REMARK_MAX,
  TRACKING_NUMBER_PATTERN,
} from '../../../lib/contract/schemas/parcels.ts';
import type { ForecastParcelInput } from '../../../lib/contract/wire.ts';
import type { Db } from '../../db/client.ts';
import { additionalServices, declaredNames, goodsTypes, sites, warehouses } from '../../db/schema/index.ts';
import type { MessageKey } from '../../i18n.ts';
import { inboundCarrier, isCarrierCode } from './carriers.ts';
import { declaredNameSummary, declaredTotal } from './wire.ts';

type ServiceRow = typeof additionalServices.$inferSelect;

/** The tenant's reference data a forecast names (small tables, loaded once per request). */
export interface TenantRefs {
  warehouseIds: Set<string>;
  goodsTypeIds: Set<string>;
  declaredNameIds: Set<string>;
  services: Map<string, ServiceRow>;
  /** The tenant's site currency: additional-service prices are in it. */
  currency: string;
}

/** One query after the other: inside a transaction they share one connection. */
export async function loadRefs(db: Db, tenantId: string): Promise<TenantRefs> {
  const houses = await db.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.tenantId, tenantId));
  const types = await db.select({ id: goodsTypes.id }).from(goodsTypes).where(eq(goodsTypes.tenantId, tenantId));
  const names = await db.select({ id: declaredNames.id }).from(declaredNames).where(eq(declaredNames.tenantId, tenantId));
  const services = await db.select().from(additionalServices).where(eq(additionalServices.tenantId, tenantId));
  const [site] = await db
    .select({ currency: sites.baseCurrencyCode })
    .from(sites)
    .where(eq(sites.tenantId, tenantId))
    .orderBy(asc(sites.sort), asc(sites.id))
    .limit(1);
  return {
    warehouseIds: new Set(houses.map((r) => r.id)),
    goodsTypeIds: new Set(types.map((r) => r.id)),
    declaredNameIds: new Set(names.map((r) => r.id)),
    services: new Map(services.map((r) => [r.id, r])),
    currency: site?.currency ?? 'CNY',
  };
}

export interface CleanGoods {
  declaredName: string;
  declaredNameId: string | null;
  goodsTypeId: string;
  quantity: number;
  /** Minor units. */
  unitValue: number;
  currency: string;
}

export interface CleanParcel {
  warehouseId: string;
  trackingNumber: string;
  carrierCode: string;
  carrierName: string;
  deliveryMode: number;
  goods: CleanGoods[];
  isInsurance: boolean;
  additionalServiceIds: string[];
  remark: string | null;
  /** Summary and total of the goods lines, for the parcel row. */
  declaredName: string;
  declaredValue: number;
  currency: string;
}

export interface CardIssue {
  /** Relative to the parcel: `trackingNumber`, `goods.0.unitValue`. */
  field: string;
  key: MessageKey;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const FORECAST_MODES: readonly number[] = [DeliveryMode.DirectDelivery, DeliveryMode.Transshipment];
export const MAX_UNIT_VALUE = 99_999_999;

/** A decimal amount > 0 with at most 2 decimals → minor units; null when it is not one. */
export function toMinorUnits(v: unknown): number | null {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isFinite(n) || n <= 0 || n > MAX_UNIT_VALUE) return null;
  const minor = Math.round(n * 100);
  return Math.abs(n * 100 - minor) < 1e-6 ? minor : null;
}

export const normalizeTrackingNumber = (v: unknown) => text(v).toUpperCase();

function cleanGoods(raw: unknown, j: number, refs: TenantRefs, issues: CardIssue[]): CleanGoods {
  const line = (raw ?? {}) as Record<string, unknown>;
  const at = (field: string, key: MessageKey) => issues.push({ field: `goods.${j}.${field}`, key });
  const declaredName = text(line.declaredName);
  if (!declaredName) at('declaredName', 'fieldRequired');
  else if (declaredName.length > DECLARED_NAME_MAX) at('declaredName', 'fieldTooLong');
  const declaredNameId = text(line.declaredNameId) || null;
  if (declaredNameId && !refs.declaredNameIds.has(declaredNameId)) at('declaredNameId', 'declaredNameNotFound');
  const goodsTypeId = text(line.goodsTypeId);
  if (!goodsTypeId) at('goodsTypeId', 'fieldRequired');
  else if (!refs.goodsTypeIds.has(goodsTypeId)) at('goodsTypeId', 'goodsTypeNotFound');
  const quantity = typeof line.quantity === 'string' && line.quantity.trim() !== '' ? Number(line.quantity) : line.quantity;
  if (quantity === undefined || quantity === null || quantity === '') at('quantity', 'fieldRequired');
  else if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > QUANTITY_MAX) at('quantity', 'quantityInvalid');
  const hasValue = line.unitValue !== undefined && line.unitValue !== null && text(line.unitValue) !== '';
  const unitValue = toMinorUnits(line.unitValue);
  if (!hasValue) at('unitValue', 'fieldRequired');
  else if (unitValue === null) at('unitValue', 'unitValueInvalid');
  const currency = text(line.currency).toUpperCase();
  if (!currency) at('currency', 'fieldRequired');
  else if (!/^[A-Z]{3}$/.test(currency)) at('currency', 'currencyInvalid');
  return { declaredName, declaredNameId, goodsTypeId, quantity: Number(quantity) || 0, unitValue: unitValue ?? 0, currency };
}

/** Every field of one card; the issues name the fields relative to the card. No database access. */
export function cleanCard(input: ForecastParcelInput, refs: TenantRefs): { value: CleanParcel; issues: CardIssue[] } {
  const raw = (input ?? {}) as Record<string, unknown>;
  const issues: CardIssue[] = [];
  const at = (field: string, key: MessageKey) => issues.push({ field, key });

  const warehouseId = text(raw.warehouseId);
  if (!warehouseId) at('warehouseId', 'fieldRequired');
  else if (!refs.warehouseIds.has(warehouseId)) at('warehouseId', 'parcelWarehouseNotFound');

  const trackingNumber = normalizeTrackingNumber(raw.trackingNumber);
  if (!trackingNumber) at('trackingNumber', 'fieldRequired');
  else if (!TRACKING_NUMBER_PATTERN.test(trackingNumber)) at('trackingNumber', 'trackingNumberInvalid');

  const carrierCode = text(raw.carrierCode).toUpperCase();
  let carrierName = text(raw.carrierName);
  if (!carrierCode) at('carrierCode', 'fieldRequired');
  else if (!isCarrierCode(carrierCode)) at('carrierCode', 'carrierNotFound');
  else if (carrierCode === OTHER_CARRIER) {
    if (!carrierName) at('carrierName', 'carrierNameRequired');
    else if (carrierName.length > CARRIER_NAME_MAX) at('carrierName', 'fieldTooLong');
  } else carrierName = inboundCarrier(carrierCode)?.nameEn ?? carrierName;

  const deliveryMode = raw.deliveryMode === undefined || raw.deliveryMode === null ? DeliveryMode.DirectDelivery : Number(raw.deliveryMode);
  if (!FORECAST_MODES.includes(deliveryMode)) at('deliveryMode', 'deliveryModeInvalid');

  const lines = Array.isArray(raw.goods) ? raw.goods : [];
  if (lines.length === 0) at('goods', 'goodsRequired');
  else if (lines.length > GOODS_LINES_PER_PARCEL) at('goods', 'fieldTooLong');
  const goods = lines.slice(0, GOODS_LINES_PER_PARCEL).map((line, j) => cleanGoods(line, j, refs, issues));
  const currency = goods[0]?.currency ?? refs.currency;
  const code = (c: string) => /^[A-Z]{3}$/.test(c);
  goods.forEach((line, j) => {
    if (j > 0 && code(line.currency) && code(currency) && line.currency !== currency) at(`goods.${j}.currency`, 'goodsCurrencyMixed');
  });

  const chosen = Array.isArray(raw.additionalServiceIds) ? [...new Set(raw.additionalServiceIds.map(text).filter(Boolean))] : [];
  if (chosen.some((id) => !refs.services.has(id))) at('additionalServiceIds', 'additionalServiceNotFound');
  const insurance = withInsurance(chosen, raw.isInsurance === true || chosen.includes(insuranceServiceId(refs) ?? ''), refs);

  const remark = text(raw.remark) || null;
  if (remark && remark.length > REMARK_MAX) at('remark', 'fieldTooLong');

  return {
    value: {
      warehouseId,
      trackingNumber,
      carrierCode,
      carrierName: isCarrierCode(carrierCode) ? carrierName : '',
      deliveryMode,
      goods,
      isInsurance: insurance.isInsurance,
      additionalServiceIds: insurance.ids,
      remark,
      declaredName: declaredNameSummary(goods.map((g) => g.declaredName)),
      declaredValue: declaredTotal(goods),
      currency,
    },
    issues,
  };
}

/** The tenant's INSURANCE service: the price of the parcel's insurance flag. */
export function insuranceServiceId(refs: TenantRefs): string | undefined {
  return [...refs.services.values()].find((service) => service.code === INSURANCE_SERVICE_CODE)?.id;
}

/**
 * One rule for insurance (docs/decisions.md "Parcels"): the INSURANCE service is among a parcel's services
 * exactly when its insurance flag is on, so it is priced and charged once.
 */
export function withInsurance(ids: string[], isInsurance: boolean, refs: TenantRefs): { ids: string[]; isInsurance: boolean } {
  const insuranceId = insuranceServiceId(refs);
  const others = ids.filter((id) => id !== insuranceId);
  return { ids: isInsurance && insuranceId ? [...others, insuranceId] : others, isInsurance };
}

/**
 * The price of each chosen service now (minor units of the site currency): FIXED its price; PERCENT its
 * rate of the declared value, at least its price (the minimum alone when the goods are declared in another
 * currency: there are no exchange rates). `kept` keeps the price of services that were already chosen.
 */
export function servicePrices(
  ids: string[],
  refs: TenantRefs,
  declared: { value: number; currency: string },
  kept: Map<string, number> = new Map(),
): { additionalServiceId: string; price: number }[] {
  return ids.map((id) => {
    const svc = refs.services.get(id)!;
    const keptPrice = kept.get(id);
    if (keptPrice !== undefined) return { additionalServiceId: id, price: keptPrice };
    const percent = svc.priceType === 'PERCENT' && declared.currency === refs.currency ? Math.round((declared.value * svc.rateBp) / 10_000) : 0;
    return { additionalServiceId: id, price: Math.max(svc.price, percent) };
  });
}
