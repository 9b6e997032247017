// Exports: TranshipmentStatusTag, ParcelStatusTag.
import { ToneTag } from '@/components/ui/tone-tag';
import { statusTone } from '@/components/combined-order/labels';
import { parcelStatusLabel, parcelStatusTone, statusLabel, type TranshipmentT } from './labels';

/** A transhipment order's status as a tag (`transhipmentOrder.status.<value>` in the waybill's tone). Server or client. */
export function TranshipmentStatusTag({ t, status }: { t: TranshipmentT; status: number }) {
  return (
    <span data-testid="transhipment-status" data-status={status}>
      <ToneTag tone={statusTone(status)}>{statusLabel(t, status)}</ToneTag>
    </span>
  );
}

/** The forwarded parcel's status as a tag (`transhipmentOrder.parcelStatus.<value>`). Server or client. */
export function ParcelStatusTag({ t, status }: { t: TranshipmentT; status: number }) {
  return (
    <span data-testid="parcel-status" data-status={status}>
      <ToneTag tone={parcelStatusTone(status)}>{parcelStatusLabel(t, status)}</ToneTag>
    </span>
  );
}
