import '@/tests/kits/server-page-mocks';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answerGet, apiCalls, location, renderPage, router } from '@/tests/kits/records-test-kit';
import { COMBINED_API, statusCounts, combinedOrderFixture, combinedOrderListFixture } from '@/tests/kits/combined-order-test-kit';
import { CombinedOrderListPage } from './combined-order-list-page';

const page = { locale: 'en', site: 'x' } as const;

const answer = (body: object, status?: number) => answerGet(COMBINED_API, body, status);

const tabs = () => within(screen.getByRole('navigation', { name: 'Filter by status' })).getAllByRole('link');
const rows = () => screen.getAllByTestId('waybill-row');

beforeEach(() => {
  apiCalls.length = 0;
  router.push.mockReset();
  location.pathname = '/en/user/combined-order';
  location.search = new URLSearchParams();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('<WaybillListPage/>', () => {
  it('shows the status tabs with their counts, the rows and what each row allows', async () => {
    const unpaid = combinedOrderFixture();
    const shipped = combinedOrderFixture({
      id: 'L2002',
      status: 70,
      parcelCount: 4,
      trackingNumbers: ['SF1', 'SF2', 'SF3', 'SF4'],
      finalTotal: 98,
      amountDue: 0,
      carrierName: 'DHL',
      carrierTrackingNumber: 'DHL123',
      canPay: false,
      canCancel: false,
      canAdd: false,
      canSign: true,
    });
    const sent = answer(combinedOrderListFixture([unpaid, shipped], statusCounts({ 60: 1, 70: 1, 210: 3 })));
    await renderPage(CombinedOrderListPage({ ...page, search: {} }));

    expect(sent).toEqual([{ skipCount: '0', maxResultCount: '20' }]);
    expect(apiCalls).toEqual(['/user/combined-order']);
    // Each tab: its name then its count.
    const labels = tabs().map((tab) => tab.textContent);
    expect(labels).toEqual([
      'All5',
      'Unpaid1',
      'Waiting for packing0',
      'Picking0',
      'Checked0',
      'Packed0',
      'Left the warehouse0',
      'Shipped1',
      'Received0',
      'Completed0',
      'Cancelled3',
    ]);
    expect(tabs()[0]).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Pay unpaid waybills (1)' })).toHaveAttribute('href', '/en/user/pending-payment');

    const [first, second] = rows();
    expect(within(first).getByRole('link', { name: 'L2001' })).toHaveAttribute('href', '/en/user/combined-order-detail?id=L2001');
    expect(first).toHaveTextContent('2 parcels');
    expect(first).toHaveTextContent('SF1400000001');
    expect(first).toHaveTextContent('Alice Chen');
    expect(first).toHaveTextContent('Los Angeles, United States');
    expect(first).toHaveTextContent('Estimated ¥120.50');
    expect(within(first).getByTestId('amount-due')).toHaveTextContent('To pay ¥120.50');
    expect(within(first).getByTestId('waybill-status')).toHaveTextContent('Unpaid');
    expect(
      within(first)
        .getAllByRole('button')
        .filter((b) => !b.hasAttribute('aria-expanded'))
        .map((b) => b.textContent),
    ).toEqual(['Pay', 'Cancel']);
    expect(within(first).getByRole('link', { name: 'Add parcels to waybill L2001' })).toBeInTheDocument();

    expect(second).toHaveTextContent('4 parcels');
    expect(second).toHaveTextContent('and 2 more');
    expect(second).toHaveTextContent('DHL DHL123');
    expect(second).toHaveTextContent('Final ¥98.00');
    expect(within(second).queryByTestId('amount-due')).not.toBeInTheDocument();
    expect(
      within(second)
        .getAllByRole('button')
        .filter((b) => !b.hasAttribute('aria-expanded'))
        .map((b) => b.textContent),
    ).toEqual(['Confirm receipt']);
  });

  it('reads the tab, page and search from the URL and sends them; the tabs keep the search', async () => {
    const sent = answer(combinedOrderListFixture([combinedOrderFixture()], statusCounts({ 60: 1 })));
    const search = { status: '60', page: '2', keyword: ' SF1400000001 ', from: '2026-03-31', to: '2026-03-01' };
    await renderPage(CombinedOrderListPage({ ...page, search }));
    expect(sent).toEqual([{ status: '60', keyword: 'SF1400000001', from: '2026-03-01', to: '2026-03-31', skipCount: '20', maxResultCount: '20' }]);
    const unpaidTab = tabs().find((tab) => tab.textContent?.startsWith('Unpaid'))!;
    expect(unpaidTab).toHaveAttribute('aria-current', 'page');
    expect(tabs()[0].getAttribute('href')).toBe('/en/user/combined-order?keyword=+SF1400000001+&from=2026-03-31&to=2026-03-01');

    const form = screen.getByRole('search', { name: 'Search waybills' });
    expect(within(form).getByRole('searchbox', { name: 'Number' })).toHaveValue('SF1400000001');
    expect(within(form).getByLabelText('Created from')).toHaveValue('2026-03-01');
    expect(within(form).getByLabelText('Created until')).toHaveValue('2026-03-31');
  });

  it('puts a new search in the URL, back on page 1', async () => {
    answer(combinedOrderListFixture());
    location.search = new URLSearchParams('status=60&page=3');
    await renderPage(CombinedOrderListPage({ ...page, search: { status: '60', page: '3' } }));
    const form = screen.getByRole('search', { name: 'Search waybills' });
    fireEvent.change(within(form).getByRole('searchbox', { name: 'Number' }), { target: { value: 'L2001' } });
    fireEvent.change(within(form).getByLabelText('Created from'), { target: { value: '2026-03-01' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Search' }));
    expect(router.push).toHaveBeenCalledWith('/en/user/combined-order?status=60&keyword=L2001&from=2026-03-01');

    fireEvent.click(within(form).getByRole('button', { name: 'Reset' }));
    expect(router.push).toHaveBeenLastCalledWith('/en/user/combined-order?status=60');
  });

  it('tells an empty account (submit one) from a search that matches nothing (clear it)', async () => {
    answer(combinedOrderListFixture([], statusCounts()));
    const { unmount } = await renderPage(CombinedOrderListPage({ ...page, search: {} }));
    expect(screen.getByText('No waybills yet')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Submit a waybill' }).map((link) => link.getAttribute('href'))).toEqual([
      '/en/user/submit-tranship-order',
      '/en/user/submit-tranship-order',
    ]);
    expect(screen.queryByRole('link', { name: /Pay unpaid waybills/ })).not.toBeInTheDocument();
    unmount();

    answer(combinedOrderListFixture([], statusCounts({ 60: 2 })));
    await renderPage(CombinedOrderListPage({ ...page, search: { keyword: 'NOPE' } }));
    expect(screen.getByText('No waybills match this search')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/en/user/combined-order');
  });

  it('shows a failure with a retry instead of a blank page', async () => {
    answer({ error: { code: 'InternalError', message: 'boom', details: null } }, 500);
    await renderPage(CombinedOrderListPage({ ...page, search: {} }));
    expect(screen.getByRole('alert')).toHaveTextContent('Loading failed');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Filter by status' })).not.toBeInTheDocument();
  });
});
