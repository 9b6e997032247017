// Exports: WaybillStatusTag.
import { ToneTag } from '@/components/ui/tone-tag';
import { statusLabel, statusTone, type WaybillsT } from './labels';

/** A waybill's status as a tag (`waybills.status.<value>` in its tone). Server or client. */
export function WaybillStatusTag({ t, status }: { t: WaybillsT; status: number }) {
  return (
    <span data-testid="waybill-status" data-status={status}>
      <ToneTag tone={statusTone(status)}>{statusLabel(t, status)}</ToneTag>
    </span>
  );
}
