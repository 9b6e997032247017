import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import { pickMessagePaths } from '@/components/ui/pick-message-paths';
import { configureHttp } from '@/lib/api/http';
import { server } from '@/tests/msw/server';
import { FORECAST_DRAFT_KEY, saveForecastDraft } from './forecast-draft';
import { ForecastForm } from './forecast-form';
import { FORECAST_MESSAGES } from './forecast-messages';
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

/** The message above the form (each field in error has its own alert under it, `<id>_help`). */
async function formAlert() {
  await screen.findAllByRole('alert');
  const alerts = screen.getAllByRole('alert').filter((alert) => !alert.id.endsWith('_help'));
  expect(alerts).toHaveLength(1);
  return alerts[0];
}

function renderForm(returnToUserCenter = false) {
  return render(
    <NextIntlClientProvider locale="en" messages={pickMessagePaths(en, FORECAST_MESSAGES)}>
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
  // Two cards of fields in jsdom: seconds of work on a loaded 2-core machine (it timed out at 5 s in CI with antd).
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
    const alert = await formAlert();
    expect(alert).toHaveTextContent('Parcel 2, Tracking number: You have already forecast this tracking number');
    expect(alert).toHaveTextContent('Parcel 2, Unit value: At most 2 decimals');
    expect((sent as { parcels: { trackingNumber: string; goods: { declaredNameId: string }[] }[] }).parcels.map((p) => p.trackingNumber)).toEqual([
      'SF100001',
      'SF100002',
    ]);
    expect((sent as { parcels: { goods: { declaredNameId: string }[] }[] }).parcels[0].goods[0].declaredNameId).toBe('DN1');
    const unitValue = within(second).getByRole('spinbutton', { name: 'Unit value' });
    expect(await within(second).findByText('At most 2 decimals')).toHaveAttribute('id', `${unitValue.id}_help`);
    expect(unitValue).toHaveAttribute('aria-invalid', 'true');
    expect(unitValue.getAttribute('aria-describedby')).toContain(`${unitValue.id}_help`);
    // The server's message stays under the tracking number too; the first field in error has the focus.
    const tracking = within(second).getByLabelText('Tracking number');
    expect(within(second).getByText('You have already forecast this tracking number')).toHaveAttribute('id', `${tracking.id}_help`);
    expect(tracking).toHaveFocus();
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
    let sent = false;
    server.use(
      mock.post('/api/u/ship-for-me/parcel', () => {
        sent = true;
        return HttpResponse.json({ items: [], pendingClaims: [] });
      }),
    );
    renderForm();
    await screen.findByText(en.forecast.draftRestored);
    fireEvent.click(screen.getByRole('button', { name: 'Forecast 2 parcels' }));
    const alert = await formAlert();
    expect(alert).toHaveTextContent('Parcel 2: the declared name, price and currency are all required');
    expect(alert).toHaveTextContent(`Parcel 2, Tracking number: ${en.forecast.trackingPattern}`);
    // Under the fields too (the unit value's own message), the first in error focused, and nothing sent.
    const second = screen.getByRole('group', { name: 'Parcel 2' });
    const tracking = within(second).getByLabelText('Tracking number');
    expect(tracking).toHaveAttribute('aria-invalid', 'true');
    expect(tracking).toHaveAccessibleDescription(expect.stringContaining(en.forecast.trackingPattern));
    expect(tracking).toHaveFocus();
    expect(within(second).getByText(en.forecast.unitValueRequired)).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Parcel 1' })).queryByRole('alert')).toBeNull();
    expect(sent).toBe(false);
  });

  it('checks each field as it is typed, capitalizes the tracking number and keeps the draft', async () => {
    renderForm();
    const first = screen.getByRole('group', { name: 'Parcel 1' });
    const tracking = within(first).getByLabelText('Tracking number');
    expect(tracking).toHaveAttribute('id', 'forecast_parcels_0_trackingNumber');
    expect(tracking).toHaveAccessibleDescription(en.forecast.trackingHint);
    fireEvent.change(tracking, { target: { value: ' sf100001 ' } });
    expect(tracking).toHaveValue('SF100001');
    expect(tracking).not.toHaveAttribute('aria-invalid');
    fireEvent.change(tracking, { target: { value: '' } });
    expect(within(first).getByText(en.forecast.trackingRequired)).toBeInTheDocument();
    expect(tracking).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(tracking, { target: { value: 'sf100001' } });
    expect(within(first).queryByText(en.forecast.trackingRequired)).toBeNull();

    // A second card with the same number is told which card has it.
    fireEvent.click(screen.getByRole('button', { name: 'Add another parcel' }));
    const second = screen.getByRole('group', { name: 'Parcel 2' });
    fireEvent.change(within(second).getByLabelText('Tracking number'), { target: { value: 'sf100001' } });
    expect(within(second).getByText('Parcel 1 has the same tracking number')).toBeInTheDocument();
    fireEvent.click(within(second).getByRole('button', { name: 'Remove parcel 2' }));
    expect(screen.queryByRole('group', { name: 'Parcel 2' })).toBeNull();

    // "Other" carrier asks for its name; the warehouse is the default one; the line starts with the site's currency.
    const carrier = within(first).getByRole('combobox', { name: 'Carrier' });
    fireEvent.change(carrier, { target: { value: 'OTHER' } });
    const carrierName = within(first).getByRole('textbox', { name: 'Carrier name' });
    fireEvent.change(carrierName, { target: { value: ' ' } });
    expect(within(first).getByText(en.forecast.carrierNameRequired)).toBeInTheDocument();
    expect(within(first).getByRole('combobox', { name: 'Warehouse' })).toHaveValue('W1');
    const line = within(first).getByRole('group', { name: 'Goods line 1' });
    expect(within(line).getByRole('combobox', { name: 'Currency' })).toHaveValue('CNY');
    expect(within(line).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(1);
    // The declared name suggests the list's names.
    expect(within(line).getByRole('combobox', { name: 'Declared name' })).toHaveAttribute('list', 'forecast-declared-names');
    expect(document.querySelector('#forecast-declared-names option[value="Clothes"]')).not.toBeNull();

    // Goods lines: one more, then removed; the only line cannot be removed.
    expect(within(line).getByRole('button', { name: 'Remove goods line 1' })).toBeDisabled();
    fireEvent.click(within(first).getByRole('button', { name: 'Add a goods line' }));
    const line2 = within(first).getByRole('group', { name: 'Goods line 2' });
    fireEvent.change(within(line2).getByRole('spinbutton', { name: 'Unit value' }), { target: { value: '12.5' } });
    fireEvent.blur(within(line2).getByRole('spinbutton', { name: 'Unit value' }));
    expect(within(line2).getByRole('spinbutton', { name: 'Unit value' })).toHaveValue(12.5);
    fireEvent.click(within(line2).getByRole('button', { name: 'Remove goods line 2' }));
    expect(within(first).queryByRole('group', { name: 'Goods line 2' })).toBeNull();

    // The draft is saved a moment after the changes.
    await waitFor(() => expect(JSON.parse(localStorage.getItem(FORECAST_DRAFT_KEY) ?? 'null')).not.toBeNull());
    expect(localStorage.getItem(FORECAST_DRAFT_KEY)).toContain('SF100001');
    expect(localStorage.getItem(FORECAST_DRAFT_KEY)).toContain('OTHER');
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
