import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import { paymentProviders } from '@/server/modules/payments';
import { server } from '@/tests/msw/server';
import { resetBrowser, topupOf } from '@/tests/kits/recharge-test-kit';
import { TopupPanel, type TopupPanelProps } from './topup-panel';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({
  useParams: () => ({ locale: 'en', site: 'x' }),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn(), refresh, back: vi.fn(), forward: vi.fn() }),
}));
// The top progress bar fades out on timers that would outlive the test's document.
vi.mock('@/lib/api/progress', () => ({ progressStart: () => {}, progressDone: () => {} }));

const TOPUP = '/api/u/fund-management/topup/TOPUP1';
const symbols = { baseCode: 'CNY', base: '¥', pay: '¥' };
const assign = vi.fn();
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
// The QR image as the server makes it (the payments module's port): a data:image/svg+xml URL.
const QR_IMAGE = paymentProviders.qrImageUrl('weixin://wxpay/1');
const qrNext = () => ({
  kind: 'qr' as const,
  qrCode: 'weixin://wxpay/1',
  qrImageUrl: QR_IMAGE,
  expiresAt: later(15),
});

function renderPanel(props: Partial<TopupPanelProps> & Pick<TopupPanelProps, 'topup'>) {
  return render(
    <NextIntlClientProvider locale="en" messages={{ topup: en.topup, funds: en.funds, errors: en.errors }}>
      <TopupPanel symbols={symbols} fromReturn={false} returnQuery="" pollMs={20} returnWindowMs={200} {...props} />
    </NextIntlClientProvider>,
  );
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

const sleep = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

beforeEach(() => {
  resetBrowser(assign);
  refresh.mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  setVisibility('visible');
});

describe('WeChat QR code', () => {
  it('shows the code, the amount and the countdown, polls until paid, then stops', async () => {
    let reads = 0;
    server.use(
      mock.get(TOPUP, () => {
        reads += 1;
        return HttpResponse.json(reads < 3 ? topupOf({ method: 1, next: qrNext() }) : topupOf({ method: 1, status: 2, creditedAmount: 100, next: null }));
      }),
    );
    renderPanel({ topup: topupOf({ method: 1, totalPay: 100, next: qrNext() }) });
    expect(screen.getByRole('img', { name: 'WeChat Pay QR code for ¥100.00' })).toHaveAttribute('src', QR_IMAGE);
    expect(screen.getByText(/The code expires in 1[45]:\d\d\./)).toBeInTheDocument();

    expect(await screen.findByText(en.topup.success)).toBeInTheDocument();
    expect(screen.getByText('¥100.00 has been added to your wallet.')).toBeInTheDocument();
    // The page is read again once, after the success shows (a loaded machine can run this line in between).
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    const settled = reads;
    await sleep(80);
    expect(reads).toBe(settled);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('does not poll while the page is hidden, and resumes when it is shown', async () => {
    let reads = 0;
    server.use(
      mock.get(TOPUP, () => {
        reads += 1;
        return HttpResponse.json(topupOf({ method: 1, next: qrNext() }));
      }),
    );
    setVisibility('hidden');
    const { unmount } = renderPanel({ topup: topupOf({ method: 1, next: qrNext() }) });
    await sleep(80);
    expect(reads).toBe(0);
    setVisibility('visible');
    await waitFor(() => expect(reads).toBeGreaterThan(0));
    unmount();
    const atUnmount = reads;
    await sleep(80);
    expect(reads).toBeLessThanOrEqual(atUnmount + 1);
  });

  it('"I have paid" asks WeChat now and says when nothing came yet', async () => {
    const confirms: unknown[] = [];
    server.use(
      mock.get(TOPUP, () => HttpResponse.json(topupOf({ method: 1, next: qrNext() }))),
      mock.post(`${TOPUP}/confirm`, async ({ request }) => {
        confirms.push(await request.json());
        return HttpResponse.json(topupOf({ method: 1, next: qrNext() }));
      }),
    );
    renderPanel({ topup: topupOf({ method: 1, next: qrNext() }), pollMs: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: en.topup.paid }));
    expect(await screen.findByText(en.topup.notYet)).toBeInTheDocument();
    expect(confirms).toEqual([{ query: '' }]);
  });

  it('an expired code can be replaced', async () => {
    const keys: (string | null)[] = [];
    server.use(
      mock.get(TOPUP, () => HttpResponse.json(topupOf({ method: 1, next: null }))),
      mock.post(`${TOPUP}/pay`, ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return HttpResponse.json(topupOf({ method: 1, next: qrNext() }));
      }),
    );
    renderPanel({ topup: topupOf({ method: 1, next: { ...qrNext(), expiresAt: later(-1) } }), pollMs: 10_000 });
    expect(screen.getByText(en.topup.qrExpired)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: en.topup.qrNew }));
    expect(await screen.findByRole('img', { name: /WeChat Pay QR code/ })).toBeInTheDocument();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the return page', () => {
  it('confirms once with the query, polls until paid and leads back to the payment', async () => {
    window.sessionStorage.setItem('topupReturnTo:TOPUP1', '/user/combined-order?id=B1');
    const confirms: unknown[] = [];
    let reads = 0;
    server.use(
      mock.post(`${TOPUP}/confirm`, async ({ request }) => {
        confirms.push(await request.json());
        return HttpResponse.json(topupOf());
      }),
      mock.get(TOPUP, () => {
        reads += 1;
        return HttpResponse.json(reads < 2 ? topupOf() : topupOf({ status: 2, creditedAmount: 100 }));
      }),
    );
    renderPanel({ topup: topupOf(), fromReturn: true, returnQuery: 'id=TOPUP1&from=return&token=EC-1&PayerID=P1' });
    expect(screen.getByRole('status')).toHaveTextContent(en.topup.confirming);
    expect(await screen.findByText(en.topup.success)).toBeInTheDocument();
    expect(confirms).toEqual([{ query: 'id=TOPUP1&from=return&token=EC-1&PayerID=P1' }]);
    const back = screen.getByRole('link', { name: en.topup.backToPayment });
    expect(back).toHaveAttribute('href', '/en/user/combined-order?id=B1');
    // Forgotten by an effect after the success shows: under load it can follow the text by a tick.
    await waitFor(() => expect(window.sessionStorage.getItem('topupReturnTo:TOPUP1')).toBeNull());
  });

  it('not paid within the window: check again, or pay again at the provider', async () => {
    let confirms = 0;
    server.use(
      mock.post(`${TOPUP}/confirm`, () => {
        confirms += 1;
        return HttpResponse.json(topupOf());
      }),
      mock.get(TOPUP, () => HttpResponse.json(topupOf())),
      mock.post(`${TOPUP}/pay`, () => HttpResponse.json(topupOf({ next: { kind: 'redirect', url: 'https://pay.example/again' } }))),
    );
    renderPanel({ topup: topupOf(), fromReturn: true, returnQuery: 'id=TOPUP1&from=return', returnWindowMs: 60 });
    const note = await screen.findByText(en.topup.notPaid);
    expect(confirms).toBe(1);
    fireEvent.click(within(note.parentElement!).getByRole('button', { name: en.topup.checkAgain }));
    expect(await screen.findByText(en.topup.confirming)).toBeInTheDocument();
    await screen.findByText(en.topup.notPaid);
    expect(confirms).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: en.topup.payAgain }));
    fireEvent.click(screen.getByRole('button', { name: en.topup.payNow }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/again'));
  });
});

describe('cancel', () => {
  it('asks first, then closes the top-up', async () => {
    let cancelled = 0;
    server.use(
      mock.post(`${TOPUP}/cancel`, () => {
        cancelled += 1;
        return HttpResponse.json(topupOf({ status: 3 }));
      }),
    );
    const { container } = renderPanel({ topup: topupOf() });
    fireEvent.click(screen.getByRole('button', { name: en.topup.cancel }));
    const dialog = await screen.findByRole('dialog', { name: en.topup.cancelTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: en.topup.cancelKeep }));
    expect(cancelled).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: en.topup.cancel }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: en.topup.cancel }));
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(cancelled).toBe(1);
    expect(container).toBeEmptyDOMElement();
  });
});
