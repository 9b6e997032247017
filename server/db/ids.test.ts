import { describe, expect, it } from 'vitest';
import { newId } from './ids.ts';

describe('newId', () => {
  it('is the prefix, the millisecond and six digits; unique and increasing within a process', () => {
    const before = Date.now();
    const ids = Array.from({ length: 2000 }, () => newId('L'));
    expect(ids.every((id) => /^L\d{13}\d{6}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
    expect(Number(ids[0].slice(1, 14))).toBeGreaterThanOrEqual(before);
  });
});
