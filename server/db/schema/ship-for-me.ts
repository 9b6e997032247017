// Ship-for-me: goods a member collected on shopping sites (the cart and what became of each good) and the
// enquiries the warehouse answers. Prices: integer minor units of the good's own currency; weights grams.
// A good points at what it became: a forecast parcel, an enquiry, a logistics order (combined_orders).
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AddressSnapshot } from './order-json.ts';
import { memberTimelineIndex, timestamps, ts } from './columns.ts';
import { memberOwned } from './tenant-columns.ts';

export interface GoodHistoryEntry {
  at: string;
  action: string;
  ref: string | null;
}

export const shipForMeGoods = pgTable(
  'ship_for_me_goods',
  {
    id: text('id').primaryKey(), // G…
    ...memberOwned(),
    /** GoodStatus (lib/contract/ship-for-me-rules.ts). */
    status: integer('status').notNull(),
    source: text('source').notNull(),
    /** The hand-over's own key (the visitor's cart, the extension): a repeated hand-over adds nothing. */
    clientKey: text('client_key'),
    /** Page and spec (goodIdentity): one cart line per identity. */
    identity: text('identity').notNull(),
    platform: text('platform').notNull(),
    shopName: text('shop_name').notNull(),
    title: text('title').notNull(),
    url: text('url').notNull(),
    imageUrl: text('image_url'),
    spec: text('spec'),
    unitPrice: integer('unit_price').notNull(),
    currency: text('currency').notNull(),
    quantity: integer('quantity').notNull(),
    declaredName: text('declared_name').notNull(),
    goodsTypeId: text('goods_type_id').notNull(),
    declaredValue: integer('declared_value').notNull(),
    declaredQuantity: integer('declared_quantity').notNull(),
    parcelId: text('parcel_id'),
    enquiryId: text('enquiry_id'),
    orderId: text('order_id'),
    history: jsonb('history').$type<GoodHistoryEntry[]>().notNull().default([]),
    ...timestamps(),
  },
  (t) => [
    memberTimelineIndex('ship_for_me_goods_member_idx', t),
    uniqueIndex('ship_for_me_goods_client_key_uq').on(t.tenantId, t.userId, t.clientKey),
    index('ship_for_me_goods_identity_idx').on(t.tenantId, t.userId, t.identity),
    index('ship_for_me_goods_order_idx').on(t.orderId),
  ],
);

export const shipForMeEnquiries = pgTable(
  'ship_for_me_enquiries',
  {
    id: text('id').primaryKey(), // Q…
    ...memberOwned(),
    /** EnquiryStatus (lib/contract/ship-for-me-rules.ts). */
    status: integer('status').notNull(),
    warehouseId: text('warehouse_id').notNull(),
    address: jsonb('address').$type<AddressSnapshot>().notNull(),
    addressId: text('address_id'),
    remark: text('remark'),
    answerMethodId: text('answer_method_id'),
    answerWeightGrams: integer('answer_weight_grams'),
    /** The fee by the waybill's rules when answered, minor units of the wallet's currency. */
    answerTotal: integer('answer_total'),
    answerCurrency: text('answer_currency'),
    answerNote: text('answer_note'),
    answeredAt: ts('answered_at'),
    closedReason: text('closed_reason'),
    orderId: text('order_id'),
    ...timestamps(),
  },
  (t) => [memberTimelineIndex('ship_for_me_enquiries_member_idx', t), index('ship_for_me_enquiries_status_idx').on(t.tenantId, t.status)],
);
