// The waybill quote, pure arithmetic (docs/decisions.md "Waybills"): chargeable weight = the larger of the
// actual and the volumetric weight (the method's divisor), rounded up to the method's step; first weight,
// additional weight, fuel and handling; the services chosen on the waybill and those already chosen on its
// parcels; insurance on the declared value of the parcels not insured one by one; then the coupon (on the
// shipping fee) and points (on what is left). The same function prices the estimate and the final weighing;
// combiningSaving compares the shipping fee with shipping each parcel alone.
import { INSURANCE_SERVICE_CODE } from '../../../lib/contract/parcel-rules.ts';
import type { MethodBlock } from '../../../lib/contract/combined-order-rules.ts';
import type { additionalServices, shippingMethods, shippingRates } from '../../db/schema/index.ts';
import { ceilSafe, freightFor, type MethodPricing } from '../shipping/index.ts';
import type { StoredLine, StoredQuote } from '../../db/schema/order-json.ts';

type MethodRow = typeof shippingMethods.$inferSelect;
type RateRow = typeof shippingRates.$inferSelect;
export type ServiceRow = typeof additionalServices.$inferSelect;

export interface QuoteParcel {
  weightGrams: number | null;
  lengthCm: number | null;
  widthCm: number | null;
  heightCm: number | null;
  declaredValue: number;
  currency: string;
  isInsurance: boolean;
  goodsTypeIds: string[];
  /** Services chosen on the parcel, priced when chosen. */
  services: { serviceId: string; price: number; nameZh: string; nameEn: string }[];
}

/** A transhipment order's estimated weight standing in for a parcel the warehouse has not weighed yet. */
export const withEstimate = (quoted: QuoteParcel[], grams: number | null): QuoteParcel[] =>
  grams === null ? quoted : quoted.map((p) => (p.weightGrams === null ? { ...p, weightGrams: grams } : p));

/** A packed box replaces the parcels' own weights and sizes (the final weighing). */
export interface PackedBox {
  weightGrams: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

export interface QuoteInput {
  parcels: QuoteParcel[];
  method: MethodRow;
  rate: RateRow;
  /** Waybill-level services. */
  services: ServiceRow[];
  currency: string;
  box?: PackedBox;
  /** The coupon's discount on a shipping fee (0 without a coupon). */
  couponDiscountOn: (shippingFee: number) => number;
  /** Points the customer wants to spend (capped at what is left to pay). */
  points: number;
  /** Points → minor units. */
  pointsValue: (points: number) => number;
  /** Minor units → the most points that pay at most that much. */
  pointsFor: (minor: number) => number;
}

const volumetric = (l: number | null, w: number | null, h: number | null, divisor: number) => (l && w && h ? ceilSafe((l * w * h * 1000) / divisor) : 0);

export function weightsOf(parcels: QuoteParcel[], divisor: number, box?: PackedBox) {
  if (box) return { actualGrams: box.weightGrams, volumetricGrams: volumetric(box.lengthCm, box.widthCm, box.heightCm, divisor) };
  return {
    actualGrams: parcels.reduce((sum, p) => sum + (p.weightGrams ?? 0), 0),
    volumetricGrams: parcels.reduce((sum, p) => sum + volumetric(p.lengthCm, p.widthCm, p.heightCm, divisor), 0),
  };
}

/** Why the method cannot carry these parcels (empty when it can). `rate` null = not served to the destination. */
export function methodBlocks(method: MethodRow, rate: RateRow | null, parcels: QuoteParcel[], box?: PackedBox): MethodBlock[] {
  if (!rate) return ['NOT_SERVED'];
  const blocks: MethodBlock[] = [];
  const { actualGrams, volumetricGrams } = weightsOf(parcels, method.volumetricDivisor, box);
  if (Math.max(actualGrams, volumetricGrams) > method.maxWeightGrams) blocks.push('OVERWEIGHT');
  const sides = box ? [box.lengthCm, box.widthCm, box.heightCm] : parcels.flatMap((p) => [p.lengthCm ?? 0, p.widthCm ?? 0, p.heightCm ?? 0]);
  if (Math.max(0, ...sides) > method.maxSideCm) blocks.push('OVERSIZE');
  if (parcels.some((p) => p.goodsTypeIds.some((id) => !method.allowedGoodsTypeIds.includes(id)))) blocks.push('GOODS_TYPE');
  return blocks;
}

function servicePrice(service: ServiceRow, declaredValue: number): number {
  const percent = service.priceType === 'PERCENT' ? Math.round((declaredValue * service.rateBp) / 10_000) : 0;
  return Math.max(service.price, percent);
}

const pricingOf = (method: MethodRow, rate: RateRow): MethodPricing => ({
  volumetricDivisor: method.volumetricDivisor,
  firstWeightGrams: method.firstWeightGrams,
  firstWeightPrice: rate.firstWeightPrice,
  additionalWeightGrams: method.additionalWeightGrams,
  additionalPrice: rate.additionalPrice,
  fuelSurchargeBp: method.fuelSurchargeBp,
  handlingFee: method.handlingFee,
});

/** What these parcels (or the packed box) cost to ship as one shipment by the method: freight, fuel and handling. */
export function shippingOf(method: MethodRow, rate: RateRow, parcels: QuoteParcel[], box?: PackedBox) {
  const pricing = pricingOf(method, rate);
  const { actualGrams, volumetricGrams } = weightsOf(parcels, method.volumetricDivisor, box);
  const freight = freightFor(Math.max(actualGrams, volumetricGrams, 1), pricing);
  const fuel = Math.floor((freight.freight * method.fuelSurchargeBp + 5_000) / 10_000);
  return { pricing, actualGrams, volumetricGrams, freight, fuel, fee: freight.freight + fuel + method.handlingFee };
}

/**
 * What shipping the parcels together saves against shipping each one alone by the same method: the sum of
 * their own shipping fees minus `combinedFee` (the shipping fee of them all), never below 0; services,
 * coupon and points are left out (they do not depend on combining). 0 for a single parcel.
 */
export function combiningSaving(method: MethodRow, rate: RateRow, parcels: QuoteParcel[], combinedFee: number): number {
  if (parcels.length < 2) return 0;
  const alone = parcels.reduce((sum, parcel) => sum + shippingOf(method, rate, [parcel]).fee, 0);
  return Math.max(0, alone - combinedFee);
}

export function buildQuote(input: QuoteInput): StoredQuote {
  const { method, rate, parcels, currency } = input;
  const { pricing, actualGrams, volumetricGrams, freight, fuel, fee: shippingFee } = shippingOf(method, rate, parcels, input.box);
  const lines: StoredLine[] = [{ code: 'FIRST_WEIGHT', amount: pricing.firstWeightPrice, grams: method.firstWeightGrams }];
  if (freight.additionalUnits > 0) {
    lines.push({
      code: 'ADDITIONAL_WEIGHT',
      amount: freight.additionalAmount,
      units: freight.additionalUnits,
      unitGrams: method.additionalWeightGrams,
      unitPrice: pricing.additionalPrice,
    });
  }
  if (fuel > 0) lines.push({ code: 'FUEL', amount: fuel, rateBp: method.fuelSurchargeBp });
  if (method.handlingFee > 0) lines.push({ code: 'HANDLING', amount: method.handlingFee });

  const declaredInCurrency = (list: QuoteParcel[]) => list.filter((p) => p.currency === currency).reduce((sum, p) => sum + p.declaredValue, 0);
  for (const service of input.services) {
    const isInsurance = service.code === INSURANCE_SERVICE_CODE;
    const base = isInsurance ? declaredInCurrency(parcels.filter((p) => !p.isInsurance)) : declaredInCurrency(parcels);
    lines.push({
      code: isInsurance ? 'INSURANCE' : 'SERVICE',
      amount: servicePrice(service, base),
      serviceId: service.id,
      nameZh: service.nameZh,
      nameEn: service.nameEn,
      rateBp: service.priceType === 'PERCENT' ? service.rateBp : undefined,
    });
  }
  for (const parcel of parcels) {
    for (const chosen of parcel.services) {
      const same = lines.find((line) => line.code === 'SERVICE' && line.serviceId === chosen.serviceId && line.units !== undefined);
      if (same) {
        same.amount += chosen.price;
        same.units! += 1;
      } else {
        lines.push({
          code: 'SERVICE',
          amount: chosen.price,
          serviceId: chosen.serviceId,
          nameZh: chosen.nameZh,
          nameEn: chosen.nameEn,
          units: 1,
        });
      }
    }
  }
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const couponDiscount = Math.min(input.couponDiscountOn(shippingFee), shippingFee);
  if (couponDiscount > 0) lines.push({ code: 'COUPON', amount: -couponDiscount });
  const afterCoupon = subtotal - couponDiscount;
  const pointsUsed = Math.max(0, Math.min(input.points, input.pointsFor(afterCoupon)));
  const pointsValue = input.pointsValue(pointsUsed);
  if (pointsUsed > 0) lines.push({ code: 'POINTS', amount: -pointsValue, points: pointsUsed });
  return {
    lines,
    shippingFee,
    subtotal,
    couponDiscount,
    pointsUsed,
    pointsValue,
    total: afterCoupon - pointsValue,
    actualGrams,
    volumetricGrams,
    divisor: method.volumetricDivisor,
    chargeableGrams: freight.chargeableGrams,
    ...(input.box ? { lengthCm: input.box.lengthCm, widthCm: input.box.widthCm, heightCm: input.box.heightCm } : {}),
  };
}
