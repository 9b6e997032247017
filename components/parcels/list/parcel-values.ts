// Pure rules of the My parcels page: how storage reads, the one-warehouse selection, the selection's totals. They
// take a Parcel or a list row (./parcel-row.ts, whose empty fields are left out).
import type { Key } from 'react';
import type { ParcelStorage } from '@/lib/contract/wire';

export type StorageView =
  | { kind: 'none' }
  | { kind: 'stopped'; daysLeft: number; fee: number }
  | { kind: 'left'; daysLeft: number }
  | { kind: 'warning'; daysLeft: number }
  | { kind: 'overdue'; overdueDays: number; fee: number; feePerDay: number };

/**
 * What the storage cell says: nothing before Inbound; "stopped" once the parcel joined a waybill or left
 * (with any fee it had run up); past the free days the fee accrued; within 7 days a warning.
 */
export function storageView(storage: ParcelStorage | null | undefined): StorageView {
  if (!storage) return { kind: 'none' };
  if (storage.stopped) return { kind: 'stopped', daysLeft: storage.daysLeft, fee: storage.fee };
  if (storage.overdueDays > 0) return { kind: 'overdue', overdueDays: storage.overdueDays, fee: storage.fee, feePerDay: storage.feePerDay };
  return storage.warning ? { kind: 'warning', daysLeft: storage.daysLeft } : { kind: 'left', daysLeft: storage.daysLeft };
}

/** A number with at most 2 decimals, no trailing zeros (1.5, 12, 0.25). */
const short = (value: number) => String(Math.round(value * 100) / 100);

/** `30 × 20 × 10` (cm), or null until the warehouse measured all three sides. */
export function sizeText(parcel: { length?: number | null; width?: number | null; height?: number | null }): string | null {
  const { length, width, height } = parcel;
  return length == null || width == null || height == null ? null : `${short(length)} × ${short(width)} × ${short(height)}`;
}

/** What the selection rule reads of a parcel. */
interface Selectable {
  id: string;
  warehouseId: string;
  selectable?: boolean;
}

export interface SelectionChange<P> {
  selected: P[];
  /** Rows of another warehouse were left out (one warehouse per waybill). */
  refused: boolean;
}

/**
 * The selection after antd reports the checked keys of the page on show: rows of other pages stay; only
 * selectable rows count; a waybill takes one warehouse, so rows of a second warehouse are left out (the
 * warehouse already selected wins, else the first newly checked row's).
 */
export function applySelection<P extends Selectable>(previous: readonly P[], pageRows: readonly P[], keys: readonly Key[]): SelectionChange<P> {
  const onPage = new Set(pageRows.map((row) => row.id));
  const wanted = new Set(keys.map(String));
  const kept = previous.filter((parcel) => !onPage.has(parcel.id));
  const checked = pageRows.filter((row) => wanted.has(row.id) && row.selectable);
  const warehouse = kept[0]?.warehouseId ?? previous.find((p) => wanted.has(p.id))?.warehouseId ?? checked[0]?.warehouseId;
  const same = checked.filter((row) => row.warehouseId === warehouse);
  return { selected: [...kept, ...same], refused: same.length < checked.length };
}

export interface SelectionTotals {
  count: number;
  /** kg; parcels not weighed count 0. */
  weight: number;
  /** Declared value per currency, in the order first met. */
  values: { currency: string; amount: number }[];
}

export function selectionTotals(selected: readonly { weight?: number | null; currency: string; declaredValue: number }[]): SelectionTotals {
  const values = new Map<string, number>();
  let weight = 0;
  for (const parcel of selected) {
    weight += parcel.weight ?? 0;
    values.set(parcel.currency, (values.get(parcel.currency) ?? 0) + parcel.declaredValue);
  }
  return {
    count: selected.length,
    weight: Math.round(weight * 100) / 100,
    values: [...values].map(([currency, amount]) => ({ currency, amount: Math.round(amount * 100) / 100 })),
  };
}

export interface SiteCurrency {
  code: string;
  symbol: string;
}

/** The symbol to show before an amount: the site's own for its currency, else the code and a space. */
export function symbolFor(currency: string, site: SiteCurrency): string {
  return currency === site.code ? site.symbol : `${currency} `;
}
