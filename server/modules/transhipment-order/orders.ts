// A member's transhipment orders: finding one (404 for another member's or a waybill's id), changing one
// before its parcel is weighed (PUT /u/order/transhipmentOrder/{id}), cancelling (POST /u/cancelOrder/
// cancelOrder) and confirming receipt (PUT /u/order/{id}/completedSignFor). Money moves like a waybill's.
import { and, eq } from 'drizzle-orm';
import { CombinedOrderStatus as S, DeliveryMode, PaymentTiming } from '../../../lib/contract/enums.ts';
import { transhipmentEditable } from '../../../lib/contract/transhipment-rules.ts';
import type { TranshipmentEditInput } from '../../../lib/contract/wire.ts';
import type { Db } from '../../db/client.ts';
import { combinedOrders } from '../../db/schema/index.ts';
import { ApiError } from '../../errors.ts';
import type { UserRow } from '../../http.ts';
import { toDecimal } from '../../kernel/localized.ts';
import { cancelLocked } from '../combined-order/cancel.ts';
import { addressSnapshot, chosenServices, cleanCustomsId, ownAddress, tenantServices } from '../combined-order/inputs.ts';
import { lockWaybill, logWaybill, wrongState, type WaybillRow } from '../combined-order/machine.ts';
import { chargeWaybill, refundWaybill } from '../combined-order/pay.ts';
import { requote, waybillParcels } from '../combined-order/requote.ts';
import { signLocked, type Review } from '../combined-order/sign.ts';
import { estimatedGrams } from './parcel.ts';

export const transhipmentNotFound = () => new ApiError(404, 'NotFound', 'transhipmentNotFound');
export const notEditable = () => new ApiError(409, 'TRANSHIPMENT_NOT_EDITABLE', 'transhipmentNotEditable');

/** The member's transhipment order, locked when `lock`. */
export async function ownTranshipment(db: Db, user: UserRow, id: string, lock = false): Promise<WaybillRow> {
  const row = await lockWaybill(db, user.tenantId, user.id, id, lock).catch((err: unknown) => {
    throw err instanceof ApiError && err.status === 404 ? transhipmentNotFound() : err;
  });
  if (row.deliveryMode !== DeliveryMode.Transshipment) throw transhipmentNotFound();
  return row;
}

const inTx = <T>(db: Db, user: UserRow, id: string, work: (tx: Db, order: WaybillRow) => Promise<T>) =>
  db.transaction(async (tx) => work(tx, await ownTranshipment(tx, user, id, true)));

/** Whether the customer has paid for it already (what an edit is charged or refunded against). */
const paidUpFront = (order: WaybillRow) => order.status !== S.Unpaid && (order.paymentId !== null || order.paymentTiming === PaymentTiming.PayFirstAndPack);

export function editTranshipment(db: Db, user: UserRow, id: string, input: TranshipmentEditInput): Promise<WaybillRow> {
  return inTx(db, user, id, async (tx, order) => {
    if (!transhipmentEditable(order.status, order.final !== null)) throw notEditable();
    const [parcel] = await waybillParcels(tx, order);
    const grams = estimatedGrams(parcel, input.estimatedWeight);
    const chosen = input.addressId ? await ownAddress(tx, user, input.addressId) : null;
    const address = chosen ? addressSnapshot(chosen) : order.address;
    if (!address) throw wrongState();
    const services = chosenServices(await tenantServices(tx, user.tenantId), input.serviceIds);
    const changed: WaybillRow = {
      ...order,
      address,
      addressId: chosen?.id ?? order.addressId,
      customsId: cleanCustomsId(address.countryCode, input.customsId),
      methodId: input.methodId,
      serviceIds: services.map((s) => s.id),
      estimatedWeightGrams: grams,
      remark: input.remark?.trim() || null,
    };
    const estimate = await requote(tx, changed, [parcel]);
    if (Math.round(input.expectedTotal * 100) !== estimate.total) throw new ApiError(409, 'QUOTE_CHANGED', 'quoteChanged', toDecimal(estimate.total).toFixed(2));
    let money: Partial<WaybillRow> = {};
    const delta = estimate.total - order.paidTotal;
    if (order.status === S.Unpaid) money = { amountDue: Math.max(0, delta) };
    else if (paidUpFront(order) && delta > 0) money = await chargeWaybill(tx, order, delta, 'transhipmentEditChargeTitle');
    else if (paidUpFront(order) && delta < 0) money = await refundWaybill(tx, order, -delta);
    const now = new Date();
    const [updated] = await tx
      .update(combinedOrders)
      .set({
        ...money,
        address: changed.address,
        addressId: changed.addressId,
        customsId: changed.customsId,
        methodId: changed.methodId,
        serviceIds: changed.serviceIds,
        estimatedWeightGrams: grams,
        remark: changed.remark,
        estimate,
        estimatedTotal: estimate.total,
        couponDiscount: estimate.couponDiscount,
        updatedAt: now,
      })
      .where(and(eq(combinedOrders.id, order.id), eq(combinedOrders.status, order.status)))
      .returning();
    if (!updated) throw wrongState();
    await logWaybill(tx, order.id, 'edited', 'customer', delta === 0 ? null : `${delta > 0 ? '+' : ''}${delta}`, now);
    return updated;
  });
}

export const cancelTranshipment = (db: Db, user: UserRow, id: string, reason: string) =>
  inTx(db, user, id, (tx, order) => cancelLocked(tx, order, reason, 'customer'));

export const signTranshipment = (db: Db, user: UserRow, id: string, review: Review) =>
  inTx(db, user, id, (tx, order) => signLocked(tx, order, 'customer', review));
