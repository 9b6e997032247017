import '@/tests/kits/server-page-mocks';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetActionPage } from '@/components/ui/test-action-page';
import { server } from '@/tests/msw/server';
import { apiCalls, renderPage, router } from '@/tests/kits/records-test-kit';
import { COMBINED_API, combinedOrderDetailFixture, combinedOrderFixture } from '@/tests/kits/combined-order-test-kit';
import { CancellablePage } from './cancellable-page';

const page = { locale: 'en', site: 'x' } as const;
const open = [
  combinedOrderFixture({ id: 'L2001', status: 10, estimatedTotal: 88, amountDue: 0 }),
  combinedOrderFixture({ id: 'L2002', status: 30, canCancel: false, cancelBlock: 'PACKING_STARTED' }),
  combinedOrderFixture({ id: 'L2003', status: 70, canCancel: false, cancelBlock: 'SHIPPED', finalTotal: 131.2 }),
];

function answer(body: object, status = 200) {
  server.use(mock.get(`${COMBINED_API}/canBeCancelled`, () => HttpResponse.json(body, { status })));
}

beforeEach(resetActionPage);

describe('<CancellablePage/>', () => {
  it('lists the open waybills with their status and fee, and Cancel or why not', async () => {
    answer({ totalCount: 3, items: open });
    await renderPage(CancellablePage(page));
    expect(apiCalls).toEqual(['/user/can-be-cancelled']);
    const table = screen.getByRole('table', { name: 'Open waybills' });
    const [first, second, third] = within(table).getAllByTestId('cancellable-row');

    expect(within(first).getByRole('link', { name: 'L2001' })).toHaveAttribute('href', '/en/user/combined-order-detail?id=L2001');
    expect(first).toHaveTextContent('Waiting for packing');
    expect(first).toHaveTextContent('¥88.00');
    expect(within(first).getByRole('button', { name: 'Cancel waybill L2001' })).toBeEnabled();

    expect(second).toHaveTextContent('Checked');
    expect(second).toHaveTextContent(
      'Cannot be cancelled: The warehouse has started packing it, so it can no longer be cancelled To cancel it, please contact customer service.',
    );
    expect(within(second).queryByRole('button')).not.toBeInTheDocument();

    expect(third).toHaveTextContent('¥131.20');
    expect(third).toHaveTextContent('Cannot be cancelled: It has already left the warehouse');
    expect(third).not.toHaveTextContent('customer service');
  });

  it('cancels with a reason and reads the page again', async () => {
    answer({ totalCount: 1, items: [open[0]] });
    const sent: { id: string; body: unknown }[] = [];
    server.use(
      mock.put('/api/u/combinedOrder/cancelCombinedOrder/:id', async ({ request, params }) => {
        sent.push({ id: String(params.id), body: await request.json() });
        return HttpResponse.json(combinedOrderDetailFixture({ id: 'L2001', status: 210, canCancel: false, cancelBlock: 'CANCELED' }));
      }),
    );
    await renderPage(CancellablePage(page));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel waybill L2001' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Reason for cancelling'), { target: { value: '  Wrong address ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the waybill' }));
    await waitFor(() => expect(sent).toEqual([{ id: 'L2001', body: { reason: 'Wrong address' } }]));
    await waitFor(() => expect(router.refresh).toHaveBeenCalled());
    expect(await screen.findByText('Waybill L2001 is cancelled')).toBeInTheDocument();
  });

  it('says when nothing is open, and shows a failure instead of a blank page', async () => {
    answer({ totalCount: 0, items: [] });
    const { unmount } = await renderPage(CancellablePage(page));
    const empty = screen.getByRole('status');
    expect(empty).toHaveTextContent('No open waybills');
    expect(within(empty).getByRole('link', { name: 'My waybills' })).toHaveAttribute('href', '/en/user/combined-order');
    unmount();

    answer({}, 500);
    await renderPage(CancellablePage(page));
    expect(screen.getByRole('alert')).toHaveTextContent('Loading failed');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
