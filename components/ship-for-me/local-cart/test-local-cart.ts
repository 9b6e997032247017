// Test support (no tests here): a visitor's cart as this browser keeps it (./local-cart-store.ts).
import { LOCAL_CART_KEY } from '@/lib/contract/ship-for-me-rules';
import type { LocalGood } from './local-cart-store';

/** A stored line: a lamp from a Taobao page. */
export function localGood(over: Partial<LocalGood> = {}): LocalGood {
  return {
    url: 'https://item.taobao.com/item.htm?id=7',
    title: 'Lamp',
    shopName: 'Lamp shop',
    unitPrice: 30,
    currency: 'CNY',
    quantity: 1,
    clientKey: 'abcdefgh1234',
    addedAt: '2025-03-01T00:00:00.000Z',
    ...over,
  };
}

/** Puts these lines in the browser's storage the way the store persists them (no expiry). */
export const storeLocalCart = (items: LocalGood[]) =>
  localStorage.setItem(LOCAL_CART_KEY, JSON.stringify({ value: { state: { items }, version: 0 }, expiresAt: null }));
