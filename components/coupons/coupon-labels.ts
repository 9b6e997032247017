// Texts of a coupon's face (catalog `coupons`): its value, threshold and what it applies to. Pure: the
// server cards and the client islands share them.
import type { useTranslations } from 'next-intl';
import type { CouponOffer } from '@/lib/api/coupons';
import { COUPON_RECEIVE_BLOCKS, type CouponReceiveBlock } from '@/lib/contract/coupon-rules';
import { CouponKind, MyCouponStatus } from '@/lib/contract/enums';
import { formatMoney } from '@/lib/format/number';

export type CouponsT = ReturnType<typeof useTranslations<'coupons'>>;

/** What every coupon shows, offered or held (lib/contract/schemas/coupons.ts couponFace). */
export type CouponFaceData = Pick<
  CouponOffer,
  'name' | 'description' | 'kind' | 'amountOff' | 'percentOff' | 'maxDiscount' | 'threshold' | 'businessType' | 'appliesTo' | 'receiveType'
>;

/** The tabs of My coupons, in order; the first is the default. */
export const MY_COUPON_STATUSES = [MyCouponStatus.NORMAL, MyCouponStatus.USED, MyCouponStatus.EXPIRED, MyCouponStatus.CANCEL] as const;

/** `¥20`, `¥12.50`: a whole amount without its decimals (the coupon's face), else the usual money display. */
export const faceMoney = (value: number, symbol: string) => formatMoney(value, symbol, Number.isInteger(value) ? 0 : 2);

/** The big figure: `¥20` off, or `12.5% off` (`8.75折`) with its cap (`up to ¥30`). */
export function couponValue(t: CouponsT, coupon: CouponFaceData, symbol: string): { value: string; cap: string | null } {
  if (coupon.kind === CouponKind.DISCOUNT_VOUCHER && coupon.percentOff !== null) {
    // Each language's own way (the catalog's `face.percentStyle`): "12.5% off", or what is paid in Chinese, 8.75折.
    const paidTenths = t('face.percentStyle') === 'paid';
    const figure = paidTenths ? (100 - coupon.percentOff) / 10 : coupon.percentOff;
    return {
      value: t('face.percentOff', { figure: String(Number(figure.toFixed(3))) }),
      cap: coupon.maxDiscount !== null ? t('face.upTo', { amount: faceMoney(coupon.maxDiscount, symbol) }) : null,
    };
  }
  return { value: faceMoney(coupon.amountOff ?? 0, symbol), cap: null };
}

/** `Usable when spend reaches ¥100`, or `No threshold`. */
export function thresholdText(t: CouponsT, threshold: number, symbol: string): string {
  return threshold > 0 ? t('face.threshold', { amount: faceMoney(threshold, symbol) }) : t('face.noThreshold');
}

/** A CouponAppliesTo value (also the kind of an order in the usage record); an unknown one as sent. */
export function appliesToLabel(t: CouponsT, value: number): string {
  const key = `appliesTo.${value}` as 'appliesTo.10';
  return t.has(key) ? t(key) : String(value);
}

export const appliesToText = (t: CouponsT, values: readonly number[]) => values.map((value) => appliesToLabel(t, value)).join(' / ');

/** A tag for the coupons not everyone can receive (new customer, points, issued by staff); null for NORMAL. */
export function receiveTypeLabel(t: CouponsT, receiveType: number): string | null {
  const key = `receiveType.${receiveType}` as 'receiveType.20';
  return t.has(key) ? t(key) : null;
}

export function statusLabel(t: CouponsT, status: number): string {
  const key = `status.${status}` as 'status.1';
  return t.has(key) ? t(key) : String(status);
}

/** Why the centre cannot hand the coupon out now. */
export function blockLabel(t: CouponsT, block: CouponReceiveBlock): string {
  return (COUPON_RECEIVE_BLOCKS as readonly string[]).includes(block) ? t(`block.${block}`) : block;
}
