// The waybill quote, pure: chargeable weight and steps, surcharges, waybill and parcel services, insurance
// on what is not insured one by one, the coupon on the shipping fee only, points on what is left.
import { describe, expect, it } from 'vitest';
import { buildQuote, combiningSaving, methodBlocks, type QuoteInput, type QuoteParcel, type ServiceRow } from './quote.ts';
import { pointsFor, pointsValue } from './pricing.ts';

const method = {
  id: 'SM1',
  volumetricDivisor: 6000,
  firstWeightGrams: 500,
  firstWeightPrice: 6000,
  additionalWeightGrams: 500,
  additionalPrice: 2500,
  fuelSurchargeBp: 1250,
  handlingFee: 500,
  maxWeightGrams: 30_000,
  maxSideCm: 120,
  allowedGoodsTypeIds: ['GENERAL'],
} as unknown as QuoteInput['method'];
const rate = { firstWeightPrice: 6000, additionalPrice: 2500 } as QuoteInput['rate'];
const parcel = (over: Partial<QuoteParcel> = {}): QuoteParcel => ({
  weightGrams: 1200,
  lengthCm: 30,
  widthCm: 20,
  heightCm: 10,
  declaredValue: 10_000,
  currency: 'CNY',
  isInsurance: false,
  goodsTypeIds: ['GENERAL'],
  services: [],
  ...over,
});
const service = (code: string, priceType: 'FIXED' | 'PERCENT', price: number, rateBp = 0) =>
  ({ id: `AS-${code}`, code, nameZh: code, nameEn: code, priceType, price, rateBp }) as unknown as ServiceRow;
const quote = (over: Partial<QuoteInput> = {}) =>
  buildQuote({
    parcels: [parcel(), parcel()],
    method,
    rate,
    services: [],
    currency: 'CNY',
    couponDiscountOn: () => 0,
    points: 0,
    pointsValue,
    pointsFor,
    ...over,
  });

describe('waybill quote', () => {
  it('charges the larger of actual and volumetric weight, rounded up to the step', () => {
    const q = quote();
    // 2.4 kg actual, 2 × 1 kg volumetric → 2.4 kg → 2.5 kg: first 0.5 + 4 steps.
    expect(q).toMatchObject({ actualGrams: 2400, volumetricGrams: 2000, chargeableGrams: 2500 });
    const freight = 6000 + 4 * 2500;
    expect(q.lines.slice(0, 4)).toEqual([
      { code: 'FIRST_WEIGHT', amount: 6000, grams: 500 },
      { code: 'ADDITIONAL_WEIGHT', amount: 10_000, units: 4, unitGrams: 500, unitPrice: 2500 },
      { code: 'FUEL', amount: 2000, rateBp: 1250 },
      { code: 'HANDLING', amount: 500 },
    ]);
    expect(q.shippingFee).toBe(freight + 2000 + 500);
    expect(q.total).toBe(q.subtotal);
    const bulky = quote({ parcels: [parcel({ weightGrams: 500, lengthCm: 60, widthCm: 50, heightCm: 40 })] });
    expect(bulky).toMatchObject({ volumetricGrams: 20_000, chargeableGrams: 20_000 });
    expect(quote({ box: { weightGrams: 3001, lengthCm: 10, widthCm: 10, heightCm: 10 } }).chargeableGrams).toBe(3500);
  });

  it('prices services on the waybill, insurance on the parcels not insured, and the parcels’ own services', () => {
    const q = quote({
      parcels: [
        parcel({ isInsurance: true, services: [{ serviceId: 'AS-PHOTO', price: 300, nameZh: '拍照', nameEn: 'Photo' }] }),
        parcel({ services: [{ serviceId: 'AS-PHOTO', price: 300, nameZh: '拍照', nameEn: 'Photo' }] }),
      ],
      services: [service('REINFORCE', 'FIXED', 1500), service('INSURANCE', 'PERCENT', 1000, 300)],
    });
    const byCode = q.lines.filter((l) => l.code === 'SERVICE' || l.code === 'INSURANCE');
    expect(byCode).toEqual([
      expect.objectContaining({ code: 'SERVICE', serviceId: 'AS-REINFORCE', amount: 1500 }),
      // 3 % of 100.00 (the uninsured parcel) = 3.00, at least 10.00.
      expect.objectContaining({ code: 'INSURANCE', serviceId: 'AS-INSURANCE', amount: 1000, rateBp: 300 }),
      expect.objectContaining({ code: 'SERVICE', serviceId: 'AS-PHOTO', amount: 600, units: 2 }),
    ]);
    const big = quote({ parcels: [parcel({ declaredValue: 200_000 })], services: [service('INSURANCE', 'PERCENT', 1000, 300)] });
    expect(big.lines.find((l) => l.code === 'INSURANCE')?.amount).toBe(6000);
  });

  it('takes the coupon off the shipping fee only, then points off what is left, never below zero', () => {
    const withCoupon = quote({ services: [service('REINFORCE', 'FIXED', 1500)], couponDiscountOn: (fee) => fee + 99_999 });
    expect(withCoupon.couponDiscount).toBe(withCoupon.shippingFee);
    expect(withCoupon.total).toBe(1500);
    const withPoints = quote({ couponDiscountOn: () => 1000, points: 1_000_000 });
    expect(withPoints.pointsUsed).toBe(pointsFor(withPoints.subtotal - 1000));
    expect(withPoints.total).toBe(0);
    const some = quote({ points: 250 });
    expect(some).toMatchObject({ pointsUsed: 250, pointsValue: pointsValue(250) });
    expect(some.total).toBe(some.subtotal - pointsValue(250));
    expect(some.lines.at(-1)).toEqual({ code: 'POINTS', amount: -pointsValue(250), points: 250 });
  });

  it('says what combining saves: each parcel shipped alone by the same method, minus the combined shipping fee', () => {
    // Alone: 1.2 kg → 1.5 kg = 60.00 + 2 × 25.00, fuel 13.75, handling 5.00 = 128.75 each.
    // Together: 2.5 kg = 60.00 + 4 × 25.00, fuel 20.00, handling 5.00 = 185.00.
    const together = quote({ services: [service('REINFORCE', 'FIXED', 1500)], couponDiscountOn: () => 1000 });
    expect(together.shippingFee).toBe(18_500);
    expect(combiningSaving(method, rate, [parcel(), parcel()], together.shippingFee)).toBe(2 * 12_875 - 18_500);
    expect(combiningSaving(method, rate, [parcel()], quote({ parcels: [parcel()] }).shippingFee)).toBe(0);
  });

  it('names why a method cannot carry the parcels', () => {
    expect(methodBlocks(method, null, [parcel()])).toEqual(['NOT_SERVED']);
    expect(methodBlocks(method, rate, [parcel({ weightGrams: 31_000 })])).toEqual(['OVERWEIGHT']);
    expect(methodBlocks(method, rate, [parcel({ lengthCm: 121 })])).toEqual(['OVERSIZE']);
    expect(methodBlocks(method, rate, [parcel({ goodsTypeIds: ['BATTERY'] })])).toEqual(['GOODS_TYPE']);
    expect(methodBlocks(method, rate, [parcel()])).toEqual([]);
  });
});
