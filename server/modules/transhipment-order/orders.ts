// A member's transhipment orders: finding one (404 for another member's or a waybill's id), changing one
// before its parcel is weighed (PUT /u/order/transhipmentOrder/{id}), cancelling (POST /u/cancelOrder/
// cancelOrder) and confirming receipt (PUT /u/order/{id}/completedSignFor). Money moves like a waybill's.
import { DeliveryMode } from '../../../lib/contract/enums.ts';
import { transhipmentEditable } from '../../../lib/contract/transhipment-order-rules.ts';
import type { TranshipmentEditInput } from '../../../lib/contract/wire.ts';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../errors.ts';
import type { UserRow } from '../../http.ts';
import {
  addressSnapshot,
  cancelLocked,
  chosenServices,
  cleanCustomsId,
  lockMemberAndOrder,
  lockCombinedOrder,
  ownAddress,
  reprice,
  type Review,
  signLocked,
  tenantServices,
  combinedOrderParcels,
  type CombinedOrderRow,
  wrongState,
} from '../combined-order/index.ts';
import { estimatedGrams } from './parcel.ts';

export const transhipmentNotFound = () => new ApiError(404, 'NotFound', 'transhipmentNotFound');
export const notEditable = () => new ApiError(409, 'TRANSHIPMENT_NOT_EDITABLE', 'transhipmentNotEditable');

/** The member's transhipment order, locked when `lock`. */
export async function ownTranshipment(db: Db, user: UserRow, id: string, lock = false): Promise<CombinedOrderRow> {
  const row = await lockCombinedOrder(db, user.tenantId, user.id, id, lock).catch((err: unknown) => {
    throw err instanceof ApiError && err.status === 404 ? transhipmentNotFound() : err;
  });
  if (row.deliveryMode !== DeliveryMode.Transshipment) throw transhipmentNotFound();
  return row;
}

/** The member's lock, then the order's row (as every path that re-prices an order or moves its points). */
const inTx = <T>(db: Db, user: UserRow, id: string, work: (tx: Db, order: CombinedOrderRow) => Promise<T>) =>
  db.transaction(async (tx) => {
    await ownTranshipment(tx, user, id);
    return work(tx, await lockMemberAndOrder(tx, user.tenantId, user.id, id));
  });

/**
 * Before its parcel is weighed: the new choices priced through the one re-price path (coupon checked again,
 * unused points back, a paid order charged — 402 changes nothing — or refunded the difference at once).
 */
export function editTranshipment(db: Db, user: UserRow, id: string, input: TranshipmentEditInput): Promise<CombinedOrderRow> {
  return inTx(db, user, id, async (tx, order) => {
    if (!transhipmentEditable(order.status, order.final !== null)) throw notEditable();
    const [parcel] = await combinedOrderParcels(tx, order);
    const grams = estimatedGrams(parcel, input.estimatedWeight);
    const chosen = input.addressId ? await ownAddress(tx, user, input.addressId) : null;
    const address = chosen ? addressSnapshot(chosen) : order.address;
    if (!address) throw wrongState();
    const services = chosenServices(await tenantServices(tx, user.tenantId), input.serviceIds);
    const fields: Partial<CombinedOrderRow> = {
      address,
      addressId: chosen?.id ?? order.addressId,
      customsId: cleanCustomsId(address.countryCode, input.customsId),
      methodId: input.methodId,
      serviceIds: services.map((s) => s.id),
      estimatedWeightGrams: grams,
      remark: input.remark?.trim() || null,
    };
    return reprice(tx, order, {
      rows: [parcel],
      fields,
      expectedTotal: input.expectedTotal,
      actor: 'customer',
      action: 'edited',
      chargeTitle: 'transhipmentEditChargeTitle',
    });
  });
}

export const cancelTranshipment = (db: Db, user: UserRow, id: string, reason: string) =>
  inTx(db, user, id, (tx, order) => cancelLocked(tx, order, reason, 'customer'));

export const signTranshipment = (db: Db, user: UserRow, id: string, review: Review) =>
  inTx(db, user, id, (tx, order) => signLocked(tx, order, 'customer', review));
