// The owner columns of per-tenant tables: the tenant and the member. Apart from columns.ts because they
// refer to core.ts's tables and core.ts itself imports columns.ts.
import { text } from 'drizzle-orm/pg-core';
import { tenants, users } from './core.ts';

export const tenantId = () =>
  text('tenant_id')
    .notNull()
    .references(() => tenants.id);

/** The member a row belongs to, where it always has one. */
export const userId = () =>
  text('user_id')
    .notNull()
    .references(() => users.id);

/** The member a row belongs to, where it may have none (system rows, unclaimed arrivals …). */
export const optionalUserId = () => text('user_id').references(() => users.id);

/** `tenantId` / `userId` of a member's own row. */
export const memberOwned = () => ({ tenantId: tenantId(), userId: userId() });
