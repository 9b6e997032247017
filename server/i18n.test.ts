import { describe, expect, it } from 'vitest';
import { messages, messageTables, pickLocale } from './i18n.ts';
import { normalizeHost } from './modules/system/service.ts';

describe('pickLocale', () => {
  it.each([
    [undefined, 'zh-Hans'],
    ['en', 'en'],
    ['en-GB,zh;q=0.8', 'en'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh-Hans'],
    ['fr,en;q=0.5', 'en'],
    ['zh;q=0.2,en;q=0.9', 'en'],
    ['de', 'zh-Hans'],
  ])('%s → %s', (header, expected) => expect(pickLocale(header)).toBe(expected));
});

describe('normalizeHost', () => {
  it.each([
    ['LOCALHOST:3000', 'localhost'],
    ['http://Blue.Localhost:3000/en/x?y=1', 'blue.localhost'],
    ['navy.localhost, proxy.internal', 'navy.localhost'],
    ['', null],
    ['http://[::1]:3000/', '[::1]'],
  ])('%s → %s', (value, expected) => expect(normalizeHost(value)).toBe(expected));
});

describe('message tables', () => {
  it('give every key to one module only, and a text in both languages', () => {
    const keys = messageTables.flatMap((table) => Object.keys(table));
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(messages).sort()).toEqual([...keys].sort());
    for (const [key, text] of Object.entries(messages)) {
      expect(text['zh-Hans'].trim(), key).not.toBe('');
      expect(text.en.trim(), key).not.toBe('');
    }
  });
});
