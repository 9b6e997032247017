import { render, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_CART_KEY } from '@/lib/contract/ship-for-me-rules';
import en from '@/locales/en.json';
import { server } from '@/tests/msw/server';
import { addResult, serverGood } from '../good/test-goods';
import { LocalCartMerger } from './local-cart-merger';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ usePathname: () => '/ship-for-me/goods-list', useRouter: () => ({ refresh }) }));

const stored = {
  url: 'https://item.taobao.com/item.htm?id=7',
  title: 'Lamp',
  shopName: 'Lamp shop',
  unitPrice: 30,
  currency: 'CNY',
  quantity: 1,
  clientKey: 'abcdefgh1234',
  addedAt: '2025-03-01T00:00:00.000Z',
};
const store = () => localStorage.setItem(LOCAL_CART_KEY, JSON.stringify({ value: { state: { items: [stored] }, version: 0 }, expiresAt: null }));

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

describe('<LocalCartMerger/>', () => {
  it('merges the stored goods once a member is signed in, then refreshes the ship-for-me page', async () => {
    store();
    document.cookie = 'signed_in=1; path=/';
    const calls = answer();
    render(<LocalCartMerger locale="en" messages={en.shipForMe.merge} storageKey={LOCAL_CART_KEY} />);
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(calls).toEqual([{ goods: [expect.objectContaining({ clientKey: 'abcdefgh1234', title: 'Lamp' })] }]);
    expect(JSON.parse(localStorage.getItem(LOCAL_CART_KEY)!).value.state.items).toEqual([]);
  });

  it('does nothing for a visitor', async () => {
    store();
    const calls = answer();
    render(<LocalCartMerger locale="en" messages={en.shipForMe.merge} storageKey={LOCAL_CART_KEY} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
    expect(JSON.parse(localStorage.getItem(LOCAL_CART_KEY)!).value.state.items).toHaveLength(1);
  });
});
