import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import { configureHttp } from '@/lib/api/http';
import { server } from '@/tests/msw/server';
import { DeleteCouponButton } from './delete-coupon-button';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({
  useParams: () => ({ locale: 'en', site: 'x' }),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn(), refresh, back: vi.fn(), forward: vi.fn() }),
  usePathname: () => '/en/user/coupon',
}));

function renderButton(status: number, lockedBy: string | null = null) {
  return render(
    <NextIntlClientProvider locale="en" messages={{ coupons: en.coupons }}>
      <DeleteCouponButton id="COUPON1001" name="Summer ¥20 off" status={status} lockedBy={lockedBy} />
    </NextIntlClientProvider>,
  );
}

function answer(reply: () => Response) {
  const deleted: string[] = [];
  server.use(
    mock.delete('/api/u/coupon/:id', ({ params }) => {
      deleted.push(String(params.id));
      return reply();
    }),
  );
  return deleted;
}

beforeEach(() => {
  configureHttp({ locale: 'en', messages: en.errors, navigate: vi.fn() });
  refresh.mockReset();
  document.getElementById('app-toasts')?.remove();
});

describe('<DeleteCouponButton/>', () => {
  it('gives up a usable coupon after the confirmation: DELETE, then the list is read again', async () => {
    const deleted = answer(() => HttpResponse.json({}));
    renderButton(1);
    fireEvent.click(screen.getByRole('button', { name: 'Give up Summer ¥20 off' }));
    expect(await screen.findByText('Give up this coupon?')).toBeInTheDocument();
    expect(screen.getByText('It moves to Cancelled and can no longer be used.')).toBeInTheDocument();
    expect(deleted).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Give up' }));
    expect(await screen.findByText('Coupon given up')).toBeInTheDocument();
    expect(deleted).toEqual(['COUPON1001']);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("removes a used coupon from the list; a coupon an order took meanwhile shows the server's message", async () => {
    const deleted = answer(() =>
      HttpResponse.json({ error: { code: 'COUPON_IN_USE', message: 'Order L2001 holds this coupon', details: null } }, { status: 409 }),
    );
    renderButton(10);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Summer ¥20 off from the list' }));
    expect(await screen.findByText('Remove this coupon from the list?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Order L2001 holds this coupon');
    expect(deleted).toEqual(['COUPON1001']);
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Coupon removed')).not.toBeInTheDocument();
  });

  it('cannot be used while an unpaid order holds the coupon', () => {
    const deleted = answer(() => HttpResponse.json({}));
    renderButton(1, 'L2001');
    const button = screen.getByRole('button', { name: 'Give up Summer ¥20 off' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('title', 'An unpaid order holds this coupon: pay or cancel the order first.');
    fireEvent.click(button);
    expect(screen.queryByText('Give up this coupon?')).not.toBeInTheDocument();
    expect(deleted).toEqual([]);
  });
});
