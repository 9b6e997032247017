// What the member sees: the coupon centre's offers, their coupons by status with the count of each, the
// usage record, giving a coupon up. Scoped to the member: another customer's or tenant's id is 404.
import { and, asc, count, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Locale } from '../../../lib/contract/constants.ts';
import type { CouponReceiveBlock } from '../../../lib/contract/coupon-rules.ts';
import { CouponReceiveType, MyCouponStatus } from '../../../lib/contract/enums.ts';
import type { Db } from '../../db/client.ts';
import { couponTemplates, couponUsages, memberCoupons } from '../../db/schema/index.ts';
import { ApiError } from '../../errors.ts';
import { ownedBy } from '../../kernel/customers.ts';
import { optionalPage } from '../../kernel/list.ts';
import { localized, toDecimal } from '../../kernel/localized.ts';
import { faceWire, myCouponWire, type TemplateRow } from './face.ts';
import type { Member } from './points.ts';
import { pointsBalanceOf } from './points-record.ts';
import { CENTRE_TYPES, inReceiveWindow } from './receive.ts';

interface Page {
  skipCount?: number;
  maxResultCount?: number;
}
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const STATUSES = [MyCouponStatus.NORMAL, MyCouponStatus.USED, MyCouponStatus.EXPIRED, MyCouponStatus.CANCEL];

function blockOf(template: TemplateRow, received: number, points: number): CouponReceiveBlock | null {
  if (template.stock !== null && template.issued >= template.stock) return 'OUT_OF_STOCK';
  if (received >= template.perCustomerLimit) return 'LIMIT_REACHED';
  if (template.receiveType === CouponReceiveType.POINTS && (template.pointsCost ?? 0) > points) return 'NOT_ENOUGH_POINTS';
  return null;
}

/** The coupon centre: enabled NORMAL and POINTS offers in their window, each with what blocks it for this member. */
export async function listOffers(db: Db, member: Member, page: Page, locale: Locale, now = new Date()) {
  const templates = (
    await db
      .select()
      .from(couponTemplates)
      .where(and(eq(couponTemplates.tenantId, member.tenantId), inArray(couponTemplates.receiveType, CENTRE_TYPES), eq(couponTemplates.enabled, true)))
      .orderBy(asc(couponTemplates.sort), desc(couponTemplates.createdAt))
  ).filter((template) => inReceiveWindow(template, now));
  const received = new Map(
    (
      await db
        .select({ templateId: memberCoupons.templateId, n: count() })
        .from(memberCoupons)
        .where(and(eq(memberCoupons.userId, member.id), inArray(memberCoupons.templateId, templates.length ? templates.map((t) => t.id) : [''])))
        .groupBy(memberCoupons.templateId)
    ).map((row) => [row.templateId, row.n]),
  );
  const points = await pointsBalanceOf(db, member);
  const { limit, offset } = optionalPage(page, 12);
  const items = templates.slice(offset, offset + limit).map((template) => {
    const mine = received.get(template.id) ?? 0;
    return {
      id: template.id,
      ...faceWire(template, locale),
      pointsCost: template.pointsCost,
      stockLeft: template.stock === null ? null : Math.max(0, template.stock - template.issued),
      perCustomerLimit: template.perCustomerLimit,
      received: mine,
      validFrom: iso(template.validFrom),
      validTo: iso(template.validTo),
      validDays: template.validDays,
      receiveUntil: iso(template.receiveUntil),
      blockedBy: blockOf(template, mine, points),
    };
  });
  return { totalCount: templates.length, items, pointsBalance: points };
}

const mine = (member: Member) => and(eq(memberCoupons.tenantId, member.tenantId), eq(memberCoupons.userId, member.id), isNull(memberCoupons.hiddenAt));

/** NORMAL coupons past their date that no order holds become EXPIRED (a conditional update: safe to repeat). */
export async function expireDueCoupons(db: Db, member: Member, now = new Date()): Promise<void> {
  await db
    .update(memberCoupons)
    .set({ status: MyCouponStatus.EXPIRED })
    .where(and(mine(member), eq(memberCoupons.status, MyCouponStatus.NORMAL), isNull(memberCoupons.lockedBy), lte(memberCoupons.expiresAt, now)));
}

/** My coupons of one status, soonest to expire first (used ones: latest used first), with every status's count. */
export async function listMyCoupons(db: Db, member: Member, query: Page & { status?: number }, locale: Locale) {
  await expireDueCoupons(db, member);
  const status = query.status && STATUSES.includes(query.status as 1) ? query.status : MyCouponStatus.NORMAL;
  const where = and(mine(member), eq(memberCoupons.status, status));
  const order =
    status === MyCouponStatus.NORMAL
      ? [asc(memberCoupons.expiresAt), asc(memberCoupons.id)]
      : [desc(sql`coalesce(${memberCoupons.usedAt}, ${memberCoupons.expiresAt})`), desc(memberCoupons.id)];
  const { limit, offset } = optionalPage(query, 12);
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(memberCoupons)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ status: memberCoupons.status, n: count() }).from(memberCoupons).where(mine(member)).groupBy(memberCoupons.status),
  ]);
  const byStatus = Object.fromEntries(STATUSES.map((s) => [String(s), counts.find((c) => c.status === s)?.n ?? 0]));
  return { totalCount: byStatus[String(status)], counts: byStatus, items: rows.map((row) => myCouponWire(row, locale)) };
}

/**
 * Deleting a usable coupon gives it up (CANCEL); a used, expired or cancelled one leaves the list. A coupon
 * an unpaid order holds cannot be deleted (COUPON_IN_USE).
 */
export async function deleteMyCoupon(db: Db, member: Member, id: string, now = new Date()): Promise<void> {
  const [row] = await db
    .select()
    .from(memberCoupons)
    .where(and(mine(member), eq(memberCoupons.id, id)));
  if (!row) throw new ApiError(404, 'COUPON_NOT_FOUND', 'couponNotFound');
  if (row.status === MyCouponStatus.NORMAL) {
    const given = await db
      .update(memberCoupons)
      .set({ status: MyCouponStatus.CANCEL })
      .where(and(eq(memberCoupons.id, id), eq(memberCoupons.status, MyCouponStatus.NORMAL), isNull(memberCoupons.lockedBy)))
      .returning({ id: memberCoupons.id });
    if (given.length === 0) throw new ApiError(409, 'COUPON_IN_USE', 'couponInUse');
    return;
  }
  await db
    .update(memberCoupons)
    .set({ hiddenAt: now })
    .where(and(eq(memberCoupons.id, id), isNull(memberCoupons.hiddenAt)));
}

/** Which order took which coupon, when, and how much it saved; newest first. */
export async function listUsage(db: Db, member: Member, page: Page, locale: Locale) {
  const where = ownedBy(couponUsages, member.tenantId, member.id);
  const { limit, offset } = optionalPage(page);
  const [rows, [total]] = await Promise.all([
    db
      .select({ usage: couponUsages, nameZh: memberCoupons.nameZh, nameEn: memberCoupons.nameEn })
      .from(couponUsages)
      .innerJoin(memberCoupons, eq(memberCoupons.id, couponUsages.memberCouponId))
      .where(where)
      .orderBy(desc(couponUsages.lockedAt), desc(couponUsages.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(couponUsages).where(where),
  ]);
  return {
    totalCount: total.n,
    items: rows.map(({ usage, nameZh, nameEn }) => ({
      id: usage.id,
      couponId: usage.memberCouponId,
      couponName: localized(locale, nameZh, nameEn),
      orderRef: usage.orderRef,
      orderKind: usage.orderKind,
      fee: toDecimal(usage.fee),
      discount: toDecimal(usage.discount),
      state: usage.state as 'locked' | 'used' | 'released' | 'returned',
      lockedAt: usage.lockedAt.toISOString(),
      usedAt: iso(usage.usedAt),
      releasedAt: iso(usage.releasedAt),
    })),
  };
}
