import { describe, expect, it } from 'vitest';
import {
  filterCompleteRows,
  trimLoginValues,
  validateAmount,
  validateDeclaredItems,
  validateEmail,
  validateFileCount,
  validateImages,
  validatePassword,
  validatePasswordsMatch,
  validatePhone,
  validatePhoneOrEmail,
  validateRequired,
  validateSpreadsheet,
} from './rules';
import { amountNumberSchema, amountSchema, passwordSchema } from './schemas';

const M5 = 5 * 1024 * 1024;

describe('password', () => {
  it.each([
    ['abc12', 'validation.passwordRule'],
    ['abc123', null],
    ['abcdef123456', null],
    ['abcdef1234567', 'validation.passwordRule'],
    ['abc!23', 'validation.passwordRule'],
    ['abc 123', 'validation.passwordRule'],
    ['密码abcd12', 'validation.passwordRule'],
    ['', 'validation.passwordRule'],
  ])('%j -> %s', (password, expected) => {
    expect(validatePassword(password)).toBe(expected);
  });
  it('rejects missing values', () => {
    expect(validatePassword(undefined)).toBe('validation.passwordRule');
  });
  it('requires the two entries to match', () => {
    expect(validatePasswordsMatch('abc123', 'abc123')).toBeNull();
    expect(validatePasswordsMatch('abc123', 'abc124')).toBe('validation.passwordMismatch');
  });
  it('zod schema agrees', () => {
    expect(passwordSchema.safeParse('abc123').success).toBe(true);
    const failed = passwordSchema.safeParse('abc12');
    expect(failed.success).toBe(false);
    expect(failed.error?.issues[0]?.message).toBe('validation.passwordRule');
  });
});

describe('amount', () => {
  it.each([
    [0, null],
    ['0', null],
    [99999999, null],
    ['99999999.99', 'validation.amountRule'],
    [12.34, null],
    ['12.5', null],
    [12.345, 'validation.amountRule'],
    ['12.345', 'validation.amountRule'],
    [100000000, 'validation.amountRule'],
    [-1, 'validation.amountRule'],
    ['-1', 'validation.amountRule'],
    ['1e3', 'validation.amountRule'],
    ['12.', 'validation.amountRule'],
    ['abc', 'validation.amountRule'],
    [Number.NaN, 'validation.amountRule'],
    ['', 'validation.required'],
    [null, 'validation.required'],
  ])('%j -> %s', (value, expected) => {
    expect(validateAmount(value)).toBe(expected);
  });
  it('zod schemas agree and parse to a number', () => {
    expect(amountSchema.safeParse('10.5').success).toBe(true);
    expect(amountSchema.safeParse('10.555').error?.issues[0]?.message).toBe('validation.amountRule');
    expect(amountNumberSchema.parse('10.50')).toBe(10.5);
  });
});

describe('spreadsheet', () => {
  it('accepts .xls and .xlsx (any case) up to exactly 5M', () => {
    expect(validateSpreadsheet({ name: 'a.xls', size: 1 })).toBeNull();
    expect(validateSpreadsheet({ name: 'A.XLSX', size: M5 })).toBeNull();
    expect(validateSpreadsheet({ name: 'a.xlsx', size: M5 + 1 })).toBe('validation.fileTooLarge');
  });
  it('rejects other types', () => {
    expect(validateSpreadsheet({ name: 'a.csv', size: 1 })).toBe('validation.spreadsheetType');
    expect(validateSpreadsheet({ name: 'xlsx', size: 1 })).toBe('validation.spreadsheetType');
    expect(validateSpreadsheet({ name: 'a.xlsx.exe', size: 1 })).toBe('validation.spreadsheetType');
  });
  it('limits the file count with the max in the message values', () => {
    expect(validateFileCount([1], 1)).toBeNull();
    expect(validateFileCount([1, 2], 1)).toEqual({ key: 'validation.fileCountLimit', values: { max: 1 } });
  });
});

describe('images', () => {
  const image = (name: string, size = 10) => ({ name, size });
  it('accepts up to 3 png/gif/jpg/jpeg images of at most 5M, any case', () => {
    expect(validateImages([image('a.PNG'), image('b.gif'), image('c.JpEg', M5)])).toBeNull();
    expect(validateImages([])).toBeNull();
  });
  it('rejects a fourth image, other types and 5M + 1', () => {
    expect(validateImages([image('a.png'), image('b.png'), image('c.png'), image('d.png')])).toBe('validation.imageCountLimit');
    expect(validateImages([image('a.webp')])).toBe('validation.imageType');
    expect(validateImages([image('a.svg')])).toBe('validation.imageType');
    expect(validateImages([image('a.jpg', M5 + 1)])).toBe('validation.fileTooLarge');
  });
});

describe('declared items', () => {
  it('needs name, price (0 counts) and currency symbol on every item, and names the parcel', () => {
    expect(validateDeclaredItems('P1001', [{ name: 'Shoes', price: 0, currencySymbol: '¥' }])).toBeNull();
    expect(validateDeclaredItems('P1001', [{ name: 'Shoes', price: '', currencySymbol: '¥' }])).toEqual({
      key: 'validation.declaredItemIncomplete',
      values: { parcel: 'P1001' },
    });
    expect(validateDeclaredItems('P1002', [{ name: ' ', price: 3, currencySymbol: '$' }])?.values.parcel).toBe('P1002');
    expect(validateDeclaredItems('P1003', [{ name: 'a', price: 3 }])).not.toBeNull();
  });
});

describe('phone and email', () => {
  it('phone', () => {
    expect(validatePhone('13800138000')).toBeNull();
    expect(validatePhone('+60 12-345 6789')).toBeNull();
    expect(validatePhone(' 13800138000 ')).toBeNull();
    expect(validatePhone('12ab')).toBe('validation.phone');
    expect(validatePhone('')).toBe('validation.phone');
  });
  it('email', () => {
    expect(validateEmail('amy@example.com')).toBeNull();
    expect(validateEmail('amy@example')).toBe('validation.email');
    expect(validateEmail('a b@example.com')).toBe('validation.email');
    expect(validateEmail(null)).toBe('validation.email');
  });
  it('phone or email', () => {
    expect(validatePhoneOrEmail('amy@example.com')).toBeNull();
    expect(validatePhoneOrEmail('13800138000')).toBeNull();
    expect(validatePhoneOrEmail('amy')).toBe('validation.phoneOrEmail');
  });
});

describe('required prompts', () => {
  it('returns the given key when empty', () => {
    expect(validateRequired(' ', 'validation.code')).toBe('validation.code');
    expect(validateRequired([], 'validation.selectOrder')).toBe('validation.selectOrder');
    expect(validateRequired('x', 'validation.cancelReason')).toBeNull();
    expect(validateRequired(undefined)).toBe('validation.required');
  });
});

describe('login values and bulk rows', () => {
  it('trims login values but not passwords', () => {
    expect(trimLoginValues({ username: ' amy ', email: ' a@b.co', phone_number: '138 ', otp: ' 123456 ', password: ' pw ', keep: 1 })).toEqual({
      username: 'amy',
      email: 'a@b.co',
      phone_number: '138',
      otp: '123456',
      password: ' pw ',
      keep: 1,
    });
  });
  it('drops rows missing required fields', () => {
    const rows = [
      { tracking: 'YT1', name: 'Shoes', qty: 1 },
      { tracking: '', name: 'Hat', qty: 1 },
      { tracking: 'YT3', name: '  ', qty: 2 },
      { tracking: 'YT4', name: 'Bag', qty: 0 },
      { tracking: 'YT5', name: 'Cap', qty: null },
    ];
    expect(filterCompleteRows(rows, ['tracking', 'name', 'qty']).map((r) => r.tracking)).toEqual(['YT1', 'YT4']);
  });
});
