import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import type { CombinedOrderDraft, CombinedOrderSubmitResult } from '@/lib/api/combined-order';
import { configureHttp } from '@/lib/api/http';
import type { Enquiry, Good, LogisticsFeeInput, LogisticsOrderInput, WarehouseAddress } from '@/lib/contract/wire';
import { server } from '@/tests/msw/server';
import { combinedOrderDetailFixture } from '@/tests/kits/combined-order-test-kit';
import { addressFixture, answerDraftsAt, CNY, draftFor, quoteTotal, recordSubmitsAt, type SentSubmit } from '@/tests/kits/combined-order-submit-test-kit';
import { CombinedOrderDraftSchema, SubmitResultSchema } from '@/lib/contract/schemas/combined-order';
import { findBalanceDialog } from '@/components/combined-order/submit/test-balance-dialog';
import { EnquirySchema, GoodListSchema } from '@/lib/contract/schemas/ship-for-me';
import { OrderStep } from './order-step';
import { ORDER_STEP_NAMESPACES } from './order-values';

const replace = vi.fn();
vi.mock('next/navigation', () => ({
  useParams: () => ({ locale: 'en', site: 'x' }),
  useRouter: () => ({ push: vi.fn(), replace, prefetch: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn() }),
  usePathname: () => '/en/ship-for-me/send',
}));
vi.mock('@/lib/api/progress', () => ({ progressStart: () => {}, progressDone: () => {} }));

const T = en.shipForMeOrder;
const W = en.combinedOrderSubmit;
const PATHS = {
  goods: '/api/u/ship-for-me/goods/list',
  enquiry: '/api/u/ship-for-me/enquiries/:id',
  warehouses: '/api/u/biz/ship-for-me/my-warehouse-address-list',
  addresses: '/api/u/user/address/list',
  carriers: '/api/u/transportMode/logisticsCompanyList',
  fee: '/api/u/biz/ship-for-me/calculate-logistics-order-fee',
  submit: '/api/u/biz/ship-for-me/submit-logistics-order',
};

/** A good as the server lists it (goods-wire.ts): decimals, the declaration prefilled from the good. */
function good(id: string, overrides: Partial<Good> = {}): Good {
  return {
    id,
    status: 10,
    source: 'extension',
    platform: 'taobao',
    shopName: 'Cotton House',
    title: `Linen shirt ${id}`,
    url: `https://item.taobao.com/item.htm?id=${id}`,
    imageUrl: 'https://img.alicdn.com/shirt.jpg',
    spec: 'Blue, L',
    unitPrice: 89.5,
    currency: 'CNY',
    quantity: 2,
    totalInSiteCurrency: 179,
    siteCurrency: 'CNY',
    declaration: { declaredName: `Linen shirt ${id}`, goodsTypeId: 'GT1', goodsTypeName: 'Clothing', declaredValue: 89.5, currency: 'CNY', quantity: 2 },
    parcelId: null,
    trackingNumber: null,
    enquiryId: null,
    orderId: null,
    createdAt: '2026-03-01T08:00:00.000Z',
    updatedAt: '2026-03-01T08:00:00.000Z',
    ...overrides,
  };
}

const warehouse = (warehouseId: string, name: string, isDefault: boolean): WarehouseAddress => ({
  warehouseId,
  warehouseName: name,
  isDefault,
  memberCode: 'SZ1001',
  receiverName: 'Alice(SZ1001)',
  phone: '13800000000',
  countryCode: 'CN',
  countryName: 'China',
  regionName: 'Guangdong',
  city: 'Shenzhen',
  addressLine1: 'Fuyong, Baoan',
  addressLine2: 'Building A SZ1001',
  postcode: '518000',
  fullAddress: `${name}, Fuyong, Baoan, Building A SZ1001, Shenzhen, Guangdong, China 518000`,
});

/** An enquiry as the server answers it (enquiry-wire.ts): answered by default, with its one good. */
function enquiryFixture(overrides: Partial<Enquiry> = {}): Enquiry {
  return {
    id: 'Q1001',
    status: 20,
    warehouseId: 'W2',
    warehouseName: 'Guangzhou warehouse',
    addressId: 'A2',
    addressText: 'Bo Kim (+1 2135550100) · 100 Main Street, Los Angeles 90001, United States',
    remark: null,
    goods: [good('G5', { status: 30, enquiryId: 'Q1001' })],
    answer: {
      methodId: 'M1',
      methodName: 'Method M1',
      estimatedWeight: 1.8,
      total: 120.5,
      currency: 'CNY',
      note: null,
      answeredAt: '2026-03-02T08:00:00.000Z',
    },
    closedReason: null,
    orderId: null,
    createdAt: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}

const CART = [good('G1'), good('G2', { shopName: 'Tea Garden', platform: 'jd', url: 'https://item.jd.com/2.html' }), good('G3')];

function answerReads({ goods = CART, enquiry }: { goods?: Good[]; enquiry?: Enquiry } = {}) {
  const asked: string[] = [];
  server.use(
    mock.post(PATHS.goods, async ({ request }) => {
      asked.push(JSON.stringify(await request.json()));
      return HttpResponse.json({ items: goods, totalCount: goods.length, counts: [{ status: 10, count: goods.length }], siteCurrency: 'CNY' });
    }),
    mock.get(PATHS.enquiry, ({ params }) =>
      enquiry && params.id === enquiry.id
        ? HttpResponse.json(enquiry)
        : HttpResponse.json({ error: { code: 'NotFound', message: 'Not found' } }, { status: 404 }),
    ),
    mock.post(PATHS.warehouses, () =>
      HttpResponse.json({ items: [warehouse('W1', 'Shenzhen warehouse', true), warehouse('W2', 'Guangzhou warehouse', false)], totalCount: 2 }),
    ),
    mock.post(PATHS.addresses, () =>
      HttpResponse.json({ items: [addressFixture('A1', { isDefault: true }), addressFixture('A2', { recipientName: 'Bo Kim' })], totalCount: 2 }),
    ),
    mock.get(PATHS.carriers, () => HttpResponse.json({ items: [{ code: 'SF', name: 'SF Express', trackingUrl: null }], totalCount: 1 })),
  );
  return asked;
}

/** The fee as the server answers it: the waybill's draft for the goods (combined-order's draftFor). */
const answerFees = (extra: (input: LogisticsFeeInput, n: number) => Partial<CombinedOrderDraft> = () => ({})) =>
  answerDraftsAt(PATHS.fee, (input: LogisticsFeeInput, n) => draftFor({ ...input, parcelIds: input.goodsIds }, extra(input, n)));
const recordSubmits = (answer: (sent: SentSubmit<LogisticsOrderInput>, n: number) => Response | Promise<Response>) => recordSubmitsAt(PATHS.submit, answer);

const result = (payment: CombinedOrderSubmitResult['payment'], shortfall: number | null = null): CombinedOrderSubmitResult => ({
  waybill: combinedOrderDetailFixture({
    id: 'L3001',
    deliveryMode: 4,
    estimatedTotal: 130.5,
    amountDue: payment === 'unpaid' ? 130.5 : 0,
    canPay: payment === 'unpaid',
    status: payment === 'unpaid' ? 60 : 10,
  }),
  payment,
  shortfall,
});

function renderStep(goodsIds = ['G1', 'G2', 'G3', 'G9'], enquiryId: string | null = null) {
  const messages = Object.fromEntries(ORDER_STEP_NAMESPACES.map((ns) => [ns, en[ns]]));
  return render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <OrderStep goodsIds={goodsIds} enquiryId={enquiryId} currency={CNY} draftDelayMs={5} />
    </NextIntlClientProvider>,
  );
}

const submitButton = () => screen.getAllByRole('button', { name: W.submit.payNow })[0];
const packages = () => screen.getAllByTestId('forecast-package');

/** What fillIn leaves chosen besides the packages and the weight, as the fee and the submit send it. */
const FILLED_CHOICES = { enquiryId: null, addressId: 'A1', methodId: 'M1', serviceIds: [], couponId: null, points: 0 };

/** Fills both packages, the weight and method M1, and waits for the quote. */
async function fillIn() {
  const [cotton, tea] = packages();
  fireEvent.change(within(cotton).getByRole('textbox', { name: /Tracking number/ }), { target: { value: ' sf1234567890 ' } });
  fireEvent.change(within(cotton).getByRole('combobox', { name: /Carrier/ }), { target: { value: 'SF' } });
  fireEvent.change(within(tea).getByRole('textbox', { name: /Tracking number/ }), { target: { value: 'JD000111222' } });
  fireEvent.change(within(tea).getByRole('combobox', { name: /Carrier/ }), { target: { value: 'OTHER' } });
  fireEvent.change(within(tea).getByRole('textbox', { name: /Carrier name/ }), { target: { value: ' JD Logistics ' } });
  fireEvent.change(screen.getByRole('spinbutton', { name: /Estimated total weight/ }), { target: { value: '2.5' } });
  fireEvent.click(await screen.findByRole('radio', { name: /Method M1/ }));
  await waitFor(() => expect(quoteTotal()).toHaveTextContent('¥130.50'));
}

beforeEach(() => {
  configureHttp({ locale: 'en', messages: en.errors, navigate: vi.fn() });
  replace.mockReset();
});

describe('<OrderStep/>', () => {
  it('is fed answers in the wire’s shape (the contract’s schemas accept every fixture)', () => {
    expect(() => GoodListSchema.parse({ items: CART, totalCount: 3, counts: [{ status: 10, count: 3 }], siteCurrency: 'CNY' })).not.toThrow();
    expect(() => EnquirySchema.parse(enquiryFixture())).not.toThrow();
    const input = { goodsIds: ['G1'], warehouseId: 'W1', estimatedWeight: 2, addressId: 'A1', methodId: 'M1' };
    expect(() => CombinedOrderDraftSchema.parse(draftFor({ ...input, parcelIds: input.goodsIds }))).not.toThrow();
    expect(() => SubmitResultSchema.parse(result('unpaid', 45.5))).not.toThrow();
  });

  it('shows the chosen cart goods in one package per shop, prices them once there is a weight, and submits with one key', async () => {
    const listed = answerReads();
    const asked = answerFees();
    const sent = recordSubmits(() => HttpResponse.json(result('paid')));
    renderStep();

    expect(await screen.findByTestId('missing-goods')).toHaveTextContent('1 chosen item is no longer in your cart');
    expect(JSON.parse(listed[0])).toEqual({ status: 10, maxResultCount: 200, skipCount: 0 });
    const [cotton, tea] = packages();
    expect(within(cotton).getByRole('heading')).toHaveTextContent('Package 1: Cotton House');
    expect(
      within(cotton)
        .getAllByTestId('good-summary')
        .map((one) => one.textContent),
    ).toEqual([expect.stringContaining('Linen shirt G1'), expect.stringContaining('Linen shirt G3')]);
    expect(within(tea).getByRole('heading')).toHaveTextContent('Package 2: Tea Garden');
    expect(screen.getByRole('radio', { name: /Shenzhen warehouse/ })).toBeChecked();
    expect(screen.getByText(T.weight.needed)).toBeInTheDocument();
    expect(asked).toHaveLength(0);

    await fillIn();
    expect(asked[asked.length - 1]).toEqual({ goodsIds: ['G1', 'G2', 'G3'], warehouseId: 'W1', estimatedWeight: 2.5, ...FILLED_CHOICES });
    expect(screen.getByTestId('order-sticky-bar')).toHaveTextContent('Estimated total ¥130.50');

    fireEvent.click(submitButton());
    fireEvent.click(submitButton());
    expect(await screen.findByText(T.placed.title)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[0].body).toEqual({
      warehouseId: 'W1',
      packages: [
        { goodsIds: ['G1', 'G3'], trackingNumber: 'SF1234567890', carrierCode: 'SF', carrierName: null },
        { goodsIds: ['G2'], trackingNumber: 'JD000111222', carrierCode: 'OTHER', carrierName: 'JD Logistics' },
      ],
      estimatedWeight: 2.5,
      ...FILLED_CHOICES,
      customsId: null,
      remark: null,
      expectedTotal: 130.5,
      payNow: true,
    });
    expect(screen.getByTestId('order-number')).toHaveTextContent('Order number L3001');
    expect(screen.getByText(T.placed.paid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.placed.detail })).toHaveAttribute('href', '/en/user/combined-order-detail?id=L3001');
    expect(screen.getByRole('link', { name: T.placed.myOrders })).toHaveAttribute('href', '/en/ship-for-me/orders');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('checks the packages and the weight before sending', async () => {
    answerReads();
    answerFees();
    const sent = recordSubmits(() => HttpResponse.json(result('paid')));
    renderStep(['G1']);
    const [cotton] = await screen.findAllByTestId('forecast-package');
    fireEvent.change(within(cotton).getByRole('textbox', { name: /Tracking number/ }), { target: { value: 'ab c' } });
    fireEvent.click(submitButton());
    expect(within(cotton).getByRole('textbox', { name: /Tracking number/ })).toHaveAccessibleDescription(en.shipForMeCart.send.trackingPattern);
    expect(within(cotton).getByRole('combobox', { name: /Carrier/ })).toHaveAccessibleDescription(en.shipForMeCart.send.carrierRequired);
    expect(screen.getByRole('group', { name: T.weight.title })).toHaveAccessibleDescription(T.weight.required);
    expect(screen.getByText(W.submit.checkFields)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('QUOTE_CHANGED: asks for the fee again, shows the new total, and the next try sends it with a new key', async () => {
    answerReads();
    const asked = answerFees((input, n) => (n >= 3 ? { quote: { ...draftFor({ ...input, parcelIds: input.goodsIds }).quote!, total: 133 } } : {}));
    const sent = recordSubmits((_one, n) =>
      n === 1 ? HttpResponse.json({ error: { code: 'QUOTE_CHANGED', message: 'The price has changed.' } }, { status: 409 }) : HttpResponse.json(result('paid')),
    );
    renderStep(['G1', 'G2']);
    await screen.findAllByTestId('forecast-package');
    await fillIn();
    const before = asked.length;
    fireEvent.click(submitButton());
    expect(await screen.findByText(W.submit.quoteChanged)).toBeInTheDocument();
    await waitFor(() => expect(quoteTotal()).toHaveTextContent('¥133.00'));
    expect(asked.length).toBe(before + 1);
    expect(screen.queryByText(T.placed.title)).toBeNull();

    await waitFor(() => expect(submitButton()).toBeEnabled());
    fireEvent.click(submitButton());
    expect(await screen.findByText(T.placed.title)).toBeInTheDocument();
    expect(sent.map((one) => one.body.expectedTotal)).toEqual([130.5, 133]);
    expect(sent[1].key).not.toBe(sent[0].key);
  });

  it('a short wallet: the order waits for payment, the recharge dialog offers the shortfall and comes back to the order', async () => {
    answerReads();
    answerFees();
    recordSubmits(() => HttpResponse.json(result('unpaid', 45.5)));
    renderStep(['G1', 'G2']);
    await screen.findAllByTestId('forecast-package');
    await fillIn();
    fireEvent.click(submitButton());
    const { dialog, amount, returnTo } = await findBalanceDialog();
    expect(dialog).toHaveTextContent('The order L3001 has been saved and waits for payment. Your balance is ¥45.50 short.');
    expect([amount, returnTo]).toEqual(['45.50', '/user/combined-order-detail?id=L3001']);
    fireEvent.click(within(dialog).getByRole('button', { name: en.recharge.insufficient.cancel }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('The order waits for payment of ¥130.50. Pay it so the warehouse can ship it.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.placed.payNow })).toHaveAttribute('href', '/en/user/combined-order-detail?id=L3001');
    expect(replace).not.toHaveBeenCalled();
  });

  it('402 from the wallet: the recharge dialog comes back to this step, and nothing was placed', async () => {
    answerReads();
    answerFees();
    recordSubmits(() => HttpResponse.json({ error: { code: 'INSUFFICIENT_BALANCE', message: 'Insufficient balance', details: '25.50' } }, { status: 402 }));
    renderStep(['G1', 'G2']);
    await screen.findAllByTestId('forecast-package');
    await fillIn();
    fireEvent.click(submitButton());
    const { amount, returnTo } = await findBalanceDialog();
    expect([amount, returnTo]).toEqual(['25.50', '/ship-for-me/send?step=order&goods=G1,G2']);
    expect(screen.queryByText(T.placed.title)).toBeNull();
  });

  it('puts the server’s package and weight messages on their fields', async () => {
    answerReads();
    answerFees();
    recordSubmits(() =>
      HttpResponse.json(
        {
          error: {
            code: 'ValidationError',
            message: 'Validation failed',
            details: null,
            validationErrors: [
              { message: 'This tracking number is already forecast.', members: ['packages.1.trackingNumber'] },
              { message: 'Enter a weight from 0.01 to 300 kg.', members: ['estimatedWeight'] },
            ],
          },
        },
        { status: 400 },
      ),
    );
    renderStep(['G1', 'G2']);
    await screen.findAllByTestId('forecast-package');
    await fillIn();
    fireEvent.click(submitButton());
    const tea = packages()[1];
    await waitFor(() =>
      expect(within(tea).getByRole('textbox', { name: /Tracking number/ })).toHaveAccessibleDescription('This tracking number is already forecast.'),
    );
    expect(within(packages()[0]).getByRole('textbox', { name: /Tracking number/ })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('group', { name: T.packages.title })).not.toHaveAccessibleDescription(expect.stringContaining('already forecast'));
    expect(screen.getByRole('group', { name: T.weight.title })).toHaveAccessibleDescription('Enter a weight from 0.01 to 300 kg.');
  });

  it('an answered enquiry: its goods, warehouse, method and weight are fixed, and the order accepts it', async () => {
    const enquiry = enquiryFixture();
    const listed = answerReads({ enquiry });
    const asked = answerFees();
    const sent = recordSubmits(() => HttpResponse.json(result('paid')));
    renderStep(['G5'], 'Q1001');
    await screen.findAllByTestId('forecast-package');
    expect(listed).toHaveLength(0);
    expect(screen.getAllByTestId('warehouse-option')).toHaveLength(1);
    expect(screen.getByRole('radio', { name: /Guangzhou warehouse/ })).toBeChecked();
    expect(screen.getByTestId('fixed-weight')).toHaveTextContent('1.80 kg');
    expect(screen.getByRole('radio', { name: /Bo Kim/ })).toBeChecked();
    await waitFor(() => expect(quoteTotal()).toHaveTextContent('¥130.50'));
    expect(screen.getAllByTestId('method-option')).toHaveLength(1);
    expect(asked[0]).toMatchObject({ goodsIds: ['G5'], warehouseId: 'W2', estimatedWeight: 1.8, enquiryId: 'Q1001', addressId: 'A2', methodId: 'M1' });

    const [only] = packages();
    fireEvent.change(within(only).getByRole('textbox', { name: /Tracking number/ }), { target: { value: 'SF5550001' } });
    fireEvent.change(within(only).getByRole('combobox', { name: /Carrier/ }), { target: { value: 'SF' } });
    fireEvent.click(submitButton());
    expect(await screen.findByText(T.placed.title)).toBeInTheDocument();
    expect(sent[0].body).toMatchObject({ enquiryId: 'Q1001', warehouseId: 'W2', estimatedWeight: 1.8, methodId: 'M1', addressId: 'A2' });
  });

  it('an enquiry not answered yet cannot be ordered; a failed read offers a retry; no warehouse says so', async () => {
    answerReads({ enquiry: enquiryFixture({ id: 'Q2', status: 10, answer: null }) });
    const { unmount } = renderStep([], 'Q2');
    expect(await screen.findByText(T.enquiry.open)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.enquiry.back })).toHaveAttribute('href', '/en/ship-for-me/enquiries?id=Q2');
    unmount();

    let fail = true;
    answerReads();
    server.use(
      mock.post(PATHS.warehouses, () =>
        fail ? HttpResponse.json({ error: { code: 'InternalError', message: 'boom' } }, { status: 500 }) : HttpResponse.json({ items: [], totalCount: 0 }),
      ),
    );
    renderStep(['G1']);
    expect((await screen.findByText(T.load.failed)).closest('[role="alert"]')).not.toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: T.load.retry }));
    // Read again: no warehouse address yet, so nothing to order to.
    expect(await screen.findByText(T.warehouse.none)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.warehouse.link })).toHaveAttribute('href', '/en/user/wareHouse-address');
    expect(screen.queryByTestId('forecast-package')).toBeNull();
  });
});
