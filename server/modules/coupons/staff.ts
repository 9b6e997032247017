// What staff do with coupons and points (admin routes and `npm run ops`): write coupon templates (the
// campaigns: amount or percent off, threshold, stock, limit, validity, receive type), hand a coupon to a
// member (MANUAL), adjust a member's points with a note, and expire due points.
import { z } from '@hono/zod-openapi';
import { asc, eq, and } from 'drizzle-orm';
import { CouponAppliesTo, CouponKind, CouponReceiveType } from '../../../lib/contract/enums.ts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { couponTemplates, pointsAccounts, users } from '../../db/schema/index.ts';
import { ApiError } from '../../errors.ts';
import { toDecimal } from '../../kernel/localized.ts';
import { findCustomer } from '../../kernel/customers.ts';
import { expireDuePoints, postPoints } from './points.ts';
import { grantCoupon } from './receive.ts';
import type { TemplateRow } from './face.ts';

const minor = (v: number) => Math.round(v * 100);
const amount = () => z.number().min(0).max(99_999_999.99);
const positiveAmount = () => z.number().gt(0).max(99_999_999.99);
const date = () =>
  z
    .string()
    .datetime({ offset: true })
    .or(z.string().regex(/^\d{4}-\d{2}-\d{2}$/));

export const CouponTemplateInputSchema = z
  .object({
    nameZh: z.string().trim().min(1).max(60),
    nameEn: z.string().trim().min(1).max(60),
    descriptionZh: z.string().max(200).optional(),
    descriptionEn: z.string().max(200).optional(),
    kind: z.union([z.literal(CouponKind.COUPON), z.literal(CouponKind.DISCOUNT_VOUCHER)]),
    amountOff: positiveAmount().optional(),
    percentOff: z.number().gt(0).lt(100).optional(),
    maxDiscount: positiveAmount().optional(),
    threshold: amount().default(0),
    appliesTo: z.array(z.union([z.literal(CouponAppliesTo.Parcel), z.literal(CouponAppliesTo.Combined)])).min(1),
    receiveType: z.union([
      z.literal(CouponReceiveType.NORMAL),
      z.literal(CouponReceiveType.NEW_CUSTOMER),
      z.literal(CouponReceiveType.POINTS),
      z.literal(CouponReceiveType.MANUAL),
    ]),
    pointsCost: z.number().int().positive().optional(),
    stock: z.number().int().min(0).nullable().optional(),
    perCustomerLimit: z.number().int().min(1).max(1000).default(1),
    validFrom: date().optional(),
    validTo: date().optional(),
    validDays: z.number().int().min(1).max(3650).optional(),
    receiveFrom: date().optional(),
    receiveUntil: date().optional(),
    sort: z.number().int().optional(),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.kind === CouponKind.COUPON && v.amountOff === undefined) issue('amountOff', 'an amount-off coupon needs amountOff');
    if (v.kind === CouponKind.DISCOUNT_VOUCHER && v.percentOff === undefined) issue('percentOff', 'a discount voucher needs percentOff');
    if (v.receiveType === CouponReceiveType.POINTS && v.pointsCost === undefined) issue('pointsCost', 'a points coupon needs pointsCost');
    if ((v.validDays === undefined) === (v.validTo === undefined)) issue('validTo', 'give validDays or validTo (one of them)');
    if (v.validFrom && v.validTo && new Date(v.validFrom) >= new Date(v.validTo)) issue('validTo', 'validTo must be after validFrom');
  })
  .openapi('CouponTemplateInput');
export type CouponTemplateInput = z.input<typeof CouponTemplateInputSchema>;

const day = (v: string | undefined, end = false) => {
  if (!v) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(v)) return new Date(`${v}T${end ? '23:59:59.999' : '00:00:00'}+08:00`);
  return new Date(v);
};

export function templateWire(row: TemplateRow) {
  return {
    id: row.id,
    nameZh: row.nameZh,
    nameEn: row.nameEn,
    kind: row.kind,
    amountOff: row.amountOff == null ? null : toDecimal(row.amountOff),
    percentOff: row.percentOffBp == null ? null : row.percentOffBp / 100,
    maxDiscount: row.maxDiscount == null ? null : toDecimal(row.maxDiscount),
    threshold: toDecimal(row.threshold),
    appliesTo: row.appliesTo,
    receiveType: row.receiveType,
    pointsCost: row.pointsCost,
    stock: row.stock,
    issued: row.issued,
    perCustomerLimit: row.perCustomerLimit,
    validTo: row.validTo?.toISOString() ?? null,
    validDays: row.validDays,
    enabled: row.enabled,
  };
}

export async function createTemplate(db: Db, tenantId: string, raw: CouponTemplateInput) {
  const input = CouponTemplateInputSchema.parse(raw);
  const [row] = await db
    .insert(couponTemplates)
    .values({
      id: newId('CT'),
      tenantId,
      nameZh: input.nameZh,
      nameEn: input.nameEn,
      descriptionZh: input.descriptionZh ?? '',
      descriptionEn: input.descriptionEn ?? '',
      kind: input.kind,
      amountOff: input.kind === CouponKind.COUPON ? minor(input.amountOff!) : null,
      percentOffBp: input.kind === CouponKind.DISCOUNT_VOUCHER ? Math.round(input.percentOff! * 100) : null,
      maxDiscount: input.kind === CouponKind.DISCOUNT_VOUCHER && input.maxDiscount ? minor(input.maxDiscount) : null,
      threshold: minor(input.threshold),
      appliesTo: [...new Set(input.appliesTo)],
      receiveType: input.receiveType,
      pointsCost: input.receiveType === CouponReceiveType.POINTS ? input.pointsCost! : null,
      stock: input.stock ?? null,
      perCustomerLimit: input.perCustomerLimit,
      validFrom: day(input.validFrom),
      validTo: day(input.validTo, true),
      validDays: input.validDays ?? null,
      receiveFrom: day(input.receiveFrom),
      receiveUntil: day(input.receiveUntil, true),
      sort: input.sort ?? 0,
    })
    .returning();
  return templateWire(row);
}

export async function listTemplates(db: Db, tenantId: string) {
  const rows = await db
    .select()
    .from(couponTemplates)
    .where(eq(couponTemplates.tenantId, tenantId))
    .orderBy(asc(couponTemplates.sort), asc(couponTemplates.createdAt));
  return rows.map(templateWire);
}

/** Switch a template on or off, or change its stock (never below what was already issued). */
export async function updateTemplate(db: Db, tenantId: string, id: string, change: { enabled?: boolean; stock?: number | null }) {
  const [row] = await db
    .select()
    .from(couponTemplates)
    .where(and(eq(couponTemplates.id, id), eq(couponTemplates.tenantId, tenantId)));
  if (!row) throw new ApiError(404, 'COUPON_NOT_FOUND', 'couponNotFound');
  if (change.stock != null && change.stock < row.issued) throw new ApiError(409, 'OUT_OF_STOCK', 'outOfStock', `issued ${row.issued}`);
  const [updated] = await db
    .update(couponTemplates)
    .set({
      ...(change.enabled === undefined ? {} : { enabled: change.enabled }),
      ...(change.stock === undefined ? {} : { stock: change.stock }),
    })
    .where(eq(couponTemplates.id, id))
    .returning();
  return templateWire(updated);
}

export async function staffGrant(db: Db, tenantId: string, customer: string, templateId: string) {
  const member = await findCustomer(db, tenantId, customer);
  const coupon = await grantCoupon(db, { tenantId, id: member.id }, templateId);
  return { id: coupon.id, userName: member.userName, expiresAt: coupon.expiresAt.toISOString() };
}

export async function staffAdjustPoints(db: Db, tenantId: string, input: { customer: string; points: number; note: string }) {
  const member = await findCustomer(db, tenantId, input.customer);
  const line = await db.transaction((tx) => postPoints(tx, { tenantId, id: member.id }, { kind: 'adjust', points: input.points, note: input.note, ref: null }));
  return { id: line.id, points: line.points, balanceAfter: line.balanceAfter };
}

/** Expires due points of every member of the tenant who holds points; answers how many points expired. */
export async function staffExpirePoints(db: Db, tenantId: string, now = new Date()) {
  const holders = await db
    .select({ id: pointsAccounts.userId })
    .from(pointsAccounts)
    .innerJoin(users, eq(users.id, pointsAccounts.userId))
    .where(eq(pointsAccounts.tenantId, tenantId));
  let expired = 0;
  for (const holder of holders) expired += await expireDuePoints(db, { tenantId, id: holder.id }, now);
  return { members: holders.length, expired };
}
