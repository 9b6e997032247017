import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import type { TransactionRecord } from '@/lib/api/funds';
import { readListState } from '@/components/ui/list/list-query';
import { recordRowOf } from '../records/record-row';
import { WalletRecords } from './wallet-records';
import { WALLET_RECORDS_LIST } from './wallet-query';

vi.mock('next/navigation', () => ({
  useParams: () => ({ locale: 'en', site: 'x' }),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn() }),
  usePathname: () => '/en/user/my-wallet',
  useSearchParams: () => new URLSearchParams(''),
}));

const base: TransactionRecord = {
  id: 'TRAN1',
  kind: 'topup',
  status: 2,
  method: 2,
  title: 'Top-up by Alipay',
  amount: 200,
  currency: 'CNY',
  payAmount: 200,
  payCurrency: 'CNY',
  refType: 'topup',
  refId: 'TOPUP9',
  parentId: null,
  topupId: 'TOPUP9',
  balanceAfter: 300,
  createdAt: '2025-03-01T08:00:00Z',
  completedAt: '2025-03-01T08:01:00Z',
};
const payment: TransactionRecord = {
  ...base,
  id: 'TRAN2',
  kind: 'payment',
  method: 0,
  title: 'Waybill L1',
  amount: -88.5,
  refType: 'logistics-order',
  refId: 'L1',
  topupId: null,
  balanceAfter: 211.5,
};

function renderRecords(items: TransactionRecord[], narrowed = false) {
  return render(
    <NextIntlClientProvider locale="en" messages={{ wallet: en.wallet, funds: en.funds, list: en.list, errors: en.errors }}>
      <WalletRecords
        items={items.map(recordRowOf)}
        total={items.length}
        state={readListState({}, WALLET_RECORDS_LIST)}
        filter={{ tab: 'all' }}
        symbol="¥"
        narrowed={narrowed}
      />
    </NextIntlClientProvider>,
  );
}

describe('<WalletRecords/>', () => {
  it('shows signed amounts (sign and words, not colour alone) and links each number to its page', () => {
    renderRecords([base, payment]);
    expect(screen.getByRole('table', { name: 'Wallet records' })).toBeInTheDocument();
    const [topupRow, paymentRow] = screen.getAllByTestId('wallet-record');

    expect(within(topupRow).getByRole('link', { name: 'TRAN1' })).toHaveAttribute('href', '/en/details/topup?id=TOPUP9');
    expect(topupRow).toHaveTextContent('Top-up');
    expect(topupRow).toHaveTextContent('Alipay');
    expect(topupRow).toHaveTextContent('Successful');
    expect(topupRow.querySelector('[data-sign="credit"]')).toHaveTextContent('+Into the wallet ¥200.00');
    expect(topupRow).toHaveTextContent('¥300.00');

    expect(within(paymentRow).getByRole('link', { name: 'TRAN2' })).toHaveAttribute('href', '/en/details/transaction-record?id=TRAN2');
    expect(paymentRow).toHaveTextContent('Wallet');
    expect(paymentRow.querySelector('[data-sign="debit"]')).toHaveTextContent('−Out of the wallet ¥88.50');
  });

  it('shows an abandoned top-up as pending, not as money in: unsigned, neutral, "not credited"', () => {
    const abandoned: TransactionRecord = { ...base, id: 'TRAN3', status: 1, method: 1, amount: 28.12, balanceAfter: null, completedAt: null };
    renderRecords([abandoned]);
    const row = screen.getByTestId('wallet-record');
    expect(row.querySelector('[data-sign="credit"]')).toBeNull();
    expect(row.querySelector('[data-sign="unsettled"]')).toHaveTextContent(/^¥28\.12 not credited$/);
    expect(row).toHaveTextContent('Pending payment');
  });

  it('says whether nothing exists or nothing matches', () => {
    const { unmount } = renderRecords([]);
    expect(screen.getByText('No records yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeDisabled();
    unmount();
    renderRecords([], true);
    expect(screen.getByText('No records match this search.')).toBeInTheDocument();
  });
});
