// Accounts: one-time codes, the local outbox, login throttling, login / pre-auth codes, member profile,
// notification settings, addresses and member tags.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './core.ts';
import { createdAt, identityId, names, timestamps, ts, updatedAt } from './columns.ts';
import { memberOwned, optionalUserId, tenantId } from './tenant-columns.ts';

/** One-time verification codes (6 digits); only a salted sha256 of the code is stored. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: text('id').primaryKey(), // VC…
    tenantId: tenantId(),
    /** Normalized target: `email:<lowercase>` or `phone:<digits>`. */
    target: text('target').notNull(),
    /** register | login | reset | bind | change-contact */
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** False when the target had no account (login/reset): nothing was sent. */
    delivered: boolean('delivered').notNull().default(true),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    consumedAt: ts('consumed_at'),
  },
  (t) => [index('verification_codes_target_idx').on(t.tenantId, t.target, t.createdAt)],
);

/** Local delivery of e-mail / SMS (embedded default): the demo and the tests read it. */
export const outbox = pgTable(
  'outbox',
  {
    id: identityId(),
    tenantId: text('tenant_id'),
    /** email | sms */
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient, t.createdAt)],
);

/** Failed sign-in attempts, counted in a sliding 15-minute window. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: identityId(),
    tenantId: text('tenant_id').notNull(),
    /** account | address */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_failures_key_idx').on(t.tenantId, t.scope, t.key, t.createdAt)],
);

/** One-time login codes (kind login) and browser-extension pre-auth codes (kind pre-auth). */
export const loginCodes = pgTable(
  'login_codes',
  {
    id: text('id').primaryKey(), // LC…
    tenantId: tenantId(),
    /** login | pre-auth */
    kind: text('kind').notNull(),
    codeHash: text('code_hash').notNull(),
    /** The member: set at issue for login codes, at bind for pre-auth codes. */
    userId: optionalUserId(),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    boundAt: ts('bound_at'),
    consumedAt: ts('consumed_at'),
  },
  (t) => [uniqueIndex('login_codes_hash_uq').on(t.codeHash), index('login_codes_user_idx').on(t.userId)],
);

/** Per-member data beyond the core users row. */
export const memberProfiles = pgTable(
  'member_profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id),
    tenantId: tenantId(),
    /** Short code the warehouse matches parcels by, e.g. GS123456. */
    memberCode: text('member_code').notNull(),
    /** International dialing code of users.phone, digits only (e.g. 86). */
    internationalCode: text('international_code'),
    levelId: integer('level_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('member_profiles_code_uq').on(t.tenantId, t.memberCode)],
);

export const notificationSettings = pgTable('notification_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id),
  tenantId: tenantId(),
  /** { [event]: { site, email, sms } } — missing entries take the defaults. */
  settings: jsonb('settings').notNull(),
  updatedAt: updatedAt(),
});

/** One table behind both address API families (/u/user/address and /u/memberAddress). */
export const userAddresses = pgTable(
  'user_addresses',
  {
    id: text('id').primaryKey(), // ADDR…
    ...memberOwned(),
    recipientName: text('recipient_name').notNull(),
    internationalCode: text('international_code').notNull(),
    phone: text('phone').notNull(),
    countryCode: text('country_code').notNull(),
    regionId: integer('region_id'),
    city: text('city').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    postcode: text('postcode'),
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    index('user_addresses_user_idx').on(t.userId, t.createdAt),
    // At most one default per member, enforced by the database too.
    uniqueIndex('user_addresses_one_default_uq')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

export const memberTags = pgTable(
  'member_tags',
  {
    id: identityId(),
    ...memberOwned(),
    ...names(),
    color: text('color'),
    createdAt: createdAt(),
  },
  (t) => [index('member_tags_user_idx').on(t.userId)],
);
