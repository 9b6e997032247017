// Coupons (templates, the coupons members hold, their use on orders) and the points ledger; the wallet
// itself is the ledger of ./money.ts.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './core.ts';
import { createdAt, descriptions, memberTimelineIndex, names, sortOrder, ts } from './columns.ts';
import { memberOwned, tenantId } from './tenant-columns.ts';

/** What a coupon is worth and where it applies: shared by templates and the coupons handed out. */
const couponFace = () => ({
  ...names(),
  ...descriptions(),
  /** CouponKind: COUPON 10 (amount off), DISCOUNT_VOUCHER 20 (percent off). */
  kind: integer('kind').notNull(),
  /** COUPON: minor units off. */
  amountOff: integer('amount_off'),
  /** DISCOUNT_VOUCHER: hundredths of a percent off (1250 = 12.5 %). */
  percentOffBp: integer('percent_off_bp'),
  /** DISCOUNT_VOUCHER: the most it takes off, minor units; null = no cap. */
  maxDiscount: integer('max_discount'),
  /** Usable when the fee before discount reaches this, minor units. */
  threshold: integer('threshold').notNull().default(0),
  /** CouponBusinessType. */
  businessType: integer('business_type').notNull().default(10),
  /** CouponAppliesTo values. */
  appliesTo: integer('applies_to').array().notNull(),
  /** CouponReceiveType. */
  receiveType: integer('receive_type').notNull(),
});

export const couponTemplates = pgTable(
  'coupon_templates',
  {
    id: text('id').primaryKey(), // CT…
    tenantId: tenantId(),
    ...couponFace(),
    /** POINTS coupons: points per coupon. */
    pointsCost: integer('points_cost'),
    /** Coupons to hand out in all; null = unlimited. `issued` never passes it (conditional update + check). */
    stock: integer('stock'),
    issued: integer('issued').notNull().default(0),
    perCustomerLimit: integer('per_customer_limit').notNull().default(1),
    /** Validity: fixed dates, or N days from receipt. */
    validFrom: ts('valid_from'),
    validTo: ts('valid_to'),
    validDays: integer('valid_days'),
    /** The campaign's window for receiving. */
    receiveFrom: ts('receive_from'),
    receiveUntil: ts('receive_until'),
    enabled: boolean('enabled').notNull().default(true),
    sort: sortOrder(),
    createdAt: createdAt(),
  },
  (t) => [
    index('coupon_templates_tenant_idx').on(t.tenantId, t.receiveType, t.enabled),
    check('coupon_templates_stock', sql`${t.stock} IS NULL OR ${t.issued} <= ${t.stock}`),
    check('coupon_templates_validity', sql`${t.validDays} IS NOT NULL OR ${t.validTo} IS NOT NULL`),
  ],
);

export const memberCoupons = pgTable(
  'member_coupons',
  {
    id: text('id').primaryKey(), // COUPON…
    ...memberOwned(),
    templateId: text('template_id').references(() => couponTemplates.id),
    ...couponFace(),
    /** MyCouponStatus: NORMAL 1, USED 10, EXPIRED 20, CANCEL 30. */
    status: integer('status').notNull(),
    startsAt: ts('starts_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    /** The unpaid order holding it (see coupon_usages). */
    lockedBy: text('locked_by'),
    /** Removed from the member's list (used, expired or cancelled coupons only). */
    hiddenAt: ts('hidden_at'),
    createdAt: createdAt(),
  },
  (t) => [index('member_coupons_user_idx').on(t.tenantId, t.userId, t.status), index('member_coupons_template_idx').on(t.templateId, t.userId)],
);

/** A coupon on an order: locked when the order takes it, used on payment, released on cancel, returned after a refund. */
export const couponUsages = pgTable(
  'coupon_usages',
  {
    id: text('id').primaryKey(), // CU…
    ...memberOwned(),
    memberCouponId: text('member_coupon_id')
      .notNull()
      .references(() => memberCoupons.id),
    orderRef: text('order_ref').notNull(),
    /** CouponAppliesTo of the order. */
    orderKind: integer('order_kind').notNull(),
    fee: integer('fee').notNull(),
    discount: integer('discount').notNull(),
    /** locked | used | released | returned */
    state: text('state').notNull(),
    lockedAt: ts('locked_at').notNull().defaultNow(),
    usedAt: ts('used_at'),
    releasedAt: ts('released_at'),
  },
  (t) => [
    uniqueIndex('coupon_usages_one_per_coupon_uq')
      .on(t.memberCouponId)
      .where(sql`${t.state} IN ('locked', 'used')`),
    uniqueIndex('coupon_usages_one_per_order_uq')
      .on(t.tenantId, t.orderRef)
      .where(sql`${t.state} IN ('locked', 'used')`),
    index('coupon_usages_user_idx').on(t.tenantId, t.userId, t.lockedAt),
  ],
);

/** A member's points: the cached balance, always the sum of their lines. */
export const pointsAccounts = pgTable(
  'points_accounts',
  {
    tenantId: tenantId(),
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id),
    balance: integer('balance').notNull().default(0),
  },
  (t) => [check('points_accounts_not_negative', sql`${t.balance} >= 0`)],
);

/** The points ledger: append-only lines with the balance after each; credited lines are lots spent first-to-expire first. */
export const pointsEntries = pgTable(
  'points_entries',
  {
    id: text('id').primaryKey(), // PT…
    ...memberOwned(),
    /** earn | exchange | deduct | return | adjust | expire */
    kind: text('kind').notNull(),
    points: integer('points').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    /** The coupon, order or adjustment the line belongs to. */
    ref: text('ref'),
    /** A staff note (adjustments), as written. */
    note: text('note'),
    /** Credited lines: what is left unspent, and when that expires. */
    remaining: integer('remaining').notNull().default(0),
    expiresAt: ts('expires_at'),
    createdAt: createdAt(),
  },
  (t) => [
    memberTimelineIndex('points_entries_user_idx', t),
    index('points_entries_lots_idx')
      .on(t.userId, t.expiresAt)
      .where(sql`${t.remaining} > 0`),
    // An order earns, is paid with, and gets back its points once each.
    uniqueIndex('points_entries_once_uq')
      .on(t.tenantId, t.userId, t.kind, t.ref)
      .where(sql`${t.kind} IN ('earn', 'deduct', 'return')`),
    check('points_entries_remaining', sql`${t.remaining} >= 0 AND ${t.remaining} <= GREATEST(${t.points}, 0)`),
  ],
);
