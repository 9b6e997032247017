import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import { configureHttp } from '@/lib/api/http';
import { server } from '@/tests/msw/server';
import { combinedOrderDetailFixture, combinedOrderFixture } from '@/tests/kits/combined-order-test-kit';
import { PayCombinedOrderButton } from './pay-combined-order-button';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({
  useParams: () => ({ locale: 'en', site: 'x' }),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn(), refresh, back: vi.fn(), forward: vi.fn() }),
  usePathname: () => '/en/user/combined-order',
}));

const PAY = '/api/u/logistics-management/logistics-order/:id/pay';
const messages = { combinedOrder: en.combinedOrder, errors: en.errors, recharge: en.recharge };

function renderButton(onPaid = vi.fn(), overrides: Parameters<typeof combinedOrderFixture>[0] = {}) {
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <PayCombinedOrderButton combinedOrder={combinedOrderFixture(overrides)} symbol="¥" onPaid={onPaid} returnTo="/en/user/combined-order?status=60" />
    </NextIntlClientProvider>,
  );
  return onPaid;
}

/** Records each request's Idempotency-Key and answers in turn. */
function answers(...replies: (() => Response)[]) {
  const keys: string[] = [];
  server.use(
    mock.post(PAY, ({ request, params }) => {
      expect(params.id).toBe('L2001');
      keys.push(request.headers.get('Idempotency-Key') ?? '');
      return replies[Math.min(keys.length, replies.length) - 1]();
    }),
  );
  return keys;
}

const button = () => screen.getByRole('button', { name: 'Pay waybill L2001 (¥120.50)' });
// Ready again once the payment has settled: enabled, no longer busy.
const ready = () =>
  waitFor(() => {
    expect(button()).toBeEnabled();
    expect(button()).not.toHaveAttribute('aria-busy');
  });

/** Press "Pay", read the confirmation, confirm. */
async function payOnce() {
  fireEvent.click(button());
  const confirm = await screen.findByRole('dialog', { name: 'Pay waybill L2001?' });
  expect(confirm).toHaveAccessibleDescription('¥120.50 will be taken from your wallet balance.');
  fireEvent.click(within(confirm).getByRole('button', { name: 'Pay now' }));
}

beforeEach(() => {
  configureHttp({ locale: 'en', messages: en.errors, navigate: vi.fn() });
  refresh.mockReset();
  document.getElementById('app-toasts')?.remove();
});

describe('<PayWaybillButton/>', () => {
  it('asks first with the amount, pays with an Idempotency-Key, then says so and reads the page again', async () => {
    const paid = combinedOrderDetailFixture({ status: 10, amountDue: 0, canPay: false });
    const keys = answers(() => HttpResponse.json(paid));
    const onPaid = renderButton();

    fireEvent.click(button());
    const confirm = await screen.findByRole('dialog', { name: 'Pay waybill L2001?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Not now' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(keys).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await payOnce();
    expect(await screen.findByRole('status')).toHaveTextContent('Waybill L2001 is paid');
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(onPaid).toHaveBeenCalledWith(paid);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('keeps the key on a retry after a network error, opens the recharge dialog on 402, and takes a new key after it', async () => {
    const keys = answers(
      () => HttpResponse.error(),
      () => HttpResponse.json({ error: { code: 'INSUFFICIENT_BALANCE', message: 'Insufficient balance', details: '20.50' } }, { status: 402 }),
      () => HttpResponse.json(combinedOrderDetailFixture({ amountDue: 0, canPay: false })),
    );
    const onPaid = renderButton();

    await payOnce();
    expect(await screen.findByRole('alert')).toHaveTextContent(en.errors.requestMsg);
    await ready();

    await payOnce();
    const dialog = await screen.findByRole('dialog', { name: 'Insufficient balance' });
    expect(keys[1]).toBe(keys[0]);
    expect(dialog).toHaveTextContent('Your balance is ¥20.50 short');
    const recharge = within(dialog).getByRole('link', { name: 'Top up now' });
    expect(recharge.getAttribute('href')).toBe(`/en/user/recharge?amount=20.50&returnTo=${encodeURIComponent('/user/combined-order?status=60')}`);
    expect(onPaid).not.toHaveBeenCalled();
    expect(refresh).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await ready();
    await payOnce();
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(keys).toHaveLength(3);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('shows the server refusal and reads the page again when the waybill is paid already', async () => {
    answers(() => HttpResponse.json({ error: { code: 'ALREADY_PAID', message: 'This waybill is already paid', details: null } }, { status: 409 }));
    renderButton();
    await payOnce();
    expect(await screen.findByRole('alert')).toHaveTextContent('This waybill is already paid');
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
  });

  it('renders nothing when the waybill cannot be paid', () => {
    renderButton(vi.fn(), { canPay: false });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
