// Parcels: forecasts and arrivals, their goods lines, chosen services, photos, history, and each tenant's
// storage policy. Money: integer minor units of the tenant's site currency. Weights: grams; sizes: cm.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenants } from './core.ts';
import { createdAt, sortOrder, storedFile, timestamps, ts } from './columns.ts';
import { optionalUserId, tenantId, userId } from './tenant-columns.ts';
import { warehouses } from './reference.ts';
import { additionalServices } from './shipping.ts';

export const parcels = pgTable(
  'parcels',
  {
    id: text('id').primaryKey(), // P…
    tenantId: tenantId(),
    /** Null while an arrival waits unclaimed (no member code on the label, no forecast). */
    userId: optionalUserId(),
    /** ParcelStatus (SPEC section 3). */
    status: integer('status').notNull(),
    /** Trimmed, upper-cased (TRACKING_NUMBER_PATTERN). */
    trackingNumber: text('tracking_number').notNull(),
    carrierCode: text('carrier_code').notNull().default('OTHER'),
    carrierName: text('carrier_name').notNull().default(''),
    warehouseId: text('warehouse_id').references(() => warehouses.id),
    /** DeliveryMode: DirectDelivery 1 (consolidate), Transshipment 2 (forward as is). */
    deliveryMode: integer('delivery_mode').notNull().default(1),
    /** Summary of the goods lines (the first line's name), kept for lists. */
    declaredName: text('declared_name'),
    /** Sum of the goods lines, minor units of `currency`. */
    declaredValue: integer('declared_value').notNull().default(0),
    currency: text('currency').notNull().default('CNY'),
    isInsurance: boolean('is_insurance').notNull().default(false),
    remark: text('remark'),
    weightGrams: integer('weight_grams'),
    lengthCm: integer('length_cm'),
    widthCm: integer('width_cm'),
    heightCm: integer('height_cm'),
    /** The member code read from the label at arrival, if any. */
    labelMemberCode: text('label_member_code'),
    abnormalReason: text('abnormal_reason'),
    cancelReason: text('cancel_reason'),
    /** The waybill it joined (the waybills issue); the storage clock stops then. */
    combinedOrderId: text('combined_order_id'),
    selectedToSubmit: boolean('selected_to_submit').notNull().default(false),
    arrivedAt: ts('arrived_at'),
    inboundAt: ts('inbound_at'),
    /** When the storage clock stopped (joined a waybill, left the warehouse). */
    storageStoppedAt: ts('storage_stopped_at'),
    outAt: ts('out_at'),
    canceledAt: ts('canceled_at'),
    ...timestamps(),
  },
  (t) => [
    index('parcels_user_status_idx').on(t.tenantId, t.userId, t.status),
    // The member's list (docs/decisions.md "Lists at scale"): its order, then the columns its filters read,
    // so a page, a deep page, the count and a number search are answered from the index alone.
    index('parcels_member_list_idx').on(t.tenantId, t.userId, t.createdAt, t.id, t.status, t.trackingNumber),
    index('parcels_combined_order_idx')
      .on(t.combinedOrderId)
      .where(sql`${t.combinedOrderId} IS NOT NULL`),
    index('parcels_tracking_idx').on(t.tenantId, t.trackingNumber),
    // A member forecasts a number once (while not cancelled); members do not see each other's numbers, so
    // several may forecast the same one (docs/decisions.md "Hardening, round two").
    uniqueIndex('parcels_member_tracking_uq')
      .on(t.tenantId, t.userId, t.trackingNumber)
      .where(sql`status <> 210 AND user_id IS NOT NULL`),
    // At most one parcel of a number that has arrived (Arrived or later, not cancelled) in a tenant.
    uniqueIndex('parcels_arrived_tracking_uq')
      .on(t.tenantId, t.trackingNumber)
      .where(sql`status NOT IN (50, 210)`),
  ],
);

/**
 * The staff's decisions on claims: a member's forecast (NotArrival) whose number matches an arrival nobody's
 * label names is a pending claim until staff approve it (the arrival becomes that forecast) or refuse it.
 */
export const parcelClaims = pgTable(
  'parcel_claims',
  {
    id: text('id').primaryKey(), // PC…
    tenantId: tenantId(),
    /** The claiming member's forecast. */
    forecastId: text('forecast_id')
      .notNull()
      .references(() => parcels.id),
    /** The unclaimed arrival it asked for. */
    arrivalId: text('arrival_id')
      .notNull()
      .references(() => parcels.id),
    userId: userId(),
    /** approved | refused | givenToAnother (another member's claim of the arrival was approved). */
    decision: text('decision').notNull(),
    /** The staff's reason for a refusal, shown to the member. */
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('parcel_claims_pair_uq').on(t.forecastId, t.arrivalId), index('parcel_claims_arrival_idx').on(t.arrivalId)],
);

/** The parcel a goods line, service, photo or log line belongs to; they go with it. */
const parcelId = () =>
  text('parcel_id')
    .notNull()
    .references(() => parcels.id, { onDelete: 'cascade' });

export const parcelGoods = pgTable(
  'parcel_goods',
  {
    id: text('id').primaryKey(), // PG…
    parcelId: parcelId(),
    declaredName: text('declared_name').notNull(),
    declaredNameId: text('declared_name_id'),
    goodsTypeId: text('goods_type_id').notNull(),
    quantity: integer('quantity').notNull(),
    /** Minor units of `currency`. */
    unitValue: integer('unit_value').notNull(),
    currency: text('currency').notNull(),
    sort: sortOrder(),
  },
  (t) => [index('parcel_goods_parcel_idx').on(t.parcelId, t.sort)],
);

export const parcelServices = pgTable(
  'parcel_services',
  {
    parcelId: parcelId(),
    additionalServiceId: text('additional_service_id')
      .notNull()
      .references(() => additionalServices.id),
    /** The price when chosen, minor units. */
    price: integer('price').notNull(),
  },
  (t) => [primaryKey({ columns: [t.parcelId, t.additionalServiceId] })],
);

export const parcelPhotos = pgTable(
  'parcel_photos',
  {
    id: text('id').primaryKey(), // PH…
    parcelId: parcelId(),
    /** Generated file name under the photo folder; never a name a client sent. */
    ...storedFile(),
    createdAt: createdAt(),
  },
  (t) => [index('parcel_photos_parcel_idx').on(t.parcelId, t.createdAt)],
);

export const parcelActionLogs = pgTable(
  'parcel_action_logs',
  {
    id: text('id').primaryKey(), // PL…
    parcelId: parcelId(),
    /** PARCEL_ACTIONS (lib/contract/schemas/parcels.ts). */
    action: text('action').notNull(),
    /** customer | staff | system */
    actor: text('actor').notNull(),
    warehouseId: text('warehouse_id'),
    /** Free text as written (a reason, names, measures); never money. */
    note: text('note'),
    /** The money the line speaks of, signed minor units in the parcel's currency (a declaration edit: the new declared total); null when none. */
    amount: integer('amount'),
    createdAt: createdAt(),
  },
  (t) => [index('parcel_action_logs_parcel_idx').on(t.parcelId, t.createdAt)],
);

/** Free storage days from Inbound, then a daily fee (docs/decisions.md "Storage"). */
export const storagePolicies = pgTable('storage_policies', {
  tenantId: text('tenant_id')
    .primaryKey()
    .references(() => tenants.id),
  freeDays: integer('free_days').notNull(),
  /** Minor units per parcel per day past the free days. */
  feePerDay: integer('fee_per_day').notNull(),
  warningDays: integer('warning_days').notNull().default(7),
});
