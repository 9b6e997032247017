// Adding parcels to a submitted waybill (GET …/combinedOrderNumberList, POST …/combinedOrderByNumber and
// …/combinedOrderByNumberAdd): only before the warehouse starts checking it. The estimate is priced again
// through the one re-price path (./reprice.ts): a waybill paid up front (from the wallet, or wholly by coupon
// and points) is charged the difference at once (402 and nothing changes when the wallet is short), an
// unpaid one simply owes the new total.
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { DeliveryMode } from '../../../lib/contract/enums.ts';
import { ADDABLE } from '../../../lib/contract/combined-order-rules.ts';
import type { Db } from '../../db/client.ts';
import { combinedOrders, parcels } from '../../db/schema/index.ts';
import { ApiError } from '../../errors.ts';
import type { UserRow } from '../../http.ts';
import { logParcelsAction } from '../parcels/index.ts';
import { assertCombinable, ownParcels } from './inputs.ts';
import { combinedOrderNotFound, type CombinedOrderRow } from './machine.ts';
import { lockMemberAndOrder, reprice } from './reprice.ts';
import { combinedOrderParcels } from './requote.ts';

const addable = and(eq(combinedOrders.deliveryMode, DeliveryMode.DirectDelivery), inArray(combinedOrders.status, [...ADDABLE]), isNull(combinedOrders.final));
const isAddable = (row: CombinedOrderRow) => row.deliveryMode === DeliveryMode.DirectDelivery && ADDABLE.includes(row.status) && !row.final;
const notAddable = () => new ApiError(409, 'WAYBILL_NOT_ADDABLE', 'combinedOrderNotAddable');

export function addableCombinedOrders(db: Db, user: UserRow): Promise<CombinedOrderRow[]> {
  return db
    .select()
    .from(combinedOrders)
    .where(and(eq(combinedOrders.tenantId, user.tenantId), eq(combinedOrders.userId, user.id), addable))
    .orderBy(desc(combinedOrders.createdAt))
    .limit(100);
}

export async function addableCombinedOrder(db: Db, user: UserRow, id: string): Promise<CombinedOrderRow> {
  const [row] = await db
    .select()
    .from(combinedOrders)
    .where(and(eq(combinedOrders.tenantId, user.tenantId), eq(combinedOrders.userId, user.id), eq(combinedOrders.id, id.trim().toUpperCase())));
  if (!row) throw combinedOrderNotFound();
  if (!isAddable(row)) throw notAddable();
  return row;
}

export function addParcels(db: Db, user: UserRow, id: string, parcelIds: string[]): Promise<CombinedOrderRow> {
  return db.transaction(async (tx) => {
    const order = await lockMemberAndOrder(tx, user.tenantId, user.id, id);
    if (!isAddable(order)) throw notAddable();
    const added = await ownParcels(tx, user, parcelIds, true);
    assertCombinable(added, order.warehouseId);
    const now = new Date();
    await tx
      .update(parcels)
      .set({ combinedOrderId: order.id, selectedToSubmit: false, storageStoppedAt: now, updatedAt: now })
      .where(
        and(
          eq(parcels.tenantId, user.tenantId),
          inArray(
            parcels.id,
            added.map((p) => p.id),
          ),
        ),
      );
    const updated = await reprice(tx, order, {
      rows: await combinedOrderParcels(tx, order),
      actor: 'customer',
      action: 'parcelsAdded',
      note: added.map((p) => p.trackingNumber).join(', '),
      chargeTitle: 'addParcelsChargeTitle',
    });
    await logParcelsAction(tx, added, { action: 'combined', actor: 'customer', note: order.id });
    return updated;
  });
}
