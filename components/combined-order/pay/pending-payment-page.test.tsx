import '@/tests/kits/server-page-mocks';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/tests/msw/server';
import { apiCalls, renderPage, router } from '@/tests/kits/records-test-kit';
import { LOGISTICS_API, combinedOrderFixture, combinedOrderListFixture } from '@/tests/kits/combined-order-test-kit';
import { COMBINE_PAY_KEY, readCombinePay } from './combine-pay-ids';
import { PendingPaymentPage } from './pending-payment-page';

const page = { locale: 'en', site: 'x' } as const;
const due = [
  combinedOrderFixture({ id: 'L2001', amountDue: 120.5 }),
  combinedOrderFixture({ id: 'L2002', amountDue: 30, paymentTiming: 20, finalTotal: 30, createdAt: '2026-03-03T08:00:00.000Z' }),
  combinedOrderFixture({ id: 'L2003', amountDue: 12.25, paymentTiming: 10, finalTotal: 132.75, deliveryMode: 2 }),
];

function answer(body: object, status = 200) {
  const sent: unknown[] = [];
  server.use(
    mock.post(`${LOGISTICS_API}/list`, async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json(body, { status });
    }),
  );
  return sent;
}

const rows = () => screen.getAllByTestId('pending-row');

beforeEach(() => {
  apiCalls.length = 0;
  router.push.mockReset();
  localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('<PendingPaymentPage/>', () => {
  it('lists the Unpaid waybills with why each is due, the amount, and Pay', async () => {
    const sent = answer(combinedOrderListFixture(due));
    await renderPage(PendingPaymentPage({ ...page, search: { page: '1' } }));
    expect(sent).toEqual([{ status: 60, skipCount: 0, maxResultCount: 20 }]);
    expect(apiCalls).toEqual(['/user/pending-payment?page=1']);
    expect(screen.getByRole('heading', { level: 1, name: 'Pending payment' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Waybills waiting for payment' })).toBeInTheDocument();

    const [first, second, third] = rows();
    expect(within(first).getByRole('link', { name: 'L2001' })).toHaveAttribute('href', '/en/user/combined-order-detail?id=L2001');
    expect(first).toHaveTextContent('Pay before packing: the shipping fee');
    expect(first).toHaveTextContent('¥120.50');
    expect(within(first).getByRole('button', { name: 'Pay waybill L2001 (¥120.50)' })).toBeEnabled();
    expect(second).toHaveTextContent('Pack first, pay later: the fee after weighing');
    expect(third).toHaveTextContent('Difference after weighing');
    expect(within(third).getByRole('link', { name: 'L2003' })).toHaveAttribute('href', '/en/user/order-detail?id=L2003');
    expect(third).toHaveTextContent('¥12.25');
    expect(screen.getAllByRole('link', { name: 'My waybills' })[0]).toHaveAttribute('href', '/en/user/combined-order');
  });

  it('pays several together: the selection is stored in lsCombinePay and the combined payment opens', async () => {
    answer(combinedOrderListFixture(due));
    await renderPage(PendingPaymentPage({ ...page, search: {} }));
    expect(screen.queryByTestId('pay-selection')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select waybill L2001' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select waybill L2003' }));
    const bar = await screen.findByRole('region', { name: 'Selected waybills' });
    expect(bar).toHaveTextContent('2 waybills selected, ¥132.75 in all');

    fireEvent.click(within(bar).getByRole('button', { name: 'Pay selected' }));
    expect(readCombinePay()).toEqual(['L2001', 'L2003']);
    expect(router.push).toHaveBeenCalledWith('/en/user/combine-and-pay-l', undefined);

    fireEvent.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    await waitFor(() => expect(screen.queryByTestId('pay-selection')).not.toBeInTheDocument());
    expect(localStorage.getItem(COMBINE_PAY_KEY)).not.toBeNull();
  });

  it('a waybill that cannot be paid now cannot be selected or paid', async () => {
    answer(combinedOrderListFixture([combinedOrderFixture({ id: 'L3001', canPay: false })]));
    await renderPage(PendingPaymentPage({ ...page, search: {} }));
    expect(screen.getByRole('checkbox', { name: 'Select waybill L3001' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Pay waybill L3001/ })).not.toBeInTheDocument();
  });

  it('says when there is nothing to pay, and shows a failure instead of a blank page', async () => {
    answer(combinedOrderListFixture([], []));
    const { unmount } = await renderPage(PendingPaymentPage({ ...page, search: {} }));
    const empty = screen.getByRole('status');
    expect(empty).toHaveTextContent('Nothing to pay');
    expect(within(empty).getByRole('link', { name: 'My waybills' })).toHaveAttribute('href', '/en/user/combined-order');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    unmount();

    answer({}, 500);
    await renderPage(PendingPaymentPage({ ...page, search: {} }));
    expect(screen.getByRole('alert')).toHaveTextContent('Loading failed');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
