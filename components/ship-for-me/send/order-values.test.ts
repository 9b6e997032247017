import { describe, expect, it } from 'vitest';
import type { Good } from '@/lib/contract/wire';
import {
  feeInputOf,
  orderStepPath,
  packageProblems,
  packageServerMessages,
  packagesOf,
  weightProblem,
  type OrderState,
  type PackageDraft,
} from './order-values';

const good = (id: string, shopName: string, platform: Good['platform'] = 'taobao'): Pick<Good, 'id' | 'shopName' | 'platform'> => ({ id, shopName, platform });
const pkg = (overrides: Partial<PackageDraft> = {}): PackageDraft => ({
  shop: 'A',
  goodsIds: ['G1'],
  trackingNumber: 'SF12345',
  carrierCode: 'SF',
  carrierName: '',
  ...overrides,
});

describe('packagesOf', () => {
  it('groups the goods by shop (name and platform), first seen first', () => {
    const packages = packagesOf([good('G1', 'Cotton House'), good('G2', 'Tea'), good('G3', ' cotton house '), good('G4', 'Cotton House', 'jd')]);
    expect(packages.map((one) => [one.shop, one.goodsIds])).toEqual([
      ['Cotton House', ['G1', 'G3']],
      ['Tea', ['G2']],
      ['Cotton House', ['G4']],
    ]);
  });
});

describe('packageProblems', () => {
  it('names what each package lacks', () => {
    const { problems, any } = packageProblems([
      pkg(),
      pkg({ trackingNumber: '', carrierCode: '' }),
      pkg({ trackingNumber: 'ab c' }),
      pkg({ trackingNumber: ' sf12345 ', carrierCode: 'OTHER', carrierName: ' ' }),
    ]);
    expect(any).toBe(true);
    expect(problems).toEqual([
      {},
      { trackingNumber: 'trackingRequired', carrierCode: 'carrierRequired' },
      { trackingNumber: 'trackingPattern' },
      { trackingNumber: 'trackingDuplicate', carrierName: 'carrierNameRequired' },
    ]);
    expect(packageProblems([pkg()]).any).toBe(false);
  });
});

describe('packageServerMessages', () => {
  it('puts `packages.<i>.<field>` messages on their package; other members and out-of-range indexes stay off', () => {
    const error = {
      response: {
        data: {
          error: {
            validationErrors: [
              { message: 'Taken', members: ['packages.1.trackingNumber'] },
              { message: 'Unknown carrier', members: ['packages.1.carrierCode'] },
              { message: 'No goods', members: ['packages.0.goodsIds'] },
              { message: 'Far', members: ['packages.5.trackingNumber'] },
              { message: 'Weight', members: ['estimatedWeight'] },
            ],
          },
        },
      },
    };
    expect(packageServerMessages(error, 2)).toEqual([{}, { trackingNumber: 'Taken', carrierCode: 'Unknown carrier' }]);
    expect(packageServerMessages(new Error('x'), 1)).toEqual([{}]);
  });
});

describe('the fee request', () => {
  const state: OrderState = {
    goodsIds: ['G1'],
    warehouseId: 'W1',
    estimatedWeight: 2,
    enquiryId: null,
    choices: { addressId: 'A1', methodId: null, serviceIds: [], couponId: null, points: 0 },
  };

  it('waits for a warehouse and a weight in range', () => {
    expect(feeInputOf(state)).toEqual({ goodsIds: ['G1'], warehouseId: 'W1', estimatedWeight: 2, enquiryId: null, ...state.choices });
    expect(feeInputOf({ ...state, warehouseId: null })).toBeNull();
    expect(feeInputOf({ ...state, estimatedWeight: null })).toBeNull();
    expect(feeInputOf({ ...state, estimatedWeight: 301 })).toBeNull();
    expect(weightProblem(0)).toBe('range');
    expect(weightProblem(0.01)).toBeNull();
  });
});

it('orderStepPath keeps the goods list readable', () => {
  expect(orderStepPath(['G1', 'G2'], null)).toBe('/ship-for-me/send?step=order&goods=G1,G2');
  expect(orderStepPath(['G1'], 'Q1')).toBe('/ship-for-me/send?step=order&goods=G1&enquiry=Q1');
});
