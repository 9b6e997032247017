import { describe, expect, it, vi } from 'vitest';
import dayjs from 'dayjs';
import { formatDate, formatMoney, formatNumber, formatText, randomId } from './display';
import { EMPTY_DISPLAY } from './empty';

describe('formatNumber', () => {
  it('shows 0 for zero, whatever the decimals', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber('0.00', 3)).toBe('0');
    expect(formatNumber(-0)).toBe('0');
  });
  it('shows - for missing or not-a-number values', () => {
    for (const value of [null, undefined, '', '  ', 'abc', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatNumber(value)).toBe('-');
    }
  });
  it('uses the requested decimals in 0..10', () => {
    expect(formatNumber(1.005, 0)).toBe('1');
    expect(formatNumber('12.3456', 3)).toBe('12.346');
    expect(formatNumber(1, 10)).toBe('1.0000000000');
  });
  it('falls back to 2 decimals when the count is missing, not an integer or outside 0..10', () => {
    expect(formatNumber(1.5)).toBe('1.50');
    expect(formatNumber(1.5, 11)).toBe('1.50');
    expect(formatNumber(1.5, -1)).toBe('1.50');
    expect(formatNumber(1.5, 1.5)).toBe('1.50');
    expect(formatNumber(1.5, Number.NaN)).toBe('1.50');
  });
});

describe('formatMoney', () => {
  it('prefixes the currency symbol, signs negatives in front, shows - when missing', () => {
    expect(formatMoney(12.5, '¥')).toBe('¥12.50');
    expect(formatMoney(-3, '$')).toBe('-$3.00');
    expect(formatMoney(0, '¥')).toBe('¥0');
    expect(formatMoney(undefined, '¥')).toBe('-');
  });
});

describe('formatText', () => {
  it('shows - for empty text and keeps the rest', () => {
    expect(formatText('')).toBe('-');
    expect(formatText('   ')).toBe('-');
    expect(formatText(null)).toBe('-');
    expect(formatText(undefined)).toBe('-');
    expect(formatText(0)).toBe('0');
    expect(formatText('P100')).toBe('P100');
  });
});

describe('formatDate', () => {
  it('defaults to YYYY-MM-DD HH:mm:ss', () => {
    expect(formatDate('2025-03-04T05:06:07')).toBe('2025-03-04 05:06:07');
    expect(formatDate(new Date(2025, 0, 2, 3, 4, 5))).toBe('2025-01-02 03:04:05');
  });
  it('accepts a pattern', () => {
    expect(formatDate('2025-03-04T05:06:07', 'YYYY/MM/DD')).toBe('2025/03/04');
  });
  it('reads what the API sends as dayjs did: with a zone as that instant, without one as local time', () => {
    const samples = [
      '2025-03-04T05:06:07.123Z',
      '2025-03-04T05:06:07+08:00',
      '2025-03-04 05:06:07',
      '2025-03-04T23:59:59.999',
      '2025-12-31 23:59:59.9999',
      '2025-03-04T05:06',
      '2025-03-04',
      '2025/03/04',
      '20250304',
    ];
    for (const sample of samples) {
      for (const pattern of ['YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DD HH:mm', 'YYYY-MM-DD', 'HH:mm'])
        expect(formatDate(sample, pattern), `${sample} ${pattern}`).toBe(dayjs(sample).format(pattern));
    }
    expect(formatDate(Date.UTC(2025, 2, 4, 5, 6, 7))).toBe(dayjs(Date.UTC(2025, 2, 4, 5, 6, 7)).format('YYYY-MM-DD HH:mm:ss'));
  });
  it('shows - for empty or invalid dates (./date writes EMPTY_DISPLAY itself: the same)', () => {
    expect(EMPTY_DISPLAY).toBe('-');
    expect(formatDate('')).toBe(EMPTY_DISPLAY);
    expect(formatDate(null)).toBe(EMPTY_DISPLAY);
    expect(formatDate(undefined)).toBe(EMPTY_DISPLAY);
    expect(formatDate('not a date')).toBe(EMPTY_DISPLAY);
  });
});

describe('randomId', () => {
  it("is 'T' followed by the given count of digits", () => {
    expect(randomId(6)).toMatch(/^T\d{6}$/);
    expect(randomId(0)).toBe('T');
    expect(randomId(-2)).toBe('T');
  });
  it('uses random digits', () => {
    const random = vi.spyOn(Math, 'random').mockReturnValueOnce(0).mockReturnValueOnce(0.99);
    expect(randomId(2)).toBe('T09');
    random.mockRestore();
  });
});
