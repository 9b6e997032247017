import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import { configureHttp } from '@/lib/api/http';
import { server } from '@/tests/msw/server';
import { ReceiveButton } from './receive-button';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({
  useParams: () => ({ locale: 'en', site: 'x' }),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn(), refresh, back: vi.fn(), forward: vi.fn() }),
  usePathname: () => '/en/user/coupon-center',
}));

const RECEIVE = '/api/u/coupon/:id/toReceiveCoupon';
const held = { id: 'COUPON1001', status: 1 };

function renderButton(pointsCost: number | null = null) {
  return render(
    <NextIntlClientProvider locale="en" messages={{ coupons: en.coupons }}>
      <ReceiveButton offerId="TPL1" name="Summer ¥20 off" pointsCost={pointsCost} />
    </NextIntlClientProvider>,
  );
}

/** Records each request's Idempotency-Key and answers in turn. */
function answers(...replies: (() => Response)[]) {
  const keys: string[] = [];
  server.use(
    mock.post(RECEIVE, ({ request, params }) => {
      expect(params.id).toBe('TPL1');
      keys.push(request.headers.get('Idempotency-Key') ?? '');
      return replies[Math.min(keys.length, replies.length) - 1]();
    }),
  );
  return keys;
}

const button = () => screen.getByRole('button', { name: 'Receive Summer ¥20 off' });
// antd drops its own loading state an effect after the prop: until then a click is ignored.
const ready = () =>
  waitFor(() => {
    expect(button()).toBeEnabled();
    expect(button()).not.toHaveClass('ant-btn-loading');
  });

beforeEach(() => {
  configureHttp({ locale: 'en', messages: en.errors, navigate: vi.fn() });
  refresh.mockReset();
  document.getElementById('app-toasts')?.remove();
});

describe('<ReceiveButton/>', () => {
  it('sends an Idempotency-Key, keeps it on a retry after a network error, and takes a new one for the next click', async () => {
    const keys = answers(
      () => HttpResponse.error(),
      () => HttpResponse.json(held),
      () => HttpResponse.json(held),
    );
    renderButton();

    fireEvent.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent(en.errors.requestMsg);
    expect(refresh).not.toHaveBeenCalled();
    await ready();

    fireEvent.click(button());
    expect(await screen.findByText('Received: Summer ¥20 off')).toBeInTheDocument();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);

    await ready();
    fireEvent.click(button());
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('sends one request however often it is pressed, disabled while it runs', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const keys: string[] = [];
    server.use(
      mock.post(RECEIVE, async ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key') ?? '');
        await gate;
        return HttpResponse.json(held);
      }),
    );
    renderButton();
    fireEvent.click(button());
    fireEvent.click(button());
    await waitFor(() => expect(button()).toBeDisabled());
    release();
    expect(await screen.findByText('Received: Summer ¥20 off')).toBeInTheDocument();
    expect(keys).toHaveLength(1);
  });

  it("shows the server's message when the offer cannot be received, reads the page again to show why, and starts afresh", async () => {
    const keys = answers(
      () => HttpResponse.json({ error: { code: 'IDEMPOTENCY_IN_PROGRESS', message: 'Still working on it', details: null } }, { status: 409 }),
      () => HttpResponse.json({ error: { code: 'LIMIT_REACHED', message: 'You already have 2 of this coupon', details: null } }, { status: 409 }),
      () => HttpResponse.json(held),
    );
    renderButton();
    fireEvent.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent('Still working on it');
    expect(refresh).not.toHaveBeenCalled();
    await ready();
    document.getElementById('app-toasts')?.remove();

    fireEvent.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent('You already have 2 of this coupon');
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    expect(keys[1]).toBe(keys[0]);
    expect(screen.queryByText(/Received:/)).not.toBeInTheDocument();

    await ready();
    fireEvent.click(button());
    expect(await screen.findByText('Received: Summer ¥20 off')).toBeInTheDocument();
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('exchanges points only after the confirmation', async () => {
    const keys = answers(() =>
      HttpResponse.json({ error: { code: 'NOT_ENOUGH_POINTS', message: 'Not enough points: 500 needed', details: null } }, { status: 409 }),
    );
    renderButton(500);
    fireEvent.click(screen.getByRole('button', { name: 'Exchange 500 points for Summer ¥20 off' }));
    expect(await screen.findByText('Exchange 500 points for this coupon?')).toBeInTheDocument();
    expect(keys).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Exchange' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not enough points: 500 needed');
    expect(keys).toHaveLength(1);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
