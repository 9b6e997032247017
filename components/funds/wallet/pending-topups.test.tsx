import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import type { Topup } from '@/lib/api/funds';
import { configureHttp } from '@/lib/api/http';
import { server } from '@/tests/msw/server';
import { PendingTopups } from './pending-topups';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({
  useParams: () => ({ locale: 'en', site: 'x' }),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn(), refresh, back: vi.fn(), forward: vi.fn() }),
}));

const topup = (id: string, status: number, method: number): Topup => ({
  id,
  transactionId: `TRAN-${id}`,
  method,
  status,
  currency: 'CNY',
  rate: '1',
  baseCurrency: 'CNY',
  creditAmount: 200,
  payAmount: 200,
  serviceCharge: 0,
  totalPay: 200,
  creditedAmount: null,
  payer: null,
  proofs: [],
  rejectReason: null,
  expiresAt: null,
  createdAt: '2025-03-01T08:00:00Z',
  completedAt: null,
  next: null,
});

function renderList() {
  return render(
    <NextIntlClientProvider locale="en" messages={{ wallet: en.wallet, funds: en.funds, errors: en.errors }}>
      <PendingTopups topups={[topup('TOPUP1', 1, 2), topup('TOPUP2', 4, 8)]} symbol="¥" />
    </NextIntlClientProvider>,
  );
}

beforeEach(() => {
  configureHttp({ locale: 'en', messages: en.errors, navigate: vi.fn() });
  refresh.mockReset();
  document.getElementById('app-toasts')?.remove();
});

describe('<PendingTopups/>', () => {
  it('lists each top-up with a way on; only one waiting for payment can be cancelled', () => {
    renderList();
    const [first, second] = screen.getAllByTestId('pending-topup');
    expect(first).toHaveTextContent('TOPUP1');
    expect(first).toHaveTextContent('Alipay');
    expect(first).toHaveTextContent('¥200.00');
    expect(first).toHaveTextContent('Pending payment');
    expect(within(first).getByRole('link', { name: 'Continue top-up TOPUP1' })).toHaveAttribute('href', '/en/details/topup?id=TOPUP1');
    expect(within(first).getByRole('button', { name: 'Cancel top-up TOPUP1' })).toBeInTheDocument();
    expect(second).toHaveTextContent('Bank transfer');
    expect(second).toHaveTextContent('Pending review');
    expect(within(second).getByRole('link', { name: 'Continue top-up TOPUP2' })).toHaveAttribute('href', '/en/details/topup?id=TOPUP2');
    expect(within(second).queryByRole('button')).toBeNull();
  });

  it('asks first, then cancels and reads the page again', async () => {
    const cancelled: string[] = [];
    server.use(
      mock.post('/api/u/fund-management/topup/:id/cancel', ({ params }) => {
        cancelled.push(String(params.id));
        return HttpResponse.json({ ...topup(String(params.id), 3, 2) });
      }),
    );
    renderList();
    const cancel = screen.getByRole('button', { name: 'Cancel top-up TOPUP1' });

    fireEvent.click(cancel);
    fireEvent.click(cancel);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cancelled).toEqual([]);

    fireEvent.click(cancel);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Cancel this top-up?');
    expect(dialog).toHaveTextContent('TOPUP1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel top-up' }));

    expect(await screen.findByText('The top-up was cancelled')).toBeInTheDocument();
    expect(cancelled).toEqual(['TOPUP1']);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
