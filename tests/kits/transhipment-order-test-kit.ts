// Test support of the transhipment pages (no tests here): fixtures of the wire shapes (lib/contract/schemas/
// transhipment.ts), built on the waybill's (combined-order-test-kit.ts), valid as the backend answers
// them. The server seams are the records' test kit's (tests/kits/records-test-kit.tsx).
//
// Exports: ORDER_API (msw base), transhipmentParcel, transhipmentFixture, transhipmentDetailFixture,
// orderNote, transhipmentCounts, transhipmentListFixture.
import type { OrderNote, TranshipmentOrder, TranshipmentOrderDetail, TranshipmentOrderList, TranshipmentParcel } from '@/lib/api/transhipment-order';
import { CombinedOrderStatus, DeliveryMode, ParcelStatus } from '@/lib/contract/enums';
import { TRANSHIPMENT_STATUSES } from '@/lib/contract/transhipment-order-rules';
import { API } from '@/tests/kits/records-test-kit';
import { quoteFixture, combinedOrderDetailFixture, combinedOrderFixture } from '@/tests/kits/combined-order-test-kit';

/** The msw base of the server-rendered transhipment calls (lib/api/transhipment-order.ts TRANSHIPMENT_PATHS). */
export const ORDER_API = `${API}/api/u/order`;

/** A forecast parcel not yet at the warehouse (NotArrival, no weight). */
export function transhipmentParcel(overrides: Partial<TranshipmentParcel> = {}): TranshipmentParcel {
  return {
    id: 'P3001',
    trackingNumber: 'SF1400000009',
    status: ParcelStatus.NotArrival,
    warehouseName: 'Shenzhen warehouse',
    carrierName: 'SF Express',
    declaredName: 'Sneakers',
    declaredValue: 350,
    currency: 'CNY',
    weight: null,
    ...overrides,
  };
}

/** A transhipment order as the list answers it: awaiting its parcel, paid at submit, editable and cancellable. */
export function transhipmentFixture(overrides: Partial<TranshipmentOrder> = {}): TranshipmentOrder {
  return {
    ...combinedOrderFixture({
      id: 'L3001',
      status: CombinedOrderStatus.PendingPacking,
      deliveryMode: DeliveryMode.Transshipment,
      parcelCount: 1,
      trackingNumbers: ['SF1400000009'],
      destination: { countryCode: 'MY', countryName: 'Malaysia', city: 'Kuala Lumpur', recipientName: 'Lim Wei' },
      method: { id: 'M2', name: 'Malaysia Economy' },
      estimatedTotal: 64,
      amountDue: 0,
      canPay: false,
      canAdd: false,
    }),
    parcel: transhipmentParcel(),
    estimatedWeight: 1.5,
    canEdit: true,
    ...overrides,
  };
}

export function orderNote(overrides: Partial<OrderNote> = {}): OrderNote {
  return { id: 'N1', author: 'customer', text: 'Please keep the shoe box', at: '2026-03-02T09:00:00.000Z', ...overrides };
}

/** A transhipment order's detail: the list fixture's order with its address, estimate, history and notes. */
export function transhipmentDetailFixture(overrides: Partial<TranshipmentOrderDetail> = {}): TranshipmentOrderDetail {
  const order = transhipmentFixture();
  const combinedOrder = combinedOrderDetailFixture({
    ...order,
    parcels: [{ id: 'P3001', trackingNumber: 'SF1400000009', declaredName: 'Sneakers', weight: null, declaredValue: 350, currency: 'CNY' }],
    estimate: quoteFixture({ total: 64, subtotal: 74, actualWeight: 1.5, volumetricWeight: 0, chargeableWeight: 1.5 }),
    coupon: null,
    services: [],
    payments: [{ id: 'TRAN9', kind: 'payment', amount: 64, status: 2, at: '2026-03-02T08:31:00.000Z' }],
    history: [
      { action: 'submitted', actor: 'customer', note: null, at: '2026-03-02T08:30:00.000Z' },
      { action: 'paid', actor: 'customer', note: null, at: '2026-03-02T08:31:00.000Z' },
    ],
  });
  return { ...combinedOrder, parcel: order.parcel, estimatedWeight: order.estimatedWeight, canEdit: order.canEdit, notes: [], ...overrides };
}

/** Every status of the transhipment flow with its server name, the given counts, 0 elsewhere. */
export function transhipmentCounts(given: Partial<Record<number, number>> = {}): TranshipmentOrderList['counts'] {
  const names = Object.fromEntries(Object.entries(CombinedOrderStatus).map(([name, value]) => [value, name]));
  return TRANSHIPMENT_STATUSES.map((status) => ({ status, name: names[status], count: given[status] ?? 0 }));
}

/** A list answer: these items and the counts of every status. */
export function transhipmentListFixture(
  items: TranshipmentOrder[] = [transhipmentFixture()],
  counts = transhipmentCounts({ [CombinedOrderStatus.PendingPacking]: items.length }),
): TranshipmentOrderList {
  return { items, totalCount: items.length, counts };
}
