import '@/tests/kits/server-page-mocks';
import { screen, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/tests/msw/server';
import { API, apiCalls, emptyList, NOT_FOUND, record, renderPage } from '@/tests/kits/records-test-kit';
import { DeductionRefundPage } from './deduction-refund-page';
import { TransactionRecordPage } from './transaction-record-page';
import { TransactionRecordsPage } from './transaction-records-page';

const LIST = `${API}/api/u/fund-management/transaction-record/list`;
const ONE = `${API}/api/u/fund-management/transaction-record`;
const LINKED = `${API}/api/u/transactionRecords/:id/deductionByTransactionRecordId`;

beforeEach(() => {
  apiCalls.length = 0;
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('<TransactionRecordsPage/>', () => {
  it('lists the records with signed amounts, kinds, statuses and links to each record', async () => {
    server.use(
      mock.post(LIST, () =>
        HttpResponse.json({
          totalCount: 2,
          items: [record(), record({ id: 'TRAN1002', kind: 'payment', status: 2, method: 0, title: 'Waybill L100', amount: -30.5, balanceAfter: 69.5 })],
        }),
      ),
    );
    await renderPage(TransactionRecordsPage({ locale: 'en', site: 'x', search: {} }));
    expect(screen.getByRole('heading', { level: 1, name: 'Transaction records' })).toBeInTheDocument();
    const rows = screen.getAllByTestId('record-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByRole('link', { name: 'TRAN1001' })).toHaveAttribute('href', '/en/details/transaction-record?id=TRAN1001');
    expect(rows[0]).toHaveTextContent('+¥100.00');
    expect(rows[0]).toHaveTextContent('Successful');
    expect(rows[1]).toHaveTextContent('-¥30.50');
    expect(rows[1]).toHaveTextContent('Payment');
  });

  it('shows money that has not moved (an abandoned top-up, an unpaid payment) unsigned and neutral, saying so', async () => {
    // As the server lists an unpaid WeChat top-up (server/modules/funds/online-topups.test.ts): status 1, amount
    // into the wallet, no balance after.
    const abandoned = record({ id: 'TRAN1003', status: 1, method: 1, title: 'Top-up by WeChat Pay', amount: 28.12, balanceAfter: null, completedAt: null });
    const closed = record({ id: 'TRAN1004', status: 3, method: 2, amount: 50, balanceAfter: null, completedAt: null });
    const unpaid = record({
      id: 'TRAN1005',
      kind: 'payment',
      status: 1,
      method: 0,
      title: 'Waybill L100',
      amount: -30.5,
      balanceAfter: null,
      refType: 'waybill',
    });
    server.use(mock.post(LIST, () => HttpResponse.json({ totalCount: 3, items: [abandoned, closed, unpaid] })));
    await renderPage(TransactionRecordsPage({ locale: 'en', site: 'x', search: {} }));
    const [pendingRow, closedRow, unpaidRow] = screen.getAllByTestId('record-row');
    const amountOf = (row: HTMLElement) => row.querySelector('[data-sign]');
    expect(amountOf(pendingRow)).toHaveAttribute('data-sign', 'unsettled');
    expect(amountOf(pendingRow)).toHaveTextContent(/^¥28\.12 not credited$/);
    expect(pendingRow).not.toHaveTextContent('+¥28.12');
    expect(pendingRow).toHaveTextContent('Pending payment');
    expect(amountOf(closedRow)).toHaveTextContent(/^¥50\.00 not credited$/);
    expect(closedRow).toHaveTextContent('Closed');
    expect(amountOf(unpaidRow)).toHaveAttribute('data-sign', 'unsettled');
    expect(amountOf(unpaidRow)).toHaveTextContent(/^¥30\.50 not deducted$/);
    expect(screen.getByRole('link', { name: /Back to My wallet/ })).toHaveAttribute('href', '/en/user/my-wallet');
    expect(apiCalls).toEqual(['/details/transaction-record']);
  });

  it('sends the URL filters as the list request, dropping unknown values and ordering the dates', async () => {
    let sent: unknown;
    server.use(
      mock.post(LIST, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(emptyList);
      }),
    );
    const search = { kind: 'refund', status: '2', from: '2026-03-05', to: '2026-03-01', keyword: 'TRAN10', page: '2', pageSize: '50' };
    await renderPage(TransactionRecordsPage({ locale: 'en', site: 'x', search }));
    expect(sent).toEqual({
      maxResultCount: 50,
      skipCount: 50,
      kind: 'refund',
      status: 2,
      from: '2026-03-01',
      to: '2026-03-05',
      keyword: 'TRAN10',
    });

    await renderPage(TransactionRecordsPage({ locale: 'en', site: 'x', search: { kind: 'bogus', status: '9', from: '2026-02-30' } }));
    expect(sent).toEqual({ maxResultCount: 20, skipCount: 0 });
  });

  it('shows the empty state with a top-up link, or a way to clear the filters', async () => {
    server.use(mock.post(LIST, () => HttpResponse.json(emptyList)));
    const { unmount } = await renderPage(TransactionRecordsPage({ locale: 'en', site: 'x', search: {} }));
    expect(screen.getByText('No transaction records yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Top up' })).toHaveAttribute('href', '/en/user/recharge');
    unmount();

    await renderPage(TransactionRecordsPage({ locale: 'en', site: 'x', search: { kind: 'refund' } }));
    expect(screen.getByText('No records match these filters')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/en/details/transaction-record');
  });

  it('says loading failed, with a retry, when the backend fails', async () => {
    server.use(mock.post(LIST, () => HttpResponse.json({}, { status: 500 })));
    await renderPage(TransactionRecordsPage({ locale: 'en', site: 'x', search: {} }));
    expect(screen.getByRole('alert')).toHaveTextContent('Loading failed');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('<TransactionRecordPage/>', () => {
  const payment = record({
    id: 'TRAN2001',
    kind: 'payment',
    method: 0,
    title: 'Waybill L100',
    amount: -80,
    payAmount: 80,
    refType: 'logistics-order',
    refId: 'L100',
    topupId: null,
    balanceAfter: 20,
  });

  it('shows one record, its document and its linked deductions and refunds', async () => {
    let asked: string | null = null;
    server.use(
      mock.get(ONE, ({ request }) => {
        asked = new URL(request.url).searchParams.get('id');
        return HttpResponse.json({
          ...payment,
          parent: null,
          linked: [record({ id: 'TRAN2002', kind: 'refund', amount: 12, parentId: 'TRAN2001', topupId: null, title: 'Refund of L100' })],
        });
      }),
    );
    await renderPage(TransactionRecordPage({ locale: 'en', site: 'x', id: 'TRAN2001', search: { id: 'TRAN2001' } }));
    expect(asked).toBe('TRAN2001');
    expect(screen.getByRole('heading', { level: 1, name: 'Transaction record' })).toBeInTheDocument();
    const facts = screen.getByText('Record number').closest('dl')!;
    expect(facts).toHaveTextContent('-¥80.00');
    expect(facts).toHaveTextContent('L100');
    expect(facts).toHaveTextContent('Wallet');
    expect(facts).not.toHaveTextContent('Amount paid');
    const linked = screen.getByTestId('linked-row');
    expect(linked).toHaveTextContent('+¥12.00');
    expect(within(linked).getByRole('link', { name: 'TRAN2002' })).toHaveAttribute('href', '/en/details/transaction-record?id=TRAN2002');
    expect(screen.getByRole('link', { name: 'All deductions and refunds' })).toHaveAttribute('href', '/en/details/deduction-and-refund?id=TRAN2001');
    expect(apiCalls).toEqual(['/details/transaction-record?id=TRAN2001']);
  });

  it('shows the amount paid in another currency and links a top-up record to its top-up', async () => {
    server.use(mock.get(ONE, () => HttpResponse.json({ ...record({ payAmount: 14.68, payCurrency: 'USD' }), parent: null, linked: [] })));
    await renderPage(TransactionRecordPage({ locale: 'en', site: 'x', id: 'TRAN1001', search: {} }));
    expect(screen.getByText('Amount paid').nextElementSibling).toHaveTextContent('USD 14.68');
    expect(screen.getByRole('link', { name: 'Top-up TOPUP1001' })).toHaveAttribute('href', '/en/details/topup?id=TOPUP1001');
    expect(screen.queryByText('Deductions and refunds')).not.toBeInTheDocument();
  });

  it('links a refund to the payment it belongs to', async () => {
    const refund = record({ id: 'TRAN2002', kind: 'refund', amount: 12, parentId: 'TRAN2001', topupId: null });
    server.use(mock.get(ONE, () => HttpResponse.json({ ...refund, parent: payment, linked: [] })));
    await renderPage(TransactionRecordPage({ locale: 'en', site: 'x', id: 'TRAN2002', search: {} }));
    expect(screen.getByRole('heading', { name: 'Payment it belongs to' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'TRAN2001' })).toHaveAttribute('href', '/en/details/transaction-record?id=TRAN2001');
  });

  it('is the 404 page for an unknown or foreign id', async () => {
    server.use(mock.get(ONE, () => HttpResponse.json({ error: { code: 'NotFound' } }, { status: 404 })));
    await expect(TransactionRecordPage({ locale: 'en', site: 'x', id: 'TRAN9999', search: {} })).rejects.toEqual(NOT_FOUND);
  });
});

describe('<DeductionRefundPage/>', () => {
  const payment = record({ id: 'TRAN2001', kind: 'payment', amount: -80, title: 'Waybill L100', topupId: null });

  it('shows the payment, then its deductions and refunds', async () => {
    server.use(
      mock.get(ONE, () => HttpResponse.json({ ...payment, parent: null, linked: [] })),
      mock.post(LINKED, ({ params }) =>
        HttpResponse.json({
          totalCount: 2,
          items: [
            record({ id: `${params.id}-R`, kind: 'refund', amount: 12, title: 'Refund' }),
            record({ id: `${params.id}-D`, kind: 'deduction', amount: -5, title: 'Extra fee', status: 2 }),
          ],
        }),
      ),
    );
    await renderPage(DeductionRefundPage({ locale: 'en', site: 'x', id: 'TRAN2001', search: { id: 'TRAN2001' } }));
    const summary = screen.getByRole('region', { name: 'Payment' });
    expect(within(summary).getByRole('link', { name: 'TRAN2001' })).toHaveAttribute('href', '/en/details/transaction-record?id=TRAN2001');
    const rows = screen.getAllByTestId('linked-row');
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining('Refund'), expect.stringContaining('Deduction')]);
    expect(rows[0]).toHaveTextContent('+¥12.00');
    expect(rows[1]).toHaveTextContent('-¥5.00');
    expect(apiCalls).toEqual(['/details/deduction-and-refund?id=TRAN2001']);
  });

  it('says when a payment has none', async () => {
    server.use(
      mock.get(ONE, () => HttpResponse.json({ ...payment, parent: null, linked: [] })),
      mock.post(LINKED, () => HttpResponse.json(emptyList)),
    );
    await renderPage(DeductionRefundPage({ locale: 'en', site: 'x', id: 'TRAN2001', search: {} }));
    expect(screen.getByText('This payment has no deductions or refunds.')).toBeInTheDocument();
  });

  it('explains itself without an id, and is the 404 page for an unknown one', async () => {
    const { unmount } = await renderPage(DeductionRefundPage({ locale: 'en', site: 'x', id: '', search: {} }));
    expect(screen.getByText('Which payment?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Transaction records' })).toHaveAttribute('href', '/en/details/transaction-record');
    unmount();

    server.use(
      mock.get(ONE, () => new HttpResponse(null, { status: 404 })),
      mock.post(LINKED, () => new HttpResponse(null, { status: 404 })),
    );
    await expect(DeductionRefundPage({ locale: 'en', site: 'x', id: 'TRAN9999', search: {} })).rejects.toEqual(NOT_FOUND);
  });
});
