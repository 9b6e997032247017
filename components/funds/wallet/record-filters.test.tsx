import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import { readListState } from '@/components/ui/list/list-query';
import { RecordFilters } from './record-filters';
import { EMPTY_SEARCH, recordSearchOf, WALLET_RECORDS_LIST } from './wallet-query';

const push = vi.fn();
let query = 'tab=payment&page=2';
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push, replace: vi.fn(), prefetch: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn() }),
  usePathname: () => '/en/user/my-wallet',
  useSearchParams: () => new URLSearchParams(query),
}));

const renderForm = (search = EMPTY_SEARCH, tab: 'all' | 'payment' | 'recharge' = 'payment') =>
  render(
    <NextIntlClientProvider locale="en" messages={{ wallet: en.wallet, funds: en.funds }}>
      <RecordFilters initial={search} tab={tab} />
    </NextIntlClientProvider>,
  );

beforeEach(() => {
  push.mockReset();
  query = 'tab=payment&page=2';
});

describe('<RecordFilters/>', () => {
  it('writes the search to the URL (tab kept, page 1), kinds limited to the tab', () => {
    renderForm();
    const kind = screen.getByLabelText('Type');
    expect([...kind.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['All types', 'Payment', 'Deduction']);
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: '30' } });
    fireEvent.change(kind, { target: { value: 'deduction' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Number'), { target: { value: ' tran7 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const url = new URL(push.mock.calls[0][0], 'http://x');
    expect(url.pathname).toBe('/en/user/my-wallet');
    expect(Object.fromEntries(url.searchParams)).toEqual({ tab: 'payment', days: '30', kind: 'deduction', status: '2', keyword: 'TRAN7' });
  });

  it('shows the date fields for a custom range and reads them back from the URL', () => {
    query = 'tab=all&from=2025-02-01&to=2025-02-10';
    renderForm(recordSearchOf(readListState(new URLSearchParams(query), WALLET_RECORDS_LIST), 'all'), 'all');
    expect(screen.getByLabelText('Period')).toHaveValue('custom');
    expect(screen.getByLabelText('From')).toHaveValue('2025-02-01');
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-02-20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(Object.fromEntries(new URL(push.mock.calls[0][0], 'http://x').searchParams)).toEqual({
      tab: 'all',
      from: '2025-02-01',
      to: '2025-02-20',
    });

    fireEvent.click(screen.getByRole('button', { name: /Reset/ }));
    expect(push.mock.calls[1][0]).toBe('/en/user/my-wallet?tab=all');
    expect(screen.queryByLabelText('From')).toBeNull();
  });

  it('has no kind choice on a tab of one kind', () => {
    renderForm(EMPTY_SEARCH, 'recharge');
    expect(screen.queryByLabelText('Type')).toBeNull();
  });
});
