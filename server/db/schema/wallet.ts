// Points (total = SUM(points)) and member coupons; the wallet is the ledger of ./money.ts.
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './core.ts';
import { createdAt, names, ts } from './columns.ts';
import { tenantId } from './tenant-columns.ts';


export const pointsEntries = pgTable(
  'points_entries',
  {
    id: text('id').primaryKey(), // PT…
    tenantId: tenantId(),
    userId: text('user_id').notNull().references(() => users.id),
    points: integer('points').notNull(),
    kind: text('kind').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('points_entries_user_idx').on(t.tenantId, t.userId, t.createdAt)],
);

export const memberCoupons = pgTable(
  'member_coupons',
  {
    id: text('id').primaryKey(), // COUPON…
    tenantId: tenantId(),
    userId: text('user_id').notNull().references(() => users.id),
    ...names(),
    /** CouponKind: COUPON 10, DISCOUNT_VOUCHER 20. */
    kind: integer('kind').notNull(),
    /** Minor units (COUPON) or percent off (DISCOUNT_VOUCHER). */
    value: integer('value').notNull(),
    /** Minimum order amount, minor units. */
    threshold: integer('threshold').notNull().default(0),
    /** MyCouponStatus: NORMAL 1, USED 10, EXPIRED 20, CANCEL 30. */
    status: integer('status').notNull(),
    expiresAt: ts('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('member_coupons_user_idx').on(t.tenantId, t.userId, t.status)],
);
