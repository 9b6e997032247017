// What a waybill keeps of its quote and address (jsonb columns): minor units and grams, no wording; the
// wire localizes when it is read.
import type { CouponUnusableReason } from '../../../lib/contract/coupon-rules.ts';
import type { FeeLineCode } from '../../../lib/contract/combined-order-rules.ts';

export interface StoredLine {
  code: FeeLineCode;
  /** Signed minor units (discounts negative). */
  amount: number;
  /** SERVICE and INSURANCE lines: the service, its names and where its price came from. */
  serviceId?: string;
  nameZh?: string;
  nameEn?: string;
  /** ADDITIONAL_WEIGHT: units × unitGrams at unitPrice; FIRST_WEIGHT: grams. */
  units?: number;
  unitGrams?: number;
  unitPrice?: number;
  grams?: number;
  /** FUEL and PERCENT services: basis points. */
  rateBp?: number;
  /** POINTS: how many were spent. */
  points?: number;
  /** COUPON of amount 0: the coupon the order held no longer applies at this price (released), and why. */
  couponReleased?: CouponUnusableReason;
  /** With couponReleased: the coupon's minimum spend. */
  threshold?: number;
}

export interface StoredQuote {
  lines: StoredLine[];
  /** Freight + surcharges: what a coupon's threshold and discount apply to. */
  shippingFee: number;
  subtotal: number;
  couponDiscount: number;
  pointsUsed: number;
  pointsValue: number;
  total: number;
  actualGrams: number;
  volumetricGrams: number;
  divisor: number;
  chargeableGrams: number;
  /** Final quotes: the packed box. */
  lengthCm?: number;
  widthCm?: number;
  heightCm?: number;
}

export interface AddressSnapshot {
  recipientName: string;
  internationalCode: string;
  phone: string;
  countryCode: string;
  regionId: number | null;
  city: string;
  addressLine1: string;
  addressLine2: string | null;
  postcode: string | null;
}
