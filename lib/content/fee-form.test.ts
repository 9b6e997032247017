import { describe, expect, it } from 'vitest';
import { explainWeight, feeQuery, formatKg, mapValidationErrors, readFeeForm, validateFeeForm } from './fee-form';

const form = (search: Record<string, string>) => readFeeForm(search).values;

describe('fee form', () => {
  it('reads and keeps the typed values', () => {
    const { values, submitted } = readFeeForm({ countryCode: 'us', weight: ' 2.5 ', length: '10' });
    expect(values).toMatchObject({ countryCode: 'US', weight: '2.5', length: '10', width: '', goodsTypeId: '' });
    expect(submitted).toBe(true);
    expect(readFeeForm({}).submitted).toBe(false);
  });

  it('validates before calling', () => {
    expect(validateFeeForm(form({ countryCode: 'US', weight: '2' }))).toEqual({});
    expect(validateFeeForm(form({ weight: '' }))).toEqual({ countryCode: { key: 'countryRequired' }, weight: { key: 'weightRequired' } });
    expect(validateFeeForm(form({ countryCode: 'US', weight: 'abc' })).weight).toEqual({ key: 'weightNumber' });
    expect(validateFeeForm(form({ countryCode: 'US', weight: '-1' })).weight).toEqual({ key: 'weightNumber' });
    expect(validateFeeForm(form({ countryCode: 'US', weight: '0' })).weight).toEqual({ key: 'weightRange' });
    expect(validateFeeForm(form({ countryCode: 'US', weight: '1001' })).weight).toEqual({ key: 'weightRange' });
    expect(validateFeeForm(form({ countryCode: 'US', weight: '1', height: '301' })).height).toEqual({ key: 'dimensionRange' });
  });

  it('builds the query (decimal comma accepted, empty values left out)', () => {
    expect(feeQuery(form({ countryCode: 'DE', weight: '1,5', length: '' }))).toEqual({ countryCode: 'DE', weight: '1.5' });
  });

  it('maps backend validation errors to fields', () => {
    const { fields, other } = mapValidationErrors([
      { message: 'too heavy', members: ['weight'] },
      { message: 'bad type', members: ['query.goodsTypeId'] },
      { message: 'odd', members: ['somethingElse'] },
    ]);
    expect(fields).toEqual({ weight: { message: 'too heavy' }, goodsTypeId: { message: 'bad type' } });
    expect(other).toEqual(['odd']);
  });

  it('explains the chargeable weight', () => {
    const values = form({ countryCode: 'US', weight: '6', length: '50', width: '40', height: '30' });
    expect(explainWeight({ actualWeight: 6, volumetricWeight: 10, volumetricDivisor: 6000, chargeableWeight: 10 }, values)).toEqual({
      applied: 'volumetric',
      actual: '6',
      volumetric: '10',
      chargeable: '10',
      divisor: 6000,
      formula: '50 × 40 × 30 ÷ 6000',
    });
    const noSize = explainWeight({ actualWeight: 2, volumetricWeight: 0, volumetricDivisor: 5000, chargeableWeight: 2 }, form({ weight: '2' }));
    expect(noSize).toMatchObject({ applied: 'actual', formula: null });
    expect(formatKg(0.12345)).toBe('0.123');
  });
});

describe('readFeeForm regions=1', () => {
  it('only reloads the form with the chosen country (no quote, no errors) when JavaScript is off', () => {
    expect(readFeeForm({ countryCode: 'us', regions: '1' })).toMatchObject({ submitted: false, values: { countryCode: 'US' } });
    expect(readFeeForm({ countryCode: 'us' }).submitted).toBe(true);
  });
});
