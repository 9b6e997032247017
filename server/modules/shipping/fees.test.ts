import { describe, expect, it } from 'vitest';
import { calculateFee, freightFor, type MethodPricing, volumetricGrams } from './fees.ts';
import { type Catalog, rateFor } from './service.ts';

const m: MethodPricing = {
  volumetricDivisor: 5000,
  firstWeightGrams: 500,
  firstWeightPrice: 18000,
  additionalWeightGrams: 500,
  additionalPrice: 4500,
  fuelSurchargeBp: 1800,
  handlingFee: 0,
};

describe('fee arithmetic', () => {
  it('volumetric weight rounds up to the gram without float noise', () => {
    expect(volumetricGrams({ weight: 1, length: 30, width: 20, height: 10 }, 5000)).toBe(1200);
    expect(volumetricGrams({ weight: 1, length: 33, width: 21, height: 11 }, 5000)).toBe(1525); // 1524.6 g
    expect(volumetricGrams({ weight: 1, length: 0.1, width: 0.2, height: 0.3 }, 6000)).toBe(1); // 0.001 g → 1 g
  });

  it('within the first weight: first-weight price only', () => {
    expect(freightFor(1, m)).toMatchObject({ chargeableGrams: 500, additionalUnits: 0, freight: 18000 });
    expect(freightFor(500, m)).toMatchObject({ chargeableGrams: 500, additionalUnits: 0, freight: 18000 });
  });

  it('steps round up; exact boundaries stay', () => {
    expect(freightFor(501, m)).toMatchObject({ chargeableGrams: 1000, additionalUnits: 1, freight: 22500 });
    expect(freightFor(1000, m)).toMatchObject({ chargeableGrams: 1000, additionalUnits: 1 });
    expect(freightFor(1001, m)).toMatchObject({ chargeableGrams: 1500, additionalUnits: 2 });
    expect(freightFor(1500, m)).toMatchObject({ chargeableGrams: 1500, additionalUnits: 2 });
  });

  it('a 0.1 kg step after a 5 kg first weight', () => {
    const sea = { ...m, firstWeightGrams: 5000, additionalWeightGrams: 1000 };
    expect(freightFor(5000, sea).additionalUnits).toBe(0);
    expect(freightFor(5001, sea).additionalUnits).toBe(1);
    expect(freightFor(7000, sea).additionalUnits).toBe(2);
  });

  it('fuel surcharge rounds half up to the minor unit; handling is fixed', () => {
    const fee = calculateFee({ weight: 0.3, length: 0, width: 0, height: 0 }, { ...m, firstWeightPrice: 2525, fuelSurchargeBp: 1000, handlingFee: 500 });
    expect(fee.fuel).toBe(253); // 252.5 → 253
    expect(fee.total).toBe(2525 + 253 + 500);
  });

  it('weight input in kg with float noise (0.1 + 0.2) is not rounded up a gram', () => {
    expect(calculateFee({ weight: 0.1 + 0.2, length: 0, width: 0, height: 0 }, m).actualGrams).toBe(300);
  });
});

describe('zone choice', () => {
  const zone = (id: string, countryCodes: string[], regionIds: string[] = []) => ({
    id,
    tenantId: 'T',
    nameZh: id,
    nameEn: id,
    countryCodes,
    regionIds,
    sort: 0,
    createdAt: new Date(),
  });
  const rate = (id: string, zoneId: string) => ({
    id,
    tenantId: 'T',
    methodId: 'M',
    zoneId,
    firstWeightPrice: 1,
    additionalPrice: 1,
    createdAt: new Date(),
  });
  const cat = {
    currency: 'CNY',
    locale: 'en',
    types: new Map(),
    goods: new Map(),
    methods: [],
    zones: [zone('US', ['US', 'CA']), zone('US-REMOTE', ['US'], ['R-AK', 'R-HI'])],
    rates: [rate('r1', 'US'), rate('r2', 'US-REMOTE')],
  } as unknown as Catalog;

  it('a region-specific zone wins over the whole-country zone', () => {
    expect(rateFor(cat, 'M', 'us', 'R-AK')?.zone.id).toBe('US-REMOTE');
    expect(rateFor(cat, 'M', 'US', 'R-CA')?.zone.id).toBe('US');
    expect(rateFor(cat, 'M', 'US')?.zone.id).toBe('US');
    expect(rateFor(cat, 'M', 'CA')?.zone.id).toBe('US');
    expect(rateFor(cat, 'M', 'FR')).toBeNull();
    expect(rateFor(cat, 'other', 'US')).toBeNull();
  });
});
