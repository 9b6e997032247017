import '@/tests/kits/server-page-mocks';
import { screen, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import { EnquirySchema } from '@/lib/contract/schemas/ship-for-me';
import { goodList, serverGood } from '@/components/ship-for-me/good/test-goods';
import { warehouseListHandler } from '@/components/ship-for-me/test-warehouses';
import { server } from '@/tests/msw/server';
import { API, answerGet, apiCalls, NOT_FOUND, renderPage } from '@/tests/kits/records-test-kit';
import { addressFixture } from '@/tests/kits/combined-order-submit-test-kit';
import { SendPage } from './send-page';

vi.mock('./order-step', () => ({
  OrderStep: (props: { goodsIds: string[]; enquiryId: string | null }) => <p data-testid="order-step">{JSON.stringify(props)}</p>,
}));

const T = en.shipForMeCart.send;
const page = { locale: 'en', site: 'x' } as const;
const ENQUIRIES = `${API}/api/u/ship-for-me/enquiries`;
/** An answered enquiry as the backend answers it (checked by the contract's schema). */
const answeredEnquiry = EnquirySchema.parse({
  id: 'Q1',
  status: 20,
  warehouseId: 'W1',
  warehouseName: 'Guangzhou warehouse',
  addressId: 'A1',
  addressText: 'Alice Chen, 100 Main Street, Los Angeles, United States 90001',
  remark: '',
  goods: [serverGood({ id: 'G1', status: 30, enquiryId: 'Q1' }), serverGood({ id: 'G2', status: 30, enquiryId: 'Q1' })],
  answer: { methodId: 'M1', methodName: 'US Express', estimatedWeight: 1.5, total: 186.4, currency: 'CNY', note: '', answeredAt: '2026-03-02T09:00:00.000Z' },
  closedReason: null,
  orderId: null,
  createdAt: '2026-03-01T08:00:00.000Z',
});
const cart = goodList([
  serverGood({ id: 'G1' }),
  serverGood({ id: 'G2', shopName: 'Shoe shop', title: 'Sneakers' }),
  serverGood({ id: 'G9', title: 'Not chosen' }),
]);

function answer({ goods = cart, goodsStatus = 200 }: { goods?: object; goodsStatus?: number } = {}) {
  server.use(
    mock.post(`${API}/api/u/ship-for-me/goods/list`, () => HttpResponse.json(goods, { status: goodsStatus })),
    warehouseListHandler(),
    mock.get(`${API}/api/u/transportMode/logisticsCompanyList`, () => HttpResponse.json({ totalCount: 1, items: [{ code: 'SF', name: 'SF Express' }] })),
    mock.post(`${API}/api/u/user/address/list`, () => HttpResponse.json({ totalCount: 1, items: [addressFixture('A1', { isDefault: true })] })),
  );
}

beforeEach(() => {
  apiCalls.length = 0;
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('<SendPage/>', () => {
  it('step=forecast: the chosen goods still in the cart as packages, the ones gone counted, the other ways linked', async () => {
    answer();
    await renderPage(SendPage({ ...page, search: { step: 'forecast', goods: 'G1,G2,G7' } }));
    expect(apiCalls).toEqual(['/ship-for-me/send?step=forecast&goods=G1%2CG2%2CG7']);
    expect(screen.getByRole('heading', { level: 1, name: en.routes.shipForMeSend })).toBeInTheDocument();
    expect(screen.getAllByTestId('forecast-package')).toHaveLength(2);
    expect(screen.queryByText('Not chosen')).toBeNull();
    expect(screen.getByTestId('missing-goods')).toHaveTextContent('1 chosen good is no longer in the cart');
    const steps = within(screen.getByRole('navigation', { name: T.stepsLabel })).getAllByRole('link');
    expect(steps.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')])).toEqual([
      [T.step.forecast, '/en/ship-for-me/send?step=forecast&goods=G1,G2,G7', 'page'],
      [T.step.enquiry, '/en/ship-for-me/send?step=enquiry&goods=G1,G2,G7', null],
      [T.step.order, '/en/ship-for-me/send?step=order&goods=G1,G2,G7', null],
    ]);
  });

  it('step=enquiry: the goods, the warehouse and the address book', async () => {
    answer();
    await renderPage(SendPage({ ...page, search: { step: 'enquiry', goods: 'G2' } }));
    expect(screen.getByRole('form', { name: en.shipForMeEnquiry.step.title })).toHaveTextContent('Sneakers');
    expect(screen.getAllByTestId('address-option')).toHaveLength(1);
    expect(screen.getAllByTestId('warehouse-option')).toHaveLength(1);
  });

  it('step=order: the logistics-order step with the goods and the enquiry, read first', async () => {
    const asked = answerGet(`${ENQUIRIES}/Q1`, answeredEnquiry);
    await renderPage(SendPage({ ...page, search: { step: 'order', goods: 'G1,G2', enquiry: 'Q1' } }));
    expect(asked).toHaveLength(1);
    expect(screen.getByTestId('order-step')).toHaveTextContent('{"goodsIds":["G1","G2"],"enquiryId":"Q1","currency":{"code":"CNY","symbol":"¥"}}');
    // Accepting an enquiry is not one of three ways to choose.
    expect(screen.queryByRole('navigation', { name: T.stepsLabel })).toBeNull();
    // The section's links, the cart marked as where this page belongs.
    const nav = screen.getByRole('navigation', { name: en.shipForMe.nav.label });
    expect(within(nav).getByRole('link', { name: en.shipForMe.nav.cart })).toHaveAttribute('aria-current', 'true');
  });

  it('step=order with an unknown or another member’s enquiry is a 404; a failed read of it a retry', async () => {
    answerGet(`${ENQUIRIES}/Q404`, { error: { code: 'NotFound', message: 'The enquiry does not exist.', details: null, validationErrors: null } }, 404);
    await expect(SendPage({ ...page, search: { step: 'order', goods: 'G1', enquiry: 'Q404' } })).rejects.toThrow(NOT_FOUND);

    answerGet(`${ENQUIRIES}/Q500`, { error: { code: 'Boom', message: 'Server error', details: null, validationErrors: null } }, 500);
    await renderPage(SendPage({ ...page, search: { step: 'order', goods: 'G1', enquiry: 'Q500' } }));
    expect(screen.getByRole('alert')).toHaveTextContent(T.loadFailed);
    expect(within(screen.getByRole('alert')).getByRole('button', { name: T.retry })).toBeInTheDocument();
    expect(screen.queryByTestId('order-step')).toBeNull();
  });

  it('leads back to the cart without goods, or when they left it; retries a failed read', async () => {
    const none = await renderPage(SendPage({ ...page, search: { step: 'forecast' } }));
    expect(screen.getByRole('status')).toHaveTextContent(T.noGoods);
    expect(screen.getByRole('link', { name: T.backToCart })).toHaveAttribute('href', '/en/ship-for-me/cart');
    none.unmount();

    answer({ goods: goodList([]) });
    const gone = await renderPage(SendPage({ ...page, search: { step: 'enquiry', goods: 'G1' } }));
    expect(screen.getByRole('status')).toHaveTextContent(T.goneFromCart);
    gone.unmount();

    answer({ goods: { error: { code: 'Boom', message: 'Server error', details: null, validationErrors: null } }, goodsStatus: 500 });
    await renderPage(SendPage({ ...page, search: { step: 'forecast', goods: 'G1' } }));
    expect(screen.getByRole('alert')).toHaveTextContent(T.loadFailed);
    expect(within(screen.getByRole('alert')).getByRole('button', { name: T.retry })).toBeInTheDocument();
  });
});
