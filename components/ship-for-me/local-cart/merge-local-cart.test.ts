import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp } from '@/lib/api/http';
import type { GoodInput } from '@/lib/contract/wire';
import en from '@/locales/en.json';
import { server } from '@/tests/msw/server';
import { addResult, goodsValidationBody, serverGood } from '../good/test-goods';

const URL_MESSAGE = 'Enter an http:// or https:// address without a user name or password.';

async function load(count: number) {
  vi.resetModules();
  const { rehydratePersistedStores } = await import('@/lib/stores/hydration');
  const store = await import('./local-cart-store');
  await rehydratePersistedStores();
  store.useLocalCart.getState().add(
    Array.from({ length: count }, (_, i) => ({
      url: `https://item.jd.com/${i}.html`,
      title: `Good ${i}`,
      shopName: 'JD shop',
      unitPrice: 9.9,
      currency: 'CNY',
      quantity: 1,
    })),
  );
  const merge = await import('./merge-local-cart');
  return { useLocalCart: store.useLocalCart, ...merge };
}

/** The goods each POST /goods carried; answers in turn (a status and body, or the real success shape). */
function answer(...answers: (number | { status: number; body: unknown })[]) {
  const sent: GoodInput[][] = [];
  server.use(
    mock.post('/api/u/ship-for-me/goods', async ({ request }) => {
      const { goods } = (await request.json()) as { goods: GoodInput[] };
      sent.push(goods);
      const next = answers[Math.min(sent.length - 1, answers.length - 1)];
      if (next === 200)
        return HttpResponse.json(
          addResult(
            goods.map((g, i) => serverGood({ id: `G${i}`, title: g.title })),
            goods.length,
            0,
          ),
        );
      if (typeof next === 'number')
        return HttpResponse.json({ error: { code: null, message: 'Server error', details: null, validationErrors: null } }, { status: next });
      return HttpResponse.json(next.body as Record<string, unknown>, { status: next.status });
    }),
  );
  return sent;
}

beforeEach(() => {
  configureHttp({ locale: 'en', messages: en.errors, navigate: vi.fn() });
  document.body.innerHTML = '';
});

describe('merging the visitor cart at sign-in', () => {
  it('sends every good with its client key and clears the local cart on success', async () => {
    const { useLocalCart, mergeLocalCart } = await load(3);
    const keys = useLocalCart.getState().items.map((g) => g.clientKey);
    const sent = answer(200);
    expect(await mergeLocalCart()).toEqual({ status: 'done', added: 3, merged: 0, dropped: 0, reason: null });
    expect(sent[0].map((g) => g.clientKey)).toEqual(keys);
    expect(sent[0][0]).not.toHaveProperty('addedAt');
    expect(useLocalCart.getState().items).toEqual([]);
  });

  it('keeps the goods when the call fails, and a retry sends the same client keys', async () => {
    const { useLocalCart, mergeLocalCart } = await load(2);
    const sent = answer(500, 200);
    expect(await mergeLocalCart()).toMatchObject({ status: 'failed' });
    expect(useLocalCart.getState().items).toHaveLength(2);
    expect(await mergeLocalCart()).toMatchObject({ status: 'done', added: 2 });
    expect(sent[1].map((g) => g.clientKey)).toEqual(sent[0].map((g) => g.clientKey));
    expect(useLocalCart.getState().items).toEqual([]);
  });

  it('sends at most 50 goods a call; a failure keeps only what the server did not take', async () => {
    const { useLocalCart, mergeLocalCart } = await load(120);
    const sent = answer(200, 503);
    expect(await mergeLocalCart()).toMatchObject({ status: 'failed', added: 50 });
    expect(sent.map((chunk) => chunk.length)).toEqual([50, 50]);
    expect(useLocalCart.getState().items).toHaveLength(70);
  });

  it('keeps everything when the session is gone or the cart is full', async () => {
    const first = await load(2);
    answer(401);
    expect(await first.mergeLocalCart()).toMatchObject({ status: 'signedOut' });
    expect(first.useLocalCart.getState().items).toHaveLength(2);
    answer({
      status: 409,
      body: { error: { code: 'CART_FULL', message: 'The cart holds at most 200 goods: send or remove some first.', details: '200', validationErrors: null } },
    });
    expect(await first.mergeLocalCart()).toMatchObject({ status: 'full' });
    expect(first.useLocalCart.getState().items).toHaveLength(2);
  });

  it('drops the goods the server refuses (400 naming them) and adds the others', async () => {
    const { useLocalCart, mergeLocalCart } = await load(3);
    const refused = useLocalCart.getState().items[1];
    const sent = answer({ status: 400, body: goodsValidationBody([{ member: 'goods.1.url', message: URL_MESSAGE }]) }, 200);
    const outcome = await mergeLocalCart();
    expect(outcome).toMatchObject({ status: 'done', added: 2, dropped: 1 });
    expect(outcome.status === 'done' && outcome.reason).toContain(URL_MESSAGE);
    expect(sent[1].map((g) => g.clientKey)).not.toContain(refused.clientKey);
    expect(useLocalCart.getState().items).toEqual([]);
  });

  it('tells the member how many goods joined the cart', async () => {
    const { mergeAndTell } = await load(2);
    server.use(mock.post('/api/u/ship-for-me/goods', () => HttpResponse.json(addResult([serverGood()], 1, 1))));
    await mergeAndTell('en', en.shipForMe.merge);
    expect(document.querySelector('[role="status"]')?.textContent).toContain(
      'The 2 goods you collected before signing in are now in your cart (1 merged with the same good already there).',
    );
  });

  it('says so when the goods could not be added', async () => {
    const { mergeAndTell, useLocalCart } = await load(1);
    answer(500);
    await mergeAndTell('en', en.shipForMe.merge);
    expect(document.querySelector('[role="alert"]')?.textContent).toContain(en.shipForMe.merge.failed);
    expect(useLocalCart.getState().items).toHaveLength(1);
  });

  it('does nothing without goods', async () => {
    const { mergeLocalCart } = await load(0);
    const sent = answer(200);
    expect(await mergeLocalCart()).toEqual({ status: 'nothing' });
    expect(sent).toEqual([]);
  });
});
