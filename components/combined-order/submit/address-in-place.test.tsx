// Adding and editing a delivery address inside the waybill form: the address book's own form in a dialog,
// the saved address chosen and quoted, nothing typed in the form lost, and the order never sent by it.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import type { Address } from '@/lib/api/address';
import type { CombinedOrderDraftInput } from '@/lib/api/combined-order';
import { configureHttp } from '@/lib/api/http';
import { AddressListSchema, AddressSchema } from '@/lib/contract/schemas/address';
import { CountrySchema, DialCodeSchema } from '@/lib/contract/schemas/reference';
import { server } from '@/tests/msw/server';
import { addressFixture, answerDraftsAt, chooseM1, CNY, draftFor, parcelFixture, PATHS } from '@/tests/kits/combined-order-submit-test-kit';
import type { TranshipmentDraftInput } from '@/lib/api/transhipment-order';
import { TranshipmentEditValuesSchema } from '@/lib/contract/schemas/transhipment-order';
import { T_PATHS, transhipmentDraftFor, transhipmentParcel } from '@/tests/kits/transhipment-order-submit-test-kit';
import { TranshipmentForm } from '@/components/transhipment-order/submit/transhipment-form';
import { TRANSHIPMENT_SUBMIT_NAMESPACES } from '@/components/transhipment-order/submit/transhipment-values';
import { CombinedOrderForm } from './combined-order-form';
import { DELIVERY_CLIENT_NAMESPACES } from './submit-context';

vi.mock('next/navigation', () => ({
  useParams: () => ({ locale: 'en', site: 'x' }),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn() }),
}));
vi.mock('@/lib/api/progress', () => ({ progressStart: () => {}, progressDone: () => {} }));

/** antd's dialog and selects in jsdom, after a quote: slower than the default 5 s on a busy machine. */
const SLOW = 15_000;
const T = en.combinedOrderSubmit;
const A = en.address;
const parcels = [parcelFixture('P1'), parcelFixture('P2', { weight: 0.75 })];
const alice = AddressSchema.parse(addressFixture('A1', { isDefault: true }));

/**
 * What the backend answers: the reference lists, the address book (as it is after the saves), a save
 * (POST create, PUT update, each answering the saved address as server/modules/address does), the drafts
 * and any waybill submit (recorded: none may come).
 */
function backend(book: Address[]) {
  const bodies: Record<string, unknown>[] = [];
  const submits: unknown[] = [];
  const list = (items: unknown[]) => HttpResponse.json({ items, totalCount: items.length });
  const saved = (body: Record<string, unknown>, id: string) => {
    const address = AddressSchema.parse({
      ...addressFixture(id),
      ...body,
      countryName: 'Nowhere Island',
      regionName: null,
      createdAt: '2026-11-27T08:00:00.000Z',
    });
    const rest = book.filter((one) => one.id !== id).map((one) => (address.isDefault ? { ...one, isDefault: false } : one));
    book.splice(0, book.length, ...(address.isDefault ? [address, ...rest] : [...rest, address]));
    return HttpResponse.json(address);
  };
  server.use(
    mock.get('/api/u/country', () =>
      list([
        CountrySchema.parse({
          code: 'XX',
          name: 'Nowhere Island',
          nameZh: '无地岛',
          nameEn: 'Nowhere Island',
          internationalCode: '999',
          postcodePattern: null,
        }),
      ]),
    ),
    mock.get('/api/system-management/common/international-code', () =>
      list([DialCodeSchema.parse({ countryCode: 'XX', name: 'Nowhere Island', code: '999', label: 'Nowhere Island +999' })]),
    ),
    mock.get('/api/u/region', () => list([])),
    mock.post('/api/u/user/address/list', () => HttpResponse.json(AddressListSchema.parse({ items: book, totalCount: book.length }))),
    mock.post('/api/u/user/address', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return saved(body, 'A9');
    }),
    mock.put('/api/u/user/address/:id', async ({ request, params }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return saved(body, String(params.id));
    }),
    mock.post(PATHS.submit, () => {
      submits.push(1);
      return HttpResponse.json({}, { status: 500 });
    }),
  );
  const asked = answerDraftsAt(PATHS.draft, (input: CombinedOrderDraftInput) => draftFor(input));
  return { bodies, submits, asked };
}

/** An island in the namespaces its page gives it. */
function renderIn(namespaces: readonly (keyof typeof en)[], island: React.ReactNode) {
  const messages = Object.fromEntries(namespaces.map((namespace) => [namespace, en[namespace]]));
  return render(
    <NextIntlClientProvider locale="en" messages={messages}>
      {island}
    </NextIntlClientProvider>,
  );
}

const renderForm = (addresses: Address[]) =>
  renderIn(
    DELIVERY_CLIENT_NAMESPACES,
    <CombinedOrderForm parcels={parcels} warehouseName="Shenzhen warehouse" addresses={addresses} currency={CNY} draftDelayMs={5} />,
  );

// The form's code loads on first use (next/dynamic): the first opening takes a while in jsdom.
const dialog = () => screen.findByRole('dialog', {}, { timeout: 8_000 });
const field = async (label: string) => within(await dialog()).getByLabelText(label);

async function fillNewAddress() {
  const box = await dialog();
  fireEvent.change(await field(A.recipientLabel), { target: { value: 'Nia Moss' } });
  fireEvent.change(within(box).getByRole('textbox', { name: A.phoneLabel }), { target: { value: '5551234' } });
  // The country select (a native one) lists the countries once they are read.
  const country = within(box).getByRole('combobox', { name: A.countryLabel });
  const nowhere = await within(country).findByRole<HTMLOptionElement>('option', { name: 'Nowhere Island' }, { timeout: 3_000 });
  fireEvent.change(country, { target: { value: nowhere.value } });
  fireEvent.change(within(box).getByLabelText(A.cityLabel), { target: { value: 'Port Nil' } });
  fireEvent.change(within(box).getByLabelText(A.line1Label), { target: { value: '7 Quay Road' } });
  // The country's states have been looked up (it has none).
  await waitFor(() => expect(within(box).getByRole('combobox', { name: A.regionLabel })).toBeDisabled());
}

const lastAsked = <I,>(asked: I[]) => asked[asked.length - 1];

beforeEach(() => {
  configureHttp({ locale: 'en', messages: en.errors, navigate: vi.fn() });
});

describe('<CombinedOrderForm/>: an address added or edited in place', () => {
  it(
    'a new address is saved to the book, chosen and quoted; the method, services and remark stay; the order is not sent',
    async () => {
      const book = [alice];
      const { bodies, submits, asked } = backend(book);
      renderForm([...book]);
      await chooseM1();
      fireEvent.click(screen.getByRole('checkbox', { name: /Reinforced packing/ }));
      fireEvent.change(screen.getByLabelText(T.remark.label), { target: { value: 'Leave at the door' } });
      expect(screen.queryByRole('link', { name: T.address.manage })).toBeNull();

      fireEvent.click(screen.getByRole('button', { name: T.address.add }));
      expect(within(await dialog()).getByText(A.addTitle)).toBeInTheDocument();
      await fillNewAddress();
      fireEvent.click(within(await dialog()).getByRole('button', { name: A.save }));

      const nia = await screen.findByRole('radio', { name: /Nia Moss/ }, { timeout: 3_000 });
      await waitFor(() => expect(nia).toBeChecked());
      expect(bodies[0]).toMatchObject({ recipientName: 'Nia Moss', countryCode: 'XX', city: 'Port Nil', isDefault: false });
      expect(screen.getByRole('radio', { name: /Alice Chen/ })).not.toBeChecked();
      expect(screen.getByText(T.address.saved)).toHaveAttribute('role', 'status');
      await waitFor(() => expect(lastAsked(asked)).toMatchObject({ addressId: 'A9', methodId: 'M1', serviceIds: ['S1'] }));
      expect(screen.getByRole('radio', { name: /Method M1/ })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: /Reinforced packing/ })).toBeChecked();
      expect(screen.getByLabelText(T.remark.label)).toHaveValue('Leave at the door');
      expect(submits).toHaveLength(0);
    },
    SLOW,
  );

  it(
    'editing the chosen address saves it, shows it as saved and asks for the quote again',
    async () => {
      const book = [alice, AddressSchema.parse(addressFixture('A2', { recipientName: 'Bo Kim' }))];
      const { bodies, asked } = backend(book);
      renderForm([...book]);
      await chooseM1();
      const before = asked.length;

      fireEvent.click(screen.getByRole('button', { name: T.address.editLabel.replace('{name}', 'Alice Chen') }));
      const city = await field(A.cityLabel);
      await waitFor(() => expect(city).toHaveValue('Los Angeles'));
      fireEvent.change(city, { target: { value: 'San Diego' } });
      fireEvent.click(within(await dialog()).getByRole('button', { name: A.save }));

      await waitFor(() => expect(screen.getByRole('radio', { name: /Alice Chen/ }).closest('label')).toHaveTextContent('San Diego'));
      expect(bodies[0]).toMatchObject({ recipientName: 'Alice Chen', city: 'San Diego' });
      expect(screen.getByRole('radio', { name: /Alice Chen/ })).toBeChecked();
      // Same address id, new destination: the draft is asked again.
      await waitFor(() => expect(asked.length).toBeGreaterThan(before));
      expect(lastAsked(asked)).toMatchObject({ addressId: 'A1', methodId: 'M1' });
    },
    SLOW,
  );

  it(
    'an empty book: the first address is added here, made the default and chosen, and the methods come',
    async () => {
      const { bodies, asked } = backend([]);
      renderForm([]);
      expect(screen.getByText(T.address.emptyHere)).toBeInTheDocument();
      expect(screen.getByText(T.method.needAddress)).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: T.address.add }));
      await fillNewAddress();
      expect(within(await dialog()).getByRole('checkbox', { name: A.isDefaultLabel })).toBeChecked();
      fireEvent.click(within(await dialog()).getByRole('button', { name: A.save }));
      await waitFor(() => expect(screen.getByRole('radio', { name: /Nia Moss/ })).toBeChecked());
      expect(bodies[0]).toMatchObject({ isDefault: true });
      await screen.findByRole('radio', { name: /Method M1/ });
      expect(lastAsked(asked)).toMatchObject({ addressId: 'A9' });
    },
    SLOW,
  );
});

describe('<TranshipmentForm/>: an address added in place', () => {
  it(
    'editing an order whose address came from a spreadsheet: a new address replaces it, the estimate and remark stay',
    async () => {
      const { bodies } = backend([]);
      const asked = answerDraftsAt(T_PATHS.draft, (input: TranshipmentDraftInput) => transhipmentDraftFor(input));
      const values = TranshipmentEditValuesSchema.parse({
        id: 'L5001',
        parcelId: 'P9',
        addressId: null,
        methodId: 'M1',
        serviceIds: [],
        customsId: null,
        remark: 'Gift',
        estimatedWeight: 3,
        canEdit: true,
      });
      const edit = { id: 'L5001', values, kept: { coupon: null, points: 0, pointsValue: 0 }, currentAddress: 'Sam Lee, 1 Old Road, Oldtown, US' };
      renderIn(
        TRANSHIPMENT_SUBMIT_NAMESPACES,
        <TranshipmentForm parcels={[transhipmentParcel('P9', { weight: null })]} parcelId="P9" addresses={[]} currency={CNY} edit={edit} draftDelayMs={5} />,
      );
      expect(screen.getByTestId('current-address')).toHaveTextContent('Sam Lee, 1 Old Road');
      const weight = screen.getByRole('spinbutton', { name: /Estimated weight/ });
      fireEvent.change(weight, { target: { value: '4.5' } });
      await waitFor(() => expect(lastAsked(asked)).toMatchObject({ estimatedWeight: 4.5, addressId: null }));

      fireEvent.click(screen.getByRole('button', { name: T.address.add }));
      await fillNewAddress();
      fireEvent.click(within(await dialog()).getByRole('button', { name: A.save }));
      await waitFor(() => expect(screen.getByRole('radio', { name: /Nia Moss/ })).toBeChecked());
      expect(bodies).toHaveLength(1);
      expect(screen.queryByTestId('current-address')).toBeNull();
      await waitFor(() => expect(lastAsked(asked)).toMatchObject({ addressId: 'A9', estimatedWeight: 4.5, orderId: 'L5001' }));
      expect(weight).toHaveDisplayValue('4.5');
      expect(screen.getByLabelText(T.remark.label)).toHaveValue('Gift');
    },
    SLOW,
  );
});
