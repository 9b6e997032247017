// Submitting a ship-for-me logistics order (POST /u/biz/ship-for-me/submit-logistics-order, Idempotency-Key):
// in one transaction, in THE LOCK ORDER (combined-order/reprice.ts) — the packages' tracking numbers, the
// member's lock (lockPoints), the enquiry's row, the goods (the enquiry's other goods are read under its
// row's lock) — the packages are forecast as parcels
// (./send-forecast.ts) and put on ONE combined order (DeliveryMode.Purchasing) through combined-order's
// placeOrder: priced with the estimated weight split over the new parcels (./logistics-fee.ts, the weight
// rule: quote = charge), the total checked against the one the customer saw (409 QUOTE_CHANGED), paid like a
// waybill. The goods move on to Ordered; an answered enquiry it accepts (its goods, method and weight) to
// Accepted. A failure anywhere leaves nothing behind. The warehouse packs it once all its parcels arrived
// (combined-order/staff.ts).
import { and, eq } from 'drizzle-orm';
import type { Locale } from '../../../lib/contract/constants.ts';
import { DeliveryMode } from '../../../lib/contract/enums.ts';
import { EnquiryStatus, GoodStatus } from '../../../lib/contract/ship-for-me-rules.ts';
import type { LogisticsOrderInput } from '../../../lib/contract/wire.ts';
import type { Db } from '../../db/client.ts';
import { shipForMeEnquiries, shipForMeGoods } from '../../db/schema/index.ts';
import { ApiError } from '../../errors.ts';
import type { SiteRow, UserRow } from '../../http.ts';
import { fieldError } from '../../kernel/router.ts';
import { addressSnapshot, ownAddress, placeOrder, quoteParcels, type Submitted } from '../combined-order/index.ts';
import { lockPoints } from '../coupons/index.ts';
import { assertStatus, type GoodRow, goodsNotReady, moveGoods, ownGoods } from './goods-store.ts';
import { answeredEnquiry, enquiryGoods, type EnquiryRow, gramsOf, perParcelGrams, withSplitEstimate } from './logistics-fee.ts';
import { byId, forecastPackages, lockPackageNumbers, moveToParcels, packageGoodsIds } from './send-forecast.ts';

/** With an enquiry: the packages hold exactly its goods, at its warehouse, sent by the method of its answer. */
function checkAgainstEnquiry(enquiry: EnquiryRow, input: LogisticsOrderInput, rows: GoodRow[], all: GoodRow[]) {
  const foreign = rows.filter((r) => r.status !== GoodStatus.Enquiry || r.enquiryId !== enquiry.id);
  if (foreign.length) throw goodsNotReady(foreign.map((r) => r.title));
  if (all.length !== rows.length) throw fieldError('packages', 'logisticsEnquiryGoods');
  if (input.warehouseId !== enquiry.warehouseId) throw fieldError('warehouseId', 'logisticsEnquiryWarehouse');
  if (input.methodId !== enquiry.answerMethodId) throw fieldError('methodId', 'logisticsEnquiryMethod');
}

export function submitLogisticsOrder(db: Db, user: UserRow, site: SiteRow, input: LogisticsOrderInput, locale: Locale): Promise<Submitted> {
  const ids = packageGoodsIds(input.packages);
  return db.transaction(async (tx) => {
    await lockPackageNumbers(tx, user.tenantId, input.packages);
    const pointsBalance = await lockPoints(tx, user);
    const enquiry = input.enquiryId ? await answeredEnquiry(tx, user, input.enquiryId, true) : null;
    const rows = await ownGoods(tx, user, ids, true);
    if (enquiry) checkAgainstEnquiry(enquiry, input, rows, await enquiryGoods(tx, enquiry));
    else assertStatus(rows, [GoodStatus.InCart]);
    const goods = byId(rows);
    const forecast = await forecastPackages(tx, user, input, goods, locale);
    const address = await ownAddress(tx, user, input.addressId);
    const grams = enquiry ? enquiry.answerWeightGrams! : gramsOf(input.estimatedWeight);
    const submitted = await placeOrder(
      tx,
      user,
      site,
      {
        rows: forecast.rows,
        quoted: withSplitEstimate(await quoteParcels(tx, forecast.rows), grams),
        warehouseId: input.warehouseId,
        address: addressSnapshot(address),
        addressId: address.id,
        deliveryMode: DeliveryMode.Purchasing,
        estimatedWeightGrams: perParcelGrams(grams, forecast.rows.length),
        submittedEvent: 'eventShipForMeSubmitted',
      },
      input,
      pointsBalance,
      locale,
    );
    const from = enquiry ? GoodStatus.Enquiry : GoodStatus.InCart;
    await moveToParcels(tx, input.packages, goods, forecast.rows, from, { status: GoodStatus.Ordered, orderId: submitted.id }, 'ordered');
    if (enquiry) await acceptEnquiry(tx, enquiry, submitted.id);
    return submitted;
  });
}

/**
 * The cancel hook this module registers with combined-order (./index.ts): inside a cancel's transaction, after
 * its locks, a cancelled logistics order's goods go back to their forecast parcels, which stay in My parcels —
 * Ordered → Forecast, the order cleared, history 'orderCanceled'.
 */
export async function goodsBackFromOrder(tx: Db, tenantId: string, orderId: string): Promise<void> {
  const rows = await tx
    .select()
    .from(shipForMeGoods)
    .where(and(eq(shipForMeGoods.tenantId, tenantId), eq(shipForMeGoods.orderId, orderId), eq(shipForMeGoods.status, GoodStatus.Ordered)))
    .orderBy(shipForMeGoods.id)
    .for('update');
  await moveGoods(tx, rows, GoodStatus.Ordered, { status: GoodStatus.Forecast, orderId: null }, 'orderCanceled', orderId);
}

async function acceptEnquiry(tx: Db, enquiry: EnquiryRow, orderId: string) {
  const [accepted] = await tx
    .update(shipForMeEnquiries)
    .set({ status: EnquiryStatus.Accepted, orderId, updatedAt: new Date() })
    .where(and(eq(shipForMeEnquiries.id, enquiry.id), eq(shipForMeEnquiries.status, EnquiryStatus.Answered)))
    .returning({ id: shipForMeEnquiries.id });
  if (!accepted) throw new ApiError(409, 'ENQUIRY_NOT_ANSWERED', 'logisticsEnquiryNotAnswered');
}
