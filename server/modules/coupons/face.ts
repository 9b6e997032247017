// What a coupon is worth (template or held coupon alike), on the wire and in figures: the discount on a fee.
import type { Locale } from '../../../lib/contract/constants.ts';
import { CouponKind, MyCouponStatus } from '../../../lib/contract/enums.ts';
import type { couponTemplates, memberCoupons } from '../../db/schema/index.ts';
import { localized, toDecimal } from '../../kernel/localized.ts';

export type TemplateRow = typeof couponTemplates.$inferSelect;
export type MemberCouponRow = typeof memberCoupons.$inferSelect;
type Face = Pick<
  TemplateRow,
  | 'nameZh'
  | 'nameEn'
  | 'descriptionZh'
  | 'descriptionEn'
  | 'kind'
  | 'amountOff'
  | 'percentOffBp'
  | 'maxDiscount'
  | 'threshold'
  | 'businessType'
  | 'appliesTo'
  | 'receiveType'
>;

/** The face columns of a template, to copy onto the coupon handed out (it keeps its terms if the template changes). */
export function faceOf(row: Face): Face {
  const { nameZh, nameEn, descriptionZh, descriptionEn, kind, amountOff, percentOffBp, maxDiscount, threshold, businessType, appliesTo, receiveType } = row;
  return {
    nameZh,
    nameEn,
    descriptionZh,
    descriptionEn,
    kind,
    amountOff,
    percentOffBp,
    maxDiscount,
    threshold,
    businessType,
    appliesTo,
    receiveType,
  };
}

export function faceWire(row: Face, locale: Locale) {
  const description = localized(locale, row.descriptionZh, row.descriptionEn);
  return {
    name: localized(locale, row.nameZh, row.nameEn),
    description: description || null,
    kind: row.kind,
    amountOff: row.kind === CouponKind.COUPON && row.amountOff != null ? toDecimal(row.amountOff) : null,
    percentOff: row.kind === CouponKind.DISCOUNT_VOUCHER && row.percentOffBp != null ? row.percentOffBp / 100 : null,
    maxDiscount: row.maxDiscount == null ? null : toDecimal(row.maxDiscount),
    threshold: toDecimal(row.threshold),
    businessType: row.businessType,
    appliesTo: [...row.appliesTo].sort((a, b) => a - b),
    receiveType: row.receiveType,
  };
}

/**
 * The discount on `feeMinor`: an amount off, or a percent rounded half-up to the minor unit and then capped;
 * never more than the fee.
 */
export function discountOn(row: Pick<Face, 'kind' | 'amountOff' | 'percentOffBp' | 'maxDiscount'>, feeMinor: number): number {
  let discount: number;
  if (row.kind === CouponKind.COUPON) discount = row.amountOff ?? 0;
  else {
    // feeMinor × bp / 10 000, half-up, in integers (no float error at .5).
    discount = Math.floor((feeMinor * (row.percentOffBp ?? 0) * 2 + 10_000) / 20_000);
    if (row.maxDiscount != null) discount = Math.min(discount, row.maxDiscount);
  }
  return Math.max(0, Math.min(discount, feeMinor));
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function myCouponWire(row: MemberCouponRow, locale: Locale) {
  return {
    id: row.id,
    templateId: row.templateId,
    ...faceWire(row, locale),
    status: row.status,
    startsAt: row.startsAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    receivedAt: row.createdAt.toISOString(),
    usedAt: iso(row.usedAt),
    // Only an unpaid order's hold is news; a used coupon's order is in the usage record.
    lockedBy: row.status === MyCouponStatus.NORMAL ? row.lockedBy : null,
  };
}
