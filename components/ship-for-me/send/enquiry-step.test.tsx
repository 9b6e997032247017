import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import { configureHttp } from '@/lib/api/http';
import { EnquirySchema } from '@/lib/contract/schemas/ship-for-me';
import { serverGood } from '@/components/ship-for-me/good/test-goods';
import { server } from '@/tests/msw/server';
import { addressFixture } from '@/tests/kits/combined-order-submit-test-kit';
import { EnquiryStep } from './enquiry-step';
import type { WarehouseOption } from './send-warehouse';

const push = vi.fn();
vi.mock('next/navigation', () => ({
  useParams: () => ({ locale: 'en', site: 'x' }),
  useRouter: () => ({ push, replace: vi.fn(), prefetch: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn() }),
}));
vi.mock('@/lib/api/progress', () => ({ progressStart: () => {}, progressDone: () => {} }));

const T = en.shipForMeEnquiry.step;
const ENQUIRY = '/api/u/biz/ship-for-me/enquiry';
const messages = {
  shipForMeEnquiry: en.shipForMeEnquiry,
  shipForMeCart: en.shipForMeCart,
  shipForMe: en.shipForMe,
  combinedOrderSubmit: en.combinedOrderSubmit,
  errors: en.errors,
};
const goods = [serverGood({ id: 'G1' }), serverGood({ id: 'G2', title: 'Saucer' })];
const warehouses: WarehouseOption[] = [
  { warehouseId: 'W1', warehouseName: 'Guangzhou warehouse', isDefault: true, fullAddress: '88 Airport Road', memberCode: 'M10086' },
];
const addresses = [addressFixture('A1'), addressFixture('A2', { isDefault: true, recipientName: 'Bob Li' })];

function renderStep(list = addresses) {
  return render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <EnquiryStep goods={goods} warehouses={warehouses} addresses={list} />
    </NextIntlClientProvider>,
  );
}

function answerEnquiry(status: number, body: object) {
  const sent: { body: unknown; key: string | null }[] = [];
  server.use(
    mock.post(ENQUIRY, async ({ request }) => {
      sent.push({ body: await request.json(), key: request.headers.get('Idempotency-Key') });
      return HttpResponse.json(body, { status });
    }),
  );
  return sent;
}

beforeEach(() => {
  configureHttp({ locale: 'en', messages: en.errors, navigate: vi.fn() });
  push.mockReset();
});

describe('<EnquiryStep/>', () => {
  it('sends the goods, the warehouse, the default address and the remark with a key, then opens the new enquiry', async () => {
    const created = EnquirySchema.parse({
      id: 'Q17409600000000042',
      status: 10,
      warehouseId: 'W1',
      warehouseName: 'Guangzhou warehouse',
      addressId: 'A2',
      addressText: 'Bob Li, +1 2135550100, 100 Main Street, Los Angeles, California, United States 90001',
      remark: 'Gift wrap',
      goods: goods.map((good) => ({ ...good, status: 30, enquiryId: 'Q17409600000000042' })),
      answer: null,
      closedReason: null,
      orderId: null,
      createdAt: '2026-03-01T08:00:00.000Z',
    });
    const sent = answerEnquiry(200, created);
    renderStep();
    expect(screen.getByRole('radio', { name: /Bob Li/ })).toBeChecked();
    fireEvent.change(screen.getByLabelText(en.combinedOrderSubmit.remark.label), { target: { value: ' Gift wrap ' } });
    fireEvent.click(screen.getByRole('button', { name: T.submit }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/en/ship-for-me/enquiries?id=Q17409600000000042', undefined));
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toEqual({ goodsIds: ['G1', 'G2'], warehouseId: 'W1', addressId: 'A2', remark: 'Gift wrap' });
    expect(sent[0].key).toMatch(/.{8,}/);
  });

  it('puts a refused field under it', async () => {
    answerEnquiry(400, {
      error: {
        code: 'ValidationError',
        message: 'Invalid request',
        details: null,
        validationErrors: [{ members: ['warehouseId'], message: 'Choose one of the warehouses.' }],
      },
    });
    renderStep();
    fireEvent.click(screen.getByRole('button', { name: T.submit }));
    expect(await screen.findByText('Choose one of the warehouses.')).toHaveAttribute('role', 'alert');
    expect(push).not.toHaveBeenCalled();
  });

  it('cannot be sent without a delivery address: it leads to the address book', () => {
    renderStep([]);
    expect(screen.getByRole('link', { name: en.combinedOrderSubmit.address.manage })).toHaveAttribute('href', '/en/user/member-address');
    expect(screen.getByRole('button', { name: T.submit })).toBeDisabled();
  });
});
