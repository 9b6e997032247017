import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import { location, router } from '@/tests/kits/records-test-kit';
import { RecordsToolbar } from './records-toolbar';
import { SignedAmount } from './signed-amount';
import { StatusTag } from './status-tag';

vi.mock('next/navigation', (original) => import('@/tests/kits/records-test-kit').then((kit) => kit.navigationModule(original)));

const none = { kind: '', type: '', status: '', method: '', from: '', to: '', keyword: '' };

describe('<SignedAmount/>', () => {
  it('writes the sign: + into the wallet, - out of it, none for zero, a dash when missing', () => {
    const { container } = render(
      <p>
        <SignedAmount value={100} symbol="¥" /> <SignedAmount value={-30.5} symbol="¥" /> <SignedAmount value={0} symbol="$" />{' '}
        <SignedAmount value={null} symbol="¥" />
      </p>,
    );
    expect(container.textContent).toBe('+¥100.00 -¥30.50 $0 -');
    expect([...container.querySelectorAll('[data-sign]')].map((span) => span.getAttribute('data-sign'))).toEqual(['plus', 'minus', 'zero', 'zero']);
  });
});

describe('<StatusTag/>', () => {
  it('says the status in words', () => {
    render(<StatusTag status={4} label="Pending review" />);
    expect(screen.getByText('Pending review')).toHaveAttribute('data-tone', 'info');
  });
});

describe('<RecordsToolbar/>', () => {
  beforeEach(() => {
    router.push.mockReset();
    location.pathname = '/en/details/transaction-record';
    location.search = new URLSearchParams('page=4&pageSize=50&kind=topup');
  });

  function show(initial = { ...none, kind: 'topup' }) {
    render(
      <NextIntlClientProvider locale="en" messages={{ records: en.records }}>
        <RecordsToolbar
          label="Filter the records"
          initial={initial}
          selects={[
            {
              name: 'kind',
              label: 'Type',
              options: [
                { value: 'topup', label: 'Top-up' },
                { value: 'refund', label: 'Refund' },
              ],
            },
            { name: 'status', label: 'Status', options: [{ value: '2', label: 'Successful' }] },
          ]}
          dates
          keyword
        />
      </NextIntlClientProvider>,
    );
  }

  it('puts the chosen filters in the URL, back to page 1, keeping the page size', () => {
    show();
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('topup');
    fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: 'refund' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('From date'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('To date'), { target: { value: '2026-03-31' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Number' }), { target: { value: ' TRAN12 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.push).toHaveBeenCalledWith('/en/details/transaction-record?pageSize=50&kind=refund&status=2&from=2026-03-01&to=2026-03-31&keyword=TRAN12');
  });

  it('clears every filter', () => {
    show({ ...none, kind: 'topup', from: '2026-03-01' });
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(router.push).toHaveBeenCalledWith('/en/details/transaction-record?pageSize=50');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('');
  });

  it('labels every control', () => {
    show();
    expect(screen.getByRole('search', { name: 'Filter the records' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Date' })).toBeInTheDocument();
    for (const select of screen.getAllByRole('combobox')) expect(select).toHaveAccessibleName();
  });
});
