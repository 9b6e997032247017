import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import { configureHttp } from '@/lib/api/http';
import { server } from '@/tests/msw/server';
import { transhipmentDetailFixture, transhipmentFixture } from '@/tests/kits/transhipment-order-test-kit';
import { TranshipmentActions } from './transhipment-actions';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({
  useParams: () => ({ locale: 'en', site: 'x' }),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn(), refresh, back: vi.fn(), forward: vi.fn() }),
  usePathname: () => '/en/user/order-detail',
}));

const CANCEL = '/api/u/cancelOrder/cancelOrder';
const SIGN = '/api/u/order/:id/completedSignFor';
const PAY = '/api/u/logistics-management/logistics-order/:id/pay';
const messages = { transhipmentOrder: en.transhipmentOrder, combinedOrder: en.combinedOrder, errors: en.errors, recharge: en.recharge };

function renderActions(overrides: Parameters<typeof transhipmentFixture>[0] = {}) {
  return render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <TranshipmentActions order={transhipmentFixture(overrides)} symbol="¥" />
    </NextIntlClientProvider>,
  );
}

/** Records each request's body and Idempotency-Key and answers in turn. */
function capture(method: 'put' | 'post', path: string, ...replies: (() => Response)[]) {
  const calls: { body: unknown; key: string | null; id?: string }[] = [];
  server.use(
    mock[method](path, async ({ request, params }) => {
      calls.push({ body: await request.json(), key: request.headers.get('Idempotency-Key'), id: params.id as string | undefined });
      return replies[Math.min(calls.length, replies.length) - 1]();
    }),
  );
  return calls;
}

const reason = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'Reason for cancelling' });

beforeEach(() => {
  configureHttp({ locale: 'en', messages: en.errors, navigate: vi.fn() });
  refresh.mockReset();
  document.getElementById('app-toasts')?.remove();
});

describe('<TranshipmentActions/>', () => {
  it('offers what the flags allow, named for the transhipment order', () => {
    const { unmount } = renderActions({ canPay: true, amountDue: 64, canEdit: true, canCancel: true });
    const group = screen.getByRole('group', { name: 'Actions for transhipment order L3001' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Pay transhipment order L3001 (¥64.00)', 'Cancel transhipment order L3001']);
    expect(within(group).getByRole('link', { name: 'Edit transhipment order L3001' })).toHaveAttribute('href', '/en/user/order-detail?view=edit&id=L3001');
    unmount();

    const { container } = renderActions({ status: 200, canPay: false, canEdit: false, canCancel: false, canSign: false });
    expect(container).toBeEmptyDOMElement();
  });

  it('pays through the logistics-order pay call of the same L id', async () => {
    const calls = capture('post', PAY, () => HttpResponse.json(transhipmentDetailFixture({ amountDue: 0, canPay: false })));
    renderActions({ status: 60, canPay: true, amountDue: 64, canCancel: false, canEdit: false });
    fireEvent.click(screen.getByRole('button', { name: 'Pay transhipment order L3001 (¥64.00)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Pay transhipment order L3001?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('Transhipment order L3001 is paid')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0].id).toBe('L3001');
    expect(calls[0].key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('cancels with the reason posted to /api/u/cancelOrder/cancelOrder, a fresh Idempotency-Key per attempt', async () => {
    const calls = capture(
      'post',
      CANCEL,
      () => HttpResponse.json({ error: { code: 'ORDER_WRONG_STATE', message: 'The parcel has left the warehouse', details: null } }, { status: 409 }),
      () => HttpResponse.json(transhipmentDetailFixture({ status: 210, canCancel: false })),
    );
    renderActions({ canEdit: false });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel transhipment order L3001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel transhipment order L3001' });
    expect(dialog).toHaveTextContent('the parcel stays in your account so you can ship it again');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    expect(await within(dialog).findByText('Please give a reason for the cancellation')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);

    fireEvent.change(reason(dialog), { target: { value: '  Wrong address  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The parcel has left the warehouse');
    expect(refresh).not.toHaveBeenCalled();

    // A refusal is a final answer: the next press is a new attempt. antd drops its loading state an effect
    // after the prop (a click before is ignored); its spinner fades out later still (hence the looser name).
    const ok = within(dialog).getByRole('button', { name: /Cancel the order$/ });
    await waitFor(() => expect(ok).not.toHaveClass('ant-btn-loading'));
    fireEvent.click(ok);
    expect(await screen.findByText('Transhipment order L3001 is cancelled')).toBeInTheDocument();
    expect(calls.map((call) => call.body)).toEqual([
      { id: 'L3001', reason: 'Wrong address' },
      { id: 'L3001', reason: 'Wrong address' },
    ]);
    expect(calls[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls[1].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls[1].key).not.toBe(calls[0].key);
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
  });

  it('confirms receipt with the rating and comment through the transhipment sign call', async () => {
    const calls = capture('put', SIGN, () => HttpResponse.json(transhipmentDetailFixture({ status: 80, canSign: false, pointsEarned: 41 })));
    renderActions({ status: 70, canEdit: false, canCancel: false, canSign: true });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm receipt of transhipment order L3001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm receipt of transhipment order L3001' });
    fireEvent.click(within(dialog).getByRole('radio', { name: '5 stars: Excellent' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Comment (optional)' }), { target: { value: ' Fast ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm receipt' }));
    expect(await screen.findByText('Receipt of transhipment order L3001 confirmed: 41 points credited')).toBeInTheDocument();
    expect(calls.map((call) => [call.id, call.body])).toEqual([['L3001', { rating: 5, comment: 'Fast' }]]);
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
  });
});
