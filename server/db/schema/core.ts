// One Drizzle schema for both drivers (PGlite and node-postgres).
// Money: integer minor units. Timestamps: precision 3. Plain ascending indexes only.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identityId, names, sortOrder, ts } from './columns.ts';

export const tenants = pgTable('tenants', {
  id: text('id').primaryKey(), // T…
  name: text('name').notNull(),
  /** PaymentTiming: PayFirstAndPack 10 (pay at submit) or PackFirstAndPayLater 20 (pay once weighed). */
  paymentTiming: integer('payment_timing').notNull().default(10),
  createdAt: createdAt(),
});

export const sites = pgTable(
  'sites',
  {
    id: text('id').primaryKey(), // S…
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** Lowercase host name without port. */
    domain: text('domain').notNull(),
    theme: text('theme').notNull(),
    logo: text('logo').notNull(),
    favicon: text('favicon').notNull(),
    displaySiteName: text('display_site_name').notNull(),
    dispalyCompanyName: text('dispaly_company_name').notNull(),
    weChatQrCodeUrl: text('we_chat_qr_code_url').notNull(),
    baseCurrencyName: text('base_currency_name').notNull(),
    baseCurrencySymbol: text('base_currency_symbol').notNull(),
    baseCurrencyCode: text('base_currency_code').notNull(),
    sort: sortOrder(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sites_domain_uq').on(t.domain), index('sites_tenant_idx').on(t.tenantId)],
);

export const navigationItems = pgTable(
  'navigation_items',
  {
    id: text('id').primaryKey(), // N…
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** NavPosition: Main 1, Bottom 2. */
    position: integer('position').notNull(),
    parentId: text('parent_id'),
    sort: sortOrder(),
    linkType: integer('link_type').notNull(),
    linkSourceValue: text('link_source_value'),
    /** LinkTarget: Self 1, Blank 2 (spelt as in the contract). */
    extenalUrlTarget: integer('extenal_url_target').notNull().default(1),
    displayColor: text('display_color'),
    color: text('color'),
    ...names(),
    createdAt: createdAt(),
  },
  (t) => [index('navigation_items_tenant_position_idx').on(t.tenantId, t.position, t.sort)],
);

export const statusDefinitions = pgTable(
  'status_definitions',
  {
    id: identityId(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** OrderKind: MyParcel 10, CombinedOrder 20. */
    type: integer('type').notNull(),
    status: integer('status').notNull(),
    ...names(),
    sort: sortOrder(),
  },
  (t) => [uniqueIndex('status_definitions_uq').on(t.tenantId, t.type, t.status)],
);

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(), // U…
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userName: text('user_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    name: text('name'),
    /** UserType: Admin 1, Customer 2, PickupStationOwner 4. */
    userType: integer('user_type').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_tenant_user_name_uq').on(t.tenantId, sql`lower(${t.userName})`),
    index('users_tenant_email_idx').on(t.tenantId, sql`lower(${t.email})`),
    index('users_tenant_phone_idx').on(t.tenantId, t.phone),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    /** sha256 (hex) of the opaque token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [uniqueIndex('sessions_token_hash_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);
