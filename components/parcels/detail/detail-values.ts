// Pure rules of the parcel drawer: where the status stepper stands, what changed in the declarations.
import { ParcelStatus } from '@/lib/contract/enums';
import type { ParcelGoods } from '@/lib/contract/wire';

/** The stepper's path (labels `parcels.status.<Name>`); Canceled is not on it. */
export const STEP_PATH = ['NotArrival', 'Arrived', 'Inbound', 'OutOfWarehouse', 'Completed'] as const;

export interface StepState {
  current: number;
  status: 'process' | 'finish' | 'error';
  /** A cancelled forecast: the first step shows as the error "Cancelled". */
  canceled: boolean;
}

export function stepState(status: number): StepState {
  if (status === ParcelStatus.Canceled) return { current: 0, status: 'error', canceled: true };
  const index = STEP_PATH.findIndex((name) => ParcelStatus[name] === status);
  if (index < 0) return { current: 0, status: 'process', canceled: false };
  return { current: index, status: status === ParcelStatus.Completed ? 'finish' : 'process', canceled: false };
}

export interface GoodsEdit {
  id: string;
  declaredName: string;
  unitValue: number;
}

/** The update calls a declarations form needs: only lines whose name, or whose value, changed. */
export function declarationChanges(goods: readonly ParcelGoods[], edits: readonly GoodsEdit[]) {
  const byId = new Map(goods.map((line) => [line.id, line]));
  const names: { id: string; declaredName: string }[] = [];
  const values: { id: string; unitValue: number }[] = [];
  for (const edit of edits) {
    const line = byId.get(edit.id);
    if (!line) continue;
    const name = edit.declaredName.trim();
    if (name !== line.declaredName) names.push({ id: edit.id, declaredName: name });
    if (edit.unitValue !== line.unitValue) values.push({ id: edit.id, unitValue: edit.unitValue });
  }
  return { names, values };
}

/** Whether two id lists hold the same ids (additional services before and after). */
export function sameIds(a: readonly string[], b: readonly string[]): boolean {
  const set = new Set(a);
  return a.length === b.length && b.every((id) => set.has(id));
}

export type NotEditableReason = 'inWaybill' | 'left' | 'canceled';

/** Why declarations can no longer change (null while they can): the line the drawer shows instead of the forms. */
export function notEditableReason(parcel: { editable: boolean; status: number; combinedOrderId: string | null }): NotEditableReason | null {
  if (parcel.editable) return null;
  if (parcel.status === ParcelStatus.Canceled) return 'canceled';
  if (parcel.combinedOrderId) return 'inWaybill';
  return 'left';
}
