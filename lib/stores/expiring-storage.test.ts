import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HOUR_MS, readExpiring, removeExpiring, writeExpiring } from './expiring-storage';

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-01-01T00:00:00Z'));
});

describe('expiring localStorage entries', () => {
  it('stores { value, expiresAt } and reads the value until it expires, then removes it', () => {
    writeExpiring('k', { a: 1 }, HOUR_MS);
    expect(JSON.parse(localStorage.getItem('k')!)).toEqual({ value: { a: 1 }, expiresAt: Date.now() + HOUR_MS });
    vi.advanceTimersByTime(HOUR_MS - 1);
    expect(readExpiring('k')).toEqual({ a: 1 });
    vi.advanceTimersByTime(1);
    expect(readExpiring('k')).toBeNull();
    expect(localStorage.getItem('k')).toBeNull();
  });

  it('keeps entries without a ttl', () => {
    writeExpiring('k', 'v', null);
    vi.advanceTimersByTime(1000 * HOUR_MS);
    expect(readExpiring('k')).toBe('v');
    removeExpiring('k');
    expect(readExpiring('k')).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['a bare value', '"just a string"'],
    ['no expiresAt', JSON.stringify({ value: 1 })],
    ['a string expiresAt', JSON.stringify({ value: 1, expiresAt: 'tomorrow' })],
    ['null', 'null'],
  ])('treats %s as absent and removes it', (_label, raw) => {
    localStorage.setItem('k', raw);
    expect(readExpiring('k')).toBeNull();
    expect(localStorage.getItem('k')).toBeNull();
  });
});
