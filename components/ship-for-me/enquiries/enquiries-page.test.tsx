import '@/tests/kits/server-page-mocks';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import { EnquirySchema } from '@/lib/contract/schemas/ship-for-me';
import type { Enquiry } from '@/lib/contract/wire';
import { serverGood } from '@/components/ship-for-me/good/test-goods';
import { resetActionPage } from '@/components/ui/test-action-page';
import { server } from '@/tests/msw/server';
import { API, answerGet, apiCalls, NOT_FOUND, renderPage, router } from '@/tests/kits/records-test-kit';
import { EnquiriesPage } from './enquiries-page';

vi.mock('@/lib/api/progress', () => ({ progressStart: () => {}, progressDone: () => {} }));

const T = en.shipForMeEnquiry;
const page = { locale: 'en', site: 'x' } as const;
const ENQUIRIES = `${API}/api/u/ship-for-me/enquiries`;
const ID = 'Q17409600000000042';

/** An enquiry as the backend answers it (enquiry-wire.ts), checked by the contract's schema. */
function enquiry(overrides: Partial<Enquiry> = {}): Enquiry {
  return EnquirySchema.parse({
    id: ID,
    status: 20,
    warehouseId: 'W1',
    warehouseName: 'Guangzhou warehouse',
    addressId: 'A1',
    addressText: 'Alice Chen, +1 2135550100, 100 Main Street, Los Angeles, California, United States 90001',
    remark: 'Gift wrap, please',
    goods: [serverGood({ id: 'G1', status: 30, enquiryId: ID }), serverGood({ id: 'G2', status: 30, enquiryId: ID, title: 'Saucer' })],
    answer: {
      methodId: 'M1',
      methodName: 'US Express',
      estimatedWeight: 1.5,
      total: 186.4,
      currency: 'CNY',
      note: 'Packed in one box',
      answeredAt: '2026-03-02T09:00:00.000Z',
    },
    closedReason: null,
    orderId: null,
    createdAt: '2026-03-01T08:00:00.000Z',
    ...overrides,
  });
}

const notFoundBody = { error: { code: 'NotFound', message: 'The enquiry does not exist.', details: null, validationErrors: null } };

beforeEach(resetActionPage);

describe('<EnquiriesPage/> with ?id=', () => {
  it('shows an answered enquiry: the answer with its fee, Accept and ship for its goods, and Decline', async () => {
    answerGet(`${ENQUIRIES}/${ID}`, enquiry());
    await renderPage(EnquiriesPage({ ...page, search: { id: ID } }));
    expect(apiCalls).toEqual([`/ship-for-me/enquiries?id=${ID}`]);
    expect(screen.getByRole('heading', { level: 1, name: `Enquiry ${ID}` })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: en.shipForMe.nav.label });
    expect(within(nav).getByRole('link', { name: en.shipForMe.nav.enquiries })).toHaveAttribute('aria-current', 'true');
    const detail = screen.getByTestId('enquiry-detail');
    expect(within(detail).getByTestId('enquiry-status')).toHaveTextContent('Answered');
    expect(detail).toHaveTextContent('WarehouseGuangzhou warehouse');
    expect(detail).toHaveTextContent('Delivery addressAlice Chen, +1 2135550100, 100 Main Street');
    expect(detail).toHaveTextContent('RemarkGift wrap, please');

    const answer = screen.getByRole('region', { name: T.answer.title });
    expect(answer).toHaveTextContent('Shipping methodUS Express');
    expect(answer).toHaveTextContent('Expected weight1.5 kg');
    expect(answer).toHaveTextContent('Fee¥186.40');
    expect(answer).toHaveTextContent('Note from the warehousePacked in one box');
    expect(screen.getByRole('link', { name: T.accept })).toHaveAttribute('href', `/en/ship-for-me/send?step=order&goods=G1,G2&enquiry=${ID}`);
    expect(screen.getByRole('button', { name: T.decline.button })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Goods (2)' })).getAllByTestId('good-summary')).toHaveLength(2);
  });

  it('declines after the confirm, with the optional reason, and reads the page again', async () => {
    answerGet(`${ENQUIRIES}/${ID}`, enquiry());
    let sent: unknown;
    server.use(
      mock.post(`/api/u/ship-for-me/enquiries/${ID}/close`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(enquiry({ status: 40, closedReason: 'Too expensive' }));
      }),
    );
    await renderPage(EnquiriesPage({ ...page, search: { id: ID } }));
    fireEvent.click(screen.getByRole('button', { name: T.decline.button }));
    const dialog = await screen.findByRole('dialog', { name: T.decline.title });
    expect(dialog).toHaveTextContent(T.decline.explain);
    fireEvent.change(within(dialog).getByLabelText(T.reason), { target: { value: '  Too expensive ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: T.decline.ok }));
    await waitFor(() => expect(router.refresh).toHaveBeenCalled());
    expect(sent).toEqual({ reason: 'Too expensive' });
    expect(document.getElementById('app-toasts')).toHaveTextContent(T.decline.done);
  });

  it('offers no accept on an open enquiry (it can be withdrawn), and the order of an accepted one', async () => {
    answerGet(`${ENQUIRIES}/${ID}`, enquiry({ status: 10, answer: null }));
    const open = await renderPage(EnquiriesPage({ ...page, search: { id: ID } }));
    expect(screen.getByText(T.waiting)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: T.accept })).toBeNull();
    expect(screen.getByRole('button', { name: T.withdraw.button })).toBeInTheDocument();
    open.unmount();

    answerGet(`${ENQUIRIES}/${ID}`, enquiry({ status: 30, orderId: 'L20260303001' }));
    await renderPage(EnquiriesPage({ ...page, search: { id: ID } }));
    expect(screen.queryByRole('link', { name: T.accept })).toBeNull();
    expect(screen.queryByRole('button', { name: T.decline.button })).toBeNull();
    expect(screen.getByRole('link', { name: 'View order L20260303001' })).toHaveAttribute('href', '/en/user/combined-order-detail?id=L20260303001');
  });

  it('is a 404 for an unknown or another member’s id, and a retry when the read fails', async () => {
    answerGet(`${ENQUIRIES}/Q404`, notFoundBody, 404);
    await expect(EnquiriesPage({ ...page, search: { id: 'Q404' } })).rejects.toThrow(NOT_FOUND);

    answerGet(`${ENQUIRIES}/${ID}`, { error: { code: 'Boom', message: 'Server error', details: null, validationErrors: null } }, 500);
    await renderPage(EnquiriesPage({ ...page, search: { id: ID } }));
    expect(screen.getByRole('alert')).toHaveTextContent(T.loadFailed);
    expect(within(screen.getByRole('alert')).getByRole('button', { name: T.retry })).toBeInTheDocument();
  });
});

describe('<EnquiriesPage/> list', () => {
  it('lists the enquiries of a status tab, each leading to its page', async () => {
    const sent = answerGet(ENQUIRIES, { totalCount: 1, items: [enquiry()] });
    await renderPage(EnquiriesPage({ ...page, search: { status: '20' } }));
    expect(sent).toEqual([{ maxResultCount: '10', skipCount: '0', status: '20' }]);
    const tabs = within(screen.getByRole('navigation', { name: T.tabsLabel })).getAllByRole('link');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-current')])).toEqual([
      ['All', null],
      ['Awaiting answer', null],
      ['Answered', 'page'],
      ['Accepted', null],
      ['Closed', null],
    ]);
    expect(tabs[0]).toHaveAttribute('href', '/en/ship-for-me/enquiries');
    const card = screen.getByTestId('enquiry-card');
    expect(within(card).getByRole('link', { name: `Enquiry ${ID}` })).toHaveAttribute('href', `/en/ship-for-me/enquiries?id=${ID}`);
    expect(card).toHaveTextContent('2 goods: Tea cup');
    expect(card).toHaveTextContent('Answered: US Express ¥186.40');
    const nav = screen.getByRole('navigation', { name: en.shipForMe.nav.label });
    expect(within(nav).getByRole('link', { name: en.shipForMe.nav.enquiries })).toHaveAttribute('aria-current', 'page');
  });

  it('leads to the cart when there is no enquiry yet, and retries a failed read', async () => {
    answerGet(ENQUIRIES, { totalCount: 0, items: [] });
    const empty = await renderPage(EnquiriesPage({ ...page, search: {} }));
    expect(screen.getByRole('status')).toHaveTextContent(T.empty);
    expect(within(screen.getByRole('status')).getByRole('link', { name: T.toCart })).toHaveAttribute('href', '/en/ship-for-me/cart');
    empty.unmount();

    answerGet(ENQUIRIES, { error: { code: 'Boom', message: 'Server error', details: null, validationErrors: null } }, 500);
    await renderPage(EnquiriesPage({ ...page, search: {} }));
    expect(screen.getByRole('alert')).toHaveTextContent(T.loadFailed);
  });
});
