import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { delay, http as mock, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import { configureHttp } from '@/lib/api/http';
import { CountrySchema, DialCodeSchema, RegionSchema } from '@/lib/contract/schemas/reference';
import { server } from '@/tests/msw/server';
import { AddressFormModal } from './address-form-modal';

const T = en.address;
// What the reference backend answers (server/modules/reference), checked against the contract's schemas.
const COUNTRIES = [
  { code: 'MY', name: 'Malaysia', nameZh: '马来西亚', nameEn: 'Malaysia', internationalCode: '60', postcodePattern: '^\\d{5}$' },
  {
    code: 'US',
    name: 'United States',
    nameZh: '美国',
    nameEn: 'United States',
    internationalCode: '1',
    postcodePattern: '^\\d{5}(-\\d{4})?$',
  },
  { code: 'XX', name: 'Nowhere Island', nameZh: '无地岛', nameEn: 'Nowhere Island', internationalCode: '999', postcodePattern: null },
].map((country) => CountrySchema.parse(country));
const REGIONS: Record<string, unknown[]> = {
  MY: [
    { id: 31, countryCode: 'MY', parentId: null, code: 'KUL', name: 'Kuala Lumpur', nameZh: '吉隆坡', nameEn: 'Kuala Lumpur' },
    { id: 32, countryCode: 'MY', parentId: null, code: 'SGR', name: 'Selangor', nameZh: '雪兰莪', nameEn: 'Selangor' },
  ].map((region) => RegionSchema.parse(region)),
  US: [{ id: 11, countryCode: 'US', parentId: null, code: 'CA', name: 'California', nameZh: '加利福尼亚州', nameEn: 'California' }].map((region) =>
    RegionSchema.parse(region),
  ),
  XX: [],
};
const DIAL_CODES = [
  { countryCode: 'CN', name: 'China', code: '86', label: 'China +86' },
  { countryCode: 'US', name: 'United States', code: '1', label: 'United States +1' },
  { countryCode: 'MY', name: 'Malaysia', code: '60', label: 'Malaysia +60' },
].map((code) => DialCodeSchema.parse(code));

const list = (items: unknown[]) => HttpResponse.json({ items, totalCount: items.length });

/** The reference lists, the region list answering once `regionsGate` resolves; the saved bodies. */
function answer({ regionsGate = Promise.resolve() } = {}) {
  const saved: Record<string, unknown>[] = [];
  server.use(
    mock.get('/api/u/country', () => list(COUNTRIES)),
    mock.get('/api/system-management/common/international-code', () => list(DIAL_CODES)),
    mock.get('/api/u/region', async ({ request }) => {
      await regionsGate;
      await delay(0);
      return list(REGIONS[new URL(request.url).searchParams.get('countryCode') ?? ''] ?? []);
    }),
    mock.post('/api/u/user/address', async ({ request }) => {
      saved.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ id: 'A1' });
    }),
  );
  return saved;
}

const onSaved = vi.fn();

function Modal({ isFirst = true }: { isFirst?: boolean }) {
  return (
    <NextIntlClientProvider locale="en" messages={{ address: en.address, auth: en.auth, validation: en.validation, errors: en.errors }}>
      <AddressFormModal open address={null} isFirst={isFirst} onClose={vi.fn()} onSaved={onSaved} />
    </NextIntlClientProvider>
  );
}

const dialog = () => screen.getByRole('dialog');
const combobox = (name: string | RegExp) => within(dialog()).getByRole('combobox', { name });

/** Opens a select and clicks the option with this text once it is listed (the list may still be loading). */
async function pick(name: string | RegExp, option: string) {
  fireEvent.mouseDown(combobox(name));
  const choice = await screen.findByTitle(option, {}, { timeout: 3_000 });
  fireEvent.click(choice);
}

function fillTheRest() {
  fireEvent.change(within(dialog()).getByLabelText(T.recipientLabel), { target: { value: 'Amy One' } });
  fireEvent.change(within(dialog()).getByRole('textbox', { name: T.phoneLabel }), { target: { value: '123456789' } });
  fireEvent.change(within(dialog()).getByLabelText(T.cityLabel), { target: { value: 'Shah Alam' } });
  fireEvent.change(within(dialog()).getByLabelText(T.line1Label), { target: { value: '1 Jalan Test' } });
  fireEvent.change(within(dialog()).getByLabelText(T.postcodeLabel), { target: { value: '40000' } });
}

const save = () => fireEvent.click(within(dialog()).getByRole('button', { name: T.save }));

beforeEach(() => {
  configureHttp({ locale: 'en', messages: en.errors, navigate: vi.fn() });
  onSaved.mockReset();
});

describe('<AddressFormModal/>: what the customer chose stays chosen', () => {
  it('a state picked while the region list is still on its way is kept and saved', async () => {
    let release = () => {};
    const saved = answer({ regionsGate: new Promise<void>((resolve) => (release = resolve)) });
    render(<Modal />);
    fillTheRest();
    await pick(T.countryLabel, 'Malaysia');
    // Before the regions arrive, the state list can be opened (it says it is loading) ...
    await waitFor(() => expect(combobox(T.regionLabel)).toBeEnabled());
    fireEvent.mouseDown(combobox(T.regionLabel));
    expect(await screen.findByText(T.regionLoading, { selector: '.ant-select-dropdown *' })).toBeInTheDocument();
    // ... and takes the pick once they come.
    release();
    fireEvent.click(await screen.findByTitle('Selangor'));
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(saved[0]).toMatchObject({ countryCode: 'MY', regionId: 32 });
  });

  it('page data that changes while the dialog is open (the book refreshed after the previous save) does not reset the form', async () => {
    const saved = answer();
    const { rerender } = render(<Modal isFirst />);
    fillTheRest();
    await pick(T.countryLabel, 'Malaysia');
    await waitFor(() => expect(combobox(T.regionLabel)).toBeEnabled());
    await pick(T.regionLabel, 'Kuala Lumpur');
    rerender(<Modal isFirst={false} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(within(dialog()).getByLabelText(T.recipientLabel)).toHaveValue('Amy One');
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(saved[0]).toMatchObject({ recipientName: 'Amy One', countryCode: 'MY', regionId: 31 });
  });

  it('a phone prefix the customer chose is not replaced by the country’s', async () => {
    const saved = answer();
    render(<Modal />);
    // Prefix first, then the country, the number typed last.
    await pick(T.dialCodeLabel, 'United States +1');
    await pick(T.countryLabel, 'Malaysia');
    await waitFor(() => expect(combobox(T.regionLabel)).toBeEnabled());
    await pick(T.regionLabel, 'Selangor');
    fillTheRest();
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(saved[0]).toMatchObject({ internationalCode: '1', countryCode: 'MY' });
  });

  it('Save right after choosing a country, the state list still on its way, says a state is needed (nothing sent)', async () => {
    let release = () => {};
    const saved = answer({ regionsGate: new Promise<void>((resolve) => (release = resolve)) });
    render(<Modal />);
    fillTheRest();
    await pick(T.countryLabel, 'Malaysia');
    save();
    expect(await within(dialog()).findByText(T.regionRequired)).toBeInTheDocument();
    expect(saved).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
    release();
  });

  it('a country with states needs one (a localized message, nothing sent); a country without states does not', async () => {
    const saved = answer();
    render(<Modal />);
    fillTheRest();
    await pick(T.countryLabel, 'Malaysia');
    await waitFor(() => expect(combobox(T.regionLabel)).toBeEnabled());
    save();
    expect(await within(dialog()).findByText(T.regionRequired)).toBeInTheDocument();
    expect(saved).toEqual([]);

    await pick(T.countryLabel, 'Nowhere Island');
    fireEvent.change(within(dialog()).getByLabelText(T.postcodeLabel), { target: { value: '' } });
    await waitFor(() => expect(combobox(T.regionLabel)).toBeDisabled());
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(saved[0]).toMatchObject({ countryCode: 'XX', regionId: null });
  });
});
