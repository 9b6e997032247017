import '@/tests/kits/server-page-mocks';
import { screen, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import type { CombinedOrderDraftInput } from '@/lib/api/combined-order';
import { server } from '@/tests/msw/server';
import { API, apiCalls, renderPage } from '@/tests/kits/records-test-kit';
import { COMBINED_API, combinedOrderDetailFixture } from '@/tests/kits/combined-order-test-kit';
import { ChooseParcelsPage } from './choose-parcels-page';
import { ConfirmCombinedOrderPage } from './confirm-combined-order-page';
import { addressFixture, draftFor, groupFixture, parcelFixture, PATHS } from '@/tests/kits/combined-order-submit-test-kit';
import { CombinedOrderSuccessPage } from './combined-order-success-page';

vi.mock('@/lib/api/progress', () => ({ progressStart: () => {}, progressDone: () => {} }));

const T = en.combinedOrderSubmit;
const page = { locale: 'en', site: 'x' } as const;
const PENDING = `${API}/api/u/biz/parcel/pending-combine`;
const ADDRESSES = `${API}/api/u/user/address/list`;

function answerPending(body: object, status = 200) {
  server.use(mock.post(PENDING, () => HttpResponse.json(body, { status })));
}

const steps = () => within(screen.getByRole('list', { name: T.steps.label })).getAllByRole('listitem');
const currentStep = () => steps().find((step) => step.getAttribute('aria-current') === 'step')?.textContent;

beforeEach(() => {
  apiCalls.length = 0;
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('<ChooseParcelsPage/>', () => {
  it('offers the parcels in stock by warehouse, at step 1', async () => {
    answerPending({
      totalCount: 2,
      items: [groupFixture('W1', 'Shenzhen warehouse', [parcelFixture('P1')]), groupFixture('W2', 'Guangzhou warehouse', [parcelFixture('P2')])],
    });
    await renderPage(ChooseParcelsPage(page));
    expect(apiCalls).toEqual(['/user/submit-tranship-order']);
    expect(screen.getByRole('heading', { level: 1, name: en.routes.submitTranshipOrder })).toBeInTheDocument();
    expect(currentStep()).toBe('1Parcels');
    expect(steps().map((step) => step.textContent)).toEqual(['1Parcels', '2Delivery and payment', '3Done']);
    expect(screen.getByRole('radio', { name: 'Shenzhen warehouse (1 parcel)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /SFP1/ })).not.toBeChecked();
  });

  it('says when nothing is in stock, with the ways to forecast and to my parcels', async () => {
    answerPending({ totalCount: 0, items: [] });
    await renderPage(ChooseParcelsPage(page));
    expect(screen.getByText(T.pick.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.pick.forecast })).toHaveAttribute('href', '/en/user/self-tranship');
    expect(screen.getByRole('link', { name: T.pick.myParcels })).toHaveAttribute('href', '/en/user/tranship-list');
  });

  it('shows the failure with a retry when the parcels cannot be read', async () => {
    answerPending({ error: { message: 'down' } }, 500);
    await renderPage(ChooseParcelsPage(page));
    expect(screen.getByRole('alert')).toHaveTextContent(en.common.loadFailed);
    expect(screen.getByRole('button', { name: en.common.retry })).toBeInTheDocument();
  });
});

describe('<ConfirmWaybillPage/>', () => {
  it('shows the selected parcels and the address book at step 2, and asks for the draft of those parcels', async () => {
    const asked: CombinedOrderDraftInput[] = [];
    server.use(
      mock.post(ADDRESSES, () => HttpResponse.json({ totalCount: 1, items: [addressFixture('A1', { isDefault: true })] })),
      mock.post(PATHS.draft, async ({ request }) => {
        asked.push((await request.json()) as CombinedOrderDraftInput);
        return HttpResponse.json(draftFor(asked[asked.length - 1]));
      }),
    );
    answerPending({
      totalCount: 1,
      items: [
        groupFixture('W1', 'Shenzhen warehouse', [
          parcelFixture('P1', { selectedToSubmit: true }),
          parcelFixture('P2'),
          parcelFixture('P3', { selectedToSubmit: true }),
        ]),
      ],
    });
    await renderPage(ConfirmCombinedOrderPage(page));
    expect(apiCalls).toEqual(['/user/submit-tranship-order2']);
    expect(currentStep()).toBe('2Delivery and payment');
    expect(steps()[0]).toHaveTextContent('(done)');
    const parcels = screen.getByRole('region', { name: T.confirm.parcels });
    expect(parcels).toHaveTextContent('From Shenzhen warehouse');
    expect(parcels).toHaveTextContent('2 parcels selected');
    expect(
      within(parcels)
        .getAllByTestId('summary-parcel')
        .map((row) => row.textContent),
    ).toEqual([expect.stringContaining('SFP1'), expect.stringContaining('SFP3')]);
    expect(within(parcels).getByRole('link', { name: T.confirm.change })).toHaveAttribute('href', '/en/user/submit-tranship-order');
    expect(screen.getByRole('radio', { name: /Alice Chen/ })).toBeChecked();
    await screen.findByRole('radio', { name: /Method M1/ });
    expect(asked[0]).toMatchObject({ parcelIds: ['P1', 'P3'], addressId: 'A1' });
  });

  it('leads back to step 1 when no parcels are selected', async () => {
    server.use(mock.post(ADDRESSES, () => HttpResponse.json({ totalCount: 0, items: [] })));
    answerPending({ totalCount: 1, items: [groupFixture('W1', 'Shenzhen warehouse', [parcelFixture('P1')])] });
    await renderPage(ConfirmCombinedOrderPage(page));
    expect(screen.getByText(T.confirm.noSelection)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.confirm.back })).toHaveAttribute('href', '/en/user/submit-tranship-order');
  });
});

describe('<WaybillSuccessPage/>', () => {
  const answerCombinedOrder = (body: object, status = 200) => server.use(mock.get(`${COMBINED_API}/L3001/detail`, () => HttpResponse.json(body, { status })));
  const result = () => screen.getAllByRole('status').find((node) => node.textContent?.includes(T.success.title))!;

  it('paid: the number, the estimate, the warehouse packs next; the detail and my waybills', async () => {
    answerCombinedOrder(combinedOrderDetailFixture({ id: 'L3001', status: 10, amountDue: 0, canPay: false, estimatedTotal: 130.5 }));
    await renderPage(CombinedOrderSuccessPage({ ...page, id: 'L3001', unpaid: false }));
    expect(apiCalls).toEqual(['/user/success?id=L3001']);
    expect(currentStep()).toBe('3Done');
    expect(result()).toHaveTextContent('Waybill number L3001 · Estimated total ¥130.50');
    expect(result()).toHaveTextContent(T.success.paid);
    expect(screen.getByRole('link', { name: T.success.detail })).toHaveAttribute('href', '/en/user/combined-order-detail?id=L3001');
    expect(screen.getByRole('link', { name: T.success.myCombinedOrders })).toHaveAttribute('href', '/en/user/combined-order');
    expect(screen.queryByRole('link', { name: T.success.payNow })).toBeNull();
  });

  it('pack first: weighed, then paid', async () => {
    answerCombinedOrder(combinedOrderDetailFixture({ id: 'L3001', status: 10, paymentTiming: 20, amountDue: 0, canPay: false }));
    await renderPage(CombinedOrderSuccessPage({ ...page, id: 'L3001', unpaid: false }));
    expect(result()).toHaveTextContent(T.success.later);
  });

  it('unpaid: what is due and "Pay now" to the waybill', async () => {
    answerCombinedOrder(combinedOrderDetailFixture({ id: 'L3001', status: 10, amountDue: 130.5, canPay: true }));
    await renderPage(CombinedOrderSuccessPage({ ...page, id: 'L3001', unpaid: true }));
    expect(apiCalls).toEqual(['/user/success?id=L3001&unpaid=1']);
    expect(result()).toHaveTextContent('The waybill waits for payment of ¥130.50.');
    expect(screen.getByRole('link', { name: T.success.payNow })).toHaveAttribute('href', '/en/user/combined-order-detail?id=L3001');
  });

  it('the waybill cannot be read: still the success page with its links', async () => {
    answerCombinedOrder({ error: { message: 'down' } }, 500);
    await renderPage(CombinedOrderSuccessPage({ ...page, id: 'L3001', unpaid: true }));
    expect(result()).toHaveTextContent('Waybill number L3001');
    expect(result()).toHaveTextContent(T.success.unpaidGeneric);
    expect(screen.getByRole('link', { name: T.success.payNow })).toHaveAttribute('href', '/en/user/combined-order-detail?id=L3001');
    expect(screen.getByRole('link', { name: T.success.myCombinedOrders })).toBeInTheDocument();
  });

  it('without an id: a generic success with my waybills', async () => {
    await renderPage(CombinedOrderSuccessPage({ ...page, id: '', unpaid: false }));
    expect(result()).toHaveTextContent(T.success.generic);
    expect(screen.getByRole('link', { name: T.success.myCombinedOrders })).toHaveAttribute('href', '/en/user/combined-order');
    expect(screen.queryByRole('link', { name: T.success.detail })).toBeNull();
  });
});
