import '@/tests/kits/server-page-mocks';
import { screen, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TranshipmentOrderDetail } from '@/lib/api/transhipment-order';
import { server } from '@/tests/msw/server';
import { apiCalls, NOT_FOUND, renderPage } from '@/tests/kits/records-test-kit';
import { feeLine, quoteFixture } from '@/tests/kits/combined-order-test-kit';
import { ORDER_API, orderNote, transhipmentDetailFixture, transhipmentParcel } from '@/tests/kits/transhipment-order-test-kit';
import en from '@/locales/en.json';
import { TranshipmentDetailPage } from './transhipment-detail-page';

// The lazy island is the component itself here (next/dynamic loads it on its own in the browser).
vi.mock('./lazy-note-form', async () => ({ LazyNoteForm: (await import('./note-form')).NoteForm }));

const page = { locale: 'en', site: 'x' } as const;

function answer(body: object, status = 200) {
  const asked: string[] = [];
  server.use(
    mock.get(`${ORDER_API}/transhipmentOrderDetail/:id`, ({ params }) => {
      asked.push(String(params.id));
      return HttpResponse.json(body, { status });
    }),
  );
  return asked;
}

const section = (id: string) => screen.getByTestId(id);
const steps = () => within(screen.getByRole('list', { name: 'Progress of the transhipment order' })).getAllByRole('listitem');
const stepShape = () => steps().map((step) => `${step.getAttribute('data-step')}:${step.getAttribute('data-state')}`);

/** Arrived and weighed heavier than estimated: 16.50 more to pay before it leaves. */
function weighed(overrides: Partial<TranshipmentOrderDetail> = {}): TranshipmentOrderDetail {
  return transhipmentDetailFixture({
    status: 60,
    parcel: transhipmentParcel({ status: 63, weight: 2.1 }),
    estimatedWeight: null,
    finalTotal: 80.5,
    final: { ...quoteFixture({ total: 80.5, actualWeight: 2.1, chargeableWeight: 2.5 }), length: 30, width: 20, height: 12 },
    amountDue: 16.5,
    canPay: true,
    canEdit: false,
    history: [
      { action: 'submitted', actor: 'customer', note: null, at: '2026-03-02T08:30:00.000Z' },
      { action: 'paid', actor: 'customer', note: null, at: '2026-03-02T08:31:00.000Z' },
      { action: 'weighed', actor: 'staff', note: null, at: '2026-03-04T09:00:00.000Z' },
    ],
    ...overrides,
  });
}

beforeEach(() => {
  apiCalls.length = 0;
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('<TranshipmentDetailPage/>', () => {
  it('shows an order whose parcel has not arrived: the estimate it stands on, the steps, and what may be done', async () => {
    const asked = answer(transhipmentDetailFixture());
    await renderPage(TranshipmentDetailPage({ ...page, id: 'L3001', search: { id: 'L3001' } }));
    expect(asked).toEqual(['L3001']);
    expect(apiCalls).toEqual(['/user/order-detail?id=L3001']);

    expect(screen.getByRole('heading', { level: 1, name: 'Transhipment order L3001' })).toBeInTheDocument();
    expect(screen.getByTestId('transhipment-status')).toHaveTextContent('Awaiting arrival / processing');
    expect(screen.getByRole('link', { name: 'Transhipment orders' })).toHaveAttribute('href', '/en/user/order-detail');

    const parcel = section('transhipment-parcel');
    expect(within(parcel).getByRole('heading', { name: 'Parcel' })).toBeInTheDocument();
    expect(parcel).toHaveTextContent('Tracking numberSF1400000009');
    expect(within(parcel).getByTestId('parcel-status')).toHaveTextContent(en.transhipmentOrder.parcelStatus['50']);
    expect(parcel).toHaveTextContent('WarehouseShenzhen warehouse');
    expect(parcel).toHaveTextContent('Courier to the warehouseSF Express');
    expect(parcel).toHaveTextContent('Declared nameSneakers');
    expect(parcel).toHaveTextContent('Declared value¥350.00');
    expect(within(parcel).getByTestId('estimated-weight')).toHaveTextContent('Estimated 1.5 kg — the fee is settled when the warehouse weighs it');

    // Submitted, paid at submit (pay first), now waiting for the parcel to arrive and be weighed.
    expect(stepShape()).toEqual(['submitted:done', 'paid:done', 'weighed:current', 'outbound:todo', 'shipped:todo', 'signed:todo', 'completed:todo']);
    expect(
      steps()
        .slice(0, 3)
        .map((step) => step.textContent?.replace(/^[✓●○]|\d{4}-.*$/g, '')),
    ).toEqual(['Submitted (done)', 'Paid (done)', 'Arrival and weighing (in progress)']);
    expect(steps()[2]).toHaveAttribute('aria-current', 'step');

    expect(section('waybill-estimate-total')).toHaveTextContent('¥64.00');
    // An estimate on the estimated weight has no size: no volumetric weight of 0 kg.
    expect(section('waybill-estimate')).toHaveTextContent('Actual weight 1.5 kg, charged for 1.5 kg');
    expect(section('waybill-estimate')).not.toHaveTextContent(/volumetric/i);
    expect(screen.queryByTestId('waybill-final')).not.toBeInTheDocument();
    expect(screen.getByTestId('fee-difference')).toHaveTextContent('The final fee is worked out when the warehouse weighs the parcel on arrival.');
    expect(section('transhipment-parcel')).not.toHaveTextContent('Size');
    expect(section('waybill-address')).toHaveTextContent('100 Main Street');
    expect(section('waybill-shipping')).toHaveTextContent('Shipping methodMalaysia Economy');

    const actions = screen.getByRole('group', { name: 'Actions for transhipment order L3001' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Cancel']);
    expect(within(actions).getByRole('link', { name: 'Edit transhipment order L3001' })).toHaveAttribute('href', '/en/user/order-detail?view=edit&id=L3001');

    expect(within(section('transhipment-notes')).getByText('No notes yet.')).toBeInTheDocument();
    expect(within(section('transhipment-notes')).getByRole('textbox', { name: 'Add a note' })).toBeInTheDocument();
  });

  it('shows a weighed parcel with its measured weight, the final fee beside the estimate, what is due and the notes', async () => {
    const notes = [
      orderNote({ id: 'N2', author: 'staff', text: 'Arrived with a dented corner; photos taken', at: '2026-03-04T09:05:00.000Z' }),
      orderNote({ id: 'N1', author: 'customer', text: 'Please keep the shoe box', at: '2026-03-02T09:00:00.000Z' }),
    ];
    answer(weighed({ notes }));
    await renderPage(TranshipmentDetailPage({ ...page, id: 'L3001', search: { id: 'L3001' } }));

    const parcel = section('transhipment-parcel');
    expect(within(parcel).getByTestId('parcel-status')).toHaveTextContent('In stock');
    expect(parcel).toHaveTextContent('Weight2.1 kg, weighed by the warehouse');
    // Forwarded as it arrived: the size the warehouse measured is the parcel's, not a packed box's.
    expect(parcel).toHaveTextContent('Size30 × 20 × 12 cm, measured by the warehouse');
    expect(within(parcel).queryByTestId('estimated-weight')).not.toBeInTheDocument();

    // Weighed heavier than paid for: weighing done, paying again is what is happening now.
    expect(stepShape()).toEqual(['submitted:done', 'weighed:done', 'paid:current', 'outbound:todo', 'shipped:todo', 'signed:todo', 'completed:todo']);
    expect(section('waybill-estimate-total')).toHaveTextContent('¥64.00');
    expect(section('waybill-final-total')).toHaveTextContent('¥80.50');
    expect(section('waybill-final')).toHaveTextContent('volumetric weight 1.2 kg');
    expect(section('waybill-fees')).not.toHaveTextContent(/packed box/i);
    expect(screen.getByTestId('fee-difference')).toHaveTextContent('The final fee is ¥16.50 more than the estimate: pay what is due below.');
    expect(section('waybill-fees')).toHaveTextContent('To pay now ¥16.50');

    const actions = screen.getByRole('group', { name: 'Actions for transhipment order L3001' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Pay transhipment order L3001 (¥16.50)', 'Cancel transhipment order L3001']);
    expect(within(actions).queryByRole('link')).not.toBeInTheDocument();

    const shown = within(section('transhipment-notes')).getAllByTestId('order-note');
    expect(shown.map((note) => note.getAttribute('data-author'))).toEqual(['customer', 'staff']);
    expect(shown[0]).toHaveTextContent('You');
    expect(shown[0]).toHaveTextContent('Please keep the shoe box');
    expect(shown[1]).toHaveTextContent('Warehouse staff');
    expect(shown[1]).toHaveTextContent('Arrived with a dented corner; photos taken');
    expect(shown[1].className).not.toBe(shown[0].className);
  });

  it('says why a coupon was given back when a change brought the fee under its minimum spend: a fee line and a history line', async () => {
    const released = 'Coupon “Limited big saver” no longer applies';
    const why = 'The shipping fee 72.50 is below its minimum spend of 300.00: the coupon was given back';
    const estimate = quoteFixture({
      lines: [
        feeLine({ label: 'First 0.5 kg', detail: null, amount: 60 }),
        feeLine({ code: 'FUEL', label: 'Fuel surcharge 12.5%', detail: null, amount: 7.5 }),
        feeLine({ code: 'HANDLING', label: 'Handling fee', detail: null, amount: 5 }),
        feeLine({ code: 'COUPON', label: released, detail: why, amount: 0 }),
      ],
      subtotal: 72.5,
      couponDiscount: 0,
      total: 72.5,
    });
    answer(
      transhipmentDetailFixture({
        estimate,
        estimatedTotal: 72.5,
        coupon: null,
        history: [
          {
            action: 'couponReleased',
            actor: 'customer',
            note: null,
            detail: { kind: 'couponReleased', coupon: 'Limited big saver', reason: 'THRESHOLD_NOT_MET', fee: 72.5, threshold: 300, currency: 'CNY' },
            at: '2026-03-03T10:00:00.000Z',
          },
          {
            action: 'edited',
            actor: 'customer',
            note: null,
            detail: { kind: 'feeDifference', amount: -10.5, currency: 'CNY' },
            at: '2026-03-03T10:00:00.000Z',
          },
          { action: 'paid', actor: 'customer', note: null, at: '2026-03-02T08:31:00.000Z' },
          { action: 'submitted', actor: 'customer', note: null, at: '2026-03-02T08:30:00.000Z' },
        ],
      }),
    );
    await renderPage(TranshipmentDetailPage({ ...page, id: 'L3001', search: { id: 'L3001' } }));

    const couponLine = within(section('waybill-estimate')).getByRole('rowheader', { name: new RegExp(released) });
    expect(couponLine).toHaveTextContent(why);
    expect(couponLine.closest('tr')).toHaveTextContent(/¥0$/);
    expect(section('waybill-estimate-total')).toHaveTextContent('¥72.50');
    expect(section('waybill-discounts')).toHaveTextContent('No coupon used');
    const history = within(section('waybill-history')).getAllByTestId('history-line');
    // The history's money comes as data and is formatted here, in the site's currency.
    expect(history[0].textContent?.replace(/^[\d-]+ [\d:]+/, '')).toBe(
      'Coupon given backYouCoupon “Limited big saver” no longer applies: the shipping fee ¥72.50 is below its minimum spend of ¥300.00; it was given back',
    );
    expect(history[1].textContent?.replace(/^[\d-]+ [\d:]+/, '')).toBe('Changed by the customerYouFee down by ¥10.50');
  });

  it("is not found (404) for another member's or an unknown order; without an id it says so with the way back", async () => {
    const asked = answer({ error: { code: 'NotFound', message: 'Order not found', details: null } }, 404);
    await expect(TranshipmentDetailPage({ ...page, id: 'L9999', search: { id: 'L9999' } })).rejects.toEqual(NOT_FOUND);
    expect(asked).toEqual(['L9999']);

    await renderPage(TranshipmentDetailPage({ ...page, id: '', search: {} }));
    expect(screen.getByText('Transhipment order not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my transhipment orders' })).toHaveAttribute('href', '/en/user/order-detail');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(asked).toEqual(['L9999']);
  });

  it('shows a failure with a retry when the order cannot be read', async () => {
    answer({}, 500);
    await renderPage(TranshipmentDetailPage({ ...page, id: 'L3001', search: { id: 'L3001' } }));
    expect(screen.getByRole('alert')).toHaveTextContent('Loading failed');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
