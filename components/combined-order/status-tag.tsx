// Exports: CombinedOrderStatusTag.
import { ToneTag } from '@/components/ui/tone-tag';
import { statusLabel, statusTone, type CombinedOrdersT } from './labels';

/** A waybill's status as a tag (`combinedOrder.status.<value>` in its tone). Server or client. */
export function CombinedOrderStatusTag({ t, status }: { t: CombinedOrdersT; status: number }) {
  return (
    <span data-testid="waybill-status" data-status={status}>
      <ToneTag tone={statusTone(status)}>{statusLabel(t, status)}</ToneTag>
    </span>
  );
}
