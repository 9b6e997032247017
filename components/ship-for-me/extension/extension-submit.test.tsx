import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import { configureHttp } from '@/lib/api/http';
import { AddGoodsResultSchema, EXTENSION_INBOX_KEY } from '@/lib/contract/schemas/ship-for-me';
import { SIGNED_IN_HINT_COOKIE } from '@/lib/contract/constants';
import { useLocalCart } from '@/components/ship-for-me/local-cart/local-cart-store';
import { server } from '@/tests/msw/server';
import { handOverFragment, JD_GOOD, SAMPLE_GOODS, TAOBAO_GOOD } from '@/tests/fixtures/fake-extension';
import { serverGoodOf } from '../good/test-goods';
import { ExtensionSubmit, type SubmitLinks } from './extension-submit';

const T = en.shipForMeExtension;
const LINKS: SubmitLinks = {
  login: '/en/login?redirect=%2Fen%2Fship-for-me%2Fextension%2Fsubmit',
  cart: '/en/ship-for-me/cart',
  goodsList: '/en/ship-for-me/goods-list',
  extension: '/en/ship-for-me/extension',
};
const PATH = '/en/ship-for-me/extension/submit';

function renderPage() {
  return render(
    <NextIntlClientProvider locale="en" messages={{ shipForMeExtension: en.shipForMeExtension, shipForMe: en.shipForMe }}>
      <ExtensionSubmit links={LINKS} />
    </NextIntlClientProvider>,
  );
}

const open = (fragment = '') => window.history.replaceState(null, '', `${PATH}${fragment}`);
const stored = () => JSON.parse(window.localStorage.getItem(EXTENSION_INBOX_KEY) ?? 'null') as { goods: { clientKey: string; quantity: number }[] } | null;
const lines = () => screen.queryAllByTestId('received-good');
const signIn = () => (document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; path=/`);

beforeEach(async () => {
  configureHttp({ locale: 'en', messages: en.errors, navigate: vi.fn() });
  useLocalCart.setState({ items: [] });
  await useLocalCart.persist.rehydrate();
});

afterEach(() => {
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=; path=/; max-age=0`;
  open();
});

describe('<ExtensionSubmit/>: receiving', () => {
  it('explains the extension when nothing arrived', async () => {
    open();
    renderPage();
    expect(await screen.findByText(T.submit.emptyTitle)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.submit.howTo })).toHaveAttribute('href', LINKS.extension);
  });

  it('shows the goods, the refused ones with their reason, takes the fragment out of the address and keeps the goods', async () => {
    open(handOverFragment([TAOBAO_GOOD, { ...JD_GOOD, clientKey: 'e2e-bad-0001', url: 'javascript:alert(1)' }, JD_GOOD]));
    renderPage();
    await waitFor(() => expect(lines()).toHaveLength(2));
    expect(screen.getByText(TAOBAO_GOOD.title)).toBeInTheDocument();
    expect(screen.getByText(JD_GOOD.title)).toBeInTheDocument();
    expect(within(screen.getByTestId('rejected-goods')).getByText(`Good no. 2: ${T.reason.url}`)).toBeInTheDocument();
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe(PATH);
    expect(stored()?.goods.map((g) => g.clientKey)).toEqual([TAOBAO_GOOD.clientKey, JD_GOOD.clientKey]);
  });

  it('adds nothing twice when the same hand-over comes again, and says why a whole hand-over was refused', async () => {
    open(handOverFragment(SAMPLE_GOODS));
    renderPage();
    await waitFor(() => expect(lines()).toHaveLength(2));
    act(() => {
      window.history.replaceState(null, '', `${PATH}${handOverFragment(SAMPLE_GOODS)}`);
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await waitFor(() => expect(window.location.hash).toBe(''));
    expect(lines()).toHaveLength(2);
    act(() => {
      window.history.replaceState(null, '', `${PATH}${handOverFragment(SAMPLE_GOODS, 2)}`);
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(await screen.findByText(T.reason.version)).toBeInTheDocument();
    expect(lines()).toHaveLength(2);
  });

  it('changes a quantity and removes a good, in the stored inbox too', async () => {
    open(handOverFragment(SAMPLE_GOODS));
    renderPage();
    await waitFor(() => expect(lines()).toHaveLength(2));
    fireEvent.change(screen.getByRole('spinbutton', { name: `Quantity of ${TAOBAO_GOOD.title}` }), { target: { value: '5' } });
    expect(stored()?.goods[0].quantity).toBe(5);
    fireEvent.change(screen.getByRole('spinbutton', { name: `Quantity of ${JD_GOOD.title}` }), { target: { value: '0' } });
    expect(await screen.findByText(T.submit.quantityInvalid.replace('{max}', '999'))).toBeInTheDocument();
    expect(stored()?.goods[1].quantity).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: `Remove ${JD_GOOD.title}` }));
    expect(lines()).toHaveLength(1);
    expect(stored()?.goods.map((g) => g.clientKey)).toEqual([TAOBAO_GOOD.clientKey]);
  });
});

describe('<ExtensionSubmit/>: a visitor', () => {
  it('signs in (the goods wait in this browser) or keeps them in the local cart', async () => {
    open(handOverFragment(SAMPLE_GOODS));
    renderPage();
    await waitFor(() => expect(lines()).toHaveLength(2));
    expect(screen.getByRole('link', { name: T.submit.signIn })).toHaveAttribute('href', LINKS.login);
    fireEvent.click(screen.getByRole('button', { name: T.submit.keepLocal }));
    expect(await screen.findByText(T.submit.keptTitle)).toBeInTheDocument();
    expect(useLocalCart.getState().items.map((item) => [item.clientKey, item.quantity])).toEqual([
      [TAOBAO_GOOD.clientKey, TAOBAO_GOOD.quantity],
      [JD_GOOD.clientKey, JD_GOOD.quantity],
    ]);
    expect(window.localStorage.getItem(EXTENSION_INBOX_KEY)).toBeNull();
    expect(screen.getByRole('link', { name: en.shipForMe.button.cart })).toHaveAttribute('href', LINKS.cart);
  });
});

describe('<ExtensionSubmit/>: a member', () => {
  it('adds the goods with their client keys, empties the inbox and offers the cart and the goods list', async () => {
    signIn();
    const sent: unknown[] = [];
    server.use(
      mock.post('/api/u/ship-for-me/goods', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(AddGoodsResultSchema.parse({ items: [serverGoodOf(TAOBAO_GOOD, 'G1'), serverGoodOf(JD_GOOD, 'G2')], added: 1, merged: 1 }));
      }),
    );
    open(handOverFragment(SAMPLE_GOODS));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: T.submit.addToCart }));
    expect(await screen.findByText(T.submit.addedTitle)).toBeInTheDocument();
    expect(screen.getByText('1 good added, 1 merged with the same good already in your cart.')).toBeInTheDocument();
    const [body] = sent as { goods: Record<string, unknown>[] }[];
    expect(body.goods.map((g) => [g.clientKey, g.source, g.url, g.quantity])).toEqual([
      [TAOBAO_GOOD.clientKey, 'extension', TAOBAO_GOOD.url, 2],
      [JD_GOOD.clientKey, 'extension', JD_GOOD.url, 1],
    ]);
    expect(body.goods[0]).not.toHaveProperty('declaration');
    expect(window.localStorage.getItem(EXTENSION_INBOX_KEY)).toBeNull();
    expect(screen.getByRole('link', { name: en.shipForMe.button.cart })).toHaveAttribute('href', LINKS.cart);
    expect(screen.getByRole('link', { name: en.shipForMe.button.goodsList })).toHaveAttribute('href', LINKS.goodsList);
  });

  it('shows a refused field on its good and keeps the goods', async () => {
    signIn();
    const message = 'The unit price must be greater than 0, with at most 2 decimals.';
    server.use(
      mock.post('/api/u/ship-for-me/goods', () =>
        HttpResponse.json(
          {
            error: {
              code: 'ValidationError',
              message: `Invalid request: goods.1.unitPrice ${message}`,
              details: null,
              validationErrors: [{ message, members: ['goods.1.unitPrice'] }],
            },
          },
          { status: 400 },
        ),
      ),
    );
    open(handOverFragment(SAMPLE_GOODS));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: T.submit.addToCart }));
    expect(await screen.findByText(T.submit.someRefused)).toBeInTheDocument();
    const [taobao, jd] = lines();
    expect(within(jd).getByRole('alert')).toHaveTextContent(message);
    expect(within(taobao).queryByRole('alert')).toBeNull();
    expect(stored()?.goods).toHaveLength(2);
  });

  it('whose session ended is offered to sign in again, the goods kept', async () => {
    signIn();
    server.use(
      mock.post('/api/u/ship-for-me/goods', () =>
        HttpResponse.json({ error: { code: 'Unauthorized', message: 'Please sign in.', details: null, validationErrors: null } }, { status: 401 }),
      ),
    );
    open(handOverFragment(SAMPLE_GOODS));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: T.submit.addToCart }));
    expect(await screen.findByText(T.submit.sessionEnded)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.submit.signIn })).toHaveAttribute('href', LINKS.login);
    expect(stored()?.goods).toHaveLength(2);
  });
});
