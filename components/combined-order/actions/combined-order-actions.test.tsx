import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import { configureHttp } from '@/lib/api/http';
import { server } from '@/tests/msw/server';
import { combinedOrderDetailFixture, combinedOrderFixture } from '@/tests/kits/combined-order-test-kit';
import { CombinedOrderActions } from './combined-order-actions';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({
  useParams: () => ({ locale: 'en', site: 'x' }),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn(), refresh, back: vi.fn(), forward: vi.fn() }),
  usePathname: () => '/en/user/combined-order-detail',
}));

const CANCEL = '/api/u/combinedOrder/cancelCombinedOrder/:id';
const SIGN = '/api/u/logistics-management/logistics-order/:id/sign-and-review';
const messages = { combinedOrder: en.combinedOrder, errors: en.errors, recharge: en.recharge };

function renderActions(overrides: Parameters<typeof combinedOrderFixture>[0] = {}) {
  return render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <CombinedOrderActions combinedOrder={combinedOrderFixture(overrides)} symbol="¥" />
    </NextIntlClientProvider>,
  );
}

function capture(method: 'put' | 'post', path: string, reply: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    mock[method](path, async ({ request, params }) => {
      expect(params.id).toBe('L2001');
      bodies.push(await request.json());
      return reply();
    }),
  );
  return bodies;
}

beforeEach(() => {
  configureHttp({ locale: 'en', messages: en.errors, navigate: vi.fn() });
  refresh.mockReset();
  document.getElementById('app-toasts')?.remove();
});

describe('<WaybillActions/>', () => {
  it('offers what the flags allow, in one named group', () => {
    const { unmount } = renderActions({ canPay: true, canCancel: true, canAdd: true, canSign: false });
    const group = screen.getByRole('group', { name: 'Actions for waybill L2001' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Pay waybill L2001 (¥120.50)', 'Cancel waybill L2001']);
    expect(within(group).getByRole('link', { name: 'Add parcels to waybill L2001' })).toHaveAttribute(
      'href',
      '/en/user/add-to-submitted-transfer-order?id=L2001',
    );
    unmount();

    renderActions({ status: 70, canPay: false, canCancel: false, canAdd: false, canSign: true });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Confirm receipt']);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('renders nothing when no action is allowed', () => {
    const { container } = renderActions({ status: 200, canPay: false, canCancel: false, canAdd: false, canSign: false });
    expect(container).toBeEmptyDOMElement();
  });
});

describe('<CancelWaybillButton/>', () => {
  it('explains what cancelling does, requires a reason, and sends it trimmed', async () => {
    const bodies = capture('put', CANCEL, () => HttpResponse.json(combinedOrderDetailFixture({ status: 210, canCancel: false })));
    renderActions({ canPay: false, canAdd: false });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel waybill L2001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel waybill L2001' });
    expect(dialog).toHaveTextContent('Any money paid goes back to your wallet, the coupon and points used are released, and the parcels go back in stock');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the waybill' }));
    expect(await within(dialog).findByText('Please give a reason for the cancellation')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason for cancelling' }), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the waybill' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bodies).toEqual([]);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason for cancelling' }), { target: { value: '  Wrong address  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the waybill' }));
    expect(await screen.findByText('Waybill L2001 is cancelled')).toBeInTheDocument();
    expect(bodies).toEqual([{ reason: 'Wrong address' }]);
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
  });

  it("keeps the dialog open with the server's refusal", async () => {
    capture('put', CANCEL, () => HttpResponse.json({ error: { code: 'WAYBILL_WRONG_STATE', message: 'Packing has started', details: null } }, { status: 409 }));
    renderActions({ canPay: false, canAdd: false });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel waybill L2001' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason for cancelling' }), { target: { value: 'Changed my mind' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the waybill' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Packing has started');
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe('<SignWaybillButton/>', () => {
  const signable = { status: 70, canPay: false, canCancel: false, canAdd: false, canSign: true };

  it('requires a rating, sends it with the comment, and says how many points were credited', async () => {
    const bodies = capture('post', SIGN, () => HttpResponse.json(combinedOrderDetailFixture({ status: 80, canSign: false, pointsEarned: 121 })));
    renderActions(signable);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm receipt of waybill L2001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm receipt of waybill L2001' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm receipt' }));
    expect(await within(dialog).findByText('Please choose a rating')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bodies).toEqual([]);

    const stars = within(within(dialog).getByRole('radiogroup', { name: 'Your rating' })).getAllByRole('radio');
    expect(stars.map((star) => star.getAttribute('aria-label'))).toEqual([
      '1 star: Very poor',
      '2 stars: Poor',
      '3 stars: Fair',
      '4 stars: Good',
      '5 stars: Excellent',
    ]);
    fireEvent.click(within(dialog).getByRole('radio', { name: '4 stars: Good' }));
    expect(within(dialog).getByRole('radio', { name: '4 stars: Good' })).toBeChecked();
    expect(within(dialog).getByText('Good')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Comment (optional)' }), { target: { value: ' Quick and safe ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm receipt' }));

    expect(await screen.findByText('Receipt of waybill L2001 confirmed: 121 points credited')).toBeInTheDocument();
    expect(bodies).toEqual([{ rating: 4, comment: 'Quick and safe' }]);
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
  });

  it("shows the server's refusal, or the fallback text, in the dialog", async () => {
    capture('post', SIGN, () => HttpResponse.json({}, { status: 500 }));
    renderActions(signable);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm receipt of waybill L2001' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: '5 stars: Excellent' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm receipt' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(en.errors.confirmReceiptFailed);
    expect(refresh).not.toHaveBeenCalled();
  });
});
