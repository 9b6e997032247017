import { describe, expect, it } from 'vitest';
import { amountParam, amountProblem, prefillAmount } from './amount-rules';

describe('amountProblem', () => {
  const range = { min: 10, max: 5000 };
  it.each([
    ['', 'amountRequired'],
    ['  ', 'amountRequired'],
    ['abc', 'amountInvalid'],
    ['-5', 'amountInvalid'],
    ['1e3', 'amountInvalid'],
    ['12.', 'amountInvalid'],
    ['1,000', 'amountInvalid'],
    ['12.345', 'amountDecimals'],
    ['123456789', 'amountTooLarge'],
    ['0', 'amountPositive'],
    ['0.00', 'amountPositive'],
    ['9.99', 'amountBelowMin'],
    ['5000.01', 'amountAboveMax'],
  ] as const)('%j → %s', (text, problem) => {
    expect(amountProblem(text, range)).toBe(problem);
  });

  it.each(['10', '10.5', '99.99', ' 5000 ', '5000.00'])('%j is fine', (text) => {
    expect(amountProblem(text, range)).toBeNull();
  });

  it('without a range only SPEC section 5 applies', () => {
    expect(amountProblem('99999999.99')).toBeNull();
    expect(amountProblem('0.01')).toBeNull();
  });
});

describe('prefillAmount and amountParam', () => {
  it('keeps a valid ?amount= and drops anything else', () => {
    expect(prefillAmount('12.34')).toBe('12.34');
    expect(prefillAmount('12.345')).toBe('');
    expect(prefillAmount('<script>')).toBe('');
    expect(prefillAmount(undefined)).toBe('');
  });

  it('writes a shortfall with 2 decimals, never below it', () => {
    expect(amountParam(12.34)).toBe('12.34');
    expect(amountParam(12.3)).toBe('12.30');
    expect(amountParam(0.1 + 0.2)).toBe('0.30');
    expect(amountParam(5)).toBe('5.00');
  });
});
