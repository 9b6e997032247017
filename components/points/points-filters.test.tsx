import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import { PointsFilters } from './points-filters';
import { EMPTY_POINTS_SEARCH, readPointsQuery } from './points-query';

const push = vi.fn();
let query = 'page=3';
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push, replace: vi.fn(), prefetch: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn() }),
  usePathname: () => '/en/user/integral-record',
  useSearchParams: () => new URLSearchParams(query),
}));

function renderFilters(search = '') {
  query = search;
  return render(
    <NextIntlClientProvider locale="en" messages={{ points: en.points }}>
      <PointsFilters initial={readPointsQuery(Object.fromEntries(new URLSearchParams(search))).values} />
    </NextIntlClientProvider>,
  );
}

const form = () => screen.getByRole('search', { name: 'Search points' });

beforeEach(() => push.mockReset());

describe('<PointsFilters/>', () => {
  it('writes the kind and a preset to the URL, back on page 1', () => {
    renderFilters('page=3');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All types',
      'Earned',
      'Coupon exchange',
      'Shipping fee',
      'Returned',
      'Adjustment',
      'Expired',
      'Any time',
      'Last 30 days',
      'Last 90 days',
      'Last 365 days',
      'Custom range',
    ]);
    fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: 'exchange' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Period' }), { target: { value: '90' } });
    fireEvent.submit(form());
    expect(push).toHaveBeenCalledWith('/en/user/integral-record?kind=exchange&days=90', { scroll: false });
  });

  it('offers a date range for a custom period, and resets everything', () => {
    renderFilters('kind=earn&days=30&page=2');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('earn');
    expect(screen.queryByLabelText('From')).not.toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: 'Period' }), { target: { value: 'custom' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-01-31' } });
    fireEvent.submit(form());
    expect(push).toHaveBeenLastCalledWith('/en/user/integral-record?kind=earn&from=2026-01-01&to=2026-01-31', { scroll: false });

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(push).toHaveBeenLastCalledWith('/en/user/integral-record', { scroll: false });
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('');
    expect(readPointsQuery({}).values).toEqual(EMPTY_POINTS_SEARCH);
  });
});
