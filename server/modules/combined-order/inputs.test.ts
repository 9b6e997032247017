// Customs IDs by destination: KR PCCC, BR CPF, CL RUT, TW national ID; trimmed and upper-cased; none elsewhere.
import { describe, expect, it } from 'vitest';
import { FieldError } from '../../kernel/router.ts';
import { cleanCustomsId } from './inputs.ts';

const fieldKey = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (err) {
    return err instanceof FieldError ? err.issues.map((i) => `${i.field}:${i.key}`).join() : String(err);
  }
};

describe('customs IDs', () => {
  it('accepts each destination’s format, cleaned', () => {
    expect(cleanCustomsId('kr', ' p123456789012 ')).toBe('P123456789012');
    expect(cleanCustomsId('BR', '000.000.000-00')).toBe('000.000.000-00');
    expect(cleanCustomsId('CL', '12.345.678-k')).toBe('12.345.678-K');
    expect(cleanCustomsId('TW', 'a123456789')).toBe('A123456789');
  });
  it('asks for it where it is needed and refuses another shape', () => {
    expect(fieldKey(() => cleanCustomsId('KR', ''))).toBe('customsId:customsIdRequired');
    expect(fieldKey(() => cleanCustomsId('KR', 'P12345'))).toBe('customsId:customsIdInvalid');
    expect(fieldKey(() => cleanCustomsId('TW', 'A323456789'))).toBe('customsId:customsIdInvalid');
  });
  it('keeps nothing where no ID is needed', () => {
    expect(cleanCustomsId('US', 'anything')).toBeNull();
  });
});
