// Shipping rules: method availability by destination zone, fee calculation, fee tables (reference lists: ./reference-lists.ts).
import { asc, eq } from 'drizzle-orm';
import type { Locale } from '../../../lib/contract/constants.ts';
import type { FeeCalculation, FeeQuote, ListResult, NamedCode, ShippingMethod, UnavailableMethod, ZoneFee } from '../../../lib/contract/wire.ts';
import { type ListQuery, pageInMemory } from '../../kernel/list.ts';
import type { Db } from '../../db/client.ts';
import { goodsTypes, shippingMethods, shippingMethodTypes, shippingRates, shippingZones } from '../../db/schema/index.ts';
import { ApiError } from '../../errors.ts';
import { t } from '../../i18n.ts';
import { calculateFee, freightFor, kg, type MethodPricing } from './fees.ts';
import { localized as pick, toDecimal as money } from '../../kernel/localized.ts';

export type Paging = Pick<ListQuery, 'skipCount' | 'maxResultCount' | 'sorting'>;

/** Sortable fields of the method lists and of the reference lists (the `sorting` whitelist). */
export const METHOD_SORTING = {
  sort: (m: ShippingMethod) => m.sort,
  name: (m: ShippingMethod) => m.name,
  code: (m: ShippingMethod) => m.code,
  firstWeightPrice: (m: ShippingMethod) => m.firstWeightPrice,
  transitDays: (m: ShippingMethod) => m.transitDays.min,
};

type MethodRow = typeof shippingMethods.$inferSelect;
type ZoneRow = typeof shippingZones.$inferSelect;
type RateRow = typeof shippingRates.$inferSelect;
type TypeRow = typeof shippingMethodTypes.$inferSelect;
type GoodsRow = typeof goodsTypes.$inferSelect;

export const matchesFilter = (filter: string | undefined, ...texts: string[]) => !filter || texts.some((x) => x.toLowerCase().includes(filter.toLowerCase()));

/** Everything the shipping answers need for one tenant (small tables: loaded whole). */
export interface Catalog {
  currency: string;
  locale: Locale;
  types: Map<string, TypeRow>;
  goods: Map<string, GoodsRow>;
  methods: MethodRow[];
  zones: ZoneRow[];
  rates: RateRow[];
}

export async function loadCatalog(db: Db, tenantId: string, currency: string, locale: Locale): Promise<Catalog> {
  const [types, goods, methods, zones, rates] = await Promise.all([
    db.select().from(shippingMethodTypes).where(eq(shippingMethodTypes.tenantId, tenantId)).orderBy(asc(shippingMethodTypes.sort)),
    db.select().from(goodsTypes).where(eq(goodsTypes.tenantId, tenantId)).orderBy(asc(goodsTypes.sort)),
    db.select().from(shippingMethods).where(eq(shippingMethods.tenantId, tenantId)).orderBy(asc(shippingMethods.sort), asc(shippingMethods.id)),
    db.select().from(shippingZones).where(eq(shippingZones.tenantId, tenantId)).orderBy(asc(shippingZones.sort), asc(shippingZones.id)),
    db.select().from(shippingRates).where(eq(shippingRates.tenantId, tenantId)),
  ]);
  return {
    currency,
    locale,
    types: new Map(types.map((r) => [r.id, r])),
    goods: new Map(goods.map((r) => [r.id, r])),
    methods,
    zones,
    rates,
  };
}

const typeRef = (cat: Catalog, id: string): NamedCode => {
  const r = cat.types.get(id);
  return r ? { id: r.id, code: r.code, name: pick(cat.locale, r.nameZh, r.nameEn) } : { id, code: '', name: '' };
};
export const goodsRef = (cat: Catalog, r: GoodsRow): NamedCode => ({ id: r.id, code: r.code, name: pick(cat.locale, r.nameZh, r.nameEn) });

/**
 * The zone rate of a method for a destination: a zone listing the region wins over a whole-country zone.
 * null = the method does not serve the destination.
 */
export function rateFor(cat: Catalog, methodId: string, countryCode: string, regionId?: string) {
  const cc = countryCode.toUpperCase();
  let best: { zone: ZoneRow; rate: RateRow; specific: boolean } | null = null;
  for (const rate of cat.rates) {
    if (rate.methodId !== methodId) continue;
    const zone = cat.zones.find((z) => z.id === rate.zoneId);
    if (!zone || !zone.countryCodes.includes(cc)) continue;
    if (zone.regionIds.length > 0) {
      if (!regionId || !zone.regionIds.includes(regionId)) continue;
      if (!best || !best.specific) best = { zone, rate, specific: true };
    } else if (!best) {
      best = { zone, rate, specific: false };
    }
  }
  return best;
}

const pricing = (m: MethodRow, rate?: RateRow): MethodPricing => ({
  volumetricDivisor: m.volumetricDivisor,
  firstWeightGrams: m.firstWeightGrams,
  firstWeightPrice: rate?.firstWeightPrice ?? m.firstWeightPrice,
  additionalWeightGrams: m.additionalWeightGrams,
  additionalPrice: rate?.additionalPrice ?? m.additionalPrice,
  fuelSurchargeBp: m.fuelSurchargeBp,
  handlingFee: m.handlingFee,
});

export function toMethod(cat: Catalog, m: MethodRow): ShippingMethod {
  const rates = cat.rates.filter((r) => r.methodId === m.id);
  const fromFirst = rates.length ? Math.min(...rates.map((r) => r.firstWeightPrice)) : m.firstWeightPrice;
  const fromAdd = rates.length ? Math.min(...rates.map((r) => r.additionalPrice)) : m.additionalPrice;
  return {
    id: m.id,
    code: m.code,
    name: pick(cat.locale, m.nameZh, m.nameEn),
    methodType: typeRef(cat, m.methodTypeId),
    carrier: { code: m.carrierCode, name: m.carrierName, trackingUrl: m.carrierTrackingUrl },
    transitDays: { min: m.transitDaysMin, max: m.transitDaysMax },
    volumetricDivisor: m.volumetricDivisor,
    firstWeight: kg(m.firstWeightGrams),
    firstWeightPrice: money(fromFirst),
    additionalWeight: kg(m.additionalWeightGrams),
    additionalPrice: money(fromAdd),
    fuelSurchargeRate: m.fuelSurchargeBp / 100,
    handlingFee: money(m.handlingFee),
    maxWeight: kg(m.maxWeightGrams),
    maxSideCm: m.maxSideCm,
    allowedGoodsTypes: m.allowedGoodsTypeIds.flatMap((id) => {
      const g = cat.goods.get(id);
      return g ? [goodsRef(cat, g)] : [];
    }),
    restrictions: pick(cat.locale, m.restrictionsZh, m.restrictionsEn),
    currency: cat.currency,
    sort: m.sort,
  };
}

export interface MethodFilter {
  countryCode?: string;
  regionId?: string;
  methodTypeId?: string;
  goodsTypeId?: string;
  filter?: string;
}

export function filterMethods(cat: Catalog, f: MethodFilter): MethodRow[] {
  return cat.methods.filter(
    (m) =>
      (!f.methodTypeId || m.methodTypeId === f.methodTypeId) &&
      (!f.goodsTypeId || m.allowedGoodsTypeIds.includes(f.goodsTypeId)) &&
      (!f.countryCode || rateFor(cat, m.id, f.countryCode, f.regionId) !== null) &&
      matchesFilter(f.filter, m.nameZh, m.nameEn, m.code, m.carrierName),
  );
}

export function listMethods(cat: Catalog, f: MethodFilter & Paging): ListResult<ShippingMethod> {
  return pageInMemory(
    filterMethods(cat, f).map((m) => toMethod(cat, m)),
    f,
    METHOD_SORTING,
  );
}

export function getMethodRow(cat: Catalog, id: string): MethodRow {
  const m = cat.methods.find((x) => x.id === id);
  if (!m) throw new ApiError(404, 'NotFound', 'notFound');
  return m;
}

/** Sample weights (kg) of a fee table: the first weight, then 1, 2, 3, 5, 10, 20, 30, 50 kg up to the maximum. */
export function bandWeights(m: MethodRow): number[] {
  const grams = [m.firstWeightGrams, 1000, 2000, 3000, 5000, 10_000, 20_000, 30_000, 50_000, 100_000].filter(
    (g) => g >= m.firstWeightGrams && g <= m.maxWeightGrams,
  );
  return [...new Set(grams)].sort((a, b) => a - b);
}

export function zoneFees(cat: Catalog, m: MethodRow, countryCode?: string): ZoneFee[] {
  const out: ZoneFee[] = [];
  for (const zone of cat.zones) {
    if (countryCode && !zone.countryCodes.includes(countryCode.toUpperCase())) continue;
    const rate = cat.rates.find((r) => r.methodId === m.id && r.zoneId === zone.id);
    if (!rate) continue;
    const p = pricing(m, rate);
    out.push({
      zoneId: zone.id,
      zoneName: pick(cat.locale, zone.nameZh, zone.nameEn),
      countryCodes: zone.countryCodes,
      regionIds: zone.regionIds,
      firstWeight: kg(m.firstWeightGrams),
      firstWeightPrice: money(rate.firstWeightPrice),
      additionalWeight: kg(m.additionalWeightGrams),
      additionalPrice: money(rate.additionalPrice),
      bands: bandWeights(m).map((g) => ({ weight: kg(g), price: money(freightFor(g, p).freight) })),
      currency: cat.currency,
    });
  }
  return out;
}

export interface FeeQuery {
  countryCode: string;
  regionId?: string;
  weight: number;
  length: number;
  width: number;
  height: number;
  goodsTypeId?: string;
}

export function calculateFees(cat: Catalog, q: FeeQuery): FeeCalculation {
  const { locale } = cat;
  const items: FeeQuote[] = [];
  const unavailable: UnavailableMethod[] = [];
  for (const m of cat.methods) {
    const match = rateFor(cat, m.id, q.countryCode, q.regionId);
    if (!match) continue; // not served to this destination: not listed
    const name = pick(locale, m.nameZh, m.nameEn);
    const reasons: UnavailableMethod['reasons'] = [];
    if (Math.ceil(q.weight * 1000 - 1e-9) > m.maxWeightGrams)
      reasons.push({ code: 'Overweight', message: t(locale, 'shippingOverweight').replace('{max}', String(kg(m.maxWeightGrams))) });
    if (Math.max(q.length, q.width, q.height) > m.maxSideCm)
      reasons.push({ code: 'Oversize', message: t(locale, 'shippingOversize').replace('{max}', String(m.maxSideCm)) });
    if (q.goodsTypeId && !m.allowedGoodsTypeIds.includes(q.goodsTypeId))
      reasons.push({ code: 'GoodsTypeNotAllowed', message: t(locale, 'shippingGoodsTypeNotAllowed') });
    if (reasons.length) {
      unavailable.push({ methodId: m.id, name, methodType: typeRef(cat, m.methodTypeId), reasons });
      continue;
    }
    const p = pricing(m, match.rate);
    const fee = calculateFee(q, p);
    const surcharges: FeeQuote['surcharges'] = [];
    if (m.fuelSurchargeBp > 0) surcharges.push({ code: 'FUEL', name: t(locale, 'surchargeFuel'), rate: m.fuelSurchargeBp / 100, amount: money(fee.fuel) });
    if (m.handlingFee > 0) surcharges.push({ code: 'HANDLING', name: t(locale, 'surchargeHandling'), rate: null, amount: money(fee.handling) });
    items.push({
      methodId: m.id,
      name,
      methodType: typeRef(cat, m.methodTypeId),
      transitDays: { min: m.transitDaysMin, max: m.transitDaysMax },
      zone: { id: match.zone.id, name: pick(locale, match.zone.nameZh, match.zone.nameEn) },
      actualWeight: kg(fee.actualGrams),
      volumetricWeight: kg(fee.volumetricGrams),
      volumetricDivisor: m.volumetricDivisor,
      chargeableWeight: kg(fee.chargeableGrams),
      firstWeight: kg(m.firstWeightGrams),
      firstWeightPrice: money(p.firstWeightPrice),
      additionalWeight: kg(fee.additionalGrams),
      additionalUnitWeight: kg(m.additionalWeightGrams),
      additionalUnitPrice: money(p.additionalPrice),
      additionalUnits: fee.additionalUnits,
      additionalPrice: money(fee.additionalAmount),
      freight: money(fee.freight),
      surcharges,
      total: money(fee.total),
      currency: cat.currency,
      restrictions: pick(locale, m.restrictionsZh, m.restrictionsEn),
    });
  }
  items.sort((a, b) => a.total - b.total || a.methodId.localeCompare(b.methodId));
  return { totalCount: items.length, items, currency: cat.currency, unavailable };
}
