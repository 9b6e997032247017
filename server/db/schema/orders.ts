// Minimal parcels and combined orders (waybills); later features extend these tables.
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tenants, users } from './core.ts';
import { createdAt } from './columns.ts';


export const parcels = pgTable(
  'parcels',
  {
    id: text('id').primaryKey(), // P…
    tenantId: text('tenant_id').notNull().references(() => tenants.id),
    userId: text('user_id').notNull().references(() => users.id),
    /** ParcelStatus (SPEC section 3). */
    status: integer('status').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    declaredName: text('declared_name'),
    /** Minor units of the site currency. */
    declaredValue: integer('declared_value').notNull().default(0),
    isInsurance: boolean('is_insurance').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('parcels_user_status_idx').on(t.tenantId, t.userId, t.status)],
);

export const combinedOrders = pgTable(
  'combined_orders',
  {
    id: text('id').primaryKey(), // L…
    tenantId: text('tenant_id').notNull().references(() => tenants.id),
    userId: text('user_id').notNull().references(() => users.id),
    /** CombinedOrderStatus (SPEC section 3). */
    status: integer('status').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('combined_orders_user_status_idx').on(t.tenantId, t.userId, t.status)],
);
