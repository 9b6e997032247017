import '@/tests/kits/server-page-mocks';
import { screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import { goodList, serverGood } from '@/components/ship-for-me/good/test-goods';
import { useLocalCart } from '@/components/ship-for-me/local-cart/local-cart-store';
import { warehouseListHandler } from '@/components/ship-for-me/test-warehouses';
import { server } from '@/tests/msw/server';
import { API } from '@/tests/kits/records-test-kit';
import { renderPublicPage } from '../test-page';
import { CartPage } from './cart-page';

const session = vi.hoisted(() => ({ authorization: null as string | null }));
vi.mock('@/lib/session/server-session', () => ({ readAuthorization: async () => session.authorization }));
vi.mock('@/lib/server-data/site-api', () => import('@/tests/kits/records-test-kit').then((kit) => ({ siteApi: async () => kit.fetchApi })));

const T = en.shipForMeCart;
const NAV = en.shipForMe.nav;
const page = { locale: 'en', site: 'x' } as const;
const GOODS = `${API}/api/u/ship-for-me/goods/list`;

function answer(goods: object, status = 200, warehouseStatus = 200) {
  const asked: unknown[] = [];
  server.use(
    mock.post(GOODS, async ({ request }) => {
      asked.push(await request.json());
      return HttpResponse.json(goods, { status });
    }),
    warehouseListHandler(warehouseStatus),
  );
  return asked;
}

const unauthorized = { error: { code: 'Unauthorized', message: 'Please sign in.', details: null, validationErrors: null } };

beforeEach(async () => {
  session.authorization = 'Bearer t1';
  vi.spyOn(console, 'error').mockImplementation(() => {});
  useLocalCart.setState({ items: [] });
  await useLocalCart.persist.rehydrate();
});

describe('<CartPage/>', () => {
  it('reads a member’s goods in the cart and the warehouse addresses on the server; the cart island follows', async () => {
    const asked = answer(goodList([serverGood({ id: 'G1' }), serverGood({ id: 'G2', shopName: 'Shoe shop', title: 'Sneakers' })]));
    await renderPublicPage(CartPage(page));
    expect(asked).toEqual([{ status: 10, skipCount: 0, maxResultCount: 200 }]);
    expect(screen.getByRole('heading', { level: 1, name: en.routes.shipForMeCart })).toBeInTheDocument();
    expect(screen.getByText(en.pages.shipForMeCart)).toBeInTheDocument();
    // The server's drawing first: every good chosen, the ways to send them already links.
    expect(screen.getAllByTestId('cart-line')).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: 'Choose Sneakers' })).toBeDisabled();
    expect(screen.getByTestId('cart-bar')).toHaveTextContent('2 goods chosen');
    expect(within(screen.getByRole('region', { name: T.barLabel })).getByRole('link', { name: T.toForecast })).toHaveAttribute(
      'href',
      '/en/ship-for-me/send?step=forecast&goods=G1,G2',
    );
    expect(screen.getByTestId('cart-warehouse')).toHaveTextContent('M10086');
    expect(screen.getByTestId('cart-warehouse')).toHaveTextContent(T.warehouseNote.replace('{code}', 'M10086'));
    // The forecast link is a SoftLink: the header island follows it client-side.
    expect(within(screen.getByRole('region', { name: T.barLabel })).getByRole('link', { name: T.toForecast })).toHaveAttribute('data-soft', '');
    // The warehouse box's island (its toasts) loads after the page: in place of the server's drawing, its copy buttons live.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy Phone' })).toBeEnabled(), { timeout: 5_000 });
    // Then the island, with its own messages: the same cart, now live.
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Choose Sneakers' })).toBeEnabled(), { timeout: 5_000 });
    expect(screen.getAllByTestId('cart-line')).toHaveLength(2);
    expect(screen.getByTestId('cart-bar')).toHaveTextContent('2 goods chosen');
    expect(screen.getByRole('navigation', { name: NAV.label })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: NAV.label })).getByRole('link', { name: NAV.cart })).toHaveAttribute('aria-current', 'page');
  });

  it('leads an empty cart to the goods list and the extension, with the warehouse address kept', async () => {
    answer(goodList([]));
    await renderPublicPage(CartPage(page));
    const empty = screen.getByRole('status');
    expect(empty).toHaveTextContent(T.empty);
    expect(within(empty).getByRole('link', { name: T.toGoodsList })).toHaveAttribute('href', '/en/ship-for-me/goods-list');
    expect(within(empty).getByRole('link', { name: T.getExtension })).toHaveAttribute('href', '/en/ship-for-me/extension');
    // The member's other ship-for-me pages: the section's links above the page.
    const nav = screen.getByRole('navigation', { name: NAV.label });
    expect(within(nav).getByRole('link', { name: NAV.enquiries })).toHaveAttribute('href', '/en/ship-for-me/enquiries');
    expect(within(nav).getByRole('link', { name: NAV.orders })).toHaveAttribute('href', '/en/ship-for-me/orders');
    expect(screen.getByTestId('cart-warehouse')).toBeInTheDocument();
  });

  it('says so with a retry when the goods cannot be read, or when only the warehouses cannot', async () => {
    answer({ error: { code: 'Boom', message: 'Server error', details: null, validationErrors: null } }, 500);
    const first = await renderPublicPage(CartPage(page));
    expect(screen.getByRole('alert')).toHaveTextContent(T.loadFailed);
    expect(within(screen.getByRole('alert')).getByRole('button', { name: T.retry })).toBeInTheDocument();
    first.unmount();

    answer(goodList([serverGood()]), 200, 500);
    await renderPublicPage(CartPage(page));
    expect(screen.getByRole('alert')).toHaveTextContent(T.warehouseFailed);
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
  });

  it('shows a visitor (no session, or one the backend no longer knows) the cart kept in the browser', async () => {
    session.authorization = null;
    useLocalCart.getState().add([{ url: 'https://item.jd.com/1.html', title: 'Kettle', shopName: 'JD shop', unitPrice: 99, currency: 'CNY', quantity: 1 }]);
    const first = await renderPublicPage(CartPage(page));
    // Read from the browser by an island after the page: until then the place says so.
    expect(screen.getByRole('status')).toHaveTextContent(T.loading);
    expect(await screen.findByTestId('visitor-cart', {}, { timeout: 5_000 })).toHaveTextContent('Kettle');
    expect(screen.getByText(T.visitorIntro)).toBeInTheDocument();
    first.unmount();

    session.authorization = 'Bearer expired';
    answer(unauthorized, 401, 401);
    await renderPublicPage(CartPage(page));
    expect(await screen.findByTestId('visitor-cart')).toHaveTextContent('Kettle');
    expect(screen.getAllByRole('link', { name: T.signIn })[0]).toHaveAttribute('href', '/en/login?redirect=%2Fen%2Fship-for-me%2Fcart');
  });
});
