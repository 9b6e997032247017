import '@/tests/kits/server-page-mocks';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import { server } from '@/tests/msw/server';
import { API, fetchApi, location, router } from '@/tests/kits/records-test-kit';
import { renderPublicPage } from '../test-page';
import { goodList, serverGood } from '../good/test-goods';
import { localGood, storeLocalCart } from '../local-cart/test-local-cart';
import { GoodsListPage } from './goods-list-page';

const session = vi.hoisted(() => ({ authorization: 'Bearer member' as string | null }));
vi.mock('@/lib/session/server-session', () => ({ readAuthorization: async () => session.authorization }));
vi.mock('@/lib/server-data/site-api', () => ({ siteApi: async () => fetchApi }));

const T = en.shipForMeGoods;
const S = en.shipForMe;
const LIST = `${API}/api/u/ship-for-me/goods/list`;
const page = (search = {}) => renderPublicPage(GoodsListPage({ locale: 'en', site: 'x', search }));

function answer(body: object, status = 200) {
  const sent: unknown[] = [];
  server.use(
    mock.post(LIST, async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json(body, { status });
    }),
  );
  return sent;
}

beforeEach(() => {
  document.getElementById('app-toasts')?.remove();
  session.authorization = 'Bearer member';
  location.pathname = '/en/ship-for-me/goods-list';
  location.search = new URLSearchParams();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('<GoodsListPage/> for a member', () => {
  it('groups the goods by shop with their status and what each became, and counts per status tab', async () => {
    const goods = [
      serverGood({ id: 'G1', title: 'Tea cup' }),
      serverGood({ id: 'G2', title: 'Tea pot', status: 20, parcelId: 'P1', trackingNumber: 'SF100200' }),
      serverGood({
        id: 'G3',
        title: 'Phone case',
        shopName: 'JD self-run',
        platform: 'jd',
        status: 40,
        parcelId: 'P2',
        trackingNumber: 'JD777',
        orderId: 'L9',
      }),
    ];
    answer(
      goodList(goods, [
        { status: 10, count: 1 },
        { status: 20, count: 1 },
        { status: 40, count: 1 },
      ]),
    );
    await page();
    expect(screen.getByRole('heading', { level: 1, name: en.routes.shipForMeGoodsList })).toBeInTheDocument();
    const shops = screen.getAllByRole('heading', { level: 2 });
    expect(shops.map((h) => h.textContent)).toEqual([`Cup shop${S.platform.taobao}`, `JD self-run${S.platform.jd}`]);
    const [cup, pot, phone] = screen.getAllByTestId('good');
    expect(within(cup).getByRole('link', { name: 'Tea cup' })).toHaveAttribute('href', '/en/ship-for-me/good-detail?id=G1');
    expect(cup).toHaveTextContent(S.status['10']);
    expect(cup).toHaveTextContent('¥12.50 × 2');
    expect(within(pot).getByRole('link', { name: 'Parcel SF100200' })).toHaveAttribute('href', '/en/user/tranship-list?trackingNumber=SF100200');
    expect(within(phone).getByRole('link', { name: 'Logistics order L9' })).toHaveAttribute('href', '/en/user/combined-order-detail?id=L9');
    // Plain links the header island follows client-side (SoftLink): the public page loads no next/link for them.
    for (const link of within(screen.getByTestId('goods-groups')).getAllByRole('link')) expect(link).toHaveAttribute('data-soft', '');
    const tabs = within(screen.getByRole('navigation', { name: en.list.statusLabel })).getAllByRole('link');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      `${en.list.statusAll}3`,
      `${S.status['10']}1`,
      `${S.status['20']}1`,
      `${S.status['30']}0`,
      `${S.status['40']}1`,
    ]);
    for (const tab of tabs) expect(tab).toHaveAttribute('data-soft', '');
    expect(screen.getByRole('button', { name: S.button.addByHand })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: S.nav.label });
    expect(within(nav).getByRole('link', { name: S.nav.cart })).toHaveAttribute('href', '/en/ship-for-me/cart');
    expect(within(nav).getByRole('link', { name: S.nav.goods })).toHaveAttribute('aria-current', 'page');
  });

  it('opens the hand form (loaded on first use, with its own messages) and reads the list again after adding', async () => {
    const sent: unknown[] = [];
    server.use(
      mock.post('/api/u/ship-for-me/goods', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ added: 1, merged: 0, goods: [] });
      }),
    );
    answer(goodList([serverGood()]));
    await page();
    // The button's island loads after the page; until then the server's drawing of it waits, disabled.
    await waitFor(() => expect(screen.getByRole('button', { name: S.button.addByHand })).toBeEnabled(), { timeout: 5_000 });
    fireEvent.click(screen.getByRole('button', { name: S.button.addByHand }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5_000 });
    expect(within(dialog).getByText(T.form.memberNote)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(S.field.url), { target: { value: 'https://detail.1688.com/offer/77001.html' } });
    fireEvent.change(within(dialog).getByLabelText(S.field.title), { target: { value: 'Ceramic mug' } });
    fireEvent.change(within(dialog).getByLabelText(S.field.shopName), { target: { value: 'Jingdezhen Ceramics' } });
    fireEvent.change(within(dialog).getByLabelText(S.field.unitPrice), { target: { value: '68' } });
    fireEvent.click(within(dialog).getByRole('button', { name: T.form.submit }));
    await waitFor(() => expect(router.refresh).toHaveBeenCalled());
    expect(sent).toEqual([{ goods: [expect.objectContaining({ url: 'https://detail.1688.com/offer/77001.html', title: 'Ceramic mug', unitPrice: 68 })] }]);
    expect(await screen.findByText(T.form.added)).toBeInTheDocument();
  });

  it('sends the URL’s status, keyword and page, and says when nothing matches', async () => {
    const sent = answer(goodList([], []));
    await page({ status: '20', keyword: 'cup', page: '2' });
    expect(sent).toEqual([{ skipCount: 20, maxResultCount: 20, status: 20, keyword: 'cup' }]);
    expect(screen.getByRole('status')).toHaveTextContent(T.noMatch);
    expect(screen.getByRole('searchbox', { name: T.search.keyword })).toHaveValue('cup');
  });

  it('searches with a GET form the server answers: the status tab and page size kept, back to page 1; reset drops the keyword', async () => {
    answer(goodList([serverGood()]));
    await page({ status: '20', keyword: 'cup', page: '2', pageSize: '50' });
    const search = screen.getByRole('search', { name: T.search.label }) as HTMLFormElement;
    expect(search).toHaveAttribute('method', 'get');
    expect(search).toHaveAttribute('action', '/en/ship-for-me/goods-list');
    expect(Object.fromEntries(new FormData(search))).toEqual({ status: '20', pageSize: '50', keyword: 'cup' });
    const reset = within(search).getByRole('button', { name: T.search.reset }) as HTMLButtonElement;
    expect(reset).toHaveAttribute('type', 'submit');
    expect(reset.form).not.toBe(search);
    expect(reset.form).toHaveAttribute('action', '/en/ship-for-me/goods-list');
    expect(Object.fromEntries(new FormData(reset.form!))).toEqual({ status: '20', pageSize: '50' });
    expect(within(search).getByRole('button', { name: T.search.submit })).toHaveAttribute('type', 'submit');
  });

  it('pages through a long list', async () => {
    answer({ ...goodList([serverGood()]), totalCount: 45 });
    await page({ page: '2' });
    // The server's drawing of the pager (plain links), then the kit's pager with its own messages.
    const drawn = screen.getByRole('navigation', { name: en.list.pagination });
    expect(within(drawn).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/en/ship-for-me/goods-list?page=3');
    expect(within(drawn).getByRole('combobox')).toBeDisabled();
    await waitFor(() => expect(within(screen.getByRole('navigation', { name: en.list.pagination })).getByRole('combobox')).toBeEnabled(), { timeout: 5_000 });
    const pager = screen.getByRole('navigation', { name: en.list.pagination });
    expect(within(pager).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/en/ship-for-me/goods-list?page=3');
    expect(within(pager).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows a failed read in place with a retry', async () => {
    answer({ error: { code: null, message: 'Server error', details: null, validationErrors: null } }, 500);
    await page();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(T.loadFailed);
    expect(within(alert).getByRole('button', { name: T.retry })).toBeInTheDocument();
  });
});

describe('<GoodsListPage/> for a visitor', () => {
  it('shows the goods kept in this browser and the way to sign in', async () => {
    session.authorization = null;
    storeLocalCart([localGood({ url: 'https://item.jd.com/1.html', title: 'Desk lamp' })]);
    await page();
    expect(screen.getByRole('link', { name: S.button.signIn })).toHaveAttribute('href', '/en/login?redirect=%2Fen%2Fship-for-me%2Fgoods-list');
    // Read from the browser by an island after the page: until then the place says so.
    expect(screen.getByText(T.loading)).toHaveAttribute('role', 'status');
    const { rehydratePersistedStores } = await import('@/lib/stores/hydration');
    await act(() => rehydratePersistedStores());
    const [good] = await screen.findAllByTestId('good', {}, { timeout: 5_000 });
    expect(within(good).getByRole('link', { name: 'Desk lamp' })).toHaveAttribute('href', 'https://item.jd.com/1.html');
    expect(good).toHaveTextContent(T.keptHere);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(`Lamp shop${S.platform.jd}`);
  });

  it('treats a session the backend no longer knows as a visitor', async () => {
    answer({ error: { code: null, message: 'Unauthorized', details: null, validationErrors: null } }, 401);
    await page();
    expect(screen.getByRole('link', { name: S.button.signIn })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
