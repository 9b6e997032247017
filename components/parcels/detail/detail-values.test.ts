import { describe, expect, it } from 'vitest';
import type { ParcelGoods } from '@/lib/contract/wire';
import { declarationChanges, notEditableReason, sameIds, stepState } from './detail-values';

describe('stepState', () => {
  it('places each status of the path', () => {
    expect(stepState(50)).toEqual({ current: 0, status: 'process', canceled: false });
    expect(stepState(63)).toEqual({ current: 2, status: 'process', canceled: false });
    expect(stepState(120)).toMatchObject({ current: 3 });
    expect(stepState(200)).toEqual({ current: 4, status: 'finish', canceled: false });
  });
  it('shows a cancelled forecast as an error on the first step', () => {
    expect(stepState(210)).toEqual({ current: 0, status: 'error', canceled: true });
  });
});

describe('declarationChanges', () => {
  const goods: ParcelGoods[] = [
    {
      id: 'g1',
      declaredName: 'Shoes',
      declaredNameId: null,
      goodsTypeId: 't',
      goodsTypeName: null,
      quantity: 1,
      unitValue: 10,
      currency: 'CNY',
    },
    {
      id: 'g2',
      declaredName: 'Hat',
      declaredNameId: null,
      goodsTypeId: 't',
      goodsTypeName: null,
      quantity: 2,
      unitValue: 5,
      currency: 'CNY',
    },
  ];
  it('sends only what changed, names trimmed', () => {
    expect(
      declarationChanges(goods, [
        { id: 'g1', declaredName: ' Boots ', unitValue: 10 },
        { id: 'g2', declaredName: 'Hat', unitValue: 7.5 },
      ]),
    ).toEqual({
      names: [{ id: 'g1', declaredName: 'Boots' }],
      values: [{ id: 'g2', unitValue: 7.5 }],
    });
    expect(
      declarationChanges(goods, [
        { id: 'g1', declaredName: 'Shoes', unitValue: 10 },
        { id: 'x', declaredName: 'New', unitValue: 1 },
      ]),
    ).toEqual({ names: [], values: [] });
  });
});

describe('sameIds', () => {
  it('ignores order', () => {
    expect(sameIds(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(sameIds(['a'], ['a', 'b'])).toBe(false);
    expect(sameIds([], [])).toBe(true);
  });
});

describe('notEditableReason', () => {
  it('says why declarations are locked', () => {
    expect(notEditableReason({ editable: true, status: 63, combinedOrderId: null })).toBeNull();
    expect(notEditableReason({ editable: false, status: 63, combinedOrderId: 'W1' })).toBe('inWaybill');
    expect(notEditableReason({ editable: false, status: 120, combinedOrderId: null })).toBe('left');
    expect(notEditableReason({ editable: false, status: 210, combinedOrderId: null })).toBe('canceled');
  });
});
