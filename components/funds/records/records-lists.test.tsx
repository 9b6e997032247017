import '@/tests/kits/server-page-mocks';
import { screen, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/tests/msw/server';
import { accountChange, API, apiCalls, emptyList, expectTexts, logLine, NOT_FOUND, renderPage, topup } from '@/tests/kits/records-test-kit';
import { AccountChangesPage } from './account-changes-page';
import { DetailsHub } from './details-hub';
import { FundLogLinePage } from './fund-log-line-page';
import { FundLogPage } from './fund-log-page';
import { RechargeHistoryPage } from './recharge-history-page';

const FM = `${API}/api/u/fund-management`;
const FUND_LOG = `${API}/api/f/fund-management/fund-account-log`;
const page = { locale: 'en', site: 'x' } as const;

/** Answers a list call with `answer`, keeping what was sent (body, or the query of a GET). */
function capture(method: 'get' | 'post', url: string, answer: object) {
  const sent: { body?: unknown; query?: Record<string, string> } = {};
  server.use(
    mock[method](url, async ({ request }) => {
      if (method === 'post') sent.body = await request.json();
      else sent.query = Object.fromEntries(new URL(request.url).searchParams);
      return HttpResponse.json(answer);
    }),
  );
  return sent;
}

beforeEach(() => {
  apiCalls.length = 0;
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('<DetailsHub/>', () => {
  it('shows the balance, the pending top-ups and a link to every record', async () => {
    server.use(
      mock.get(`${FM}/wallet`, () =>
        HttpResponse.json({
          balance: 1234.5,
          currencyCode: 'CNY',
          currencySymbol: '¥',
          points: 0,
          usableCouponCount: 0,
          pendingTopups: [topup({ status: 1 })],
          testMode: false,
        }),
      ),
    );
    await renderPage(DetailsHub({ ...page, search: {} }));
    expect(screen.getByRole('heading', { level: 1, name: 'Fund details' })).toBeInTheDocument();
    expect(screen.getByTestId('balance')).toHaveTextContent('¥1234.50');
    expect(screen.getByRole('link', { name: '1 top-up is waiting for payment or review' })).toHaveAttribute('href', '/en/details/recharge-detail1?status=1');
    const links = within(screen.getByRole('navigation', { name: 'Records' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/en/details/transaction-record',
      '/en/details/fund-account-log',
      '/en/details/recharge-detail1',
      '/en/user/account-change-record',
      '/en/user/my-wallet',
    ]);
    expect(links[0]).toHaveTextContent('Transaction records');
    expect(apiCalls).toEqual(['/details']);
  });

  it('keeps the links when the balance cannot be read', async () => {
    server.use(mock.get(`${FM}/wallet`, () => HttpResponse.json({}, { status: 503 })));
    await renderPage(DetailsHub({ ...page, search: {} }));
    expect(screen.getByRole('alert')).toHaveTextContent('Loading failed');
    expect(within(screen.getByRole('navigation', { name: 'Records' })).getAllByRole('link')).toHaveLength(5);
  });
});

describe('<FundLogPage/> and <FundLogLinePage/>', () => {
  it('lists posted lines with signed amounts, balances and their records; filters go to the request', async () => {
    const sent = capture('post', `${FUND_LOG}/list`, {
      totalCount: 2,
      items: [logLine({ id: '42', type: 'reversal', amount: -20, balanceAfter: 80, title: 'Reversal of TRAN1001' }), logLine()],
    });
    await renderPage(FundLogPage({ ...page, search: { type: 'reversal', from: '2026-03-01', to: '2026-03-31', kind: 'topup' } }));
    expect(sent.body).toEqual({ maxResultCount: 20, skipCount: 0, type: 'reversal', from: '2026-03-01', to: '2026-03-31' });
    const rows = screen.getAllByTestId('log-row');
    expect(rows[0]).toHaveTextContent('Reversal');
    expect(rows[0]).toHaveTextContent('-¥20.00');
    expect(rows[0]).toHaveTextContent('¥80.00');
    expect(within(rows[0]).getByRole('link', { name: 'Reversal of TRAN1001' })).toHaveAttribute('href', '/en/details/fund-account-log?id=42');
    expect(rows[1]).toHaveTextContent('Top-up');
    expect(rows[1]).toHaveTextContent('+¥100.00');
    expect(within(rows[1]).getByRole('link', { name: 'TRAN1001' })).toHaveAttribute('href', '/en/details/transaction-record?id=TRAN1001');
  });

  it('shows the empty state with a top-up link', async () => {
    server.use(mock.post(`${FUND_LOG}/list`, () => HttpResponse.json(emptyList)));
    await renderPage(FundLogPage({ ...page, search: {} }));
    expect(screen.getByText('No balance changes yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Top up' })).toHaveAttribute('href', '/en/user/recharge');
  });

  it('shows one line, and the 404 page for an unknown one', async () => {
    server.use(mock.get(`${FUND_LOG}/:id`, ({ params }) => (params.id === '41' ? HttpResponse.json(logLine()) : new HttpResponse(null, { status: 404 }))));
    await renderPage(FundLogLinePage({ ...page, id: '41', search: { id: '41' } }));
    expect(screen.getByRole('heading', { level: 1, name: 'Ledger line 41' })).toBeInTheDocument();
    expect(screen.getByText('+¥100.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'TRAN1001' })).toHaveAttribute('href', '/en/details/transaction-record?id=TRAN1001');
    await expect(FundLogLinePage({ ...page, id: '999', search: {} })).rejects.toEqual(NOT_FOUND);
  });
});

describe('<RechargeHistoryPage/>', () => {
  it('lists top-ups with what was paid and credited; unpaid ones can be continued', async () => {
    const sent = capture('post', `${FM}/topup/list`, {
      totalCount: 3,
      items: [
        topup(),
        topup({ id: 'TOPUP1002', status: 1, method: 1, currency: 'CNY', totalPay: 100.6, creditedAmount: null }),
        topup({ id: 'TOPUP1003', status: 3, creditedAmount: null }),
      ],
    });
    await renderPage(RechargeHistoryPage({ ...page, search: { status: '1', method: '8', from: '2026-03-01', page: '3' } }));
    expect(sent.body).toEqual({ maxResultCount: 20, skipCount: 40, status: 1, method: 8, from: '2026-03-01' });
    const [paid, unpaid, closed] = screen.getAllByTestId('topup-row');
    expect(within(paid).getByRole('link', { name: 'TOPUP1001' })).toHaveAttribute('href', '/en/details/topup?id=TOPUP1001');
    expectTexts(paid, 'PayPal', 'USD 14.68', '¥100.00');
    expect(within(paid).queryByRole('link', { name: /Continue/ })).not.toBeInTheDocument();
    expect(unpaid).toHaveTextContent('(not credited yet)');
    expect(within(unpaid).getByRole('link', { name: 'Continue top-up TOPUP1002' })).toHaveAttribute('href', '/en/details/topup?id=TOPUP1002');
    expect(closed).toHaveTextContent('Closed');
    expect(closed).not.toHaveTextContent('not credited');
  });

  it('shows the empty state with a top-up link', async () => {
    server.use(mock.post(`${FM}/topup/list`, () => HttpResponse.json(emptyList)));
    await renderPage(RechargeHistoryPage({ ...page, search: {} }));
    expect(screen.getByText('No top-ups yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Top up' })).toHaveAttribute('href', '/en/user/recharge');
  });
});

describe('<AccountChangesPage/>', () => {
  it('lists adjustments with reason, note, who made them and the signed amount; dates go to the query', async () => {
    const sent = capture('get', `${API}/api/u/accountChangeRecord`, {
      totalCount: 2,
      items: [accountChange(), accountChange({ id: '78', reasonCode: 'expiry', reason: '', by: 'system', amount: -5, balanceAfter: 120 })],
    });
    await renderPage(AccountChangesPage({ ...page, search: { from: '2026-03-01', to: '2026-03-31', status: '2' } }));
    expect(sent.query).toEqual({ maxResultCount: '20', skipCount: '0', from: '2026-03-01', to: '2026-03-31' });
    const [staff, system] = screen.getAllByTestId('change-row');
    expectTexts(staff, 'Compensation', 'Parcel damaged in the warehouse', 'Staff', '+¥25.00', '¥125.00');
    expectTexts(system, 'Expiry', 'System', '-¥5.00');
    expect(apiCalls).toEqual(['/user/account-change-record?from=2026-03-01&to=2026-03-31&status=2']);
  });

  it('shows the empty state, or a way to clear the dates', async () => {
    server.use(mock.get(`${API}/api/u/accountChangeRecord`, () => HttpResponse.json(emptyList)));
    const { unmount } = await renderPage(AccountChangesPage({ ...page, search: {} }));
    expect(screen.getByText('No account changes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Transaction records' })).toHaveAttribute('href', '/en/details/transaction-record');
    expect(screen.getByRole('link', { name: 'Fund details' })).toHaveAttribute('href', '/en/details');
    unmount();
    await renderPage(AccountChangesPage({ ...page, search: { from: '2026-01-01' } }));
    expect(screen.getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/en/user/account-change-record');
  });
});
