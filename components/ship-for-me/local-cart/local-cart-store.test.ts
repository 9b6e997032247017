import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_MAX, LOCAL_CART_KEY } from '@/lib/contract/ship-for-me-rules';

async function load() {
  vi.resetModules();
  const hydration = await import('@/lib/stores/hydration');
  const mod = await import('./local-cart-store');
  await hydration.rehydratePersistedStores();
  return mod;
}

const good = (over: Record<string, unknown> = {}) => ({
  url: 'https://item.taobao.com/item.htm?id=1',
  title: 'Tea cup',
  shopName: 'Cup shop',
  unitPrice: 12.5,
  currency: 'CNY',
  quantity: 1,
  ...over,
});

beforeEach(() => localStorage.clear());

describe('the visitor cart (lsShipForMeCart)', () => {
  it('adds valid goods with a client key and the time, and keeps them over a reload without expiry', async () => {
    const { useLocalCart } = await load();
    expect(useLocalCart.getState().add([good()])).toEqual({ added: 1, merged: 0, invalid: 0, full: 0 });
    const [line] = useLocalCart.getState().items;
    expect(line.clientKey).toMatch(/^[0-9a-f]{32}$/);
    expect(Date.parse(line.addedAt)).not.toBeNaN();
    expect(JSON.parse(localStorage.getItem(LOCAL_CART_KEY)!).expiresAt).toBeNull();
    expect((await load()).useLocalCart.getState().items).toEqual([{ ...line, imageUrl: null, spec: null }]);
  });

  it('keeps one line per page and spec, with the larger quantity', async () => {
    const { useLocalCart } = await load();
    useLocalCart.getState().add([good({ quantity: 2 })]);
    expect(useLocalCart.getState().add([good({ quantity: 5, url: 'https://ITEM.taobao.com/item.htm?id=1' })])).toMatchObject({ added: 0, merged: 1 });
    expect(useLocalCart.getState().add([good({ quantity: 3 })])).toMatchObject({ merged: 1 });
    expect(useLocalCart.getState().items.map((l) => l.quantity)).toEqual([5]);
    useLocalCart.getState().add([good({ spec: 'Blue' })]);
    expect(useLocalCart.getState().items).toHaveLength(2);
  });

  it('adds nothing for a client key it already holds', async () => {
    const { useLocalCart } = await load();
    useLocalCart.getState().add([good({ clientKey: 'abcdefgh12', quantity: 1 })]);
    expect(useLocalCart.getState().add([good({ clientKey: 'abcdefgh12', url: 'https://jd.com/2.html', quantity: 9 })])).toMatchObject({ added: 0, merged: 1 });
    expect(useLocalCart.getState().items).toHaveLength(1);
    expect(useLocalCart.getState().items[0].quantity).toBe(1);
  });

  it('refuses goods the server would refuse, and strips unknown fields', async () => {
    const { useLocalCart } = await load();
    const bad = [
      good({ url: 'javascript:alert(1)' }),
      good({ url: 'https://user:pw@taobao.com/x' }),
      good({ title: '' }),
      good({ shopName: ' ' }),
      good({ title: 'x'.repeat(201) }),
      good({ unitPrice: 0 }),
      good({ unitPrice: 1.234 }),
      good({ unitPrice: 1_000_001 }),
      good({ quantity: 0 }),
      good({ quantity: 1.5 }),
      good({ quantity: 1000 }),
      good({ currency: 'XYZ' }),
      good({ imageUrl: 'data:image/png;base64,AAAA' }),
      good({ clientKey: 'short' }),
      good({ declaration: { declaredValue: -1 } }),
      'not a good',
      null,
    ];
    expect(useLocalCart.getState().add(bad)).toEqual({ added: 0, merged: 0, invalid: bad.length, full: 0 });
    useLocalCart.getState().add([good({ extra: '<script>', spec: '  Red ' })]);
    const [line] = useLocalCart.getState().items;
    expect(line).not.toHaveProperty('extra');
    expect(line.spec).toBe('Red');
  });

  it('holds at most CART_MAX lines', async () => {
    const { useLocalCart } = await load();
    const many = Array.from({ length: CART_MAX + 3 }, (_, i) => good({ url: `https://item.jd.com/${i}.html` }));
    expect(useLocalCart.getState().add(many)).toEqual({ added: CART_MAX, merged: 0, invalid: 0, full: 3 });
    expect(useLocalCart.getState().items).toHaveLength(CART_MAX);
    // A good it already holds still merges when full.
    expect(useLocalCart.getState().add([good({ url: 'https://item.jd.com/0.html', quantity: 4 })])).toMatchObject({ merged: 1, full: 0 });
  });

  it('updates a line only with valid values, merging it into a line that becomes the same good', async () => {
    const { useLocalCart } = await load();
    useLocalCart.getState().add([good({ spec: 'A', quantity: 2 }), good({ spec: 'B', quantity: 7 })]);
    const [a, b] = useLocalCart.getState().items;
    expect(useLocalCart.getState().update(a.clientKey, { quantity: 0 })).toBe(false);
    expect(useLocalCart.getState().update('unknown-key', { quantity: 3 })).toBe(false);
    expect(useLocalCart.getState().update(a.clientKey, { quantity: 3 })).toBe(true);
    expect(useLocalCart.getState().items[0]).toMatchObject({ clientKey: a.clientKey, quantity: 3, addedAt: a.addedAt });
    expect(useLocalCart.getState().update(a.clientKey, { spec: 'b' })).toBe(true);
    expect(useLocalCart.getState().items).toEqual([expect.objectContaining({ clientKey: a.clientKey, quantity: 7 })]);
    expect(useLocalCart.getState().items.some((l) => l.clientKey === b.clientKey)).toBe(false);
  });

  it('removes lines and clears', async () => {
    const { useLocalCart } = await load();
    useLocalCart.getState().add([good({ spec: 'A' }), good({ spec: 'B' }), good({ spec: 'C' })]);
    const keys = useLocalCart.getState().items.map((l) => l.clientKey);
    useLocalCart.getState().remove([keys[0], keys[2]]);
    expect(useLocalCart.getState().items.map((l) => l.clientKey)).toEqual([keys[1]]);
    useLocalCart.getState().clear();
    expect(useLocalCart.getState().items).toEqual([]);
  });

  it('cleans what storage holds: drops invalid lines and repeats', async () => {
    const line = { ...good(), clientKey: 'abcdefgh12', addedAt: '2024-01-01T00:00:00.000Z' };
    const stored = [line, { ...line, clientKey: 'abcdefgh13' }, { ...good({ url: 'ftp://x' }), clientKey: 'abcdefgh14' }, 42];
    localStorage.setItem(LOCAL_CART_KEY, JSON.stringify({ value: { state: { items: stored }, version: 0 }, expiresAt: null }));
    expect((await load()).useLocalCart.getState().items).toEqual([{ ...line, imageUrl: null, spec: null }]);
    localStorage.setItem(LOCAL_CART_KEY, JSON.stringify({ value: { state: { items: 'nope' }, version: 0 }, expiresAt: null }));
    expect((await load()).useLocalCart.getState().items).toEqual([]);
  });
});
