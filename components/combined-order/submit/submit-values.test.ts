import { describe, expect, it } from 'vitest';
import { adjustChoices, customsIdProblem, paymentStateOf, startingPick, type Choices } from './submit-values';
import { draftFor, groupFixture, parcelFixture } from '@/tests/kits/combined-order-submit-test-kit';

const chosen: Choices = { addressId: 'A1', methodId: 'M1', serviceIds: [], couponId: 'C1', points: 200 };

describe('startingPick', () => {
  it('starts at the warehouse of the parcels already selected, else the first with nothing ticked', () => {
    const w1 = groupFixture('W1', 'One', [parcelFixture('P1')]);
    const w2 = groupFixture('W2', 'Two', [parcelFixture('P2', { selectedToSubmit: true }), parcelFixture('P3')]);
    expect(startingPick([w1, w2])).toEqual({ warehouseId: 'W2', ids: ['P2'] });
    expect(startingPick([w1])).toEqual({ warehouseId: 'W1', ids: [] });
    expect(startingPick([])).toEqual({ warehouseId: '', ids: [] });
  });
});

describe('customsIdProblem', () => {
  it('checks the trimmed, upper-cased value against the destination’s rule', () => {
    expect(customsIdProblem('KR', '  ')).toBe('required');
    expect(customsIdProblem('KR', 'P12345')).toBe('invalid');
    expect(customsIdProblem('KR', ' p123456789012 ')).toBeNull();
    expect(customsIdProblem('BR', '123.456.789-09')).toBeNull();
  });
});

describe('adjustChoices', () => {
  it('keeps choices the draft allows (the same object)', () => {
    expect(adjustChoices(chosen, draftFor({ parcelIds: ['P1'], ...chosen }))).toBe(chosen);
  });

  it('drops an unavailable method, an unusable coupon and points above the most allowed', () => {
    const draft = draftFor({ parcelIds: ['P1'], ...chosen });
    expect(adjustChoices({ ...chosen, methodId: 'M2' }, { ...draft, quote: null, coupons: [] })).toEqual({
      ...chosen,
      methodId: null,
      couponId: null,
      points: 0,
    });
    expect(adjustChoices({ ...chosen, couponId: 'C2', points: 999 }, draft)).toEqual({ ...chosen, couponId: null, points: 300 });
  });
});

describe('paymentStateOf', () => {
  const combinedOrder = { amountDue: 0, canPay: false, paymentTiming: 10 };
  it('reads what happens next from the waybill, else from ?unpaid=1', () => {
    expect(paymentStateOf(combinedOrder, false)).toBe('paid');
    expect(paymentStateOf({ ...combinedOrder, paymentTiming: 20 }, false)).toBe('later');
    expect(paymentStateOf({ ...combinedOrder, amountDue: 12, canPay: true }, false)).toBe('unpaid');
    expect(paymentStateOf(null, true)).toBe('unpaid');
    expect(paymentStateOf(null, false)).toBeNull();
  });
});
