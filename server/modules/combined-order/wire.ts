// Waybills on the wire (list rows and the detail), worded in the reader's language.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Locale } from '../../../lib/contract/constants.ts';
import { CombinedOrderStatus as S, DeliveryMode } from '../../../lib/contract/enums.ts';
import { ADDABLE, SIGNABLE } from '../../../lib/contract/combined-order-rules.ts';
import { carrierTrackingUrl, shippedCarrierCode } from '../../../lib/contract/carrier-tracking.ts';
import { COUPON_UNUSABLE_REASONS, type CouponUnusableReason } from '../../../lib/contract/coupon-rules.ts';
import type { CombinedOrder, CombinedOrderDetail, CombinedOrderHistoryDetail } from '../../../lib/contract/wire.ts';
import type { Db } from '../../db/client.ts';
import {
  additionalServices,
  combinedOrderHistory,
  countries,
  memberCoupons,
  couponUsages,
  parcelActionLogs,
  parcels,
  regions,
  shippingMethods,
  transactionRecords,
  warehouses,
} from '../../db/schema/index.ts';
import { localized, localName, toDecimal } from '../../kernel/localized.ts';
import { kg } from '../shipping/index.ts';
import { tenantCurrency } from '../funds/index.ts';
import { cancelBlock } from './cancel.ts';
import { quoteWire, type ReleasedCoupon } from './lines.ts';
import type { CombinedOrderRow } from './machine.ts';
import { amountOwed } from './owed.ts';
import type { StoredQuote } from '../../db/schema/order-json.ts';
import { timeline } from './tracking.ts';

const EMPTY_QUOTE: StoredQuote = {
  lines: [],
  shippingFee: 0,
  subtotal: 0,
  couponDiscount: 0,
  pointsUsed: 0,
  pointsValue: 0,
  total: 0,
  actualGrams: 0,
  volumetricGrams: 0,
  divisor: 0,
  chargeableGrams: 0,
};

interface Names {
  warehouses: Map<string, string>;
  methods: Map<string, string>;
  /** Each method's carrier (code and name), to know the carrier an order left with. */
  carriers: Map<string, { code: string; name: string }>;
  countries: Map<string, string>;
  trackingNumbers: Map<string, string[]>;
}

async function namesFor(db: Db, rows: CombinedOrderRow[], locale: Locale): Promise<Names> {
  const ids = rows.map((r) => r.id);
  const houseIds = [...new Set(rows.map((r) => r.warehouseId).filter((v): v is string => !!v))];
  const methodIds = [...new Set(rows.map((r) => r.methodId).filter((v): v is string => !!v))];
  const codes = [...new Set(rows.map((r) => r.address?.countryCode).filter((v): v is string => !!v))];
  const [houses, methods, lands, numbers] = await Promise.all([
    houseIds.length ? db.select().from(warehouses).where(inArray(warehouses.id, houseIds)) : [],
    methodIds.length ? db.select().from(shippingMethods).where(inArray(shippingMethods.id, methodIds)) : [],
    codes.length ? db.select().from(countries).where(inArray(countries.code, codes)) : [],
    ids.length
      ? db
          .select({ orderId: parcels.combinedOrderId, number: parcels.trackingNumber })
          .from(parcels)
          .where(inArray(parcels.combinedOrderId, ids))
          .orderBy(asc(parcels.inboundAt), asc(parcels.id))
      : [],
  ]);
  // A cancelled waybill gave its parcels back: their history names the waybill it left.
  const cancelled = rows.filter((r) => r.status === S.Canceled).map((r) => r.id);
  const released = cancelled.length
    ? await db
        .select({ orderId: parcelActionLogs.note, number: parcels.trackingNumber })
        .from(parcelActionLogs)
        .innerJoin(parcels, eq(parcels.id, parcelActionLogs.parcelId))
        .where(and(eq(parcelActionLogs.action, 'uncombined'), inArray(parcelActionLogs.note, cancelled)))
        .orderBy(asc(parcels.inboundAt), asc(parcels.id))
    : [];
  const trackingNumbers = new Map<string, string[]>();
  for (const n of [...numbers, ...released]) trackingNumbers.set(n.orderId!, [...(trackingNumbers.get(n.orderId!) ?? []), n.number]);
  return {
    warehouses: new Map(houses.map((h) => [h.id, localName(locale, h)])),
    methods: new Map(methods.map((m) => [m.id, localized(locale, m.nameZh, m.nameEn)])),
    carriers: new Map(methods.map((m) => [m.id, { code: m.carrierCode, name: m.carrierName }])),
    countries: new Map(lands.map((c) => [c.code, localName(locale, c)])),
    trackingNumbers,
  };
}

function rowWire(row: CombinedOrderRow, names: Names, currency: string, parcelNumbers?: string[]): CombinedOrder {
  const address = row.address;
  const trackingNumbers = parcelNumbers ?? names.trackingNumbers.get(row.id) ?? [];
  return {
    id: row.id,
    status: row.status,
    deliveryMode: row.deliveryMode,
    paymentTiming: row.paymentTiming,
    warehouseName: names.warehouses.get(row.warehouseId ?? '') ?? '',
    parcelCount: trackingNumbers.length,
    trackingNumbers,
    destination: {
      countryCode: address?.countryCode ?? '',
      countryName: names.countries.get(address?.countryCode ?? '') ?? address?.countryCode ?? '',
      city: address?.city ?? '',
      recipientName: address?.recipientName ?? '',
    },
    method: { id: row.methodId ?? '', name: names.methods.get(row.methodId ?? '') ?? '' },
    estimatedTotal: toDecimal(row.estimatedTotal),
    finalTotal: row.finalTotal === null ? null : toDecimal(row.finalTotal),
    amountDue: toDecimal(amountOwed(row)),
    currency,
    carrierName: row.carrierName,
    carrierTrackingNumber: row.carrierTrackingNumber,
    carrierTrackingUrl: carrierTrackingUrl(shippedCarrierCode(row.carrierName, names.carriers.get(row.methodId ?? '')), row.carrierTrackingNumber),
    createdAt: row.createdAt.toISOString(),
    canPay: amountOwed(row) > 0,
    canCancel: cancelBlock(row.status, row.deliveryMode) === null,
    cancelBlock: cancelBlock(row.status, row.deliveryMode),
    canSign: SIGNABLE.includes(row.status),
    canAdd: row.deliveryMode === DeliveryMode.DirectDelivery && ADDABLE.includes(row.status) && row.final === null,
  };
}

export async function combinedOrdersWire(db: Db, tenantId: string, rows: CombinedOrderRow[], locale: Locale): Promise<CombinedOrder[]> {
  if (rows.length === 0) return [];
  const [names, currency] = await Promise.all([namesFor(db, rows, locale), tenantCurrency(db, tenantId)]);
  return rows.map((row) => rowWire(row, names, currency));
}

/** The coupon a re-price released from the order (the one its history names). */
async function releasedCoupon(db: Db, row: CombinedOrderRow): Promise<ReleasedCoupon | null> {
  const [found] = await db
    .select({ nameZh: memberCoupons.nameZh, nameEn: memberCoupons.nameEn, threshold: memberCoupons.threshold, fee: couponUsages.fee })
    .from(couponUsages)
    .innerJoin(memberCoupons, eq(memberCoupons.id, couponUsages.memberCouponId))
    .where(and(eq(couponUsages.tenantId, row.tenantId), eq(couponUsages.orderRef, row.id), inArray(couponUsages.state, ['released', 'returned'])))
    .orderBy(desc(couponUsages.releasedAt))
    .limit(1);
  return found ?? null;
}

type HistoryRow = typeof combinedOrderHistory.$inferSelect;

/**
 * The money a history line speaks of, as data the site words and formats: a re-price's fee difference, or
 * the coupon a re-price released (its stored note is the reason code) with the fee and minimum spend.
 */
function historyDetail(h: HistoryRow, released: ReleasedCoupon | null, currency: string, locale: Locale): CombinedOrderHistoryDetail | null {
  if (h.amount !== null) return { kind: 'feeDifference', amount: toDecimal(h.amount), currency };
  if (h.action !== 'couponReleased' || !released) return null;
  const reason = (COUPON_UNUSABLE_REASONS as readonly string[]).includes(h.note ?? '') ? (h.note as CouponUnusableReason) : 'NOT_APPLICABLE';
  return {
    kind: 'couponReleased',
    coupon: localized(locale, released.nameZh, released.nameEn),
    reason,
    fee: toDecimal(released.fee),
    threshold: toDecimal(released.threshold),
    currency,
  };
}

const maskId = (value: string | null) =>
  value ? (value.length <= 4 ? '*'.repeat(value.length) : `${value.slice(0, 2)}${'*'.repeat(value.length - 4)}${value.slice(-2)}`) : null;

export async function combinedOrderDetailWire(db: Db, row: CombinedOrderRow, locale: Locale): Promise<CombinedOrderDetail> {
  const [names, currency, parcelRows, history, payments, services, coupon, tracking] = await Promise.all([
    namesFor(db, [row], locale),
    tenantCurrency(db, row.tenantId),
    row.status === S.Canceled
      ? db
          .select({ parcel: parcels })
          .from(parcels)
          .innerJoin(
            parcelActionLogs,
            and(eq(parcelActionLogs.parcelId, parcels.id), eq(parcelActionLogs.action, 'uncombined'), eq(parcelActionLogs.note, row.id)),
          )
          .orderBy(asc(parcels.inboundAt), asc(parcels.id))
          .then((found) => found.map((f) => f.parcel))
      : db
          .select()
          .from(parcels)
          .where(and(eq(parcels.tenantId, row.tenantId), eq(parcels.combinedOrderId, row.id)))
          .orderBy(asc(parcels.inboundAt), asc(parcels.id)),
    db
      .select()
      .from(combinedOrderHistory)
      .where(eq(combinedOrderHistory.orderId, row.id))
      .orderBy(desc(combinedOrderHistory.createdAt), desc(combinedOrderHistory.id)),
    db
      .select()
      .from(transactionRecords)
      .where(and(eq(transactionRecords.tenantId, row.tenantId), eq(transactionRecords.refType, 'waybill'), eq(transactionRecords.refId, row.id)))
      .orderBy(asc(transactionRecords.createdAt)),
    row.serviceIds.length ? db.select().from(additionalServices).where(inArray(additionalServices.id, row.serviceIds)) : [],
    db
      .select({ nameZh: memberCoupons.nameZh, nameEn: memberCoupons.nameEn, discount: couponUsages.discount, state: couponUsages.state })
      .from(couponUsages)
      .innerJoin(memberCoupons, eq(memberCoupons.id, couponUsages.memberCouponId))
      .where(and(eq(couponUsages.tenantId, row.tenantId), eq(couponUsages.orderRef, row.id), inArray(couponUsages.state, ['locked', 'used']))),
    timeline(db, row.id, locale),
  ]);
  const released = history.some((h) => h.action === 'couponReleased') ? await releasedCoupon(db, row) : null;
  const address = row.address;
  const [region] = address?.regionId ? await db.select().from(regions).where(eq(regions.id, address.regionId)) : [];
  const final = row.final;
  return {
    ...rowWire(
      row,
      names,
      currency,
      parcelRows.map((p) => p.trackingNumber),
    ),
    parcels: parcelRows.map((p) => ({
      id: p.id,
      trackingNumber: p.trackingNumber,
      declaredName: p.declaredName,
      weight: p.weightGrams === null ? null : kg(p.weightGrams),
      declaredValue: toDecimal(p.declaredValue),
      currency: p.currency,
    })),
    address: {
      recipientName: address?.recipientName ?? '',
      phone: address ? `+${address.internationalCode} ${address.phone}` : '',
      countryCode: address?.countryCode ?? '',
      countryName: names.countries.get(address?.countryCode ?? '') ?? '',
      regionName: region ? localName(locale, region) : null,
      city: address?.city ?? '',
      addressLine1: address?.addressLine1 ?? '',
      addressLine2: address?.addressLine2 ?? null,
      postcode: address?.postcode ?? null,
      customsId: maskId(row.customsId),
    },
    estimate: quoteWire(row.estimate ?? EMPTY_QUOTE, currency, locale),
    final: final ? { ...quoteWire(final, currency, locale), length: final.lengthCm ?? 0, width: final.widthCm ?? 0, height: final.heightCm ?? 0 } : null,
    payments: payments.map((p) => ({
      id: p.id,
      kind: p.kind,
      amount: toDecimal(p.amount),
      status: p.status,
      at: (p.completedAt ?? p.createdAt).toISOString(),
    })),
    coupon: coupon[0] ? { name: localized(locale, coupon[0].nameZh, coupon[0].nameEn), discount: toDecimal(coupon[0].discount) } : null,
    pointsEarned: row.pointsEarned,
    services: services.map((s) => ({ id: s.id, name: localized(locale, s.nameZh, s.nameEn) })),
    history: history.map((h) => ({
      action: h.action as CombinedOrderDetail['history'][number]['action'],
      actor: h.actor,
      // A released coupon's note is its reason code, said by the detail.
      note: h.action === 'couponReleased' ? null : h.note,
      detail: historyDetail(h, released, currency, locale),
      at: h.createdAt.toISOString(),
    })),
    tracking,
    review: row.signedAt && row.rating ? { rating: row.rating, comment: row.reviewComment, at: row.signedAt.toISOString() } : null,
    remark: row.remark,
    boxPhotoUrl: row.boxPhoto ? `/api/u/combinedOrder/${row.id}/box-photo` : null,
  };
}
