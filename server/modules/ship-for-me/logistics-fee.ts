// The fee of a ship-for-me logistics order (POST /u/biz/ship-for-me/calculate-logistics-order-fee) and the
// waybill quote's view of goods, which the submit (./logistics-order.ts) and the staff's enquiry answer share.
//
// THE WEIGHT RULE, the same in the fee, the submit and the enquiry answer: the estimated weight is the whole
// order's. The fee does not know the packages yet, so it prices the goods as one shipment (one quote parcel
// per currency of their declarations, the weight split over them to the gram); the submit splits the same
// weight over the packages' new parcels the same way. The waybill quote depends on the parcels' sums only
// (weight, declared value per currency, goods types — these forecasts have no sizes, no insurance flag and no
// parcel services), so both give the same total: quote = charge. The order's `estimatedWeightGrams` (what
// stands in for each unweighed parcel when an order is priced again, combined-order/requote.ts) is the weight
// per parcel, rounded up. The warehouse's packing prices the packed box, as for any waybill.
import { and, eq } from 'drizzle-orm';
import type { Locale } from '../../../lib/contract/constants.ts';
import { EnquiryStatus, GoodStatus } from '../../../lib/contract/ship-for-me-rules.ts';
import type { CombinedOrderDraft, LogisticsFeeInput } from '../../../lib/contract/wire.ts';
import type { Db } from '../../db/client.ts';
import type { AddressSnapshot } from '../../db/schema/order-json.ts';
import { shipForMeEnquiries, shipForMeGoods } from '../../db/schema/index.ts';
import { ApiError } from '../../errors.ts';
import type { UserRow } from '../../http.ts';
import { ownedBy } from '../../kernel/customers.ts';
import { fieldError } from '../../kernel/router.ts';
import { draftFor, methodBlocks, methodTo, orderCurrency, priceWith, type QuoteParcel, tenantServices, chosenServices } from '../combined-order/index.ts';
import { loadRefs } from '../parcels/index.ts';
import { loadCatalog } from '../shipping/index.ts';
import { assertStatus, type GoodRow, ownGoods } from './goods-store.ts';

export type EnquiryRow = typeof shipForMeEnquiries.$inferSelect;

/** kg (the wire) → grams. */
export const gramsOf = (kg: number) => Math.round(kg * 1000);

/** `total` grams over `n` parcels, to the gram: the first ones take the remainder. */
export function splitGrams(total: number, n: number): number[] {
  if (n <= 0) return [];
  const base = Math.floor(total / n);
  return Array.from({ length: n }, (_, i) => base + (i < total - base * n ? 1 : 0));
}

/** The order's stand-in weight of one unweighed parcel (see the header). */
export const perParcelGrams = (total: number, parcels: number) => Math.ceil(total / Math.max(1, parcels));

/** The estimated total split over the unweighed parcels (all of them on a new logistics order). */
export function withSplitEstimate(quoted: QuoteParcel[], totalGrams: number): QuoteParcel[] {
  const shares = splitGrams(totalGrams, quoted.filter((p) => p.weightGrams === null).length);
  let next = 0;
  return quoted.map((p) => (p.weightGrams === null ? { ...p, weightGrams: shares[next++] } : p));
}

/** The goods as one shipment of `totalGrams` (null: no weight yet): one quote parcel per currency of their declarations. */
export function quoteGoods(rows: GoodRow[], totalGrams: number | null): QuoteParcel[] {
  const byCurrency = new Map<string, GoodRow[]>();
  for (const row of rows) byCurrency.set(row.currency, [...(byCurrency.get(row.currency) ?? []), row]);
  const parcels: QuoteParcel[] = [...byCurrency].map(([currency, goods]) => ({
    weightGrams: null,
    lengthCm: null,
    widthCm: null,
    heightCm: null,
    declaredValue: goods.reduce((sum, g) => sum + g.declaredValue * g.declaredQuantity, 0),
    currency,
    isInsurance: false,
    goodsTypeIds: [...new Set(goods.map((g) => g.goodsTypeId))],
    services: [],
  }));
  return totalGrams === null ? parcels : withSplitEstimate(parcels, totalGrams);
}

/**
 * The fee of these goods by `methodId` to `address` for `totalGrams`, before coupon and points, in the
 * wallet's currency (minor units): what the staff answer an enquiry with. 409 METHOD_UNAVAILABLE when the
 * method cannot carry them there.
 */
export async function goodsFee(
  db: Db,
  tenantId: string,
  rows: GoodRow[],
  totalGrams: number,
  methodId: string,
  address: Pick<AddressSnapshot, 'countryCode' | 'regionId'>,
  serviceIds: string[] = [],
): Promise<{ total: number; currency: string }> {
  const currency = await orderCurrency(db, tenantId);
  const cat = await loadCatalog(db, tenantId, currency, 'zh-Hans');
  const { method, rate } = methodTo(cat, methodId, address);
  const parcels = quoteGoods(rows, totalGrams);
  const blocks = methodBlocks(method, rate, parcels);
  if (!rate || blocks.length) throw new ApiError(409, 'METHOD_UNAVAILABLE', 'combinedOrderMethodUnavailable', blocks.join(','));
  const services = chosenServices(await tenantServices(db, tenantId), serviceIds);
  const quote = priceWith(method, rate, { parcels, services, currency, couponDiscountOn: () => 0, points: 0 });
  return { total: quote.total, currency };
}

/** A warehouse of the member's tenant, else a field error on `warehouseId`. */
export async function assertWarehouse(db: Db, tenantId: string, warehouseId: string): Promise<void> {
  if (!(await loadRefs(db, tenantId)).warehouseIds.has(warehouseId)) throw fieldError('warehouseId', 'parcelWarehouseNotFound');
}

/** The member's enquiry (404 otherwise), answered (409 otherwise); `lock`: FOR UPDATE. */
export async function answeredEnquiry(db: Db, user: Pick<UserRow, 'id' | 'tenantId'>, id: string, lock = false): Promise<EnquiryRow> {
  const query = db
    .select()
    .from(shipForMeEnquiries)
    .where(and(ownedBy(shipForMeEnquiries, user.tenantId, user.id), eq(shipForMeEnquiries.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new ApiError(404, 'NotFound', 'logisticsEnquiryNotFound');
  if (row.status !== EnquiryStatus.Answered || !row.answerMethodId || row.answerWeightGrams === null) {
    throw new ApiError(409, 'ENQUIRY_NOT_ANSWERED', 'logisticsEnquiryNotAnswered');
  }
  return row;
}

/** The enquiry's goods (still waiting on it), in id order; `lock`: FOR UPDATE. */
export async function enquiryGoods(db: Db, enquiry: EnquiryRow, lock = false): Promise<GoodRow[]> {
  const query = db
    .select()
    .from(shipForMeGoods)
    .where(
      and(ownedBy(shipForMeGoods, enquiry.tenantId, enquiry.userId), eq(shipForMeGoods.enquiryId, enquiry.id), eq(shipForMeGoods.status, GoodStatus.Enquiry)),
    )
    .orderBy(shipForMeGoods.id);
  const rows = lock ? await query.for('update') : await query;
  if (rows.length === 0) throw new ApiError(409, 'ENQUIRY_NOT_ANSWERED', 'logisticsEnquiryNotAnswered');
  return rows;
}

/**
 * The draft of a logistics order for the chosen cart goods (or an answered enquiry's goods, method and
 * weight, its address unless another is chosen). Without a weight there is nothing to price yet: the draft
 * lists services, coupons and points only (as a transhipment order's draft does).
 */
export async function logisticsOrderFee(db: Db, user: UserRow, input: LogisticsFeeInput, locale: Locale): Promise<CombinedOrderDraft> {
  const { goodsIds, warehouseId, estimatedWeight, enquiryId, ...choices } = input;
  if (enquiryId) {
    const enquiry = await answeredEnquiry(db, user, enquiryId);
    const rows = await enquiryGoods(db, enquiry);
    return draftFor(db, user, quoteGoods(rows, enquiry.answerWeightGrams), { ...choices, methodId: enquiry.answerMethodId }, locale, enquiry.address);
  }
  await assertWarehouse(db, user.tenantId, warehouseId);
  const rows = await ownGoods(db, user, goodsIds);
  assertStatus(rows, [GoodStatus.InCart]);
  if (estimatedWeight === null || estimatedWeight === undefined) {
    return draftFor(db, user, quoteGoods(rows, null), { ...choices, addressId: null, methodId: null }, locale);
  }
  return draftFor(db, user, quoteGoods(rows, gramsOf(estimatedWeight)), choices, locale);
}
