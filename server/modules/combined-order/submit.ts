// Submitting a waybill (POST /u/combinedOrder, with an Idempotency-Key): in one transaction, under the
// member's lock, the parcels are checked again and taken, the coupon locked, the points spent, the quote
// priced again and compared with the total the customer saw (409 QUOTE_CHANGED), and — PayFirstAndPack
// with payNow — the wallet charged. A short wallet leaves the waybill Unpaid (the rest is kept): the
// customer tops up and pays it; nothing else is half done.
import { and, eq, inArray } from 'drizzle-orm';
import type { Locale } from '../../../lib/contract/constants.ts';
import { CombinedOrderStatus as S, CouponAppliesTo, DeliveryMode, PaymentTiming } from '../../../lib/contract/enums.ts';
import type { CombinedOrderSubmitInput } from '../../../lib/contract/wire.ts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { combinedOrders, parcels } from '../../db/schema/index.ts';
import { ApiError } from '../../errors.ts';
import type { SiteRow, UserRow } from '../../http.ts';
import { toDecimal } from '../../kernel/localized.ts';
import type { MessageKey } from '../../i18n.ts';
import { deductForOrder, lockCoupon, lockPoints, markCouponUsed } from '../coupons/index.ts';
import { InsufficientBalance } from '../funds/index.ts';
import { logParcelActions, type ParcelRow } from '../parcels/index.ts';
import { loadCatalog } from '../shipping/index.ts';
import { paymentTimingOf } from './draft.ts';
import { addressSnapshot, assertCombinable, chosenServices, cleanCustomsId, methodTo, ownAddress, ownParcels, quoteParcels, tenantServices } from './inputs.ts';
import { addEvent, logCombinedOrder, setStatus, type CombinedOrderRow } from './machine.ts';
import { chargeCombinedOrder } from './pay.ts';
import { orderCurrency, priceWith, type Pricing } from './pricing.ts';
import { methodBlocks, type QuoteParcel } from './quote.ts';
import type { AddressSnapshot } from '../../db/schema/order-json.ts';
import { warehouseText } from './tracking.ts';

export interface Submitted {
  id: string;
  payment: 'paid' | 'unpaid' | 'later';
  shortfall: number | null;
}

export const methodUnavailable = (codes: string[]) => new ApiError(409, 'METHOD_UNAVAILABLE', 'combinedOrderMethodUnavailable', codes.join(','));

export function submitCombinedOrder(db: Db, user: UserRow, site: SiteRow, input: CombinedOrderSubmitInput, locale: Locale): Promise<Submitted> {
  return db.transaction(async (tx) => {
    const pointsBalance = await lockPoints(tx, user);
    const rows = await ownParcels(tx, user, input.parcelIds, true);
    const warehouseId = assertCombinable(rows);
    const address = await ownAddress(tx, user, input.addressId);
    return placeOrder(
      tx,
      user,
      site,
      { rows, quoted: await quoteParcels(tx, rows), warehouseId, address: addressSnapshot(address), addressId: address.id },
      input,
      pointsBalance,
      locale,
    );
  });
}

/** What an order is made of once its parcels are loaded and checked (the caller holds their locks). */
export interface OrderPlan {
  rows: ParcelRow[];
  /** The parcels as the quote sees them (a transhipment's estimated weight applied). */
  quoted: QuoteParcel[];
  warehouseId: string;
  address: AddressSnapshot;
  addressId: string | null;
  deliveryMode?: number;
  estimatedWeightGrams?: number | null;
  /** The first tracking event's wording (default: a waybill's). */
  submittedEvent?: MessageKey;
}

export type OrderChoices = Omit<CombinedOrderSubmitInput, 'parcelIds' | 'addressId' | 'expectedTotal'> & {
  /** The total the customer saw (absent: a spreadsheet row, priced as it is). */
  expectedTotal?: number;
};

/**
 * Inside the caller's transaction: prices the order (coupon locked, points spent), checks the total the
 * customer saw, inserts it with its history and first tracking event, takes the parcels and — PayFirstAndPack
 * with payNow — charges the wallet.
 */
export async function placeOrder(
  tx: Db,
  user: UserRow,
  _site: SiteRow,
  plan: OrderPlan,
  input: OrderChoices,
  pointsBalance: number,
  locale: Locale,
): Promise<Submitted> {
  const { rows, warehouseId, address } = plan;
  const customsId = cleanCustomsId(address.countryCode, input.customsId);
  // Not the site's currency: the wallet's (orderCurrency).
  const currency = await orderCurrency(tx, user.tenantId);
  const cat = await loadCatalog(tx, user.tenantId, currency, locale);
  const { method, rate } = methodTo(cat, input.methodId, address);
  const blocks = methodBlocks(method, rate, plan.quoted);
  if (!rate || blocks.length) throw methodUnavailable(blocks);
  const services = chosenServices(await tenantServices(tx, user.tenantId), input.serviceIds);
  const pricing: Pricing = { parcels: plan.quoted, services, currency, couponDiscountOn: () => 0, points: 0 };
  const id = newId('L');
  let discount = 0;
  if (input.couponId) {
    const fee = priceWith(method, rate, pricing).shippingFee;
    discount = (await lockCoupon(tx, user, input.couponId, { ref: id, kind: CouponAppliesTo.Combined, feeMinor: fee })).discount;
  }
  const quote = priceWith(method, rate, {
    ...pricing,
    couponDiscountOn: () => discount,
    points: Math.min(input.points ?? 0, pointsBalance),
  });
  if (input.expectedTotal !== undefined && Math.round(input.expectedTotal * 100) !== quote.total) {
    throw new ApiError(409, 'QUOTE_CHANGED', 'quoteChanged', toDecimal(quote.total).toFixed(2));
  }

  const timing = await paymentTimingOf(tx, user.tenantId);
  const payFirst = timing === PaymentTiming.PayFirstAndPack;
  const deliveryMode = plan.deliveryMode ?? DeliveryMode.DirectDelivery;
  const now = new Date();
  const [order] = await tx
    .insert(combinedOrders)
    .values({
      id,
      tenantId: user.tenantId,
      userId: user.id,
      status: payFirst ? S.Unpaid : S.PendingPacking,
      paymentTiming: timing,
      deliveryMode,
      warehouseId,
      methodId: method.id,
      address,
      addressId: plan.addressId,
      customsId,
      serviceIds: services.map((s) => s.id),
      remark: input.remark?.trim() || null,
      estimatedWeightGrams: plan.estimatedWeightGrams ?? null,
      estimate: quote,
      estimatedTotal: quote.total,
      amountDue: payFirst ? quote.total : 0,
      couponDiscount: quote.couponDiscount,
      pointsUsed: quote.pointsUsed,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (quote.pointsUsed > 0) await deductForOrder(tx, user, id, quote.pointsUsed);
  await tx
    .update(parcels)
    .set({ combinedOrderId: id, deliveryMode, selectedToSubmit: false, storageStoppedAt: now, updatedAt: now })
    .where(
      and(
        eq(parcels.tenantId, user.tenantId),
        inArray(
          parcels.id,
          rows.map((r) => r.id),
        ),
      ),
    );
  await logCombinedOrder(tx, id, 'submitted', 'customer', null, now);
  await addEvent(tx, id, {
    status: 'WAREHOUSE',
    source: 'warehouse',
    text: warehouseText(plan.submittedEvent ?? 'eventSubmitted'),
    at: now,
  });
  await logParcelActions(
    tx,
    rows.map((r) => ({ parcelId: r.id, action: 'combined' as const, actor: 'customer' as const, warehouseId, note: id })),
  );
  if (!payFirst) return { id, payment: 'later' as const, shortfall: null };
  return payAtSubmit(tx, order, input.payNow === true);
}

async function payAtSubmit(tx: Db, order: CombinedOrderRow, payNow: boolean): Promise<Submitted> {
  if (order.amountDue === 0) {
    await setStatus(tx, order, S.PendingPacking, { amountDue: 0, paidAt: new Date() }, { action: 'paid', actor: 'customer' });
    await markCouponUsed(tx, order.tenantId, order.id);
    return { id: order.id, payment: 'paid', shortfall: null };
  }
  if (!payNow) return { id: order.id, payment: 'unpaid', shortfall: null };
  try {
    await tx.transaction(async (sp) => {
      const patch = await chargeCombinedOrder(sp, order, order.amountDue, 'combinedOrderPaymentTitle');
      await setStatus(sp, order, S.PendingPacking, { ...patch, amountDue: 0 }, { action: 'paid', actor: 'customer' });
      await markCouponUsed(sp, order.tenantId, order.id);
    });
    return { id: order.id, payment: 'paid', shortfall: null };
  } catch (err) {
    if (err instanceof InsufficientBalance) return { id: order.id, payment: 'unpaid', shortfall: err.shortfall };
    throw err;
  }
}
