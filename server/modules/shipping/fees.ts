// Pure fee arithmetic. Weights in integer grams, money in integer minor units.
//
// Rounding (docs/decisions.md):
// - actual weight: kg rounded UP to the gram; volumetric weight: L × W × H / divisor kg rounded UP to the gram;
// - chargeable = max(actual, volumetric); when it exceeds the first weight, the excess is rounded UP to whole
//   additional-weight steps (an exact step boundary stays: 1.000 kg with 0.5 + 0.5 steps is 1.0 kg, 1.001 kg is 1.5 kg);
//   within the first weight the chargeable weight is the first weight and only the first-weight price applies;
// - fuel surcharge = freight × rate, rounded half up to the minor unit; handling fee is a fixed amount.

export interface MethodPricing {
  volumetricDivisor: number;
  firstWeightGrams: number;
  firstWeightPrice: number;
  additionalWeightGrams: number;
  additionalPrice: number;
  fuelSurchargeBp: number;
  handlingFee: number;
}

export interface Parcel {
  /** kg */
  weight: number;
  /** cm */
  length: number;
  width: number;
  height: number;
}

export interface FeeBreakdown {
  actualGrams: number;
  volumetricGrams: number;
  chargeableGrams: number;
  additionalGrams: number;
  additionalUnits: number;
  additionalAmount: number;
  freight: number;
  fuel: number;
  handling: number;
  total: number;
}

const EPS = 1e-9;
/** Round x up to an integer, ignoring floating-point noise (1.2000000000000002 → 2 would be wrong). */
export const ceilSafe = (x: number) => Math.ceil(x - EPS * Math.max(1, Math.abs(x)));

export function toGramsUp(kg: number): number {
  return ceilSafe(kg * 1000);
}

export function volumetricGrams(p: Parcel, divisor: number): number {
  return ceilSafe((p.length * p.width * p.height * 1000) / divisor);
}

export function freightFor(chargeableRaw: number, m: MethodPricing) {
  if (chargeableRaw <= m.firstWeightGrams) {
    return {
      chargeableGrams: m.firstWeightGrams,
      additionalGrams: 0,
      additionalUnits: 0,
      additionalAmount: 0,
      freight: m.firstWeightPrice,
    };
  }
  const additionalUnits = ceilSafe((chargeableRaw - m.firstWeightGrams) / m.additionalWeightGrams);
  const additionalGrams = additionalUnits * m.additionalWeightGrams;
  const additionalAmount = additionalUnits * m.additionalPrice;
  return {
    chargeableGrams: m.firstWeightGrams + additionalGrams,
    additionalGrams,
    additionalUnits,
    additionalAmount,
    freight: m.firstWeightPrice + additionalAmount,
  };
}

export function calculateFee(p: Parcel, m: MethodPricing): FeeBreakdown {
  const actualGrams = toGramsUp(p.weight);
  const volGrams = volumetricGrams(p, m.volumetricDivisor);
  const f = freightFor(Math.max(actualGrams, volGrams), m);
  const fuel = Math.floor((f.freight * m.fuelSurchargeBp + 5_000) / 10_000);
  const handling = m.handlingFee;
  return {
    actualGrams,
    volumetricGrams: volGrams,
    ...f,
    fuel,
    handling,
    total: f.freight + fuel + handling,
  };
}

/** Minor units → decimal with 2 places (all seeded currencies have 2 decimals). */
/** Grams → kg with 3 decimals. */
export const kg = (grams: number) => Math.round(grams) / 1000;
