// Submitting one transhipment order (POST /u/order/transhipmentOrder, with an Idempotency-Key) and its draft
// (POST /u/order/transhipmentOrderFee): one parcel, forecast or already here, with the address, method,
// services, coupon and points — priced by the waybill's rules (server/modules/combined-order/) with the
// customer's estimated weight until the warehouse weighs the parcel. A parcel already weighed is settled at once.
import type { Locale } from '../../../lib/contract/constants.ts';
import { CombinedOrderStatus as S, DeliveryMode, ParcelStatus } from '../../../lib/contract/enums.ts';
import type { TranshipmentDraft, TranshipmentDraftInput, TranshipmentSubmitInput } from '../../../lib/contract/wire.ts';
import type { Db } from '../../db/client.ts';
import type { SiteRow, UserRow } from '../../http.ts';
import { lockPoints } from '../coupons/index.ts';
import {
  addressSnapshot,
  draftFor,
  lockCombinedOrder,
  ownAddress,
  placeOrder,
  priceAgain,
  quoteParcels,
  quoteWire,
  type Submitted,
  combinedOrderParcels,
  withEstimate,
} from '../combined-order/index.ts';
import type { AddressSnapshot } from '../../db/schema/order-json.ts';
import type { ParcelRow } from '../parcels/index.ts';
import { transhipmentEditable } from '../../../lib/contract/transhipment-order-rules.ts';
import { notEditable, ownTranshipment } from './orders.ts';
import { estimatedGrams, forwardableParcel, parcelWire } from './parcel.ts';
import { weighTranshipment } from './weigh.ts';

export async function transhipmentDraft(db: Db, user: UserRow, input: TranshipmentDraftInput, locale: Locale): Promise<TranshipmentDraft> {
  if (input.orderId) return editDraft(db, user, input, input.orderId, locale);
  return (await draftOf(db, user, await forwardableParcel(db, user, input.parcelId), input, locale)).draft;
}

/** The draft for the parcel, and the estimated grams it used (null: measured, or no estimate yet). */
async function draftOf(
  db: Db,
  user: UserRow,
  row: ParcelRow,
  input: TranshipmentDraftInput,
  locale: Locale,
  standing: AddressSnapshot | null = null,
): Promise<{ draft: TranshipmentDraft; grams: number | null }> {
  const unweighed = row.weightGrams === null;
  const [parcel] = await parcelWire(db, [row], locale);
  const weightSource = unweighed ? ('estimated' as const) : ('measured' as const);
  // Without a weight there is nothing to price yet: the draft lists services, coupons and points only.
  if (unweighed && (input.estimatedWeight === null || input.estimatedWeight === undefined)) {
    const draft = await draftFor(db, user, await quoteParcels(db, [row]), { ...input, addressId: null, methodId: null }, locale);
    return { draft: { ...draft, parcel, weightSource }, grams: null };
  }
  const grams = estimatedGrams(row, input.estimatedWeight);
  const draft = await draftFor(db, user, withEstimate(await quoteParcels(db, [row]), grams), input, locale, standing);
  return { draft: { ...draft, parcel, weightSource }, grams };
}

/**
 * Editing an order: its own parcel, its address unless another is chosen, and the quote exactly as saving
 * would price it (the re-price path's pricing: its coupon checked again, its points at most those it holds).
 */
async function editDraft(db: Db, user: UserRow, input: TranshipmentDraftInput, orderId: string, locale: Locale): Promise<TranshipmentDraft> {
  const order = await ownTranshipment(db, user, orderId);
  if (!transhipmentEditable(order.status, order.final !== null)) throw notEditable();
  const [row] = await combinedOrderParcels(db, order);
  const { draft, grams } = await draftOf(db, user, row, { ...input, couponId: null, points: 0 }, locale, order.address);
  if (!draft.quote || !input.methodId) return draft;
  const address = input.addressId ? addressSnapshot(await ownAddress(db, user, input.addressId)) : order.address;
  const { quote } = await priceAgain(db, { ...order, address, methodId: input.methodId, serviceIds: input.serviceIds ?? [], estimatedWeightGrams: grams }, [
    row,
  ]);
  return { ...draft, quote: quoteWire(quote, draft.currency, locale) };
}

export function submitTranshipment(db: Db, user: UserRow, site: SiteRow, input: TranshipmentSubmitInput, locale: Locale): Promise<Submitted> {
  return db.transaction(async (tx) => {
    const pointsBalance = await lockPoints(tx, user);
    const row = await forwardableParcel(tx, user, input.parcelId, true);
    const grams = estimatedGrams(row, input.estimatedWeight);
    const address = await ownAddress(tx, user, input.addressId);
    const submitted = await placeOrder(
      tx,
      user,
      site,
      {
        rows: [row],
        quoted: withEstimate(await quoteParcels(tx, [row]), grams),
        warehouseId: row.warehouseId ?? '',
        address: addressSnapshot(address),
        addressId: address.id,
        deliveryMode: DeliveryMode.Transshipment,
        estimatedWeightGrams: grams,
        submittedEvent: 'eventTranshipmentSubmitted',
      },
      input,
      pointsBalance,
      locale,
    );
    if (row.status === ParcelStatus.NotArrival) return submitted;
    // Already weighed: the estimate is the final fee; pack first, pay later bills it now.
    const settled = await weighTranshipment(tx, await lockCombinedOrder(tx, user.tenantId, user.id, submitted.id), row);
    return settled.status === S.Unpaid && submitted.payment === 'later' ? { ...submitted, payment: 'unpaid' as const } : submitted;
  });
}
