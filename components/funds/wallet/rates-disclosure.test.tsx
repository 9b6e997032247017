import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import { configureHttp } from '@/lib/api/http';
import { server } from '@/tests/msw/server';
import { RatesDisclosure, type RatesTexts } from './rates-disclosure';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn() }),
}));

const CURRENCY_RATE = '/api/u/withdrawal/currencyRate';
const CHANGE_RATE = '/api/u/withdrawal/changeRate';
const usd = { currency: 'USD', symbol: '$', rate: '0.1378', withdrawalRate: '7.1000', updatedAt: '2025-03-01T08:00:00Z' };

const r = en.wallet.rates;
const texts: RatesTexts = {
  summary: r.summary,
  exchange: 'Exchange rates (pay-currency units for 1 CNY)',
  withdrawal: 'Withdrawal rates (CNY paid out for 1 unit)',
  currency: r.currency,
  symbol: r.symbol,
  rate: r.rate,
  updated: r.updated,
  empty: r.empty,
  loadFailed: r.loadFailed,
  loading: en.common.loading,
  retry: en.common.retry,
};

/** Answers both rate calls (each in turn from `replies`), counting the requests. */
function answer(replies: (() => Response)[]) {
  const calls = { exchange: 0, withdrawal: 0 };
  server.use(
    mock.get(CURRENCY_RATE, () => replies[Math.min(calls.exchange++, replies.length - 1)]()),
    mock.get(CHANGE_RATE, () => {
      calls.withdrawal += 1;
      return HttpResponse.json([usd]);
    }),
  );
  return calls;
}

function open() {
  const details = screen.getByText(r.summary).closest('details')!;
  details.open = true;
  fireEvent(details, new Event('toggle'));
}

beforeEach(() => configureHttp({ locale: 'en', messages: en.errors, navigate: vi.fn() }));

describe('<RatesDisclosure/>', () => {
  it('reads nothing until opened, then shows both tables with their captions', async () => {
    const calls = answer([() => HttpResponse.json([usd, { ...usd, currency: 'CNY', symbol: '¥', rate: '1', withdrawalRate: '1' }])]);
    render(<RatesDisclosure texts={texts} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual({ exchange: 0, withdrawal: 0 });
    expect(screen.queryByRole('table')).toBeNull();

    open();
    const exchange = await screen.findByRole('table', { name: texts.exchange });
    const lines = within(exchange)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [
        within(row).getByRole('rowheader').textContent,
        ...within(row)
          .getAllByRole('cell')
          .slice(0, 2)
          .map((cell) => cell.textContent),
      ]);
    expect(lines).toEqual([
      ['USD', '$', '0.1378'],
      ['CNY', '¥', '1'],
    ]);
    expect(within(screen.getByRole('table', { name: texts.withdrawal })).getByText('7.1000')).toBeInTheDocument();
    expect(calls).toEqual({ exchange: 1, withdrawal: 1 });
  });

  it('says when the rates could not be read, and reads them again on retry', async () => {
    const calls = answer([() => HttpResponse.json({}, { status: 500 }), () => HttpResponse.json([])]);
    const { container } = render(<RatesDisclosure texts={texts} />);
    open();
    // Inside the disclosure (the http client's toast says it too).
    expect(await within(container).findByRole('alert')).toHaveTextContent(r.loadFailed);
    fireEvent.click(within(container).getByRole('button', { name: en.common.retry }));
    const table = await screen.findByRole('table', { name: texts.exchange });
    expect(table).toHaveTextContent(r.empty);
    await waitFor(() => expect(calls.exchange).toBe(2));
  });
});
