// unit: isolated (the merger remembers a failed merge until the page loads again: a shared module would carry it in from another file)
import { waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_CART_KEY } from '@/lib/contract/ship-for-me-rules';
import en from '@/locales/en.json';
import { server } from '@/tests/msw/server';
import { addResult, serverGood } from '../good/test-goods';
import { mergeLocalCartAfterSignIn } from './local-cart-merger';
import { localGood, storeLocalCart } from './test-local-cart';

const refresh = vi.fn();
const settings = { locale: 'en' as const, messages: en.shipForMe.merge, storageKey: LOCAL_CART_KEY };
const signedIn = () => /(?:^|;\s*)signed_in=1(?:;|$)/.test(document.cookie);

const store = () => storeLocalCart([localGood()]);

function answer() {
  const calls: unknown[] = [];
  server.use(
    mock.post('/api/u/ship-for-me/goods', async ({ request }) => {
      calls.push(await request.json());
      return HttpResponse.json(addResult([serverGood()], 1, 0));
    }),
  );
  return calls;
}

afterEach(() => {
  document.cookie = 'signed_in=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  refresh.mockReset();
});

describe('mergeLocalCartAfterSignIn', () => {
  it('merges the stored goods once a member is signed in, then refreshes the ship-for-me page', async () => {
    store();
    document.cookie = 'signed_in=1; path=/';
    const calls = answer();
    mergeLocalCartAfterSignIn(settings, signedIn(), '/ship-for-me/goods-list', refresh);
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(calls).toEqual([{ goods: [expect.objectContaining({ clientKey: 'abcdefgh1234', title: 'Lamp' })] }]);
    expect(JSON.parse(localStorage.getItem(LOCAL_CART_KEY)!).value.state.items).toEqual([]);
  });

  it('does nothing for a visitor', async () => {
    store();
    const calls = answer();
    mergeLocalCartAfterSignIn(settings, signedIn(), '/ship-for-me/goods-list', refresh);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
    expect(JSON.parse(localStorage.getItem(LOCAL_CART_KEY)!).value.state.items).toHaveLength(1);
  });
});
