import { describe, expect, it } from 'vitest';
import { formatPhone } from './index';

describe('formatPhone', () => {
  it('puts "+" before the country calling code the address stores without it', () => {
    expect(formatPhone('1', '4155550123')).toBe('+1 4155550123');
    expect(formatPhone('86', '13800000000')).toBe('+86 13800000000');
  });
  it('keeps one "+" when the code already has it, and trims', () => {
    expect(formatPhone('+60', ' 123456789 ')).toBe('+60 123456789');
    expect(formatPhone(' + 44', '2071234567')).toBe('+44 2071234567');
  });
  it('shows the number alone without a code, and nothing without a number', () => {
    expect(formatPhone('', '4155550123')).toBe('4155550123');
    expect(formatPhone(null, '4155550123')).toBe('4155550123');
    expect(formatPhone('1', '')).toBe('');
    expect(formatPhone('1', null)).toBe('');
  });
});
