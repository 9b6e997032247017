import { describe, expect, it } from 'vitest';
import { draftInputOf, editInputOf, estimateProblem, needsEstimate, submitInputOf, type FormState } from './transhipment-values';
import { transhipmentParcel } from '@/tests/kits/transhipment-order-submit-test-kit';

const choices = { addressId: 'A1', methodId: 'M1', serviceIds: ['INS'], couponId: 'C1', points: 100 };
const state = (overrides: Partial<FormState> = {}): FormState => ({
  parcel: transhipmentParcel('P1'),
  choices,
  estimatedWeight: null,
  editing: false,
  ...overrides,
});
const final = { customsId: null, remark: null, expectedTotal: 99 };

describe('the estimated weight', () => {
  it('is needed only for a parcel not weighed', () => {
    expect(needsEstimate(transhipmentParcel('P1', { weight: null }))).toBe(true);
    expect(needsEstimate(transhipmentParcel('P1', { weight: 0.2 }))).toBe(false);
    expect(needsEstimate(null)).toBe(false);
  });

  it('is from 0.01 to 300 kg', () => {
    expect(estimateProblem(null)).toBe('required');
    expect(estimateProblem(Number.NaN)).toBe('required');
    expect(estimateProblem(0)).toBe('range');
    expect(estimateProblem(300.01)).toBe('range');
    expect(estimateProblem(0.01)).toBeNull();
    expect(estimateProblem(300)).toBeNull();
  });
});

describe('requests', () => {
  it('no draft without a parcel, or without a valid estimate for one not weighed', () => {
    expect(draftInputOf(state({ parcel: null }))).toBeNull();
    const unweighed = transhipmentParcel('P2', { weight: null });
    expect(draftInputOf(state({ parcel: unweighed }))).toBeNull();
    expect(draftInputOf(state({ parcel: unweighed, estimatedWeight: 2 }))).toMatchObject({ parcelId: 'P2', estimatedWeight: 2 });
  });

  it('a weighed parcel sends no estimate even when one was typed before', () => {
    expect(draftInputOf(state({ estimatedWeight: 2 }))).toEqual({
      parcelId: 'P1',
      addressId: 'A1',
      methodId: 'M1',
      serviceIds: ['INS'],
      estimatedWeight: null,
      couponId: 'C1',
      points: 100,
    });
    expect(submitInputOf(state({ estimatedWeight: 2 }), { ...final, payNow: true })).toMatchObject({
      parcelId: 'P1',
      estimatedWeight: null,
      couponId: 'C1',
      points: 100,
      payNow: true,
      expectedTotal: 99,
    });
  });

  it('editing leaves coupon, points, parcel and payNow out', () => {
    const editing = state({ editing: true, orderId: 'L7', parcel: transhipmentParcel('P2', { weight: null }), estimatedWeight: 3 });
    expect(draftInputOf(editing)).toEqual({
      parcelId: 'P2',
      orderId: 'L7',
      addressId: 'A1',
      methodId: 'M1',
      serviceIds: ['INS'],
      estimatedWeight: 3,
    });
    expect(editInputOf(editing, final)).toEqual({ addressId: 'A1', methodId: 'M1', serviceIds: ['INS'], estimatedWeight: 3, ...final });
  });
});
