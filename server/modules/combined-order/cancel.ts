// Cancelling a waybill (PUT /u/combinedOrder/cancelCombinedOrder/{id}; staff too): in one transaction the
// status moves (a conditional update), everything paid goes back to the wallet, the coupon is released,
// the points return and the parcels go back in stock. canBeCancelled tells the customer which open
// waybills can still be cancelled and why the others cannot.
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import { CombinedOrderStatus as S, DeliveryMode } from '../../../lib/contract/enums.ts';
import { TRANSHIPMENT_CANCELLABLE } from '../../../lib/contract/transhipment-order-rules.ts';
import { CUSTOMER_CANCELLABLE, type CancelBlock } from '../../../lib/contract/combined-order-rules.ts';
import type { Db } from '../../db/client.ts';
import { combinedOrders, parcels } from '../../db/schema/index.ts';
import { ApiError } from '../../errors.ts';
import type { UserRow } from '../../http.ts';
import { ownedBy } from '../../kernel/customers.ts';
import { releaseCoupon, returnForOrder } from '../coupons/index.ts';
import { logParcelsAction } from '../parcels/index.ts';
import { move, type Actor, type CombinedOrderRow } from './machine.ts';
import { refundCombinedOrder } from './pay.ts';
import { lockMemberAndOrder } from './reprice.ts';

/** Why the customer cannot cancel (null: they can). A transhipment order can be until its parcel leaves. */
export function cancelBlock(status: number, deliveryMode: number = DeliveryMode.DirectDelivery): CancelBlock | null {
  const transhipment = deliveryMode === DeliveryMode.Transshipment;
  if ((transhipment ? TRANSHIPMENT_CANCELLABLE : CUSTOMER_CANCELLABLE).includes(status)) return null;
  if (status === S.Canceled) return 'CANCELED';
  if (status === S.Shipped || (transhipment && status === S.OutOfWarehouse)) return 'SHIPPED';
  if (status === S.Signed || status === S.Completed) return 'FINISHED';
  return 'PACKING_STARTED';
}

/** What a module above this one undoes of its own when an order is cancelled, in the cancel's transaction. */
export type CancelHook = (tx: Db, tenantId: string, orderId: string) => Promise<void>;
const cancelHooks: CancelHook[] = [];

/**
 * A module above this one (ship-for-me: the goods of a cancelled logistics order) registers its undo step
 * from its face; combined-order cannot import it (modules depend downwards only).
 */
export function onCombinedOrderCanceled(hook: CancelHook): void {
  if (!cancelHooks.includes(hook)) cancelHooks.push(hook);
}

/** Cancels the waybill (the member's lock and its row held: lockMemberAndOrder) and undoes what it took, inside the caller's transaction. */
export async function cancelLocked(tx: Db, order: CombinedOrderRow, reason: string, actor: Actor): Promise<CombinedOrderRow> {
  const block = cancelBlock(order.status, order.deliveryMode);
  if (actor === 'customer' && block) throw new ApiError(409, 'WAYBILL_NOT_CANCELLABLE', 'combinedOrderNotCancellable', block);
  const now = new Date();
  // In the lock order (./reprice.ts): the parcels, then the coupon, the points and the wallet.
  const freed = await tx
    .update(parcels)
    .set({ combinedOrderId: null, deliveryMode: DeliveryMode.DirectDelivery, storageStoppedAt: null, updatedAt: now })
    .where(and(eq(parcels.tenantId, order.tenantId), eq(parcels.combinedOrderId, order.id)))
    .returning({ id: parcels.id, warehouseId: parcels.warehouseId });
  await releaseCoupon(tx, order.tenantId, order.id, now);
  if (order.pointsUsed > 0) await returnForOrder(tx, { tenantId: order.tenantId, id: order.userId }, order.id);
  const refunded = await refundCombinedOrder(tx, order, order.paidTotal);
  const canceled = await move(
    tx,
    order,
    actor === 'customer' ? 'cancelByCustomer' : 'cancelByStaff',
    actor,
    {
      ...refunded,
      amountDue: 0,
      cancelReason: reason,
      canceledAt: now,
    },
    reason,
  );
  await logParcelsAction(tx, freed, { action: 'uncombined', actor, note: order.id });
  for (const hook of cancelHooks) await hook(tx, order.tenantId, order.id);
  return canceled;
}

export function cancelCombinedOrder(db: Db, user: UserRow, id: string, reason: string): Promise<CombinedOrderRow> {
  return db.transaction(async (tx) => cancelLocked(tx, await lockMemberAndOrder(tx, user.tenantId, user.id, id), reason, 'customer'));
}

/** The member's waybills and ship-for-me logistics orders that are not finished, newest first (the page says which can be cancelled). */
export async function openCombinedOrders(db: Db, user: UserRow): Promise<CombinedOrderRow[]> {
  return db
    .select()
    .from(combinedOrders)
    .where(
      and(
        ownedBy(combinedOrders, user.tenantId, user.id),
        inArray(combinedOrders.deliveryMode, [DeliveryMode.DirectDelivery, DeliveryMode.Purchasing]),
        notInArray(combinedOrders.status, [S.Completed, S.Canceled]),
      ),
    )
    .orderBy(desc(combinedOrders.createdAt), desc(combinedOrders.id))
    .limit(100);
}
