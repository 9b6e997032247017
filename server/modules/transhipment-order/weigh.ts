// A transhipment order is weighed when its parcel is: the warehouse's arrival (scale and tape) gives the
// final quote at once — no picking or repacking — and the money is settled as for a packed waybill. An
// order submitted for a parcel already weighed is settled the same way at submit.
import { and, eq } from 'drizzle-orm';
import { DeliveryMode } from '../../../lib/contract/enums.ts';
import { TRANSHIPMENT_EDITABLE } from '../../../lib/contract/transhipment-rules.ts';
import type { Db } from '../../db/client.ts';
import { combinedOrders } from '../../db/schema/index.ts';
import { addEvent, type WaybillRow } from '../combined-order/machine.ts';
import { requote } from '../combined-order/requote.ts';
import { settleWeighing } from '../combined-order/staff.ts';
import { warehouseText } from '../combined-order/tracking.ts';
import type { ParcelRow } from '../parcels/wire.ts';
import { kg } from '../shipping/fees.ts';

/** Inside the caller's transaction, the order locked: the final quote from the parcel's own weight and size. */
export async function weighTranshipment(tx: Db, order: WaybillRow, parcel: ParcelRow): Promise<WaybillRow> {
  if (order.deliveryMode !== DeliveryMode.Transshipment || order.final || !TRANSHIPMENT_EDITABLE.includes(order.status)) return order;
  const { weightGrams, lengthCm, widthCm, heightCm } = parcel;
  if (weightGrams === null || lengthCm === null || widthCm === null || heightCm === null) return order;
  const box = { weightGrams, lengthCm, widthCm, heightCm };
  const final = await requote(tx, order, [parcel], box);
  await addEvent(tx, order.id, { status: 'WAREHOUSE', source: 'warehouse', text: warehouseText('eventTranshipmentWeighed', { weight: kg(weightGrams) }) });
  return settleWeighing(tx, order, final, box, null, 'weighed');
}

/** Called by the parcel's arrival (server/modules/parcels/warehouse.ts) in its transaction. */
export async function weighOnArrival(tx: Db, parcel: ParcelRow): Promise<void> {
  if (!parcel.combinedOrderId || parcel.deliveryMode !== DeliveryMode.Transshipment) return;
  const [order] = await tx
    .select()
    .from(combinedOrders)
    .where(and(eq(combinedOrders.id, parcel.combinedOrderId), eq(combinedOrders.tenantId, parcel.tenantId)))
    .for('update');
  if (order) await weighTranshipment(tx, order, parcel);
}
