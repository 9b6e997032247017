// A transhipment order as My transhipment orders' client table receives it (components/ui/list/compact-row.ts): what
// the row shows and its actions need, its parcel's number and status only.
import type { TranshipmentOrder } from '@/lib/api/transhipment-order';
import { compactRow, type CompactRow } from '@/components/ui/list/compact-row';

// The action flags stay booleans: the action buttons (shared with the detail page) take them so.
const REQUIRED = [
  'id',
  'status',
  'warehouseName',
  'estimatedTotal',
  'amountDue',
  'currency',
  'createdAt',
  'canPay',
  'canEdit',
  'canCancel',
  'canSign',
] as const;
const OPTIONAL = ['finalTotal', 'carrierName', 'carrierTrackingNumber'] as const;

export type TranshipmentRow = CompactRow<TranshipmentOrder, (typeof REQUIRED)[number], (typeof OPTIONAL)[number]> & {
  parcel: Pick<TranshipmentOrder['parcel'], 'trackingNumber' | 'status'>;
  destination: Pick<TranshipmentOrder['destination'], 'countryName' | 'recipientName'>;
  method: Pick<TranshipmentOrder['method'], 'name'>;
};

export function transhipmentRowOf(order: TranshipmentOrder): TranshipmentRow {
  return {
    ...compactRow(order, REQUIRED, OPTIONAL),
    parcel: { trackingNumber: order.parcel.trackingNumber, status: order.parcel.status },
    destination: { countryName: order.destination.countryName, recipientName: order.destination.recipientName },
    method: { name: order.method.name },
  };
}
