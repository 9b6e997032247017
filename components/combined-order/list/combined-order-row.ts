// A waybill as My waybills' (and ship-for-me orders') client table receives it (components/ui/list/compact-row.ts):
// what the row shows and what its actions need, the tracking numbers it lists, not the ids, codes and flags it
// never reads.
import type { CombinedOrder } from '@/lib/api/combined-order';
import { compactRow, type CompactRow } from '@/components/ui/list/compact-row';

/** How many parcel tracking numbers a row shows before "and N more". */
export const TRACKING_SHOWN = 2;

// The action flags stay booleans: the action buttons (shared with the detail pages) take them so.
const REQUIRED = [
  'id',
  'status',
  'warehouseName',
  'parcelCount',
  'estimatedTotal',
  'amountDue',
  'currency',
  'createdAt',
  'canPay',
  'canCancel',
  'canSign',
  'canAdd',
] as const;
const OPTIONAL = ['finalTotal', 'carrierName', 'carrierTrackingNumber'] as const;

export type CombinedOrderRow = CompactRow<CombinedOrder, (typeof REQUIRED)[number], (typeof OPTIONAL)[number]> & {
  trackingNumbers: string[];
  destination: Pick<CombinedOrder['destination'], 'countryName' | 'city' | 'recipientName'>;
  method: Pick<CombinedOrder['method'], 'name'>;
};

export function combinedOrderRowOf(order: CombinedOrder): CombinedOrderRow {
  const { countryName, city, recipientName } = order.destination;
  return {
    ...compactRow(order, REQUIRED, OPTIONAL),
    trackingNumbers: order.trackingNumbers.slice(0, TRACKING_SHOWN),
    destination: { countryName, city, recipientName },
    method: { name: order.method.name },
  };
}
