// Shipping per tenant: method types, goods types, methods, zones with per-zone rates, additional services,
// declared names. Money: integer minor units of the tenant's site currency. Weights: integer grams.
// Countries are referred to by ISO 3166-1 alpha-2 code text (the reference module owns the country table).
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, descriptions, names, sortOrder } from './columns.ts';
import { tenantId } from './tenant-columns.ts';

export const shippingMethodTypes = pgTable(
  'shipping_method_types',
  {
    id: text('id').primaryKey(), // SMT…
    tenantId: tenantId(),
    /** AIR, SEA, RAIL, EXPRESS */
    code: text('code').notNull(),
    ...names(),
    sort: sortOrder(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('shipping_method_types_code_uq').on(t.tenantId, t.code)],
);

export const goodsTypes = pgTable(
  'goods_types',
  {
    id: text('id').primaryKey(), // GT…
    tenantId: tenantId(),
    code: text('code').notNull(),
    ...names(),
    ...descriptions(),
    sort: sortOrder(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('goods_types_code_uq').on(t.tenantId, t.code)],
);

export const shippingMethods = pgTable(
  'shipping_methods',
  {
    id: text('id').primaryKey(), // SM…
    tenantId: tenantId(),
    methodTypeId: text('method_type_id')
      .notNull()
      .references(() => shippingMethodTypes.id),
    code: text('code').notNull(),
    ...names(),
    carrierCode: text('carrier_code').notNull(),
    carrierName: text('carrier_name').notNull(),
    carrierTrackingUrl: text('carrier_tracking_url'),
    transitDaysMin: integer('transit_days_min').notNull(),
    transitDaysMax: integer('transit_days_max').notNull(),
    /** cm³ per kg: volumetric kg = L × W × H / divisor. */
    volumetricDivisor: integer('volumetric_divisor').notNull(),
    firstWeightGrams: integer('first_weight_grams').notNull(),
    /** Default prices; a zone rate overrides them for its destinations. */
    firstWeightPrice: integer('first_weight_price').notNull(),
    additionalWeightGrams: integer('additional_weight_grams').notNull(),
    additionalPrice: integer('additional_price').notNull(),
    /** Fuel surcharge in basis points of the freight (1250 = 12.5 %); 0 = none. */
    fuelSurchargeBp: integer('fuel_surcharge_bp').notNull().default(0),
    handlingFee: integer('handling_fee').notNull().default(0),
    maxWeightGrams: integer('max_weight_grams').notNull(),
    maxSideCm: integer('max_side_cm').notNull(),
    /** Goods type ids this method accepts. */
    allowedGoodsTypeIds: text('allowed_goods_type_ids').array().notNull(),
    restrictionsZh: text('restrictions_zh').notNull().default(''),
    restrictionsEn: text('restrictions_en').notNull().default(''),
    sort: sortOrder(),
    createdAt: createdAt(),
  },
  (t) => [index('shipping_methods_tenant_idx').on(t.tenantId, t.sort)],
);

export const shippingZones = pgTable(
  'shipping_zones',
  {
    id: text('id').primaryKey(), // SZ…
    tenantId: tenantId(),
    ...names(),
    /** ISO 3166-1 alpha-2 codes. */
    countryCodes: text('country_codes').array().notNull(),
    /** Optional region ids (reference module); empty = the whole countries. */
    regionIds: text('region_ids').array().notNull(),
    sort: sortOrder(),
    createdAt: createdAt(),
  },
  (t) => [index('shipping_zones_tenant_idx').on(t.tenantId)],
);

export const shippingRates = pgTable(
  'shipping_rates',
  {
    id: text('id').primaryKey(), // SR…
    tenantId: tenantId(),
    methodId: text('method_id')
      .notNull()
      .references(() => shippingMethods.id),
    zoneId: text('zone_id')
      .notNull()
      .references(() => shippingZones.id),
    firstWeightPrice: integer('first_weight_price').notNull(),
    additionalPrice: integer('additional_price').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('shipping_rates_method_zone_uq').on(t.methodId, t.zoneId), index('shipping_rates_tenant_idx').on(t.tenantId)],
);

export const additionalServices = pgTable(
  'additional_services',
  {
    id: text('id').primaryKey(), // AS…
    tenantId: tenantId(),
    code: text('code').notNull(),
    ...names(),
    ...descriptions(),
    /** FIXED (price in minor units) or PERCENT (rateBp of the declared value, at least price). */
    priceType: text('price_type').notNull(),
    price: integer('price').notNull().default(0),
    rateBp: integer('rate_bp').notNull().default(0),
    sort: sortOrder(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('additional_services_code_uq').on(t.tenantId, t.code)],
);

export const declaredNames = pgTable(
  'declared_names',
  {
    id: text('id').primaryKey(), // DN…
    tenantId: tenantId(),
    parentId: text('parent_id'),
    ...names(),
    hsCode: text('hs_code'),
    sort: sortOrder(),
    createdAt: createdAt(),
  },
  (t) => [index('declared_names_tenant_idx').on(t.tenantId, t.parentId)],
);
