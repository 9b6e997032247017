import '@/tests/kits/server-page-mocks';
import { screen, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CombinedOrderDetail } from '@/lib/api/combined-order';
import { server } from '@/tests/msw/server';
import { apiCalls, NOT_FOUND, renderPage } from '@/tests/kits/records-test-kit';
import { COMBINED_API, feeLine, quoteFixture, trackingEvent, combinedOrderDetailFixture } from '@/tests/kits/combined-order-test-kit';
import { CombinedOrderDetailPage } from './combined-order-detail-page';

const page = { locale: 'en', site: 'x' } as const;

function answer(body: object, status = 200) {
  const asked: string[] = [];
  server.use(
    mock.get(`${COMBINED_API}/:id/detail`, ({ params }) => {
      asked.push(String(params.id));
      return HttpResponse.json(body, { status });
    }),
  );
  return asked;
}

const section = (id: string) => screen.getByTestId(id);
const weighed = {
  ...quoteFixture({
    lines: [feeLine(), feeLine({ code: 'ADDITIONAL_WEIGHT', label: 'Additional weight', detail: '5 × 0.5 kg × 12.00', amount: 60 })],
    subtotal: 120,
    couponDiscount: 0,
    total: 140.5,
    chargeableWeight: 3,
  }),
  length: 40,
  width: 30,
  height: 20,
};

/** A shipped waybill that was weighed heavier than estimated, paid the difference, and is on the way. */
function shipped(overrides: Partial<CombinedOrderDetail> = {}): CombinedOrderDetail {
  return combinedOrderDetailFixture({
    status: 70,
    amountDue: 0,
    finalTotal: 140.5,
    final: weighed,
    canPay: false,
    canCancel: false,
    cancelBlock: 'SHIPPED',
    canAdd: false,
    canSign: true,
    carrierName: 'DHL Express',
    carrierTrackingNumber: 'JD0001234567',
    carrierTrackingUrl: 'https://www.dhl.com/global-en/home/tracking.html?tracking-id=JD0001234567&submit=1',
    address: { ...combinedOrderDetailFixture().address, countryCode: 'KR', countryName: 'South Korea', customsId: 'P1********12' },
    payments: [
      { id: 'TRAN1', kind: 'payment', amount: 120.5, status: 2, at: '2026-03-02T08:31:00.000Z' },
      { id: 'TRAN2', kind: 'deduction', amount: 20, status: 2, at: '2026-03-04T10:00:00.000Z' },
    ],
    remark: 'Please pack tightly',
    boxPhotoUrl: '/api/u/combinedOrder/L2001/box-photo',
    history: [
      { action: 'submitted', actor: 'customer', note: null, at: '2026-03-02T08:30:00.000Z' },
      { action: 'paid', actor: 'customer', note: null, at: '2026-03-02T08:31:00.000Z' },
      {
        action: 'packed',
        actor: 'staff',
        note: 'Two boxes merged',
        detail: { kind: 'feeDifference', amount: 20, currency: 'CNY' },
        at: '2026-03-04T09:00:00.000Z',
      },
      { action: 'shipped', actor: 'staff', note: null, at: '2026-03-05T09:00:00.000Z' },
    ],
    tracking: [
      trackingEvent({
        at: '2026-03-04T09:00:00.000Z',
        status: 'WAREHOUSE',
        text: 'Packed and weighed',
        location: 'Shenzhen',
        source: 'warehouse',
      }),
      trackingEvent({
        at: '2026-03-06T01:00:00.000Z',
        status: 'CUSTOMS',
        text: 'Clearance processing',
        location: 'Incheon',
        source: 'carrier',
      }),
      trackingEvent({
        at: '2026-03-05T09:00:00.000Z',
        status: 'INFO_RECEIVED',
        text: 'Shipment information received',
        location: null,
        source: 'carrier',
      }),
    ],
    ...overrides,
  });
}

beforeEach(() => {
  apiCalls.length = 0;
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('<WaybillDetailPage/>', () => {
  it('renders every section of the waybill from its detail', async () => {
    const asked = answer(shipped());
    await renderPage(CombinedOrderDetailPage({ ...page, id: 'L2001', search: { id: 'L2001' } }));
    expect(asked).toEqual(['L2001']);
    expect(apiCalls).toEqual(['/user/combined-order-detail?id=L2001']);

    expect(screen.getByRole('heading', { level: 1, name: 'Waybill L2001' })).toBeInTheDocument();
    expect(screen.getByTestId('waybill-status')).toHaveTextContent('Shipped');
    expect(screen.getByRole('link', { name: 'My waybills' })).toHaveAttribute('href', '/en/user/combined-order');
    const actions = screen.getByRole('group', { name: 'Actions for waybill L2001' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Confirm receipt']);

    const steps = within(screen.getByRole('list', { name: 'Progress of the waybill' })).getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('data-state'))).toEqual(['done', 'done', 'done', 'done', 'current']);
    expect(steps[4]).toHaveAttribute('aria-current', 'step');

    const parcels = section('waybill-parcels');
    expect(within(parcels).getByRole('heading', { name: 'Parcels (2)' })).toBeInTheDocument();
    expect(
      within(parcels)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Tracking numberDeclared nameWeightDeclared value', 'SF1400000001T-shirts1.1 kg¥200.00', 'YT2200000002-0.7 kg¥80.00']);

    expect(section('waybill-address')).toHaveTextContent('Customs IDP1********12');
    expect(section('waybill-address')).toHaveTextContent('100 Main Street');
    expect(section('waybill-shipping')).toHaveTextContent('CarrierDHL Express');
    expect(section('waybill-shipping')).toHaveTextContent('Carrier tracking numberJD0001234567');
    // The carrier's number opens the carrier's own page, in a new tab, without referrer or opener.
    const carrierLink = within(section('waybill-shipping')).getByRole('link', { name: /JD0001234567/ });
    expect(carrierLink).toHaveAttribute('href', 'https://www.dhl.com/global-en/home/tracking.html?tracking-id=JD0001234567&submit=1');
    expect(carrierLink).toHaveAttribute('target', '_blank');
    expect(carrierLink).toHaveAttribute('rel', 'noopener noreferrer');
    expect(carrierLink).toHaveAccessibleName('JD0001234567 (opens the carrier’s tracking page in a new tab)');

    expect(within(section('waybill-estimate')).getByRole('heading', { level: 3, name: 'Estimate' })).toBeInTheDocument();
    expect(section('waybill-estimate-total')).toHaveTextContent('¥120.50');
    expect(section('waybill-estimate')).toHaveTextContent('Fuel surcharge12%¥11.50');
    expect(section('waybill-estimate')).toHaveTextContent('Coupon-¥10.00');
    expect(section('waybill-final-total')).toHaveTextContent('¥140.50');
    expect(section('waybill-final')).toHaveTextContent('Packed box 40 × 30 × 20 cm');
    expect(section('waybill-final')).toHaveTextContent('charged for 3 kg');
    // The extra charge was taken: said as settled, not as something to pay.
    expect(screen.getByTestId('fee-difference')).toHaveTextContent('The final fee is ¥20.00 more than the estimate; the difference has been paid.');
    expect(screen.getByTestId('fee-difference')).toHaveAttribute('data-kind', 'extraPaid');
    expect(section('waybill-fees')).not.toHaveTextContent('To pay now');

    const payments = within(section('waybill-payments')).getAllByRole('row').slice(1);
    expect(payments.map((row) => row.textContent?.slice(0, 28))).toEqual(['Payment¥120.50Successful2026', 'Extra charge¥20.00Successful']);
    expect(section('waybill-discounts')).toHaveTextContent('Summer ¥10 off (-¥10.00)');
    expect(section('waybill-discounts')).toHaveTextContent('No points used');
    expect(section('waybill-services')).toHaveTextContent('Reinforced packing');
    expect(section('waybill-services')).toHaveTextContent('Please pack tightly');
    expect(screen.getByRole('img', { name: 'The packed box of waybill L2001' })).toHaveAttribute('src', '/api/u/combinedOrder/L2001/box-photo');

    const history = within(section('waybill-history')).getAllByTestId('history-line');
    expect(history.map((line) => line.textContent?.replace(/^[\d-]+ [\d:]+/, ''))).toEqual([
      'Waybill submittedYou',
      'PaidYou',
      'PackedStaffFee up by ¥20.00 · Two boxes merged',
      'Handed to the carrierStaff',
    ]);
    expect(screen.queryByTestId('waybill-review')).not.toBeInTheDocument();
  });

  it('lists tracking newest first, carrier and warehouse events told apart', async () => {
    answer(shipped());
    await renderPage(CombinedOrderDetailPage({ ...page, id: 'L2001', search: { id: 'L2001' } }));
    const events = within(section('waybill-tracking')).getAllByTestId('tracking-event');
    expect(events.map((event) => [event.getAttribute('data-source'), within(event).getByRole('strong').textContent])).toEqual([
      ['carrier', 'In customs'],
      ['carrier', 'Carrier informed'],
      ['warehouse', 'At the warehouse'],
    ]);
    expect(events[0]).toHaveTextContent('Clearance processing');
    expect(events[0]).toHaveTextContent('Incheon');
    expect(events[0]).toHaveTextContent('(Latest)');
    expect(within(events[2]).getByText('Warehouse')).toBeInTheDocument();
    expect(within(events[0]).getByText('Carrier')).toBeInTheDocument();
  });

  it('explains a refund when the final fee is lower, and shows the review once received', async () => {
    answer(
      shipped({
        status: 80,
        canSign: false,
        final: { ...weighed, total: 100.5 },
        finalTotal: 100.5,
        payments: [
          { id: 'TRAN1', kind: 'payment', amount: 120.5, status: 2, at: '2026-03-02T08:31:00.000Z' },
          { id: 'TRAN3', kind: 'refund', amount: 20, status: 2, at: '2026-03-04T10:00:00.000Z' },
        ],
        pointsEarned: 100,
        review: { rating: 4, comment: 'Quick and safe', at: '2026-03-10T08:00:00.000Z' },
      }),
    );
    await renderPage(CombinedOrderDetailPage({ ...page, id: 'L2001', search: { id: 'L2001' } }));
    expect(screen.getByTestId('fee-difference')).toHaveTextContent('The final fee is ¥20.00 less than the estimate: the difference went back to your wallet.');
    expect(section('waybill-discounts')).toHaveTextContent('Points earned100 points');
    expect(section('waybill-review')).toHaveTextContent('4 stars out of 5');
    expect(section('waybill-review')).toHaveTextContent('Quick and safe');
    expect(screen.queryByRole('group', { name: 'Actions for waybill L2001' })).not.toBeInTheDocument();
  });

  it('asks for the extra charge only while it is owed: Unpaid after the weighing, then settled once paid', async () => {
    // Paid up front, weighed heavier, the wallet short: Unpaid for the difference (as the server answers it).
    const owing = {
      status: 60,
      amountDue: 20,
      canPay: true,
      canSign: false,
      carrierName: null,
      carrierTrackingNumber: null,
      carrierTrackingUrl: null,
      payments: [{ id: 'TRAN1', kind: 'payment', amount: 120.5, status: 2, at: '2026-03-02T08:31:00.000Z' }],
    };
    answer(shipped(owing));
    const first = await renderPage(CombinedOrderDetailPage({ ...page, id: 'L2001', search: { id: 'L2001' } }));
    expect(screen.getByTestId('fee-difference')).toHaveTextContent('The final fee is ¥20.00 more than the estimate: pay what is due below.');
    expect(screen.getByTestId('fee-difference')).toHaveAttribute('data-kind', 'extraDue');
    expect(section('waybill-fees')).toHaveTextContent('To pay now ¥20.00');
    first.unmount();

    // The extra charge paid: the same waybill owes nothing, and nothing asks for it any more.
    answer(
      shipped({
        ...owing,
        status: 40,
        amountDue: 0,
        canPay: false,
        payments: [...owing.payments, { id: 'TRAN2', kind: 'deduction', amount: 20, status: 2, at: '2026-03-04T11:00:00.000Z' }],
      }),
    );
    await renderPage(CombinedOrderDetailPage({ ...page, id: 'L2001', search: { id: 'L2001' } }));
    expect(screen.getByTestId('fee-difference')).toHaveAttribute('data-kind', 'extraPaid');
    expect(screen.getByTestId('fee-difference')).not.toHaveTextContent(/pay what is due|charged to you/);
    expect(section('waybill-fees')).not.toHaveTextContent('To pay now');
  });

  it('before weighing: the estimate only, what is due, and no carrier yet', async () => {
    answer(combinedOrderDetailFixture());
    await renderPage(CombinedOrderDetailPage({ ...page, id: 'L2001', search: { id: 'L2001' } }));
    expect(screen.queryByTestId('waybill-final')).not.toBeInTheDocument();
    expect(screen.getByTestId('fee-difference')).toHaveTextContent('The final fee is worked out when the warehouse weighs the packed box.');
    expect(section('waybill-fees')).toHaveTextContent('To pay now ¥120.50');
    expect(section('waybill-shipping')).toHaveTextContent('CarrierGiven once it has left the warehouse');
    expect(section('waybill-payments')).toHaveTextContent('No payments yet.');
    expect(section('waybill-tracking')).toHaveTextContent('No tracking events yet.');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    const actions = screen.getByRole('group', { name: 'Actions for waybill L2001' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Pay', 'Cancel']);
  });

  it("is not found (404) for another member's or an unknown waybill; without an id it says so with the way back", async () => {
    const asked = answer({ error: { code: 'NotFound', message: 'Waybill not found', details: null } }, 404);
    await expect(CombinedOrderDetailPage({ ...page, id: 'L9999', search: { id: 'L9999' } })).rejects.toEqual(NOT_FOUND);
    expect(asked).toEqual(['L9999']);

    await renderPage(CombinedOrderDetailPage({ ...page, id: '', search: {} }));
    expect(screen.getByText('Waybill not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my waybills' })).toHaveAttribute('href', '/en/user/combined-order');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(asked).toEqual(['L9999']);
  });

  it('sends a transhipment order to its own page', async () => {
    answer(combinedOrderDetailFixture({ id: 'L3001', deliveryMode: 2 }));
    // next/navigation's redirect() throws its own NEXT_REDIRECT error carrying the target.
    await expect(CombinedOrderDetailPage({ ...page, id: 'L3001', search: { id: 'L3001' } })).rejects.toMatchObject({
      digest: expect.stringContaining('/en/user/order-detail?id=L3001'),
    });
  });

  it('shows a failure with a retry when the detail cannot be read', async () => {
    answer({}, 500);
    await renderPage(CombinedOrderDetailPage({ ...page, id: 'L2001', search: { id: 'L2001' } }));
    expect(screen.getByRole('alert')).toHaveTextContent('Loading failed');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
