// Test support of the coupon and points pages (no tests here): fixtures of the wire shapes. The server
// seams (translations, site, session client, navigation) are the records' test kit's
// (tests/kits/records-test-kit.tsx), mocked the same way.
import type { CouponOffer, CouponUsage, MyCoupon, PointsLine } from '@/lib/api/coupons';
import { API } from '@/tests/kits/records-test-kit';

export const COUPON_API = `${API}/api/u/coupon`;
export const POINTS_API = `${API}/api/u/integralChangeRecord`;

/** The face both an offer and a held coupon show: ¥20 off a waybill fee from ¥100. */
const SUMMER_FACE = {
  name: 'Summer ¥20 off',
  description: null,
  kind: 10,
  amountOff: 20,
  percentOff: null,
  maxDiscount: null,
  threshold: 100,
  businessType: 10,
} as const;

export function offer(overrides: Partial<CouponOffer> = {}): CouponOffer {
  return {
    id: 'TPL1',
    ...SUMMER_FACE,
    appliesTo: [10, 20],
    receiveType: 10,
    pointsCost: null,
    stockLeft: 5,
    perCustomerLimit: 2,
    received: 1,
    validFrom: null,
    validTo: '2026-06-30T12:00:00.000Z',
    validDays: null,
    receiveUntil: null,
    blockedBy: null,
    ...overrides,
  };
}

export function myCoupon(overrides: Partial<MyCoupon> = {}): MyCoupon {
  return {
    id: 'COUPON1001',
    templateId: 'TPL1',
    ...SUMMER_FACE,
    appliesTo: [20],
    receiveType: 10,
    status: 1,
    startsAt: '2026-03-01T12:00:00.000Z',
    expiresAt: '2026-06-30T12:00:00.000Z',
    receivedAt: '2026-03-01T12:00:00.000Z',
    usedAt: null,
    lockedBy: null,
    ...overrides,
  };
}

export function usage(overrides: Partial<CouponUsage> = {}): CouponUsage {
  return {
    id: 'U1',
    couponId: 'COUPON1001',
    couponName: 'Summer ¥20 off',
    orderRef: 'L2001',
    orderKind: 20,
    fee: 120,
    discount: 20,
    state: 'used',
    lockedAt: '2026-03-02T12:00:00.000Z',
    usedAt: '2026-03-02T12:05:00.000Z',
    releasedAt: null,
    ...overrides,
  };
}

export function pointsLine(overrides: Partial<PointsLine> = {}): PointsLine {
  return {
    id: 'PL1',
    kind: 'earn',
    points: 120,
    balanceAfter: 620,
    description: 'Waybill L2001 completed',
    ref: 'L2001',
    expiresAt: '2027-03-02T12:00:00.000Z',
    createdAt: '2026-03-02T12:00:00.000Z',
    ...overrides,
  };
}
