// A parcel as My parcels' client table receives it (components/ui/list/compact-row.ts): the fields the row, its
// selection and the selection's totals read, not the declarations, remarks, flags and timestamps the detail drawer
// reads for itself; on a page of 20 parcels that is about half the data.
import type { Parcel } from '@/lib/api/parcels';
import { compactRow, type CompactRow } from '@/components/ui/list/compact-row';

const REQUIRED = ['id', 'trackingNumber', 'carrierName', 'warehouseId', 'warehouseName', 'status', 'declaredValue', 'currency', 'createdAt'] as const;
const OPTIONAL = [
  'abnormalReason',
  'weight',
  'length',
  'width',
  'height',
  'volumetricWeight',
  'thumbnailUrl',
  'storage',
  'selectable',
  'unselectableReason',
] as const;

export type ParcelRow = CompactRow<Parcel, (typeof REQUIRED)[number], (typeof OPTIONAL)[number]> & {
  claim?: Pick<NonNullable<Parcel['claim']>, 'status'>;
};

export function parcelRowOf(parcel: Parcel): ParcelRow {
  const row: ParcelRow = compactRow(parcel, REQUIRED, OPTIONAL);
  if (parcel.claim) row.claim = { status: parcel.claim.status };
  return row;
}
