// The waybill's state machine: which action moves which status to which, and who may take it. Every move
// is a conditional update (WHERE status = the status read) with its history line in the same transaction,
// so of two concurrent moves exactly one wins and the other answers 409.
import { and, eq } from 'drizzle-orm';
import { CombinedOrderStatus as S } from '../../../lib/contract/enums.ts';
import { TRANSHIPMENT_CANCELLABLE } from '../../../lib/contract/transhipment-order-rules.ts';
import { CUSTOMER_CANCELLABLE, type CombinedOrderAction } from '../../../lib/contract/combined-order-rules.ts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { combinedOrderEvents, combinedOrderHistory, combinedOrders } from '../../db/schema/index.ts';
import { ApiError } from '../../errors.ts';
import type { TrackingStatus } from '../../../lib/contract/combined-order-rules.ts';

export type CombinedOrderRow = typeof combinedOrders.$inferSelect;
export type Actor = 'customer' | 'staff' | 'system';

interface Move {
  from: readonly number[];
  to: number;
  by: readonly Actor[];
  action: CombinedOrderAction;
}

/** Moves other than paying, packing and adding parcels (their target depends on the money: ./pay.ts, ./staff.ts). */
export const MOVES = {
  pick: { from: [S.PendingPacking], to: S.Picking, by: ['staff'], action: 'picked' },
  verify: { from: [S.Picking], to: S.Verified, by: ['staff'], action: 'verified' },
  outOfWarehouse: { from: [S.Packaged], to: S.OutOfWarehouse, by: ['staff'], action: 'outOfWarehouse' },
  ship: { from: [S.OutOfWarehouse], to: S.Shipped, by: ['staff'], action: 'shipped' },
  sign: { from: [S.Shipped], to: S.Signed, by: ['customer', 'staff', 'system'], action: 'signed' },
  complete: { from: [S.Signed], to: S.Completed, by: ['staff', 'system'], action: 'completed' },
  // Which of these a customer may cancel depends on the kind of order: ./cancel.ts cancelBlock.
  cancelByCustomer: {
    from: [...new Set([...CUSTOMER_CANCELLABLE, ...TRANSHIPMENT_CANCELLABLE])],
    to: S.Canceled,
    by: ['customer'],
    action: 'canceled',
  },
  cancelByStaff: {
    from: [S.PendingPacking, S.Picking, S.Verified, S.Packaged, S.Unpaid],
    to: S.Canceled,
    by: ['staff'],
    action: 'canceled',
  },
} as const satisfies Record<string, Move>;
export type MoveName = keyof typeof MOVES;

export const wrongState = () => new ApiError(409, 'WAYBILL_WRONG_STATE', 'combinedOrderWrongState');
export const combinedOrderNotFound = () => new ApiError(404, 'NotFound', 'combinedOrderNotFound');

/** A history line; `amount` is the fee difference a re-price settled (signed minor units), never written into `note`. */
export async function logCombinedOrder(
  tx: Db,
  orderId: string,
  action: CombinedOrderAction,
  actor: Actor,
  note: string | null = null,
  at = new Date(),
  amount: number | null = null,
) {
  await tx.insert(combinedOrderHistory).values({ id: newId('LH'), orderId, action, actor, note, amount, createdAt: at });
}

export async function addEvent(
  tx: Db,
  orderId: string,
  event: { status: TrackingStatus; source: 'warehouse' | 'carrier'; text: string; location?: string | null; at?: Date },
) {
  await tx.insert(combinedOrderEvents).values({
    id: newId('LE'),
    orderId,
    status: event.status,
    source: event.source,
    text: event.text,
    location: event.location ?? null,
    occurredAt: event.at ?? new Date(),
  });
}

/**
 * Changes status `from` → `to` with `patch`, only if the row still has `from` (409 otherwise), and writes
 * the history line.
 */
export async function setStatus(
  tx: Db,
  order: CombinedOrderRow,
  to: number,
  patch: Partial<CombinedOrderRow>,
  history: { action: CombinedOrderAction; actor: Actor; note?: string | null; amount?: number | null },
): Promise<CombinedOrderRow> {
  const now = new Date();
  const [moved] = await tx
    .update(combinedOrders)
    .set({ ...patch, status: to, updatedAt: now })
    .where(and(eq(combinedOrders.id, order.id), eq(combinedOrders.status, order.status)))
    .returning();
  if (!moved) throw wrongState();
  await logCombinedOrder(tx, order.id, history.action, history.actor, history.note ?? null, now, history.amount ?? null);
  return moved;
}

/** A named move: checks the actor and the status, then setStatus. */
export async function move(tx: Db, order: CombinedOrderRow, name: MoveName, actor: Actor, patch: Partial<CombinedOrderRow> = {}, note: string | null = null) {
  const rule: Move = MOVES[name];
  if (!rule.by.includes(actor) || !rule.from.includes(order.status)) throw wrongState();
  return setStatus(tx, order, rule.to, patch, { action: rule.action, actor, note });
}

/** The waybill row, locked for update by default; 404 when it is not this member's (staff: userId null, any in the tenant). */
export async function lockCombinedOrder(tx: Db, tenantId: string, userId: string | null, id: string, lock = true): Promise<CombinedOrderRow> {
  const query = tx
    .select()
    .from(combinedOrders)
    .where(and(eq(combinedOrders.id, id), eq(combinedOrders.tenantId, tenantId), ...(userId ? [eq(combinedOrders.userId, userId)] : [])));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw combinedOrderNotFound();
  return row;
}

export const findCombinedOrder = (db: Db, tenantId: string, userId: string | null, id: string) => lockCombinedOrder(db, tenantId, userId, id, false);
