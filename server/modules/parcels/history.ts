// A parcel's history (GET /u/biz/parcel/{id}/action-logs): every transition and customer change writes one
// line, in the same transaction as the change itself.
import type { ParcelAction } from '../../../lib/contract/schemas/parcels.ts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { parcelActionLogs } from '../../db/schema/index.ts';
import { chunked } from './tracking-lock.ts';

export type Actor = 'customer' | 'staff' | 'system';

export interface HistoryLine {
  parcelId: string;
  action: ParcelAction;
  actor: Actor;
  warehouseId?: string | null;
  /** Free text (a reason, names, measures); never money. */
  note?: string | null;
  /** The money the line speaks of, minor units in the parcel's currency, for the site to format. */
  amount?: number | null;
}

/** The same action on several parcels, each line naming its parcel's warehouse. */
export function logParcelsAction(db: Db, rows: { id: string; warehouseId: string | null }[], line: Pick<HistoryLine, 'action' | 'actor' | 'note'>) {
  return logParcelActions(
    db,
    rows.map((row) => ({ ...line, parcelId: row.id, warehouseId: row.warehouseId })),
  );
}

export async function logParcelActions(db: Db, lines: HistoryLine[]): Promise<void> {
  for (const part of chunked(lines)) {
    await db.insert(parcelActionLogs).values(
      part.map((line) => ({
        id: newId('PL'),
        parcelId: line.parcelId,
        action: line.action,
        actor: line.actor,
        warehouseId: line.warehouseId ?? null,
        note: line.note ?? null,
        amount: line.amount ?? null,
      })),
    );
  }
}
