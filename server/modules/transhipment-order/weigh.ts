// A transhipment order is weighed when its parcel is: the warehouse's arrival (scale and tape) gives the
// final quote at once — no picking or repacking — and the money is settled as for a packed waybill. An
// order submitted for a parcel already weighed is settled the same way at submit.
import { DeliveryMode } from '../../../lib/contract/enums.ts';
import { TRANSHIPMENT_EDITABLE } from '../../../lib/contract/transhipment-rules.ts';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../errors.ts';
import { addEvent, type WaybillRow } from '../combined-order/machine.ts';
import { lockMemberAndOrder, reprice } from '../combined-order/reprice.ts';
import { warehouseText } from '../combined-order/tracking.ts';
import type { ParcelRow } from '../parcels/wire.ts';
import { kg } from '../shipping/fees.ts';

/**
 * Inside the caller's transaction, the member's lock and the order's row held (lockMemberAndOrder): the final
 * quote from the parcel's own weight and size, through the one re-price path.
 */
export async function weighTranshipment(tx: Db, order: WaybillRow, parcel: ParcelRow): Promise<WaybillRow> {
  if (order.deliveryMode !== DeliveryMode.Transshipment || order.final || !TRANSHIPMENT_EDITABLE.includes(order.status)) return order;
  const { weightGrams, lengthCm, widthCm, heightCm } = parcel;
  if (weightGrams === null || lengthCm === null || widthCm === null || heightCm === null) return order;
  await addEvent(tx, order.id, { status: 'WAREHOUSE', source: 'warehouse', text: warehouseText('eventTranshipmentWeighed', { weight: kg(weightGrams) }) });
  const box = { weightGrams, lengthCm, widthCm, heightCm };
  return reprice(tx, order, { rows: [parcel], weighed: { box, boxPhoto: null }, actor: 'staff', action: 'weighed', chargeTitle: 'extraChargeTitle' });
}

/** Called by the parcel's arrival (server/modules/parcels/warehouse.ts) in its transaction. */
export async function weighOnArrival(tx: Db, parcel: ParcelRow): Promise<void> {
  if (!parcel.combinedOrderId || parcel.deliveryMode !== DeliveryMode.Transshipment) return;
  const order = await lockMemberAndOrder(tx, parcel.tenantId, null, parcel.combinedOrderId).catch((err: unknown) => {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  });
  if (order) await weighTranshipment(tx, order, parcel);
}
