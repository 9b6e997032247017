import { afterEach, describe, expect, it } from 'vitest';
import { EXTENSION_INBOX_KEY, GOOD_QUANTITY_MAX, GOODS_PER_REQUEST } from '@/lib/contract/ship-for-me-rules';
import type { HandOverGood } from './hand-over';
import { clearInbox, mergeGoods, readInbox, writeInbox } from './inbox';

const good = (n: number, patch: Partial<HandOverGood> = {}): HandOverGood => ({
  source: 'extension',
  clientKey: `client-key-${String(n).padStart(4, '0')}`,
  url: `https://item.taobao.com/item.htm?id=${n}`,
  title: `Good ${n}`,
  shopName: 'Shop',
  imageUrl: null,
  spec: null,
  unitPrice: 10,
  currency: 'CNY',
  quantity: 1,
  ...patch,
});

afterEach(() => window.localStorage.clear());

describe('mergeGoods', () => {
  it('adds new goods, ignores a known clientKey, keeps one line per page and spec with the larger quantity', () => {
    const current = [good(1, { quantity: 2 }), good(2)];
    const incoming = [good(1, { quantity: 9 }), good(3, { url: good(2).url, quantity: 5 }), good(4), good(5, { url: good(2).url, spec: 'red' })];
    const result = mergeGoods(current, incoming);
    expect(result.goods.map((g) => [g.clientKey, g.quantity])).toEqual([
      ['client-key-0001', 2],
      ['client-key-0002', 5],
      ['client-key-0004', 1],
      ['client-key-0005', 1],
    ]);
    expect(result.merged).toBe(2);
    expect(result.overflow).toBe(0);
    expect(current[1].quantity).toBe(1);
  });

  it('merges the same page given twice in one hand-over and never passes the quantity limit', () => {
    const result = mergeGoods([], [good(1, { quantity: GOOD_QUANTITY_MAX }), good(2, { url: good(1).url, quantity: 3 })]);
    expect(result.goods).toHaveLength(1);
    expect(result.goods[0].quantity).toBe(GOOD_QUANTITY_MAX);
  });

  it(`holds ${GOODS_PER_REQUEST} goods at most`, () => {
    const current = Array.from({ length: GOODS_PER_REQUEST - 1 }, (_, i) => good(i));
    const result = mergeGoods(current, [good(100), good(101), good(102)]);
    expect(result.goods).toHaveLength(GOODS_PER_REQUEST);
    expect(result.overflow).toBe(2);
  });
});

describe('the stored inbox', () => {
  it('round-trips and clears', () => {
    expect(writeInbox([good(1), good(2)])).toBe(true);
    expect(readInbox()).toEqual([good(1), good(2)]);
    clearInbox();
    expect(window.localStorage.getItem(EXTENSION_INBOX_KEY)).toBeNull();
    expect(readInbox()).toEqual([]);
  });

  it('reads a tampered inbox as untrusted: broken JSON is empty, bad goods are dropped', () => {
    window.localStorage.setItem(EXTENSION_INBOX_KEY, '{not json');
    expect(readInbox()).toEqual([]);
    window.localStorage.setItem(
      EXTENSION_INBOX_KEY,
      JSON.stringify({ v: 1, goods: [good(1), { ...good(2), url: 'javascript:alert(1)' }, { ...good(3), clientKey: '' }] }),
    );
    expect(readInbox()).toEqual([good(1)]);
    window.localStorage.setItem(EXTENSION_INBOX_KEY, JSON.stringify([good(1)]));
    expect(readInbox()).toEqual([]);
  });
});
