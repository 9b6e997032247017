// Adding parcels to a submitted waybill: which waybill the page opens on, and which parcels may join it.
// Pure: unit-tested.
import type { AddableCombinedOrder } from '@/lib/api/combined-order';
import type { Parcel, PendingCombineGroup } from '@/lib/api/parcels';

export const ADD_PARCELS_PATH = '/user/add-to-submitted-transfer-order';
export const MY_PARCELS_PATH = '/user/tranship-list';

/** The waybill named by `?id=` when parcels can still be added to it, else the newest one (null: none). */
export function initialCombinedOrder(
  combinedOrders: readonly AddableCombinedOrder[],
  id: string,
): { chosen: AddableCombinedOrder | null; unknownId: string | null } {
  const named = id ? combinedOrders.find((combinedOrder) => combinedOrder.id === id) : undefined;
  return { chosen: named ?? combinedOrders[0] ?? null, unknownId: id && !named ? id : null };
}

/** The in-stock parcels of the waybill's warehouse that are in no waybill yet. */
export function parcelsFor(groups: readonly PendingCombineGroup[], warehouseId: string): Parcel[] {
  return groups.filter((group) => group.warehouseId === warehouseId).flatMap((group) => group.parcels.filter((parcel) => !parcel.combinedOrderId));
}

export const addParcelsPath = (id: string) => `${ADD_PARCELS_PATH}?id=${encodeURIComponent(id)}`;
