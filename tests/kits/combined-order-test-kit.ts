// Test support of the waybill pages (no tests here): fixtures of the wire shapes (lib/contract/schemas/
// waybills.ts), valid as the backend answers them. Other areas' tests may import them too. The server seams
// (translations, site, session client, navigation) are the records' test kit's
// (tests/kits/records-test-kit.tsx), mocked the same way.
//
// Exports: COMBINED_API, LOGISTICS_API (msw bases), combinedOrderFixture, combinedOrderDetailFixture, quoteFixture, feeLine,
// trackingEvent, statusCounts, combinedOrderListFixture.
import type { FeeLine, TrackingEvent, CombinedOrder, CombinedOrderDetail, CombinedOrderList, CombinedOrderQuote } from '@/lib/api/combined-order';
import { CombinedOrderStatus } from '@/lib/contract/enums';
import { API } from '@/tests/kits/records-test-kit';

/** The msw bases of the waybill calls (lib/api/combined-order.ts COMBINED_ORDER_PATHS). */
export const COMBINED_API = `${API}/api/u/combinedOrder`;
export const LOGISTICS_API = `${API}/api/u/logistics-management/logistics-order`;

/** A waybill as the list answers it: Unpaid, ¥120.50 due, payable and cancellable. */
export function combinedOrderFixture(overrides: Partial<CombinedOrder> = {}): CombinedOrder {
  return {
    id: 'L2001',
    status: CombinedOrderStatus.Unpaid,
    deliveryMode: 1,
    paymentTiming: 10,
    warehouseName: 'Shenzhen warehouse',
    parcelCount: 2,
    trackingNumbers: ['SF1400000001', 'YT2200000002'],
    destination: { countryCode: 'US', countryName: 'United States', city: 'Los Angeles', recipientName: 'Alice Chen' },
    method: { id: 'M1', name: 'US Express' },
    estimatedTotal: 120.5,
    finalTotal: null,
    amountDue: 120.5,
    currency: 'CNY',
    carrierName: null,
    carrierTrackingNumber: null,
    createdAt: '2026-03-02T08:30:00.000Z',
    canPay: true,
    canCancel: true,
    cancelBlock: null,
    canSign: false,
    canAdd: true,
    ...overrides,
  };
}

export function feeLine(overrides: Partial<FeeLine> = {}): FeeLine {
  return { code: 'FIRST_WEIGHT', label: 'First weight', detail: '0.5 kg', amount: 60, ...overrides };
}

/** A quote whose lines add up to its subtotal (coupon and points taken off the total). */
export function quoteFixture(overrides: Partial<CombinedOrderQuote> = {}): CombinedOrderQuote {
  return {
    lines: [
      feeLine(),
      feeLine({ code: 'ADDITIONAL_WEIGHT', label: 'Additional weight', detail: '3 × 0.5 kg × 12.00', amount: 36 }),
      feeLine({ code: 'FUEL', label: 'Fuel surcharge', detail: '12%', amount: 11.5 }),
      feeLine({ code: 'SERVICE', label: 'Reinforced packing', detail: null, amount: 23 }),
      feeLine({ code: 'COUPON', label: 'Coupon', detail: null, amount: -10 }),
    ],
    subtotal: 130.5,
    couponDiscount: 10,
    pointsUsed: 0,
    pointsValue: 0,
    total: 120.5,
    currency: 'CNY',
    actualWeight: 1.8,
    volumetricWeight: 1.2,
    volumetricDivisor: 5000,
    chargeableWeight: 2,
    ...overrides,
  };
}

export function trackingEvent(overrides: Partial<TrackingEvent> = {}): TrackingEvent {
  return {
    at: '2026-03-03T10:00:00.000Z',
    status: 'WAREHOUSE',
    location: 'Shenzhen',
    text: 'Packed and weighed',
    source: 'warehouse',
    ...overrides,
  };
}

/** A waybill's detail: the list fixture's waybill with its parcels, address, estimate and history. */
export function combinedOrderDetailFixture(overrides: Partial<CombinedOrderDetail> = {}): CombinedOrderDetail {
  return {
    ...combinedOrderFixture(),
    parcels: [
      { id: 'P1', trackingNumber: 'SF1400000001', declaredName: 'T-shirts', weight: 1.1, declaredValue: 200, currency: 'CNY' },
      { id: 'P2', trackingNumber: 'YT2200000002', declaredName: null, weight: 0.7, declaredValue: 80, currency: 'CNY' },
    ],
    address: {
      recipientName: 'Alice Chen',
      phone: '+1 213 555 0100',
      countryCode: 'US',
      countryName: 'United States',
      regionName: 'California',
      city: 'Los Angeles',
      addressLine1: '100 Main Street',
      addressLine2: 'Apt 5',
      postcode: '90001',
      customsId: null,
    },
    estimate: quoteFixture(),
    final: null,
    payments: [],
    coupon: { name: 'Summer ¥10 off', discount: 10 },
    pointsEarned: 0,
    services: [{ id: 'S1', name: 'Reinforced packing' }],
    history: [{ action: 'submitted', actor: 'customer', note: null, at: '2026-03-02T08:30:00.000Z' }],
    tracking: [],
    review: null,
    remark: null,
    boxPhotoUrl: null,
    ...overrides,
  };
}

/** Every status with its server name (the tenant's status definitions, English), the given counts, 0 elsewhere. */
export function statusCounts(given: Partial<Record<number, number>> = {}): CombinedOrderList['counts'] {
  return Object.entries(CombinedOrderStatus).map(([name, status]) => ({ status, name, count: given[status] ?? 0 }));
}

/** A list answer: these items (one unpaid waybill by default) and the counts of every status. */
export function combinedOrderListFixture(
  items: CombinedOrder[] = [combinedOrderFixture()],
  counts: CombinedOrderList['counts'] = statusCounts({ [CombinedOrderStatus.Unpaid]: items.length }),
): CombinedOrderList {
  return { items, totalCount: items.length, counts };
}
