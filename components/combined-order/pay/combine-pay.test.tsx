import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import type { CombineCalculation } from '@/lib/api/combined-order';
import { configureHttp } from '@/lib/api/http';
import { server } from '@/tests/msw/server';
import { CombinePay } from './combine-pay';
import { COMBINE_PAY_KEY, idsFromParam, readCombinePay, saveCombinePay } from './combine-pay-ids';

vi.mock('next/navigation', () => ({
  useParams: () => ({ locale: 'en', site: 'x' }),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn() }),
  usePathname: () => '/en/user/combine-and-pay-l',
}));

const CALCULATE = '/api/u/logistics-management/logistics-order/combine-calculate';
const PAY = '/api/u/logistics-management/logistics-order/combine-pay';

const calculation = (overrides: Partial<CombineCalculation> = {}): CombineCalculation => ({
  items: [
    { id: 'L2001', amountDue: 120.5 },
    { id: 'L2002', amountDue: 30 },
  ],
  total: 150.5,
  balance: 500,
  shortfall: 0,
  currency: 'CNY',
  ...overrides,
});

function answerCalculation(body: object, status = 200) {
  const asked: string[][] = [];
  server.use(
    mock.post(CALCULATE, async ({ request }) => {
      asked.push(((await request.json()) as { ids: string[] }).ids);
      return HttpResponse.json(body, { status });
    }),
  );
  return asked;
}

function renderPay(urlIds: string[] = []) {
  return render(
    <NextIntlClientProvider locale="en" messages={{ combinedOrderPay: en.combinedOrderPay, recharge: en.recharge, errors: en.errors }}>
      <CombinePay urlIds={urlIds} symbol="¥" />
    </NextIntlClientProvider>,
  );
}

const payAll = () => screen.getByRole('button', { name: /^Pay 2 waybills from your balance/ });
const payable = () =>
  waitFor(() => {
    expect(payAll()).toBeEnabled();
    expect(payAll()).not.toHaveClass('ant-btn-loading');
  });

beforeEach(() => {
  configureHttp({ locale: 'en', messages: en.errors, navigate: vi.fn() });
  localStorage.clear();
  document.getElementById('app-toasts')?.remove();
});

describe('the lsCombinePay ids', () => {
  it('keep well-formed ids once, at most 20, for an hour', () => {
    saveCombinePay(['L1', 'L1', ' L2 ', '../x', '', 'L3']);
    expect(readCombinePay()).toEqual(['L1', 'L2', 'L3']);
    const stored = JSON.parse(localStorage.getItem(COMBINE_PAY_KEY)!);
    expect(stored.value).toEqual({ logisticsOrderIds: ['L1', 'L2', 'L3'] });
    expect(stored.expiresAt - Date.now()).toBeGreaterThan(59 * 60 * 1000);
    expect(stored.expiresAt - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
    localStorage.setItem(COMBINE_PAY_KEY, JSON.stringify({ value: ['L1'], expiresAt: null }));
    expect(readCombinePay()).toEqual([]);
    expect(idsFromParam('L1,L2,,L1')).toEqual(['L1', 'L2']);
    expect(idsFromParam(['L1', 'L3'])).toEqual(['L1', 'L3']);
    expect(idsFromParam(Array.from({ length: 30 }, (_, i) => `L${i}`).join(','))).toHaveLength(20);
  });
});

describe('<CombinePay/>', () => {
  it('works out the stored waybills, pays them all with one request on a double click and forgets them', async () => {
    saveCombinePay(['L2001', 'L2002']);
    const asked = answerCalculation(calculation());
    const keys: string[] = [];
    const bodies: unknown[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      mock.post(PAY, async ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key') ?? '');
        bodies.push(await request.json());
        await held;
        return HttpResponse.json(calculation({ balance: 349.5 }));
      }),
    );
    renderPay();
    expect(screen.getByRole('status')).toHaveTextContent('Working out the amounts');

    const table = await screen.findByRole('table', { name: 'Waybills in this payment' });
    expect(asked).toEqual([['L2001', 'L2002']]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['L2001¥120.50', 'L2002¥30.00']);
    expect(within(rows[0]).getByRole('link', { name: 'L2001' })).toHaveAttribute('href', '/en/user/combined-order-detail?id=L2001');
    const figures = screen.getByTestId('combine-figures');
    expect(figures).toHaveTextContent('Total due¥150.50');
    expect(figures).toHaveTextContent('Wallet balance¥500');
    expect(figures).not.toHaveTextContent('Short by');

    fireEvent.click(payAll());
    fireEvent.click(payAll());
    await waitFor(() => expect(keys).toHaveLength(1));
    release();

    const done = await screen.findByText('Payment successful');
    expect(done.closest('[role="status"]')).toHaveTextContent('2 waybills paid from your balance, ¥150.50 in all.');
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(bodies).toEqual([{ ids: ['L2001', 'L2002'] }]);
    expect(localStorage.getItem(COMBINE_PAY_KEY)).toBeNull();
    expect(screen.getByRole('link', { name: 'My waybills' })).toHaveAttribute('href', '/en/user/combined-order');
  });

  it('prefers the ids of the URL to the stored ones', async () => {
    saveCombinePay(['L9']);
    const asked = answerCalculation(calculation({ items: [{ id: 'L2001', amountDue: 120.5 }], total: 120.5 }));
    renderPay(['L2001']);
    await screen.findByRole('table');
    expect(asked).toEqual([['L2001']]);
  });

  it('keeps the key for a retry after a failure without an answer, opens the recharge dialog on 402, then pays with a new key', async () => {
    saveCombinePay(['L2001', 'L2002']);
    answerCalculation(calculation({ balance: 100, shortfall: 50.5 }));
    const keys: string[] = [];
    const answers = [
      () => HttpResponse.json({ error: { code: 'InternalError', message: 'Something broke on our side' } }, { status: 500 }),
      () => HttpResponse.json({ error: { code: 'INSUFFICIENT_BALANCE', message: 'Insufficient balance', details: '50.50' } }, { status: 402 }),
      () => HttpResponse.json(calculation()),
    ];
    server.use(
      mock.post(PAY, ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key') ?? '');
        return answers[keys.length - 1]();
      }),
    );
    renderPay();
    const figures = await screen.findByTestId('combine-figures');
    expect(figures).toHaveTextContent('Short by¥50.50');
    const recharge = within(figures).getByRole('link', { name: 'Top up' });
    const href = new URL(recharge.getAttribute('href')!, 'http://localhost');
    expect([href.pathname, href.searchParams.get('amount'), href.searchParams.get('returnTo')]).toEqual([
      '/en/user/recharge',
      '50.50',
      '/user/combine-and-pay-l?ids=L2001,L2002',
    ]);

    fireEvent.click(payAll());
    expect(await screen.findByRole('alert')).toHaveTextContent('Something broke on our side');
    await payable();

    fireEvent.click(payAll());
    const dialog = await screen.findByRole('dialog', { name: 'Insufficient balance' });
    expect(keys[1]).toBe(keys[0]);
    expect(dialog).toHaveTextContent('Your balance is ¥50.50 short.');
    expect(localStorage.getItem(COMBINE_PAY_KEY)).not.toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await payable();
    fireEvent.click(payAll());
    expect(await screen.findByText('Payment successful')).toBeInTheDocument();
    expect(keys).toHaveLength(3);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('says when nothing was chosen, and shows the refusal of ids that are not payable with a way back', async () => {
    const asked = answerCalculation(calculation());
    const { unmount } = renderPay();
    expect(await screen.findByText('No waybills chosen')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pending payment' })).toHaveAttribute('href', '/en/user/pending-payment');
    expect(asked).toEqual([]);
    unmount();

    answerCalculation({ error: { code: 'NotFound', message: 'Waybill not found' } }, 404);
    renderPay(['L404']);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('These waybills cannot be paid together');
    expect(alert).toHaveTextContent('Waybill not found');
    expect(within(alert).getByRole('link', { name: 'Pending payment' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
  });

  it('offers a retry when the figures could not be worked out, and no payment when nothing is due', async () => {
    let calls = 0;
    server.use(
      mock.post(CALCULATE, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({}, { status: 503 }) : HttpResponse.json(calculation({ items: [{ id: 'L2001', amountDue: 0 }], total: 0 }));
      }),
    );
    renderPay(['L2001']);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The amounts could not be worked out');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing is due on these waybills now.')).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveTextContent('L2001Nothing due');
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
