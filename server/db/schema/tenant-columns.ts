// The owning-tenant column of per-tenant tables. Apart from columns.ts because it refers to core.ts's
// tenants table and core.ts itself imports columns.ts.
import { text } from 'drizzle-orm/pg-core';
import { tenants } from './core.ts';

export const tenantId = () =>
  text('tenant_id')
    .notNull()
    .references(() => tenants.id);
