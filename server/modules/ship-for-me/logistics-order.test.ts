// Ship-for-me logistics orders through the API on a real database: the fee is the charge, the packages become
// the order's forecast parcels and the goods follow it, paid like a waybill (wallet, coupon, QUOTE_CHANGED), one
// order per request however often or concurrently it is sent, an answered enquiry accepted; the warehouse picks
// it once its parcels arrived; GET /u/combinedOrder/orderList lists these orders only.
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CombinedOrderStatus as S, DeliveryMode, MyCouponStatus, ParcelStatus } from '../../../lib/contract/enums.ts';
import { EnquiryStatus, GoodStatus } from '../../../lib/contract/ship-for-me-rules.ts';
import { newId } from '../../db/ids.ts';
import { combinedOrders, memberCoupons, parcels, shipForMeEnquiries, shipForMeGoods, userAddresses } from '../../db/schema/index.ts';
import { testAppPerFile } from '../../test/harness.ts';
import { addressSnapshot } from '../combined-order/index.ts';
import { packCombinedOrder, staffStep } from '../combined-order/staff.ts';
import { balanceOf, combinedOrderApi, fund, ledgerSum, methodId, shipper, stockParcel, submitQuoted, type Shipper } from '../combined-order/test-helpers.ts';
import { receiveFromCentre } from '../coupons/receive.ts';
import { template } from '../coupons/test-helpers.ts';
import { arriveParcel, transitionParcel } from '../warehouse/index.ts';
import { cartGoods, feeOf, firstWarehouse, goodsOf, pkg, sendApi, submitGoods } from './send-test-helpers.ts';

const ctx = testAppPerFile();
const db = () => ctx().database.db;
const minor = (decimal: number) => Math.round(decimal * 100);
const orderParcels = (orderId: string) => db().select().from(parcels).where(eq(parcels.combinedOrderId, orderId)).orderBy(parcels.trackingNumber);
const ordersOf = (m: Shipper) => db().select().from(combinedOrders).where(eq(combinedOrders.userId, m.userId));
/** The warehouse receives the parcel of this tracking number, weighed (g) and measured (cm). */
const arrive = (m: Shipper, trackingNumber: string, weightGrams: number, [lengthCm, widthCm, heightCm]: number[]) =>
  arriveParcel(db(), { tenantId: m.tenantId, trackingNumber, weightGrams, lengthCm, widthCm, heightCm });

/** A member with money, three cart goods in two packages. */
async function cart(wallet = 100_000, host?: string) {
  const m = await shipper(ctx(), { parcels: 0, wallet, host });
  const goods = await cartGoods(ctx(), m, 3);
  const packages = [pkg([goods[0].id, goods[1].id]), pkg([goods[2].id])];
  return { m, goods, packages };
}

describe('submitting a logistics order', () => {
  it('charges the fee it showed: one Purchasing order of the packages’ new parcels, the goods Ordered', async () => {
    const { m, goods, packages } = await cart();
    const before = await balanceOf(ctx(), m);
    const { fee, submitted } = await submitGoods(ctx, m, packages, { estimatedWeight: 2.3 });
    expect(submitted.status).toBe(200);
    expect(submitted.data).toMatchObject({ payment: 'paid', shortfall: null });
    const order = submitted.data.waybill;
    expect(order).toMatchObject({
      deliveryMode: DeliveryMode.Purchasing,
      status: S.PendingPacking,
      estimatedTotal: fee.quote.total,
      amountDue: 0,
      parcelCount: 2,
    });
    expect(await balanceOf(ctx(), m)).toBe(before - minor(fee.quote.total));
    expect(await ledgerSum(ctx(), m)).toBe(await balanceOf(ctx(), m));

    const rows = await orderParcels(order.id);
    expect(rows.map((p) => p.trackingNumber).sort()).toEqual(packages.map((p) => p.trackingNumber).sort());
    expect(rows.every((p) => p.status === ParcelStatus.NotArrival && p.userId === m.userId)).toBe(true);
    const [stored] = await db().select().from(combinedOrders).where(eq(combinedOrders.id, order.id));
    // 2.3 kg over two parcels: 1150 g each stands in until the warehouse weighs the box.
    expect(stored.estimatedWeightGrams).toBe(1150);
    expect(stored.estimate?.total).toBe(minor(fee.quote.total));

    const byNumber = new Map(rows.map((p) => [p.trackingNumber, p.id]));
    for (const good of await goodsOf(ctx(), goods)) {
      const number = packages.find((p) => p.goodsIds.includes(good.id))!.trackingNumber;
      expect(good).toMatchObject({ status: GoodStatus.Ordered, orderId: order.id, parcelId: byNumber.get(number) });
      expect(good.history.map((h) => h.action)).toEqual(['ordered']);
      expect(good.history.at(-1)?.ref).toBe(order.id);
    }
    // The order's pages: its detail and its place in My parcels.
    const detail = await combinedOrderApi(ctx, m).detail(order.id);
    expect(detail.status).toBe(200);
    expect(detail.data).toMatchObject({ id: order.id, deliveryMode: DeliveryMode.Purchasing, parcelCount: 2 });
    const listed = await sendApi(ctx, m).parcels();
    expect(listed.data.items.map((p: { combinedOrderId: string }) => p.combinedOrderId)).toEqual([order.id, order.id]);
  });

  it('a short wallet leaves it unpaid; paid later with a coupon, like a waybill', async () => {
    const { m, packages } = await cart(500);
    const offer = await template(db(), m.tenantId, { amountOff: 5 });
    const coupon = await receiveFromCentre(db(), { tenantId: m.tenantId, id: m.userId }, offer.id);
    const { fee, submitted } = await submitGoods(ctx, m, packages, { couponId: coupon.id });
    expect(fee.quote.couponDiscount).toBe(5);
    expect(submitted.status).toBe(200);
    expect(submitted.data.payment).toBe('unpaid');
    const total = minor(fee.quote.total);
    expect(minor(submitted.data.shortfall)).toBe(total - 500);
    const id = submitted.data.waybill.id;
    await fund(ctx(), m, total);
    const paid = await combinedOrderApi(ctx, m).pay(id, 'pay-1');
    expect(paid.status).toBe(200);
    expect(paid.data).toMatchObject({ status: S.PendingPacking, amountDue: 0 });
    expect(await balanceOf(ctx(), m)).toBe(500);
    expect(await ledgerSum(ctx(), m)).toBe(500);
    const [used] = await db().select().from(memberCoupons).where(eq(memberCoupons.id, coupon.id));
    expect(used.status).toBe(MyCouponStatus.USED);
  });

  it('refuses a total that is no longer the quote and keeps nothing: no parcel, no order, goods in the cart, coupon free', async () => {
    const { m, goods, packages } = await cart();
    const offer = await template(db(), m.tenantId, { amountOff: 5 });
    const coupon = await receiveFromCentre(db(), { tenantId: m.tenantId, id: m.userId }, offer.id);
    const { api, choices, fee } = await feeOf(ctx, m, goods, { estimatedWeight: 1, couponId: coupon.id });
    const res = await api.submit({ ...choices, packages, expectedTotal: fee.data.quote.total + 1, payNow: true }, 'changed-1');
    expect(res.status).toBe(409);
    expect(res.data.error.code).toBe('QUOTE_CHANGED');
    expect(res.data.error.details).toBe(fee.data.quote.total.toFixed(2));
    expect(await ordersOf(m)).toHaveLength(0);
    expect((await api.parcels()).data.totalCount).toBe(0);
    expect((await goodsOf(ctx(), goods)).every((g) => g.status === GoodStatus.InCart && g.parcelId === null)).toBe(true);
    const [held] = await db().select().from(memberCoupons).where(eq(memberCoupons.id, coupon.id));
    expect(held).toMatchObject({ status: MyCouponStatus.NORMAL, lockedBy: null });
  });

  it('a retry with the same key answers the same order and charges once', async () => {
    const { m, packages } = await cart();
    const before = await balanceOf(ctx(), m);
    const first = await submitGoods(ctx, m, packages, {}, 'same-key');
    const again = await sendApi(ctx, m).submit(first.input, 'same-key');
    expect(again.status).toBe(200);
    expect(again.data).toEqual(first.submitted.data);
    expect(await ordersOf(m)).toHaveLength(1);
    expect(await balanceOf(ctx(), m)).toBe(before - minor(first.fee.quote.total));
  });

  it('ten concurrent submits of the same goods with different keys: one order, one charge', async () => {
    const { m, goods, packages } = await cart();
    const before = await balanceOf(ctx(), m);
    const { api, choices, fee } = await feeOf(ctx, m, goods, { estimatedWeight: 1.2 });
    const input = { ...choices, packages, expectedTotal: fee.data.quote.total, payNow: true };
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => api.submit(input, `race-${i}`)));
    const ok = answers.filter((a) => a.status === 200);
    expect(ok).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200).map((a) => [a.status, a.data.error.code])).toEqual(Array(9).fill([409, 'GOODS_NOT_READY']));
    expect(await ordersOf(m)).toHaveLength(1);
    expect((await api.parcels()).data.totalCount).toBe(2);
    expect(await balanceOf(ctx(), m)).toBe(before - minor(fee.data.quote.total));
    expect(await ledgerSum(ctx(), m)).toBe(await balanceOf(ctx(), m));
  });

  it('another member’s goods and another tenant’s are 404, and nothing is kept', async () => {
    const owner = await cart();
    for (const host of [undefined, 'blue.localhost']) {
      const other = await shipper(ctx(), { parcels: 0, wallet: 100_000, host });
      const mine = await cartGoods(ctx(), other, 1);
      const api = sendApi(ctx, other);
      const res = await api.submit(
        {
          warehouseId: await firstWarehouse(ctx(), other.tenantId),
          packages: [pkg([mine[0].id, owner.goods[0].id])],
          addressId: other.addressId,
          methodId: await methodId(ctx(), other.tenantId),
          estimatedWeight: 1,
          expectedTotal: 10,
          payNow: true,
        },
        `other-${host}`,
      );
      expect(res.status).toBe(404);
      expect(await ordersOf(other)).toHaveLength(0);
      expect((await api.parcels()).data.totalCount).toBe(0);
    }
    expect((await goodsOf(ctx(), [owner.goods[0].id]))[0].status).toBe(GoodStatus.InCart);
  });
});

describe('accepting an answered enquiry', () => {
  async function answered(m: Shipper, goodsIds: string[]) {
    const [address] = await db().select().from(userAddresses).where(eq(userAddresses.id, m.addressId));
    const id = newId('Q');
    await db()
      .insert(shipForMeEnquiries)
      .values({
        id,
        tenantId: m.tenantId,
        userId: m.userId,
        status: EnquiryStatus.Answered,
        warehouseId: await firstWarehouse(ctx(), m.tenantId),
        address: addressSnapshot(address),
        addressId: m.addressId,
        answerMethodId: await methodId(ctx(), m.tenantId),
        answerWeightGrams: 3200,
        answerTotal: 1,
        answerCurrency: 'CNY',
        answeredAt: new Date(),
      });
    await db()
      .update(shipForMeGoods)
      .set({ status: GoodStatus.Enquiry, enquiryId: id })
      .where(and(eq(shipForMeGoods.userId, m.userId), inArray(shipForMeGoods.id, goodsIds)));
    return id;
  }

  it('prices its goods with its method and weight, and the order accepts it', async () => {
    const { m, goods, packages } = await cart();
    const enquiryId = await answered(
      m,
      goods.map((g) => g.id),
    );
    const api = sendApi(ctx, m);
    const warehouseId = await firstWarehouse(ctx(), m.tenantId);
    const fee = await api.fee({ warehouseId, goodsIds: [goods[0].id], enquiryId });
    expect(fee.status).toBe(200);
    expect(fee.data).toMatchObject({ totalWeight: 3.2, declaredValue: 153 });
    expect(fee.data.quote.total).toBeGreaterThan(0);
    const base = { warehouseId, packages, addressId: m.addressId, estimatedWeight: 3.2, enquiryId, expectedTotal: fee.data.quote.total, payNow: true };
    const otherMethod = await api.submit({ ...base, methodId: await methodId(ctx(), m.tenantId, 'AIR_BATTERY') }, 'enq-0');
    expect(otherMethod.status).toBe(400);
    expect(otherMethod.data.error.validationErrors).toEqual([{ members: ['methodId'], message: 'Use the shipping method the enquiry was answered with.' }]);
    const part = await api.submit({ ...base, methodId: await methodId(ctx(), m.tenantId), packages: [packages[0]] }, 'enq-1');
    expect(part.status).toBe(400);
    const res = await api.submit({ ...base, methodId: await methodId(ctx(), m.tenantId) }, 'enq-2');
    expect(res.status).toBe(200);
    expect(res.data.waybill.estimatedTotal).toBe(fee.data.quote.total);
    const [enquiry] = await db().select().from(shipForMeEnquiries).where(eq(shipForMeEnquiries.id, enquiryId));
    expect(enquiry).toMatchObject({ status: EnquiryStatus.Accepted, orderId: res.data.waybill.id });
    expect((await goodsOf(ctx(), goods)).every((g) => g.status === GoodStatus.Ordered && g.enquiryId === enquiryId)).toBe(true);
    const twice = await api.fee({ warehouseId, goodsIds: [goods[0].id], enquiryId });
    expect(twice.status).toBe(409);
    expect(twice.data.error.code).toBe('ENQUIRY_NOT_ANSWERED');
  });
});

describe('the warehouse’s side', () => {
  it('picks the order only once all its parcels arrived; they arrive and are shelved as forecasts do; packing prices the box', async () => {
    const { m, packages } = await cart();
    const { submitted } = await submitGoods(ctx, m, packages);
    const id = submitted.data.waybill.id;
    const refused = await staffStep(db(), m.tenantId, id, 'pick').catch((err) => err);
    expect(refused).toMatchObject({ status: 409, code: 'PARCELS_NOT_ARRIVED' });
    const arrived = await arrive(m, packages[0].trackingNumber, 800, [30, 20, 10]);
    expect(arrived).toMatchObject({ binding: 'forecast', parcel: { status: ParcelStatus.Arrived, combinedOrderId: id, userId: m.userId } });
    await transitionParcel(db(), m.tenantId, arrived.parcel.id, 'inbound');
    expect(await staffStep(db(), m.tenantId, id, 'pick').catch((err) => err.code)).toBe('PARCELS_NOT_ARRIVED');
    const last = await arrive(m, packages[1].trackingNumber, 500, [20, 20, 10]);
    expect(last.binding).toBe('forecast');
    expect((await staffStep(db(), m.tenantId, id, 'pick')).status).toBe(S.Picking);
    await staffStep(db(), m.tenantId, id, 'verify');
    const packed = await packCombinedOrder(db(), m.tenantId, id, { weightGrams: 1400, lengthCm: 35, widthCm: 25, heightCm: 15 });
    expect(packed.final).not.toBeNull();
    expect(await ledgerSum(ctx(), m)).toBe(await balanceOf(ctx(), m));
  });

  it('cancelling before packing refunds and leaves the parcels as forecasts in My parcels', async () => {
    const { m, goods, packages } = await cart();
    const before = await balanceOf(ctx(), m);
    const { submitted } = await submitGoods(ctx, m, packages);
    const id = submitted.data.waybill.id;
    const canceled = await combinedOrderApi(ctx, m).cancel(id);
    expect(canceled.status).toBe(200);
    expect(canceled.data.status).toBe(S.Canceled);
    expect(await balanceOf(ctx(), m)).toBe(before);
    const rows = await db()
      .select()
      .from(parcels)
      .where(
        inArray(
          parcels.trackingNumber,
          packages.map((p) => p.trackingNumber),
        ),
      );
    expect(rows.map((p) => [p.status, p.combinedOrderId, p.deliveryMode])).toEqual([
      [ParcelStatus.NotArrival, null, DeliveryMode.DirectDelivery],
      [ParcelStatus.NotArrival, null, DeliveryMode.DirectDelivery],
    ]);
    // The cancel gave the goods back (the hook ship-for-me registers): to their parcels, history 'orderCanceled'.
    for (const good of await goodsOf(ctx(), goods)) {
      expect(good).toMatchObject({ status: GoodStatus.Forecast, orderId: null });
      expect(rows.map((p) => p.id)).toContain(good.parcelId);
      expect(good.history.at(-1)).toMatchObject({ action: 'orderCanceled', ref: id });
    }
  });
});

describe('GET /u/combinedOrder/orderList', () => {
  it('lists the member’s ship-for-me orders only, newest first, with counts; the waybill list does not show them', async () => {
    const { m, packages } = await cart();
    const first = (await submitGoods(ctx, m, packages)).submitted.data.waybill.id;
    const more = await cartGoods(ctx(), m, 1);
    const second = (await submitGoods(ctx, m, [pkg([more[0].id])])).submitted.data.waybill.id;
    // A plain waybill of the same member: parcels in stock.
    const plain = (await submitQuoted(ctx, { ...m, parcelIds: [(await stockParcel(ctx(), m)).id] })).submitted.data.waybill.id;
    const list = await sendApi(ctx, m).orderList();
    expect(list.status).toBe(200);
    expect(list.data.items.map((o: { id: string }) => o.id)).toEqual([second, first]);
    expect(list.data.totalCount).toBe(2);
    expect(list.data.counts.find((c: { status: number }) => c.status === S.PendingPacking)?.count).toBe(2);
    const paged = await sendApi(ctx, m).orderList(`?maxResultCount=1&skipCount=1&status=${S.PendingPacking}`);
    expect(paged.data.items.map((o: { id: string }) => o.id)).toEqual([first]);
    const waybills = await combinedOrderApi(ctx, m).list();
    expect(waybills.data.items.map((o: { id: string }) => o.id)).toEqual([plain]);
    // Another member sees none of them.
    const other = await shipper(ctx(), { parcels: 0 });
    expect((await sendApi(ctx, other).orderList()).data.totalCount).toBe(0);
  });
});
