import '@/tests/kits/server-page-mocks';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import type { AddableCombinedOrder } from '@/lib/api/combined-order';
import { configureHttp } from '@/lib/api/http';
import { server } from '@/tests/msw/server';
import { API, apiCalls, renderPage, router } from '@/tests/kits/records-test-kit';
import { groupFixture, parcelFixture } from '@/tests/kits/combined-order-submit-test-kit';
import { COMBINED_API, combinedOrderDetailFixture } from '@/tests/kits/combined-order-test-kit';
import { AddParcelsPage } from './add-parcels-page';
import { initialCombinedOrder, parcelsFor } from './add-values';

const ADD = '/api/u/combinedOrder/combinedOrderByNumberAdd';
const page = { locale: 'en', site: 'x' } as const;

const addable = (id: string, warehouseId: string, warehouseName: string): AddableCombinedOrder => ({
  id,
  status: 10,
  warehouseId,
  warehouseName,
  parcelCount: 2,
  createdAt: '2026-03-02T08:30:00.000Z',
});
const combinedOrders = [addable('L2001', 'W1', 'Shenzhen warehouse'), addable('L2002', 'W2', 'Guangzhou warehouse')];
const groups = [
  groupFixture('W1', 'Shenzhen warehouse', [parcelFixture('P11')]),
  groupFixture('W2', 'Guangzhou warehouse', [
    parcelFixture('P21'),
    parcelFixture('P22', { declaredName: 'Shoes' }),
    parcelFixture('P23', { combinedOrderId: 'L1999' }),
  ]),
];

function answer({
  list = { totalCount: combinedOrders.length, items: combinedOrders } as object,
  listStatus = 200,
  stock = { totalCount: groups.length, items: groups } as object,
  stockStatus = 200,
} = {}) {
  server.use(
    mock.get(`${COMBINED_API}/combinedOrderNumberList`, () => HttpResponse.json(list, { status: listStatus })),
    mock.post(`${API}/api/u/biz/parcel/pending-combine`, () => HttpResponse.json(stock, { status: stockStatus })),
  );
}

const rowsShown = () => screen.queryAllByTestId('addable-parcel').map((row) => row.getAttribute('data-id'));
const addButton = () => screen.getByRole('button', { name: /Add to waybill/ });
const ready = () =>
  waitFor(() => {
    expect(addButton()).toBeEnabled();
    expect(addButton()).not.toHaveClass('ant-btn-loading');
  });

beforeEach(() => {
  apiCalls.length = 0;
  router.push.mockReset();
  configureHttp({ locale: 'en', messages: en.errors, navigate: vi.fn() });
  document.getElementById('app-toasts')?.remove();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('add-values', () => {
  it('opens on the waybill of ?id= when it can take parcels, else the first', () => {
    expect(initialCombinedOrder(combinedOrders, 'L2002')).toEqual({ chosen: combinedOrders[1], unknownId: null });
    expect(initialCombinedOrder(combinedOrders, '')).toEqual({ chosen: combinedOrders[0], unknownId: null });
    expect(initialCombinedOrder(combinedOrders, 'L9')).toEqual({ chosen: combinedOrders[0], unknownId: 'L9' });
    expect(initialCombinedOrder([], 'L9').chosen).toBeNull();
    expect(parcelsFor(groups, 'W2').map((p) => p.id)).toEqual(['P21', 'P22']);
  });
});

describe('<AddParcelsPage/>', () => {
  it('opens on the waybill of ?id=, lists only its warehouse’s free parcels and adds the chosen ones', async () => {
    answer();
    const sent: { key: string | null; body: unknown }[] = [];
    server.use(
      mock.post(ADD, async ({ request }) => {
        sent.push({ key: request.headers.get('Idempotency-Key'), body: await request.json() });
        return HttpResponse.json(combinedOrderDetailFixture({ id: 'L2002', parcelCount: 4 }));
      }),
    );
    await renderPage(AddParcelsPage({ ...page, search: { id: 'L2002' } }));
    expect(apiCalls).toEqual(['/user/add-to-submitted-transfer-order?id=L2002']);
    const select = screen.getByRole('combobox', { name: 'Waybill to add to' });
    expect(select).toHaveValue('L2002');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['L2001 · Shenzhen warehouse · 2 parcels', 'L2002 · Guangzhou warehouse · 2 parcels']);
    expect(screen.getByRole('heading', { level: 2, name: 'Parcels in stock at Guangzhou warehouse' })).toBeInTheDocument();
    expect(rowsShown()).toEqual(['P21', 'P22']);
    expect(addButton()).toBeDisabled();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select parcel SFP21' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select parcel SFP22' }));
    expect(screen.getByText('2 parcels selected')).toBeInTheDocument();
    fireEvent.click(addButton());
    fireEvent.click(addButton());

    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/en/user/combined-order-detail?id=L2002', undefined));
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toEqual({ id: 'L2002', parcelIds: ['P21', 'P22'] });
    expect(sent[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByText('2 parcels added to waybill L2002')).toBeInTheDocument();
  });

  it('another waybill shows its own warehouse and clears the selection', async () => {
    answer();
    await renderPage(AddParcelsPage({ ...page, search: { id: 'L2002' } }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select parcel SFP21' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Waybill to add to' }), { target: { value: 'L2001' } });
    expect(rowsShown()).toEqual(['P11']);
    expect(screen.getByRole('checkbox', { name: 'Select parcel SFP11' })).not.toBeChecked();
    expect(screen.getByText('0 parcels selected')).toBeInTheDocument();
  });

  it('keeps the key for a retry after a failure without an answer and offers a recharge on 402', async () => {
    answer();
    const keys: (string | null)[] = [];
    const answers = [
      () => HttpResponse.json({ error: { code: 'InternalError', message: 'Something broke on our side' } }, { status: 500 }),
      () => HttpResponse.json({ error: { code: 'INSUFFICIENT_BALANCE', message: 'Insufficient balance', details: '18.40' } }, { status: 402 }),
    ];
    server.use(
      mock.post(ADD, ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return answers[keys.length - 1]();
      }),
    );
    await renderPage(AddParcelsPage({ ...page, search: { id: 'L2001' } }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select parcel SFP11' }));
    fireEvent.click(addButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Something broke on our side');
    await ready();

    fireEvent.click(addButton());
    const dialog = await screen.findByRole('dialog', { name: 'Insufficient balance' });
    expect(dialog).toHaveTextContent('Your balance is ¥18.40 short.');
    const href = new URL(within(dialog).getByRole('link', { name: 'Top up now' }).getAttribute('href')!, 'http://localhost');
    expect(href.searchParams.get('returnTo')).toBe('/user/add-to-submitted-transfer-order?id=L2001');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('says when ?id= can no longer take parcels and when its warehouse has none in stock', async () => {
    answer({ stock: { totalCount: 1, items: [groups[1]] } });
    await renderPage(AddParcelsPage({ ...page, search: { id: 'L9' } }));
    expect(screen.getByText('Waybill L9 can no longer take parcels. Please choose another one.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Waybill to add to' })).toHaveValue('L2001');
    expect(screen.getByText('No parcels in stock at Shenzhen warehouse to add')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My parcels' })).toHaveAttribute('href', '/en/user/tranship-list');
    expect(screen.queryByRole('button', { name: 'Add to waybill' })).not.toBeInTheDocument();
  });

  it('with no waybill to add to, offers to submit one; failures show instead of a blank page', async () => {
    answer({ list: { totalCount: 0, items: [] } });
    const first = await renderPage(AddParcelsPage({ ...page, search: {} }));
    const empty = screen.getByRole('status');
    expect(empty).toHaveTextContent('No waybill can take more parcels');
    expect(within(empty).getByRole('link', { name: 'Submit a waybill' })).toHaveAttribute('href', '/en/user/submit-tranship-order');
    first.unmount();

    answer({ listStatus: 500 });
    const second = await renderPage(AddParcelsPage({ ...page, search: {} }));
    expect(screen.getByRole('alert')).toHaveTextContent('Loading failed');
    second.unmount();

    answer({ stockStatus: 503 });
    await renderPage(AddParcelsPage({ ...page, search: {} }));
    expect(screen.getByRole('combobox', { name: 'Waybill to add to' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The parcels in stock could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
