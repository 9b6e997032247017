import '@/tests/kits/server-page-mocks';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import type { TranshipmentDraftInput, TranshipmentEditInput, TranshipmentEditValues } from '@/lib/api/transhipment-order';
import { configureHttp } from '@/lib/api/http';
import { server } from '@/tests/msw/server';
import { API, apiCalls, NOT_FOUND, renderPage, router } from '@/tests/kits/records-test-kit';
import { addressFixture, answerDraftsAt } from '@/tests/kits/combined-order-submit-test-kit';
import { TranshipmentSubmitPage } from './transhipment-submit-page';
import { T_PATHS, transhipmentDraftFor, transhipmentOrderDetail, transhipmentParcel } from '@/tests/kits/transhipment-order-submit-test-kit';

// The lazy island is the component itself here (next/dynamic loads it on its own in the browser).
vi.mock('./lazy-transhipment-form', async () => ({ LazyTranshipmentForm: (await import('./transhipment-form')).TranshipmentForm }));
vi.mock('@/lib/api/progress', () => ({ progressStart: () => {}, progressDone: () => {} }));

const T = en.transhipmentOrderSubmit;
const ORDER = `${API}/api/u/order`;
const ADDRESSES = `${API}/api/u/user/address/list`;
const addresses = [addressFixture('A1', { isDefault: true }), addressFixture('A2', { recipientName: 'Bo Kim' })];
const page = (search: Record<string, string>) => TranshipmentSubmitPage({ locale: 'en', site: 'x', search });

const editValues = (overrides: Partial<TranshipmentEditValues> = {}): TranshipmentEditValues => ({
  id: 'L5001',
  parcelId: 'P9',
  addressId: 'A2',
  methodId: 'M1',
  serviceIds: ['S1'],
  customsId: null,
  remark: 'Old note',
  estimatedWeight: 3,
  canEdit: true,
  ...overrides,
});

const answerDrafts = () => answerDraftsAt(T_PATHS.draft, (input: TranshipmentDraftInput) => transhipmentDraftFor(input));

beforeEach(() => {
  apiCalls.length = 0;
  router.replace.mockReset();
  configureHttp({ locale: 'en', messages: en.errors, navigate: vi.fn() });
  vi.spyOn(console, 'error').mockImplementation(() => {});
  server.use(mock.post(ADDRESSES, () => HttpResponse.json({ totalCount: addresses.length, items: addresses })));
});

describe('<TranshipmentSubmitPage/> new', () => {
  it('offers the parcels that can be forwarded, the one of ?parcelId chosen', async () => {
    server.use(
      mock.get(`${ORDER}/transhipmentParcels`, () =>
        HttpResponse.json({ totalCount: 2, items: [transhipmentParcel('P1'), transhipmentParcel('P2', { status: 50, weight: null })] }),
      ),
    );
    const asked = answerDrafts();
    await renderPage(page({ view: 'new', parcelId: 'P2' }));
    expect(apiCalls).toEqual(['/user/order-detail?view=new&parcelId=P2']);
    expect(screen.getByRole('heading', { level: 1, name: T.title.new })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.links.upload })).toHaveAttribute('href', '/en/user/order-detail?view=upload');
    expect(screen.getByTestId('parcel-facts')).toHaveTextContent('SFP2 · Not arrived · Shenzhen warehouse');
    expect(screen.getByRole('spinbutton', { name: /Estimated weight \(kg\)/ })).toBeInTheDocument();
    expect(asked).toHaveLength(0);
  });

  it('no parcel to forward: the way to forecast one', async () => {
    server.use(mock.get(`${ORDER}/transhipmentParcels`, () => HttpResponse.json({ totalCount: 0, items: [] })));
    await renderPage(page({ view: 'new' }));
    expect(screen.getByText(T.empty.title)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.links.forecast })).toHaveAttribute('href', '/en/user/self-tranship');
    expect(screen.queryByRole('button', { name: en.combinedOrderSubmit.submit.payNow })).toBeNull();
  });

  it('shows the failure with a retry when the parcels cannot be read', async () => {
    server.use(mock.get(`${ORDER}/transhipmentParcels`, () => HttpResponse.json({ error: { message: 'down' } }, { status: 500 })));
    await renderPage(page({ view: 'new' }));
    expect(screen.getByRole('alert')).toHaveTextContent(en.common.loadFailed);
  });
});

describe('<TranshipmentSubmitPage/> edit', () => {
  it('starts from the order’s values, keeps coupon and points, and PUTs the changes with an Idempotency-Key', async () => {
    server.use(
      mock.get(`${ORDER}/transhipmentOrder/L5001`, () => HttpResponse.json(editValues())),
      mock.get(`${ORDER}/transhipmentOrderDetail/L5001`, () => HttpResponse.json(transhipmentOrderDetail())),
    );
    const asked = answerDrafts();
    const sent: { key: string | null; id: string; body: TranshipmentEditInput }[] = [];
    server.use(
      mock.put(T_PATHS.edit, async ({ request, params }) => {
        sent.push({
          key: request.headers.get('Idempotency-Key'),
          id: String(params.id),
          body: (await request.json()) as TranshipmentEditInput,
        });
        return HttpResponse.json(transhipmentOrderDetail());
      }),
    );
    await renderPage(page({ view: 'edit', id: 'L5001' }));
    expect(apiCalls).toEqual(['/user/order-detail?view=edit&id=L5001']);
    expect(screen.getByRole('heading', { level: 1, name: 'Change transhipment order L5001' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Parcel to forward/ })).toBeNull();
    expect(screen.getByText(T.parcel.fixed)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Bo Kim/ })).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: /Estimated weight \(kg\)/ })).toHaveDisplayValue('3.00');
    expect(screen.getByLabelText(en.combinedOrderSubmit.remark.label)).toHaveValue('Old note');
    expect(screen.getByTestId('kept-discounts')).toHaveTextContent('Coupon Summer ¥10 off: saves ¥10.00');
    expect(screen.queryByRole('spinbutton', { name: en.combinedOrderSubmit.points.label })).toBeNull();
    await waitFor(() => expect(screen.getByRole('radio', { name: /Method M1/ })).toBeChecked());
    expect(screen.getByRole('checkbox', { name: /Reinforced packing/ })).toBeChecked();
    expect(asked[0]).toEqual({ parcelId: 'P9', orderId: 'L5001', addressId: 'A2', methodId: 'M1', serviceIds: ['S1'], estimatedWeight: 3 });

    fireEvent.change(screen.getByRole('spinbutton', { name: /Estimated weight \(kg\)/ }), { target: { value: '4' } });
    await waitFor(() => expect(asked[asked.length - 1].estimatedWeight).toBe(4));
    await waitFor(() => expect(screen.getByTestId('quote-total')).toHaveTextContent('¥130.50'));
    await waitFor(() => expect(screen.queryByText(en.combinedOrderSubmit.summary.updating)).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: T.submit.save }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/en/user/order-detail?id=L5001', undefined));
    expect(sent).toHaveLength(1);
    expect(sent[0].id).toBe('L5001');
    expect(sent[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[0].body).toEqual({
      addressId: 'A2',
      methodId: 'M1',
      serviceIds: ['S1'],
      estimatedWeight: 4,
      customsId: null,
      remark: 'Old note',
      expectedTotal: 130.5,
    });
  });

  it('an order past changing: a notice and the way back to it', async () => {
    server.use(mock.get(`${ORDER}/transhipmentOrder/L5001`, () => HttpResponse.json(editValues({ canEdit: false }))));
    await renderPage(page({ view: 'edit', id: 'L5001' }));
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent(T.locked.title);
    expect(within(notice).getByRole('link', { name: T.links.backToOrder })).toHaveAttribute('href', '/en/user/order-detail?id=L5001');
    expect(screen.queryByRole('button', { name: T.submit.save })).toBeNull();
  });

  it('an order address from a spreadsheet is shown and kept until one from the book is chosen', async () => {
    server.use(
      mock.get(`${ORDER}/transhipmentOrder/L5001`, () => HttpResponse.json(editValues({ addressId: null }))),
      mock.get(`${ORDER}/transhipmentOrderDetail/L5001`, () => HttpResponse.json(transhipmentOrderDetail())),
    );
    answerDrafts();
    await renderPage(page({ view: 'edit', id: 'L5001' }));
    expect(screen.getByTestId('current-address')).toHaveTextContent(
      'Ships to: Alice Chen, 100 Main Street, Apt 5, Los Angeles, California, United States, 90001',
    );
    expect(screen.getByRole('radio', { name: /Alice Chen/ })).not.toBeChecked();
  });

  it('an unknown order is not found', async () => {
    server.use(mock.get(`${ORDER}/transhipmentOrder/L404`, () => HttpResponse.json({ error: { message: 'Not found' } }, { status: 404 })));
    await expect(page({ view: 'edit', id: 'L404' })).rejects.toEqual(NOT_FOUND);
  });
});
