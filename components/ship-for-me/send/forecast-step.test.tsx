import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import { configureHttp } from '@/lib/api/http';
import type { ForecastGoodsRequest } from '@/lib/contract/wire';
import { serverGood } from '@/components/ship-for-me/good/test-goods';
import { server } from '@/tests/msw/server';
import { ForecastStep } from './forecast-step';
import type { WarehouseOption } from './send-warehouse';

const push = vi.fn();
vi.mock('next/navigation', () => ({
  useParams: () => ({ locale: 'en', site: 'x' }),
  useRouter: () => ({ push, replace: vi.fn(), prefetch: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn() }),
}));
vi.mock('@/lib/api/progress', () => ({ progressStart: () => {}, progressDone: () => {} }));

const T = en.shipForMeCart.send;
const FORECAST = '/api/u/ship-for-me/goods/forecast';
const messages = { shipForMeCart: en.shipForMeCart, shipForMe: en.shipForMe, combinedOrderSubmit: en.combinedOrderSubmit, errors: en.errors };
const goods = [
  serverGood({ id: 'G1' }),
  serverGood({ id: 'G2', shopName: 'Shoe shop', platform: 'jd', title: 'Sneakers', url: 'https://item.jd.com/2.html' }),
  serverGood({ id: 'G3', title: 'Saucer', spec: null }),
];
const warehouses: WarehouseOption[] = [
  { warehouseId: 'W1', warehouseName: 'Guangzhou warehouse', isDefault: false, fullAddress: '88 Airport Road, Guangzhou', memberCode: 'M10086' },
  { warehouseId: 'W2', warehouseName: 'Shenzhen warehouse', isDefault: true, fullAddress: '1 Harbour Road, Shenzhen', memberCode: 'M10086' },
];
const carriers = [
  { code: 'SF', name: 'SF Express' },
  { code: 'JD', name: 'JD Logistics' },
];

function renderStep() {
  return render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <ForecastStep goods={goods} warehouses={warehouses} carriers={carriers} />
    </NextIntlClientProvider>,
  );
}

const packages = () => screen.getAllByTestId('forecast-package');
function fill(index: number, trackingNumber: string, carrier: string) {
  const card = packages()[index];
  fireEvent.change(within(card).getByLabelText(T.trackingNumber), { target: { value: trackingNumber } });
  fireEvent.change(within(card).getByLabelText(T.carrier), { target: { value: carrier } });
}

/** Records each forecast request (body and Idempotency-Key) and answers with `answers` in turn. */
function answerForecasts(...answers: [number, object][]) {
  const sent: { body: ForecastGoodsRequest; key: string | null }[] = [];
  server.use(
    mock.post(FORECAST, async ({ request }) => {
      sent.push({ body: (await request.json()) as ForecastGoodsRequest, key: request.headers.get('Idempotency-Key') });
      const [status, body] = answers[Math.min(sent.length - 1, answers.length - 1)];
      return HttpResponse.json(body, { status });
    }),
  );
  return sent;
}

beforeEach(() => {
  configureHttp({ locale: 'en', messages: en.errors, navigate: vi.fn() });
  push.mockReset();
  document.getElementById('app-toasts')?.remove();
});

describe('<ForecastStep/>', () => {
  it('starts with one package per shop; a good moves to a package of its own', () => {
    renderStep();
    expect(packages().map((card) => within(card).getByRole('heading').textContent)).toEqual(['Package 1: Cup shop', 'Package 2: Shoe shop']);
    expect(within(packages()[0]).getAllByTestId('good-summary')).toHaveLength(2);
    fireEvent.change(screen.getByRole('combobox', { name: 'Package of Saucer' }), { target: { value: 'new' } });
    expect(packages().map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Package 1: Cup shop',
      'Package 2: Shoe shop',
      'Package 3: Cup shop',
    ]);
    expect(within(packages()[2]).getByText('Saucer')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Forecast 3 parcels' })).toBeInTheDocument();
  });

  it('checks every package before sending, naming the field', async () => {
    const sent = answerForecasts([200, { items: [], pendingClaims: [] }]);
    renderStep();
    fill(0, 'sf 1', 'SF');
    fireEvent.click(screen.getByRole('button', { name: 'Forecast 2 parcels' }));
    expect(await within(packages()[0]).findByText(T.trackingPattern)).toBeInTheDocument();
    expect(within(packages()[1]).getByText(T.trackingRequired)).toBeInTheDocument();
    expect(within(packages()[1]).getByText(T.carrierRequired)).toBeInTheDocument();
    expect(screen.getByText(T.fixFields)).toHaveAttribute('role', 'alert');
    expect(sent).toHaveLength(0);
  });

  it('puts the server’s field messages on their package, keeps the key for the same retry, then goes to My parcels', async () => {
    const sent = answerForecasts(
      [
        400,
        {
          error: {
            code: 'ValidationError',
            message: 'Invalid request',
            details: null,
            validationErrors: [
              { members: ['packages.1.trackingNumber'], message: 'You have already forecast this tracking number. You can find it in My parcels.' },
            ],
          },
        },
      ],
      [503, { error: { code: 'Unavailable', message: 'Try again later', details: null, validationErrors: null } }],
      [200, { items: [{ id: 'P1' }, { id: 'P2' }], pendingClaims: [] }],
    );
    renderStep();
    fill(0, 'sf100001', 'SF');
    fill(1, 'JD200002', 'JD');
    fireEvent.click(screen.getByRole('checkbox', { name: T.insurance }));
    fireEvent.click(screen.getByRole('button', { name: 'Forecast 2 parcels' }));

    expect(await within(packages()[1]).findByText('You have already forecast this tracking number. You can find it in My parcels.')).toBeInTheDocument();
    expect(within(packages()[1]).getByLabelText(T.trackingNumber)).toHaveAttribute('aria-invalid', 'true');
    expect(within(packages()[0]).getByLabelText(T.trackingNumber)).not.toHaveAttribute('aria-invalid');
    expect(sent[0].body).toEqual({
      warehouseId: 'W2',
      isInsurance: true,
      packages: [
        { goodsIds: ['G1', 'G3'], trackingNumber: 'SF100001', carrierCode: 'SF', carrierName: null },
        { goodsIds: ['G2'], trackingNumber: 'JD200002', carrierCode: 'JD', carrierName: null },
      ],
    });
    expect(sent[0].key).toMatch(/.{8,}/);

    fill(1, 'JD200003', 'JD');
    fireEvent.click(screen.getByRole('button', { name: 'Forecast 2 parcels' }));
    expect(await screen.findByText('Try again later')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Forecast 2 parcels' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/en/user/tranship-list', undefined));
    // A changed body is a new attempt (new key); the same body after a 503 keeps it.
    expect(sent[1].key).not.toBe(sent[0].key);
    expect(sent[2].key).toBe(sent[1].key);
    expect(document.getElementById('app-toasts')).toHaveTextContent('2 parcels forecast: they are in My parcels.');
  });

  it('says which goods are no longer in the cart (409 GOODS_NOT_READY) with the way back', async () => {
    answerForecasts([
      409,
      {
        error: {
          code: 'GOODS_NOT_READY',
          message: 'Some goods are not in a state that allows this (see the details).',
          details: 'Sneakers',
          validationErrors: null,
        },
      },
    ]);
    renderStep();
    fill(0, 'SF100001', 'SF');
    fill(1, 'JD200002', 'OTHER');
    fireEvent.change(within(packages()[1]).getByLabelText(T.carrierName), { target: { value: 'Local courier' } });
    fireEvent.click(screen.getByRole('button', { name: 'Forecast 2 parcels' }));
    const alert = await screen.findByText(/Some goods are no longer in the cart: Sneakers\./);
    expect(within(alert).getByRole('link', { name: T.backToCart })).toHaveAttribute('href', '/en/ship-for-me/cart');
    expect(push).not.toHaveBeenCalled();
  });
});
