import '@/tests/kits/server-page-mocks';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import { CombinedOrderStatus } from '@/lib/contract/enums';
import { CombinedOrderListSchema } from '@/lib/contract/schemas/combined-order';
import { answerGet, apiCalls, location, renderPage, router } from '@/tests/kits/records-test-kit';
import { COMBINED_API, combinedOrderFixture, combinedOrderListFixture, statusCounts } from '@/tests/kits/combined-order-test-kit';
import { ShipForMeOrdersPage } from './ship-for-me-orders-page';

const T = en.shipForMeOrder.list;
const page = { locale: 'en', site: 'x' } as const;
const answer = (body: object, status?: number) => answerGet(`${COMBINED_API}/orderList`, body, status);
const tabs = () => within(screen.getByRole('navigation', { name: 'Filter by status' })).getAllByRole('link');

/** A ship-for-me logistics order as /u/combinedOrder/orderList answers it (a waybill with DeliveryMode.Purchasing). */
const order = (overrides: Parameters<typeof combinedOrderFixture>[0] = {}) =>
  combinedOrderFixture({ deliveryMode: 4, trackingNumbers: ['SF1234567890', 'JD000111222'], ...overrides });

beforeEach(() => {
  apiCalls.length = 0;
  router.push.mockReset();
  location.pathname = '/en/ship-for-me/orders';
  location.search = new URLSearchParams();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('<ShipForMeOrdersPage/>', () => {
  it('lists the orders with status tabs, each row leading to its waybill page, Pay while unpaid', async () => {
    const unpaid = order();
    const shipped = order({
      id: 'L2002',
      status: CombinedOrderStatus.Shipped,
      amountDue: 0,
      finalTotal: 98,
      canPay: false,
      canCancel: false,
      canAdd: false,
      canSign: true,
    });
    const list = combinedOrderListFixture([unpaid, shipped], statusCounts({ 60: 1, 70: 1 }));
    expect(() => CombinedOrderListSchema.parse(list)).not.toThrow();
    const sent = answer(list);
    await renderPage(ShipForMeOrdersPage({ ...page, search: {} }));

    expect(sent).toEqual([{ skipCount: '0', maxResultCount: '20' }]);
    expect(apiCalls).toEqual(['/ship-for-me/orders']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(en.routes.shipForMeOrders);
    expect(screen.getByText(T.intro)).toBeInTheDocument();
    expect(tabs().map((tab) => tab.textContent)).toContain('Unpaid1');
    expect(tabs()[0].getAttribute('href')).toBe('/en/ship-for-me/orders');

    const [first, second] = screen.getAllByTestId('waybill-row');
    expect(within(first).getByRole('link', { name: 'L2001' })).toHaveAttribute('href', '/en/user/combined-order-detail?id=L2001');
    expect(first).toHaveTextContent('SF1234567890');
    expect(within(first).getByTestId('amount-due')).toHaveTextContent('To pay ¥120.50');
    expect(
      within(first)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toContain('Pay');
    expect(within(second).getByRole('link', { name: 'L2002' })).toHaveAttribute('href', '/en/user/combined-order-detail?id=L2002');
    expect(
      within(second)
        .queryAllByRole('button')
        .map((button) => button.textContent),
    ).not.toContain('Pay');
    // The section's links above the page (no links of its own at the head), this one marked.
    const nav = screen.getByRole('navigation', { name: en.shipForMe.nav.label });
    expect(within(nav).getByRole('link', { name: en.shipForMe.nav.orders })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: en.shipForMe.nav.cart })).toHaveAttribute('href', '/en/ship-for-me/cart');
    expect(screen.queryByRole('link', { name: T.cart })).toBeNull();
  });

  it('reads the tab and the search from the URL, and a new search goes to the URL', async () => {
    const sent = answer(combinedOrderListFixture([order()], statusCounts({ 60: 1 })));
    location.search = new URLSearchParams('status=60&keyword=SF1234567890&from=2026-03-01');
    await renderPage(ShipForMeOrdersPage({ ...page, search: { status: '60', keyword: ' SF1234567890 ', from: '2026-03-01' } }));
    expect(sent).toEqual([{ status: '60', keyword: 'SF1234567890', from: '2026-03-01', skipCount: '0', maxResultCount: '20' }]);
    const form = screen.getByRole('search', { name: T.search.label });
    expect(within(form).getByRole('searchbox', { name: T.search.keyword })).toHaveValue('SF1234567890');
    fireEvent.change(within(form).getByRole('searchbox', { name: T.search.keyword }), { target: { value: 'L2001' } });
    fireEvent.click(within(form).getByRole('button', { name: T.search.submit }));
    expect(router.push).toHaveBeenCalledWith('/en/ship-for-me/orders?status=60&keyword=L2001&from=2026-03-01');
  });

  it('tells an empty account (to the cart) from a search that matches nothing', async () => {
    answer(combinedOrderListFixture([], statusCounts()));
    const { unmount } = await renderPage(ShipForMeOrdersPage({ ...page, search: {} }));
    expect(screen.getByText(T.empty)).toBeInTheDocument();
    expect(screen.getByText(T.emptyText)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.cart })).toHaveAttribute('href', '/en/ship-for-me/cart');
    unmount();

    answer(combinedOrderListFixture([], statusCounts({ 60: 2 })));
    await renderPage(ShipForMeOrdersPage({ ...page, search: { keyword: 'NOPE' } }));
    expect(screen.getByText(T.emptyFiltered)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.clearFilters })).toHaveAttribute('href', '/en/ship-for-me/orders');
  });

  it('a failed read: an alert with a retry, never a blank page', async () => {
    answer({ error: { code: 'InternalError', message: 'boom', details: null } }, 500);
    await renderPage(ShipForMeOrdersPage({ ...page, search: {} }));
    expect(screen.getByRole('alert')).toHaveTextContent('Loading failed');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(en.routes.shipForMeOrders);
  });
});
