// Coupons and points of the demo: every tenant's campaigns (centre offers, a limited one, a sold-out one, a
// points exchange, the new-customer gift, a staff compensation coupon) and the demo customer's coupons in
// every status, and a points history posted through the points ledger (with an expired lot), so that
// balances and counts are real. The demo waybills (./waybills.ts, seeded after) use one coupon, release
// another when cancelled, earn points and spend some; the signed and completed transhipment orders earn too.
import { and, eq } from 'drizzle-orm';
import { CouponAppliesTo, CouponKind, CouponReceiveType, MyCouponStatus, UserType } from '../../lib/contract/enums.ts';
import type { Db } from '../db/client.ts';
import { couponTemplates, memberCoupons, tenants, users } from '../db/schema/index.ts';
import { type CouponTemplateInput, createTemplate, issueCoupon, postPoints } from '../modules/coupons/index.ts';
import { DEMO_CUSTOMER } from './data.ts';
import { DEMO_POINTS_NET } from './combined-order-plan.ts';

const { Parcel, Combined } = CouponAppliesTo;
const DAY = 86_400_000;

/** The campaigns of every tenant, keyed for the demo history below. */
export const DEMO_TEMPLATES = {
  welcome: {
    nameZh: '新人运费券',
    nameEn: 'Welcome shipping coupon',
    kind: CouponKind.COUPON,
    amountOff: 20,
    threshold: 100,
    appliesTo: [Parcel, Combined],
    receiveType: CouponReceiveType.NEW_CUSTOMER,
    validDays: 30,
    descriptionZh: '注册即送，运费满 100 可用',
    descriptionEn: 'A gift on sign-up, for shipping fees from 100',
  },
  tenOff: {
    nameZh: '运费满减券',
    nameEn: 'Shipping fee saver',
    kind: CouponKind.COUPON,
    amountOff: 10,
    threshold: 100,
    appliesTo: [Parcel, Combined],
    receiveType: CouponReceiveType.NORMAL,
    stock: 500,
    perCustomerLimit: 2,
    validDays: 30,
    sort: 1,
  },
  combine: {
    nameZh: '合箱运费 9 折券',
    nameEn: '10% off combined shipping',
    kind: CouponKind.DISCOUNT_VOUCHER,
    percentOff: 10,
    maxDiscount: 50,
    appliesTo: [Combined],
    receiveType: CouponReceiveType.NORMAL,
    stock: 200,
    perCustomerLimit: 3,
    validDays: 60,
    sort: 2,
  },
  limited: {
    nameZh: '限量大额券',
    nameEn: 'Limited big saver',
    kind: CouponKind.COUPON,
    amountOff: 50,
    threshold: 300,
    appliesTo: [Combined],
    receiveType: CouponReceiveType.NORMAL,
    stock: 10,
    perCustomerLimit: 1,
    validDays: 90,
    sort: 3,
  },
  soldOut: {
    nameZh: '限时秒杀券',
    nameEn: 'Flash sale coupon',
    kind: CouponKind.COUPON,
    amountOff: 30,
    threshold: 150,
    appliesTo: [Parcel, Combined],
    receiveType: CouponReceiveType.NORMAL,
    stock: 0,
    perCustomerLimit: 1,
    validDays: 15,
    sort: 4,
  },
  points: {
    nameZh: '积分兑换运费券',
    nameEn: 'Points shipping coupon',
    kind: CouponKind.COUPON,
    amountOff: 20,
    threshold: 150,
    appliesTo: [Parcel, Combined],
    receiveType: CouponReceiveType.POINTS,
    pointsCost: 500,
    perCustomerLimit: 5,
    validDays: 90,
    sort: 5,
  },
  compensation: {
    nameZh: '客服补偿券',
    nameEn: 'Service compensation coupon',
    kind: CouponKind.DISCOUNT_VOUCHER,
    percentOff: 15,
    maxDiscount: 30,
    appliesTo: [Parcel, Combined],
    receiveType: CouponReceiveType.MANUAL,
    perCustomerLimit: 10,
    validDays: 60,
  },
} satisfies Record<string, CouponTemplateInput>;

/** The demo customer's points lines in order: [days ago, kind, points] (the 400-day-old lot has expired). */
export const DEMO_POINTS_HISTORY: [number, 'earn' | 'adjust', number][] = [
  [400, 'earn', 50],
  [60, 'adjust', 1000],
];
/** Days ago of the points exchange (after the old lot expired, before the waybills earned any). */
export const DEMO_EXCHANGE_DAYS_AGO = 33;
/**
 * After the history, one points exchange and the orders: 1000 − 500 + 100 (the 50 expired; the signed and
 * completed waybills and transhipment orders earned 100 more than the newest waybill spent).
 */
export const DEMO_POINTS_BALANCE = 1000 - 500 + DEMO_POINTS_NET;

export async function seedCoupons(db: Db): Promise<void> {
  for (const tenant of await db.select().from(tenants)) {
    const ids: Record<string, string> = {};
    for (const [key, input] of Object.entries(DEMO_TEMPLATES)) ids[key] = (await createTemplate(db, tenant.id, input)).id;
    const [demo] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenant.id), eq(users.userName, DEMO_CUSTOMER.userName), eq(users.userType, UserType.Customer)));
    if (demo) await seedDemoHistory(db, { tenantId: tenant.id, id: demo.id }, ids);
  }
}

async function seedDemoHistory(db: Db, member: { tenantId: string; id: string }, ids: Record<string, string>) {
  const now = Date.now();
  const template = async (key: string) => (await db.select().from(couponTemplates).where(eq(couponTemplates.id, ids[key])))[0];
  const issue = async (key: string, daysAgo: number) => issueCoupon(db, member, await template(key), new Date(now - daysAgo * DAY));

  for (const [daysAgo, kind, points] of DEMO_POINTS_HISTORY) {
    await postPoints(db, member, { kind, points, ref: kind === 'earn' ? `L-OLD-${daysAgo}` : null }, new Date(now - daysAgo * DAY));
  }
  // NORMAL: the welcome gift, a combined-shipping voucher, one exchanged for points.
  await issue('welcome', 5);
  await issue('combine', 3);
  await issue('points', DEMO_EXCHANGE_DAYS_AGO);
  // Two savers: the older goes on the shipped waybill (USED), the newer on the one cancelled (released, NORMAL).
  await issue('tenOff', 25);
  await issue('tenOff', 8);
  // EXPIRED: a compensation coupon from long ago. CANCEL: a voucher given up.
  const old = await issue('compensation', 90);
  await db.update(memberCoupons).set({ status: MyCouponStatus.EXPIRED }).where(eq(memberCoupons.id, old.id));
  const givenUp = await issue('combine', 40);
  await db.update(memberCoupons).set({ status: MyCouponStatus.CANCEL }).where(eq(memberCoupons.id, givenUp.id));
}
