// Combined orders (waybills): minimal until the waybills issue extends them. Parcels: ./parcels.ts.
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tenants, users } from './core.ts';
import { createdAt } from './columns.ts';


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
