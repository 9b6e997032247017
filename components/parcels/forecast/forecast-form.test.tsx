import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import { configureHttp } from '@/lib/api/http';
import { server } from '@/tests/msw/server';
import { FORECAST_DRAFT_KEY, saveForecastDraft } from './forecast-draft';
import { ForecastForm } from './forecast-form';
import type { ForecastOptions } from './forecast-options';

const push = vi.fn();
vi.mock('next/navigation', () => ({
  useParams: () => ({ locale: 'en', site: 'x' }),
  useRouter: () => ({
    push,
    replace: vi.fn(),
    prefetch: vi.fn(),
    refresh: vi.fn(),
    back: vi.fn(),
    forward: vi.fn(),
  }),
}));

const options: ForecastOptions = {
  warehouses: [{ warehouseId: 'W1', warehouseName: 'Guangzhou', isDefault: true }],
  carriers: [{ code: 'SF', name: 'SF Express' }],
  goodsTypes: [{ id: 'G1', name: 'General goods' }],
  services: [
    {
      id: 'S1',
      code: 'REINFORCE',
      name: 'Reinforce',
      description: '',
      priceType: 'FIXED',
      price: 5,
      rate: 0,
    },
  ],
  declaredNames: [{ id: 'DN1', name: 'Clothes' }],
  currencyCode: 'CNY',
  currencySymbol: '¥',
};
const line = { declaredName: 'Clothes', goodsTypeId: 'G1', quantity: 1, unitValue: 10, currency: 'CNY' };
const card = (trackingNumber: string) => ({
  warehouseId: 'W1',
  trackingNumber,
  carrierCode: 'SF',
  deliveryMode: 1,
  goods: [line],
  isInsurance: false,
  additionalServiceIds: [],
  remark: '',
});

function renderForm(returnToUserCenter = false) {
  return render(
    <NextIntlClientProvider locale="en" messages={{ forecast: en.forecast, validation: en.validation, errors: en.errors }}>
      <ForecastForm options={options} returnToUserCenter={returnToUserCenter} />
    </NextIntlClientProvider>,
  );
}

beforeEach(() => {
  configureHttp({ locale: 'en', messages: en.errors, navigate: vi.fn() });
  push.mockReset();
  document.getElementById('app-toasts')?.remove();
});

describe('<ForecastForm/>', () => {
  // Two cards of antd selects in jsdom: seconds of work on a loaded 2-core machine (it timed out at 5 s in CI).
  it('restores the draft, sends every card, and puts a 400 on the right card with the parcel named', async () => {
    saveForecastDraft({ parcels: [card('SF100001'), card('SF100002')] });
    let sent: unknown;
    server.use(
      mock.post('/api/u/ship-for-me/parcel', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          {
            error: {
              code: 'ValidationError',
              message: 'Validation failed',
              validationErrors: [
                {
                  message: 'You have already forecast this tracking number',
                  members: ['parcels.1.trackingNumber'],
                },
                { message: 'At most 2 decimals', members: ['parcels.1.goods.0.unitValue'] },
              ],
            },
          },
          { status: 400 },
        );
      }),
      mock.post('/api/u/biz/parcel/list', () => HttpResponse.json({ totalCount: 1, items: [{ trackingNumber: 'SF100002', status: 50 }] })),
    );
    renderForm();
    expect(await screen.findByText(en.forecast.draftRestored)).toBeInTheDocument();
    const second = screen.getByRole('group', { name: 'Parcel 2' });
    expect(within(second).getByLabelText('Tracking number')).toHaveValue('SF100002');

    fireEvent.click(screen.getByRole('button', { name: 'Forecast 2 parcels' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Parcel 2, Tracking number: You have already forecast this tracking number');
    expect(screen.getByRole('alert')).toHaveTextContent('Parcel 2, Unit value: At most 2 decimals');
    expect((sent as { parcels: { trackingNumber: string; goods: { declaredNameId: string }[] }[] }).parcels.map((p) => p.trackingNumber)).toEqual([
      'SF100001',
      'SF100002',
    ]);
    expect((sent as { parcels: { goods: { declaredNameId: string }[] }[] }).parcels[0].goods[0].declaredNameId).toBe('DN1');
    expect(await within(second).findByText('At most 2 decimals')).toBeInTheDocument();
    const link = await within(second).findByRole('link', { name: en.forecast.viewExisting });
    expect(link).toHaveAttribute('href', '/en/user/tranship-list?trackingNumber=SF100002');
    expect(within(screen.getByRole('group', { name: 'Parcel 1' })).queryByRole('link')).toBeNull();
    // A failed submit keeps the draft.
    expect(localStorage.getItem(FORECAST_DRAFT_KEY)).not.toBeNull();
  }, 15_000);

  it('checks the tracking number and the declarations before sending, naming the parcel', async () => {
    saveForecastDraft({
      parcels: [card('SF100001'), { ...card('ab 12'), goods: [{ ...line, unitValue: null }] }],
    });
    renderForm();
    await screen.findByText(en.forecast.draftRestored);
    fireEvent.click(screen.getByRole('button', { name: 'Forecast 2 parcels' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Parcel 2: the declared name, price and currency are all required');
    expect(alert).toHaveTextContent(`Parcel 2, Tracking number: ${en.forecast.trackingPattern}`);
  });

  it('after a success clears the draft and, opened from the user centre, goes back there', async () => {
    saveForecastDraft({ parcels: [card('SF100001')] });
    server.use(mock.post('/api/u/ship-for-me/parcel', () => HttpResponse.json({ items: [{ id: 'P1' }], pendingClaims: [] })));
    renderForm(true);
    await screen.findByText(en.forecast.draftRestored);
    fireEvent.click(screen.getByRole('button', { name: 'Forecast 1 parcel' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/en/user/user-center', undefined));
    expect(localStorage.getItem(FORECAST_DRAFT_KEY)).toBeNull();
  });

  it('shows the result with the way to the list when not opened from the user centre', async () => {
    saveForecastDraft({ parcels: [card('SF100001')] });
    server.use(mock.post('/api/u/ship-for-me/parcel', () => HttpResponse.json({ items: [{ id: 'P1' }], pendingClaims: ['P1'] })));
    renderForm();
    await screen.findByText(en.forecast.draftRestored);
    fireEvent.click(screen.getByRole('button', { name: 'Forecast 1 parcel' }));
    expect(await screen.findByText('1 parcel forecast')).toBeInTheDocument();
    expect(screen.getByText('1 of them is already at the warehouse without an owner: it becomes yours after the warehouse’s check.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View my parcels' })).toHaveAttribute('href', '/en/user/tranship-list');
    fireEvent.click(screen.getByRole('button', { name: 'Forecast more' }));
    expect(await screen.findByRole('button', { name: 'Add another parcel' })).toBeInTheDocument();
  });
});
