// A transhipment order is weighed when its parcel is: the warehouse's arrival (scale and tape) gives the
// final quote at once — no picking or repacking — and the money is settled as for a packed waybill. An
// order submitted for a parcel already weighed is settled the same way at submit.
import { DeliveryMode } from '../../../lib/contract/enums.ts';
import { TRANSHIPMENT_EDITABLE } from '../../../lib/contract/transhipment-order-rules.ts';
import type { Db } from '../../db/client.ts';
import { addEvent, reprice, warehouseText, type CombinedOrderRow } from '../combined-order/index.ts';
import type { ParcelRow } from '../parcels/index.ts';
import { kg } from '../shipping/index.ts';

/**
 * Inside the caller's transaction, the member's lock and the order's row held (lockMemberAndOrder): the final
 * quote from the parcel's own weight and size, through the one re-price path.
 */
export async function weighTranshipment(tx: Db, order: CombinedOrderRow, parcel: ParcelRow): Promise<CombinedOrderRow> {
  if (order.deliveryMode !== DeliveryMode.Transshipment || order.final || !TRANSHIPMENT_EDITABLE.includes(order.status)) return order;
  const { weightGrams, lengthCm, widthCm, heightCm } = parcel;
  if (weightGrams === null || lengthCm === null || widthCm === null || heightCm === null) return order;
  await addEvent(tx, order.id, {
    status: 'WAREHOUSE',
    source: 'warehouse',
    text: warehouseText('eventTranshipmentWeighed', { weight: kg(weightGrams) }),
  });
  const box = { weightGrams, lengthCm, widthCm, heightCm };
  return reprice(tx, order, {
    rows: [parcel],
    weighed: { box, boxPhoto: null },
    actor: 'staff',
    action: 'weighed',
    chargeTitle: 'extraChargeTitle',
  });
}

/**
 * Called by a parcel's arrival and a claim's approval (server/modules/parcels/) in their transaction, with
 * `order` the parcel's order as lockParcelOrder locked it before the parcel's row was written: in the lock
 * order (server/modules/combined-order/reprice.ts) — locking the order only now, after the parcel's row,
 * deadlocked with a cancel of the order, which holds the order's row and then frees the parcel.
 */
export async function weighOnArrival(tx: Db, order: CombinedOrderRow | null, parcel: ParcelRow): Promise<void> {
  if (!order || parcel.combinedOrderId !== order.id || parcel.deliveryMode !== DeliveryMode.Transshipment) return;
  await weighTranshipment(tx, order, parcel);
}
