// Reference data: countries, regions, region groups (global); member levels, warehouses, customer
// service contacts and tips (per tenant).
import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { identityId, names, sortOrder } from './columns.ts';
import { tenantId } from './tenant-columns.ts';

export const countries = pgTable('countries', {
  /** ISO 3166-1 alpha-2. */
  code: text('code').primaryKey(),
  ...names(),
  /** Dialing code, digits only (86, 1, 60…). */
  internationalCode: text('international_code').notNull(),
  /** Anchored regular expression the postcode must match, when the country uses postcodes. */
  postcodePattern: text('postcode_pattern'),
  sort: sortOrder(),
});

export const regions = pgTable(
  'regions',
  {
    id: identityId(),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
    parentId: integer('parent_id'),
    code: text('code'),
    ...names(),
    sort: sortOrder(),
  },
  (t) => [index('regions_country_idx').on(t.countryCode, t.sort)],
);

export const regionGroups = pgTable('region_groups', {
  id: identityId(),
  ...names(),
  sort: sortOrder(),
});

export const regionGroupCountries = pgTable(
  'region_group_countries',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => regionGroups.id),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.countryCode] })],
);

export const memberLevels = pgTable(
  'member_levels',
  {
    id: identityId(),
    tenantId: tenantId(),
    ...names(),
    /** Points needed to reach the level. */
    minPoints: integer('min_points').notNull().default(0),
    /** Shipping-fee discount in percent (0–100). */
    discountPercent: integer('discount_percent').notNull().default(0),
    sort: sortOrder(),
  },
  (t) => [index('member_levels_tenant_idx').on(t.tenantId, t.sort)],
);

export const warehouses = pgTable(
  'warehouses',
  {
    id: text('id').primaryKey(), // W…
    tenantId: tenantId(),
    ...names(),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
    regionId: integer('region_id'),
    city: text('city').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    postcode: text('postcode'),
    phone: text('phone').notNull(),
    /** Receiver line of the member's personal warehouse address: {name} and {memberCode}. */
    receiverNameTemplate: text('receiver_name_template').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    sort: sortOrder(),
  },
  (t) => [index('warehouses_tenant_idx').on(t.tenantId, t.sort)],
);

export const customerServiceContacts = pgTable(
  'customer_service_contacts',
  {
    id: identityId(),
    tenantId: tenantId(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    weChat: text('we_chat'),
    email: text('email'),
    phone: text('phone'),
    workingHoursZh: text('working_hours_zh').notNull(),
    workingHoursEn: text('working_hours_en').notNull(),
  },
  (t) => [index('customer_service_contacts_tenant_idx').on(t.tenantId)],
);

export const tips = pgTable(
  'tips',
  {
    id: identityId(),
    tenantId: tenantId(),
    /** Where the tip shows, e.g. WAREHOUSE_ADDRESS, ADDRESS, WALLET. */
    code: text('code').notNull(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    contentZh: text('content_zh').notNull(),
    contentEn: text('content_en').notNull(),
    sort: sortOrder(),
  },
  (t) => [index('tips_tenant_idx').on(t.tenantId, t.code, t.sort)],
);
