// The pending-payment page's rules: why a waybill asks for money now, and the selection for one combined
// payment. Pure: unit-tested.
import type { Key } from 'react';
import type { CombinedOrder } from '@/lib/api/combined-order';
import { PaymentTiming } from '@/lib/contract/enums';
import { COMBINE_PAY_MAX } from '@/lib/contract/combined-order-rules';
import { compactRow, type CompactRow } from '@/components/ui/list/compact-row';

export type DueReason = 'payFirst' | 'finalFee' | 'difference';

/**
 * Before the warehouse has weighed the packed order (no final total) the money asked is the fee paid first;
 * after it, a pack-first waybill pays its final fee and a paid-first one the difference of the weighing.
 */
export function dueReason(combinedOrder: { finalTotal?: number | null; paymentTiming: number }): DueReason {
  if (combinedOrder.finalTotal == null) return 'payFirst';
  return combinedOrder.paymentTiming === PaymentTiming.PackFirstAndPayLater ? 'finalFee' : 'difference';
}

/** Waybills that ask for money now (the Unpaid list, less any with nothing left to pay). */
export const awaitingPayment = (items: readonly CombinedOrder[]) => items.filter((combinedOrder) => combinedOrder.amountDue > 0);

const REQUIRED = ['id', 'deliveryMode', 'paymentTiming', 'amountDue', 'currency', 'createdAt', 'canPay'] as const;

/** A waybill to pay as the table receives it (components/ui/list/compact-row.ts): what its row, its Pay button and the selection read. */
export type PendingRow = CompactRow<CombinedOrder, (typeof REQUIRED)[number], 'finalTotal'>;

export const pendingRowOf = (combinedOrder: CombinedOrder): PendingRow => compactRow(combinedOrder, REQUIRED, ['finalTotal']);

type Payable = Pick<CombinedOrder, 'id' | 'canPay' | 'amountDue'>;

/**
 * The selection after the table's change: rows of other pages kept, this page's as checked, at most
 * COMBINE_PAY_MAX (`refused` when rows had to be left out).
 */
export function applyPaySelection<P extends Payable>(previous: readonly P[], pageRows: readonly P[], keys: readonly Key[]) {
  const onPage = new Set(pageRows.map((row) => row.id));
  const wanted = new Set(keys.map(String));
  const kept = previous.filter((combinedOrder) => !onPage.has(combinedOrder.id));
  const checked = pageRows.filter((row) => wanted.has(row.id) && row.canPay);
  const room = Math.max(0, COMBINE_PAY_MAX - kept.length);
  const inPageOrder = [...previous.filter((w) => onPage.has(w.id) && wanted.has(w.id)), ...checked.filter((row) => !previous.some((w) => w.id === row.id))];
  const accepted = inPageOrder.slice(0, room);
  return { selected: [...kept, ...accepted], refused: accepted.length < checked.length };
}

export const selectedTotal = (selected: readonly Pick<Payable, 'amountDue'>[]) =>
  Math.round(selected.reduce((sum, combinedOrder) => sum + combinedOrder.amountDue, 0) * 100) / 100;
