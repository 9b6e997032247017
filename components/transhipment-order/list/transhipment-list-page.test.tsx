import '@/tests/kits/server-page-mocks';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answerGet, apiCalls, location, renderPage, router } from '@/tests/kits/records-test-kit';
import { ORDER_API, transhipmentCounts, transhipmentFixture, transhipmentListFixture, transhipmentParcel } from '@/tests/kits/transhipment-order-test-kit';
import { TranshipmentListPage } from './transhipment-list-page';

const page = { locale: 'en', site: 'x' } as const;

const answer = (body: object, status?: number) => answerGet(`${ORDER_API}/transhipmentOrder`, body, status);

const tabs = () => within(screen.getByRole('navigation', { name: 'Filter by status' })).getAllByRole('link');
const rows = () => screen.getAllByTestId('transhipment-row');
/** The row's actions (not the phone card's Details toggle). */
const actionNames = (row: HTMLElement) =>
  within(row)
    .queryAllByRole('button')
    .filter((b) => !b.hasAttribute('aria-expanded'))
    .map((b) => b.getAttribute('aria-label') ?? b.textContent);

beforeEach(() => {
  apiCalls.length = 0;
  router.push.mockReset();
  location.pathname = '/en/user/order-detail';
  location.search = new URLSearchParams();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('<TranshipmentListPage/>', () => {
  it('shows the status tabs in the flow order with their counts, and the toolbar links', async () => {
    const sent = answer(transhipmentListFixture([transhipmentFixture()], transhipmentCounts({ 10: 2, 60: 1, 70: 4, 210: 1 })));
    await renderPage(TranshipmentListPage({ ...page, search: {} }));

    expect(sent).toEqual([{ skipCount: '0', maxResultCount: '20' }]);
    expect(apiCalls).toEqual(['/user/order-detail']);
    expect(screen.getByRole('heading', { level: 1, name: 'Transhipment orders' })).toBeInTheDocument();
    expect(tabs().map((tab) => tab.textContent)).toEqual([
      'All8',
      'Awaiting arrival / processing2',
      'Unpaid1',
      'Weighed, ready to ship0',
      'Left the warehouse0',
      'Shipped4',
      'Received0',
      'Completed0',
      'Cancelled1',
    ]);
    expect(tabs()[0]).toHaveAttribute('aria-current', 'page');
    expect(tabs()[2]).toHaveAttribute('href', '/en/user/order-detail?status=60');
    expect(screen.getByRole('link', { name: 'New transhipment order' })).toHaveAttribute('href', '/en/user/order-detail?view=new');
    expect(screen.getByRole('link', { name: 'Upload spreadsheet' })).toHaveAttribute('href', '/en/user/order-detail?view=upload');
    expect(screen.getByRole('search', { name: 'Search transhipment orders' })).toBeInTheDocument();
  });

  it('shows each order with its parcel, destination, fee and status, and only the actions its flags allow', async () => {
    const waiting = transhipmentFixture();
    const unpaid = transhipmentFixture({
      id: 'L3002',
      status: 60,
      parcel: transhipmentParcel({ trackingNumber: 'YT5500000002', status: 63, weight: 2.1 }),
      estimatedWeight: null,
      finalTotal: 80.5,
      amountDue: 16.5,
      canPay: true,
      canEdit: false,
      canCancel: true,
    });
    const shipped = transhipmentFixture({
      id: 'L3003',
      status: 70,
      parcel: transhipmentParcel({ trackingNumber: 'JT7700000003', status: 120, weight: 0.8 }),
      finalTotal: 41,
      carrierName: 'DHL',
      carrierTrackingNumber: 'DHL555',
      canEdit: false,
      canCancel: false,
      canSign: true,
    });
    answer(transhipmentListFixture([waiting, unpaid, shipped], transhipmentCounts({ 10: 1, 60: 1, 70: 1 })));
    await renderPage(TranshipmentListPage({ ...page, search: {} }));
    const [first, second, third] = rows();

    expect(within(first).getByRole('link', { name: 'L3001' })).toHaveAttribute('href', '/en/user/order-detail?id=L3001');
    expect(first).toHaveTextContent('SF1400000009');
    expect(within(first).getByTestId('parcel-status')).toHaveTextContent('Not arrived');
    expect(first).toHaveTextContent('Malaysia');
    expect(first).toHaveTextContent('Lim Wei');
    expect(first).toHaveTextContent('Malaysia Economy');
    expect(first).toHaveTextContent('Estimated ¥64.00');
    expect(within(first).queryByTestId('amount-due')).not.toBeInTheDocument();
    expect(within(first).getByTestId('transhipment-status')).toHaveTextContent('Awaiting arrival / processing');
    expect(first).toHaveTextContent('2026-03-02');
    expect(actionNames(first)).toEqual(['Cancel transhipment order L3001']);
    expect(within(first).getByRole('link', { name: 'Edit transhipment order L3001' })).toHaveAttribute('href', '/en/user/order-detail?view=edit&id=L3001');

    expect(within(second).getByTestId('parcel-status')).toHaveTextContent('In stock');
    expect(second).toHaveTextContent('Final ¥80.50');
    expect(within(second).getByTestId('amount-due')).toHaveTextContent('To pay ¥16.50');
    expect(within(second).getByTestId('transhipment-status')).toHaveTextContent('Unpaid');
    expect(actionNames(second)).toEqual(['Pay transhipment order L3002 (¥16.50)', 'Cancel transhipment order L3002']);
    expect(within(second).queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();

    expect(within(third).getByTestId('parcel-status')).toHaveTextContent('Left the warehouse');
    expect(third).toHaveTextContent('DHL DHL555');
    expect(actionNames(third)).toEqual(['Confirm receipt of transhipment order L3003']);
  });

  it('reads the tab, page and search from the URL and sends them', async () => {
    const sent = answer(transhipmentListFixture([transhipmentFixture({ status: 60 })], transhipmentCounts({ 60: 1 })));
    await renderPage(
      TranshipmentListPage({
        ...page,
        search: { status: '60', page: '2', keyword: ' SF1400000009 ', from: '2026-03-31', to: '2026-03-01' },
      }),
    );
    expect(sent).toEqual([{ status: '60', keyword: 'SF1400000009', from: '2026-03-01', to: '2026-03-31', skipCount: '20', maxResultCount: '20' }]);
    expect(tabs().find((tab) => tab.textContent?.startsWith('Unpaid'))).toHaveAttribute('aria-current', 'page');
    const form = screen.getByRole('search', { name: 'Search transhipment orders' });
    expect(within(form).getByRole('searchbox', { name: 'Number' })).toHaveValue('SF1400000009');
  });

  it('explains what a transhipment order is, with both ways to create one, when there are none', async () => {
    answer(transhipmentListFixture([], transhipmentCounts()));
    const { unmount } = await renderPage(TranshipmentListPage({ ...page, search: {} }));
    const empty = screen.getByText('No transhipment orders yet').closest('[role="status"]') as HTMLElement;
    expect(empty).toHaveTextContent('sends one parcel on to your address as soon as it reaches the warehouse');
    expect(within(empty).getByRole('link', { name: 'New transhipment order' })).toHaveAttribute('href', '/en/user/order-detail?view=new');
    expect(within(empty).getByRole('link', { name: 'Upload spreadsheet' })).toHaveAttribute('href', '/en/user/order-detail?view=upload');
    expect(screen.queryAllByTestId('transhipment-row')).toEqual([]);
    unmount();

    answer(transhipmentListFixture([], transhipmentCounts({ 10: 2 })));
    await renderPage(TranshipmentListPage({ ...page, search: { keyword: 'NOPE' } }));
    expect(screen.getByText('No transhipment orders match this search')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/en/user/order-detail');
  });

  it('shows a failure with a retry instead of a blank page', async () => {
    answer({ error: { code: 'InternalError', message: 'boom', details: null } }, 500);
    await renderPage(TranshipmentListPage({ ...page, search: {} }));
    expect(screen.getByRole('alert')).toHaveTextContent('Loading failed');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Filter by status' })).not.toBeInTheDocument();
  });
});
