// Waybills (combined orders; a logistics order is the same record seen as a bill) with their history and
// tracking events. Money: integer minor units of the tenant's site currency; weights grams; sizes cm.
// Parcels: ./parcels.ts (a parcel's combined_order_id names its waybill).
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { StoredQuote, AddressSnapshot } from './order-json.ts';
import { createdAt, memberTimelineIndex, timestamps, ts } from './columns.ts';
import { memberOwned } from './tenant-columns.ts';

export const combinedOrders = pgTable(
  'combined_orders',
  {
    id: text('id').primaryKey(), // L…
    ...memberOwned(),
    /** CombinedOrderStatus (SPEC section 3). */
    status: integer('status').notNull(),
    /** PaymentTiming of the tenant when submitted. */
    paymentTiming: integer('payment_timing').notNull().default(10),
    deliveryMode: integer('delivery_mode').notNull().default(1),
    warehouseId: text('warehouse_id'),
    methodId: text('method_id'),
    address: jsonb('address').$type<AddressSnapshot>(),
    /** The address-book entry the address was copied from (null when it came from a spreadsheet). */
    addressId: text('address_id'),
    /** Transhipment orders: the customer's estimate while the parcel is not weighed. */
    estimatedWeightGrams: integer('estimated_weight_grams'),
    customsId: text('customs_id'),
    /** Waybill-level additional services chosen at submit. */
    serviceIds: text('service_ids').array().notNull().default([]),
    remark: text('remark'),
    /** The quote as submitted (lines, weights) and, once weighed, as charged. */
    estimate: jsonb('estimate').$type<StoredQuote>(),
    final: jsonb('final').$type<StoredQuote>(),
    estimatedTotal: integer('estimated_total').notNull().default(0),
    finalTotal: integer('final_total'),
    /** What the customer has to pay now (the first payment, or a weighing difference). */
    amountDue: integer('amount_due').notNull().default(0),
    /** Everything paid so far minus refunds. */
    paidTotal: integer('paid_total').notNull().default(0),
    /** The successful first payment (transaction record) that later charges and refunds link to. */
    paymentId: text('payment_id'),
    couponDiscount: integer('coupon_discount').notNull().default(0),
    pointsUsed: integer('points_used').notNull().default(0),
    pointsEarned: integer('points_earned').notNull().default(0),
    finalWeightGrams: integer('final_weight_grams'),
    lengthCm: integer('length_cm'),
    widthCm: integer('width_cm'),
    heightCm: integer('height_cm'),
    boxPhoto: text('box_photo'),
    carrierName: text('carrier_name'),
    carrierTrackingNumber: text('carrier_tracking_number'),
    cancelReason: text('cancel_reason'),
    rating: integer('rating'),
    reviewComment: text('review_comment'),
    paidAt: ts('paid_at'),
    shippedAt: ts('shipped_at'),
    deliveredAt: ts('delivered_at'),
    signedAt: ts('signed_at'),
    canceledAt: ts('canceled_at'),
    ...timestamps(),
  },
  (t) => [
    index('combined_orders_user_status_idx').on(t.tenantId, t.userId, t.status),
    memberTimelineIndex('combined_orders_user_created_idx', t),
    index('combined_orders_carrier_number_idx').on(t.tenantId, t.carrierTrackingNumber),
    index('combined_orders_user_mode_idx').on(t.tenantId, t.userId, t.deliveryMode, t.status),
    // The member's list of one delivery mode in time order, with the status its tabs filter on (docs/decisions.md "Lists at scale").
    index('combined_orders_member_list_idx').on(t.tenantId, t.userId, t.deliveryMode, t.createdAt, t.id, t.status),
  ],
);

/** The waybill a history line, tracking event or note belongs to; they go with it. */
const combinedOrderId = () =>
  text('order_id')
    .notNull()
    .references(() => combinedOrders.id, { onDelete: 'cascade' });

/** Every change of a waybill, written in the same transaction as the change. */
export const combinedOrderHistory = pgTable(
  'combined_order_history',
  {
    id: text('id').primaryKey(), // LH…
    orderId: combinedOrderId(),
    /** COMBINED_ORDER_ACTIONS. */
    action: text('action').notNull(),
    /** customer, staff or system. */
    actor: text('actor').notNull(),
    /** Free text as written (a reason, tracking numbers, a place); never an amount. */
    note: text('note'),
    /** The fee difference the change settled, signed minor units (+ charged or due, − refunded); null when none. */
    amount: integer('amount'),
    createdAt: createdAt(),
  },
  (t) => [index('combined_order_history_order_idx').on(t.orderId, t.createdAt)],
);

/** Tracking: warehouse events and carrier checkpoints, normalised to TRACKING_STATUSES with the raw text kept. */
export const combinedOrderEvents = pgTable(
  'combined_order_events',
  {
    id: text('id').primaryKey(), // LE…
    orderId: combinedOrderId(),
    status: text('status').notNull(),
    source: text('source').notNull(),
    location: text('location'),
    text: text('text').notNull(),
    occurredAt: ts('occurred_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('combined_order_events_order_idx').on(t.orderId, t.occurredAt)],
);

/** Notes on an order between the customer and the warehouse (GET /u/order/orderNotes/{id}). */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: text('id').primaryKey(), // ON…
    orderId: combinedOrderId(),
    /** customer or staff. */
    author: text('author').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.createdAt)],
);
