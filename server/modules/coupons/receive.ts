// Receiving coupons: from the coupon centre (NORMAL and POINTS offers), at registration (NEW_CUSTOMER) and
// from staff (MANUAL). The member's points account row is their lock, so the per-customer limit holds under
// parallel requests; stock is taken by a conditional update (issued < stock), so it never goes below zero;
// a POINTS coupon's points are spent in the same transaction.
import { and, count, eq, sql } from 'drizzle-orm';
import type { CouponReceiveBlock } from '../../../lib/contract/coupon-rules.ts';
import { CouponReceiveType, MyCouponStatus } from '../../../lib/contract/enums.ts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { couponTemplates, memberCoupons } from '../../db/schema/index.ts';
import { ApiError } from '../../errors.ts';
import { faceOf, type MemberCouponRow, type TemplateRow } from './face.ts';
import { lockPoints, postPoints, type Member } from './points.ts';

const DAY_MS = 86_400_000;
const BLOCK_MESSAGES = {
  OUT_OF_STOCK: 'outOfStock',
  LIMIT_REACHED: 'limitReached',
  NOT_ENOUGH_POINTS: 'notEnoughPoints',
  NOT_RECEIVABLE: 'notReceivable',
} as const;

export const blocked = (code: CouponReceiveBlock) => new ApiError(409, code, BLOCK_MESSAGES[code]);

/** Offers a member may take from the coupon centre. */
export const CENTRE_TYPES: number[] = [CouponReceiveType.NORMAL, CouponReceiveType.POINTS];

export function inReceiveWindow(template: TemplateRow, now: Date): boolean {
  if (!template.enabled) return false;
  if (template.receiveFrom && template.receiveFrom > now) return false;
  if (template.receiveUntil && template.receiveUntil <= now) return false;
  // A fixed-date coupon past its end is worth nothing.
  return !(template.validTo && template.validTo <= now);
}

export function validityFrom(template: TemplateRow, now: Date): { startsAt: Date; expiresAt: Date } {
  if (template.validDays != null) return { startsAt: now, expiresAt: new Date(now.getTime() + template.validDays * DAY_MS) };
  return { startsAt: template.validFrom ?? now, expiresAt: template.validTo! };
}

export async function heldCount(tx: Db, member: Member, templateId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(memberCoupons)
    .where(and(eq(memberCoupons.userId, member.id), eq(memberCoupons.templateId, templateId)));
  return row.n;
}

/**
 * Hands one coupon of `template` to the member inside the caller's transaction, or throws OUT_OF_STOCK,
 * LIMIT_REACHED, NOT_ENOUGH_POINTS. `template` must be the member's tenant's.
 */
export async function issueCoupon(tx: Db, member: Member, template: TemplateRow, now = new Date()): Promise<MemberCouponRow> {
  await lockPoints(tx, member);
  if ((await heldCount(tx, member, template.id)) >= template.perCustomerLimit) throw blocked('LIMIT_REACHED');
  const taken = await tx
    .update(couponTemplates)
    .set({ issued: sql`${couponTemplates.issued} + 1` })
    .where(and(eq(couponTemplates.id, template.id), sql`(${couponTemplates.stock} IS NULL OR ${couponTemplates.issued} < ${couponTemplates.stock})`))
    .returning({ id: couponTemplates.id });
  if (taken.length === 0) throw blocked('OUT_OF_STOCK');
  const id = newId('COUPON');
  if (template.receiveType === CouponReceiveType.POINTS && (template.pointsCost ?? 0) > 0) {
    await postPoints(tx, member, { kind: 'exchange', points: -template.pointsCost!, ref: id }, now);
  }
  const [row] = await tx
    .insert(memberCoupons)
    .values({
      ...faceOf(template),
      id,
      tenantId: member.tenantId,
      userId: member.id,
      templateId: template.id,
      status: MyCouponStatus.NORMAL,
      ...validityFrom(template, now),
      createdAt: now,
    })
    .returning();
  return row;
}

async function templateOf(db: Db, tenantId: string, id: string): Promise<TemplateRow | null> {
  const [row] = await db
    .select()
    .from(couponTemplates)
    .where(and(eq(couponTemplates.id, id), eq(couponTemplates.tenantId, tenantId)));
  return row ?? null;
}

/** The coupon centre's receive: 404 for another tenant's or an unknown offer, NOT_RECEIVABLE outside its window or type. */
export async function receiveFromCentre(db: Db, member: Member, templateId: string, now = new Date()): Promise<MemberCouponRow> {
  const template = await templateOf(db, member.tenantId, templateId);
  if (!template) throw new ApiError(404, 'COUPON_NOT_FOUND', 'couponNotFound');
  if (!CENTRE_TYPES.includes(template.receiveType) || !inReceiveWindow(template, now)) throw blocked('NOT_RECEIVABLE');
  return db.transaction((tx) => issueCoupon(tx, member, template, now));
}

/** NEW_CUSTOMER coupons for a member just registered (inside the registration's transaction). Out of stock: skipped. */
export async function issueWelcomeCoupons(tx: Db, member: Member, now = new Date()): Promise<MemberCouponRow[]> {
  const templates = await tx
    .select()
    .from(couponTemplates)
    .where(
      and(eq(couponTemplates.tenantId, member.tenantId), eq(couponTemplates.receiveType, CouponReceiveType.NEW_CUSTOMER), eq(couponTemplates.enabled, true)),
    );
  const issued: MemberCouponRow[] = [];
  for (const template of templates) {
    if (!inReceiveWindow(template, now)) continue;
    try {
      issued.push(await issueCoupon(tx, member, template, now));
    } catch (err) {
      if (!(err instanceof ApiError) || err.status !== 409) throw err;
    }
  }
  return issued;
}

/** Staff hand a coupon to a member (any receive type; the limit and stock still hold). */
export async function grantCoupon(db: Db, member: Member, templateId: string, now = new Date()): Promise<MemberCouponRow> {
  const template = await templateOf(db, member.tenantId, templateId);
  if (!template) throw new ApiError(404, 'COUPON_NOT_FOUND', 'couponNotFound');
  return db.transaction((tx) => issueCoupon(tx, member, template, now));
}
