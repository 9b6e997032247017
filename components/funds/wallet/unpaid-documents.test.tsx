import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import type { TransactionRecord } from '@/lib/api/funds';
import { configureHttp } from '@/lib/api/http';
import { server } from '@/tests/msw/server';
import { recordRowOf } from '../records/record-row';
import { UnpaidDocuments } from './unpaid-documents';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({
  useParams: () => ({ locale: 'en', site: 'x' }),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn(), refresh, back: vi.fn(), forward: vi.fn() }),
  usePathname: () => '/en/user/my-wallet',
}));

// The shared dialog is another module's (and tested there): a stand-in that shows what it was handed.
vi.mock('@/components/funds/insufficient-balance-dialog', async () => {
  const { useState } = await import('react');
  const { insufficientShortfall } = await import('@/lib/api/funds');
  return {
    useInsufficientBalance: (symbol: string) => {
      const [shown, setShown] = useState<{ shortfall: number; returnTo: string } | null>(null);
      return {
        dialog: shown ? (
          <div role="dialog" aria-label="Insufficient balance">
            {`short ${symbol}${shown.shortfall} back to ${shown.returnTo}`}
            <button type="button" onClick={() => setShown(null)}>
              Close
            </button>
          </div>
        ) : null,
        handle: (error: unknown, returnTo: string) => {
          const shortfall = insufficientShortfall(error);
          if (shortfall === null) return false;
          setShown({ shortfall, returnTo });
          return true;
        },
      };
    },
  };
});

const PAY = '/api/u/fund-management/unpaid/:id/pay';

const bill: TransactionRecord = {
  id: 'TRAN1001',
  kind: 'payment',
  status: 1,
  method: 0,
  title: 'Waybill L2001 shipping fee',
  amount: -88.5,
  currency: 'CNY',
  payAmount: 88.5,
  payCurrency: 'CNY',
  refType: 'logistics-order',
  refId: 'L2001',
  parentId: null,
  topupId: null,
  balanceAfter: null,
  createdAt: '2025-03-01T08:00:00Z',
  completedAt: null,
};

function renderList() {
  return render(
    <NextIntlClientProvider locale="en" messages={{ wallet: en.wallet, funds: en.funds, errors: en.errors }}>
      <UnpaidDocuments items={[recordRowOf(bill)]} symbol="¥" />
    </NextIntlClientProvider>,
  );
}

const payButton = () => screen.getByRole('button', { name: /Pay Waybill L2001 shipping fee/ });
// Ready again once the payment has settled: enabled, no longer busy.
const payable = () =>
  waitFor(() => {
    expect(payButton()).toBeEnabled();
    expect(payButton()).not.toHaveAttribute('aria-busy');
  });

beforeEach(() => {
  configureHttp({ locale: 'en', messages: en.errors, navigate: vi.fn() });
  refresh.mockReset();
  document.getElementById('app-toasts')?.remove();
});

describe('<UnpaidDocuments/>', () => {
  it('shows the bill and sends one request on a double click', async () => {
    const keys: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      mock.post(PAY, async ({ request, params }) => {
        keys.push(request.headers.get('Idempotency-Key') ?? '');
        expect(params.id).toBe('TRAN1001');
        await held;
        return HttpResponse.json({ ...bill, status: 2 });
      }),
    );
    renderList();
    expect(screen.getByText('Waybill L2001 shipping fee')).toBeInTheDocument();
    expect(screen.getByText('¥88.50')).toBeInTheDocument();

    fireEvent.click(payButton());
    fireEvent.click(payButton());
    await waitFor(() => expect(keys).toHaveLength(1));
    await waitFor(() => expect(payButton()).toBeDisabled());
    fireEvent.click(payButton());
    release();

    expect(await screen.findByText('Paid: Waybill L2001 shipping fee')).toBeInTheDocument();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    await payable();
  });

  it('retries with the same key after a failure without a final answer; opens the shortfall dialog on 402; a new attempt gets a new key', async () => {
    const keys: string[] = [];
    const answers = [
      () => HttpResponse.json({ error: { code: 'InternalError', message: 'Something broke on our side', details: null } }, { status: 500 }),
      () => HttpResponse.json({ error: { code: 'INSUFFICIENT_BALANCE', message: 'Insufficient balance', details: '25.50' } }, { status: 402 }),
      () => HttpResponse.json({ ...bill, status: 2 }),
    ];
    server.use(
      mock.post(PAY, ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key') ?? '');
        return answers[keys.length - 1]();
      }),
    );
    renderList();

    fireEvent.click(payButton());
    expect(await screen.findByText('Something broke on our side')).toBeInTheDocument();
    await payable();

    fireEvent.click(payButton());
    const dialog = await screen.findByRole('dialog');
    expect(keys[1]).toBe(keys[0]);
    expect(dialog).toHaveTextContent('short ¥25.5 back to /user/my-wallet');
    expect(screen.queryByText('Insufficient balance')).not.toBeInTheDocument();
    expect(refresh).not.toHaveBeenCalled();

    act(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Close' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await payable();
    fireEvent.click(payButton());
    expect(await screen.findByText('Paid: Waybill L2001 shipping fee')).toBeInTheDocument();
    expect(keys).toHaveLength(3);
    expect(keys[2]).not.toBe(keys[1]);
  });
});
