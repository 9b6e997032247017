import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { delay, http as mock, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import { configureHttp } from '@/lib/api/http';
import { CountrySchema, DialCodeSchema, RegionSchema } from '@/lib/contract/schemas/reference';
import { server } from '@/tests/msw/server';
import { malaysianAddress } from '@/tests/kits/address-test-kit';
import type { Address } from '@/lib/api/address';
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

/** The countries whose state list was answered, in order. */
const regionsServed: string[] = [];

/**
 * The reference lists, the region list of a country answering once its gate in `regionGates` resolves (at once
 * without one); the saved bodies; POST /u/user/address answers `failure` when given (once), else the new id.
 */
function answer({ regionGates = {}, failure }: { regionGates?: Record<string, Promise<void>>; failure?: { status: number; body: object } } = {}) {
  const saved: Record<string, unknown>[] = [];
  regionsServed.length = 0;
  let failed = false;
  server.use(
    mock.get('/api/u/country', () => list(COUNTRIES)),
    mock.get('/api/system-management/common/international-code', () => list(DIAL_CODES)),
    mock.get('/api/u/region', async ({ request }) => {
      const code = new URL(request.url).searchParams.get('countryCode') ?? '';
      await regionGates[code];
      await delay(0);
      regionsServed.push(code);
      return list(REGIONS[code] ?? []);
    }),
    mock.post('/api/u/user/address', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      if (failure && !failed) {
        failed = true;
        return HttpResponse.json(failure.body, { status: failure.status });
      }
      saved.push(body);
      return HttpResponse.json({ id: 'A1' });
    }),
  );
  return saved;
}

/** A promise and the function that resolves it: a list held back until the test lets it go. */
function gate() {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  return { held, release };
}

const onSaved = vi.fn();

function Modal({ isFirst = true, address = null }: { isFirst?: boolean; address?: Address | null }) {
  return (
    <NextIntlClientProvider locale="en" messages={{ address: en.address, auth: en.auth, validation: en.validation, errors: en.errors }}>
      <AddressFormModal open address={address} isFirst={isFirst} onClose={vi.fn()} onSaved={onSaved} />
    </NextIntlClientProvider>
  );
}

const dialog = () => screen.getByRole('dialog');
const combobox = (name: string | RegExp) => within(dialog()).getByRole('combobox', { name });

/** Chooses the option with this text in a native select once it is listed (the list may still be loading). */
async function pick(name: string | RegExp, option: string) {
  const choice = await within(combobox(name)).findByRole<HTMLOptionElement>('option', { name: option }, { timeout: 3_000 });
  fireEvent.change(combobox(name), { target: { value: choice.value } });
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
  it('the state list says it is loading until it comes; the state picked then is saved', async () => {
    const malaysia = gate();
    const saved = answer({ regionGates: { MY: malaysia.held } });
    render(<Modal />);
    fillTheRest();
    await pick(T.countryLabel, 'Malaysia');
    // Before the regions arrive, the state list says so (and is busy) ...
    expect(combobox(T.regionLabel)).toBeEnabled();
    expect(combobox(T.regionLabel)).toHaveAttribute('aria-busy', 'true');
    expect(
      within(combobox(T.regionLabel))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([T.regionLoading]);
    // ... and offers the states once they come.
    malaysia.release();
    await pick(T.regionLabel, 'Selangor');
    expect(combobox(T.regionLabel)).not.toHaveAttribute('aria-busy');
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(saved[0]).toMatchObject({ countryCode: 'MY', regionId: 32 });
  });

  it('the state list of a country chosen before, arriving late, never replaces the list or the state chosen since', async () => {
    const malaysia = gate();
    const saved = answer({ regionGates: { MY: malaysia.held } });
    render(<Modal />);
    fillTheRest();
    await pick(T.countryLabel, 'Malaysia');
    await pick(T.countryLabel, 'United States');
    await pick(T.regionLabel, 'California');
    malaysia.release();
    await waitFor(() => expect(regionsServed).toEqual(['US', 'MY']));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(combobox(T.regionLabel)).getByRole('option', { name: 'California' })).toBeInTheDocument();
    expect(within(combobox(T.regionLabel)).queryByRole('option', { name: 'Selangor' })).toBeNull();
    expect(combobox(T.regionLabel)).toHaveValue('11');
    fireEvent.change(within(dialog()).getByLabelText(T.postcodeLabel), { target: { value: '94607' } });
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(saved[0]).toMatchObject({ countryCode: 'US', regionId: 11 });
  });

  it('page data that changes while the dialog is open (the book refreshed after the previous save) does not reset the form', async () => {
    const saved = answer();
    const { rerender } = render(<Modal isFirst />);
    fillTheRest();
    await pick(T.countryLabel, 'Malaysia');
    await pick(T.regionLabel, 'Kuala Lumpur');
    rerender(<Modal isFirst={false} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(within(dialog()).getByLabelText(T.recipientLabel)).toHaveValue('Amy One');
    expect(within(dialog()).getByRole('checkbox', { name: T.isDefaultLabel })).toBeChecked();
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(saved[0]).toMatchObject({ recipientName: 'Amy One', countryCode: 'MY', regionId: 31, isDefault: true });
  });

  it('the phone prefix follows the country until the customer picks one; a prefix picked is not replaced', async () => {
    const saved = answer();
    render(<Modal />);
    expect(combobox(T.dialCodeLabel)).toHaveValue('86');
    await pick(T.countryLabel, 'Malaysia');
    expect(combobox(T.dialCodeLabel)).toHaveValue('60');
    // Prefix picked, then another country, the number typed last.
    await pick(T.dialCodeLabel, 'United States +1');
    await pick(T.countryLabel, 'Nowhere Island');
    await pick(T.countryLabel, 'Malaysia');
    expect(combobox(T.dialCodeLabel)).toHaveValue('1');
    await pick(T.regionLabel, 'Selangor');
    fillTheRest();
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(saved[0]).toMatchObject({ internationalCode: '1', countryCode: 'MY' });
  });

  it('Save right after choosing a country, the state list still on its way, says a state is needed (nothing sent)', async () => {
    const malaysia = gate();
    const saved = answer({ regionGates: { MY: malaysia.held } });
    render(<Modal />);
    fillTheRest();
    await pick(T.countryLabel, 'Malaysia');
    save();
    expect(await within(dialog()).findByText(T.regionRequired)).toBeInTheDocument();
    expect(combobox(T.regionLabel)).toHaveAttribute('aria-invalid', 'true');
    expect(combobox(T.regionLabel)).toHaveFocus();
    expect(saved).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
    malaysia.release();
  });

  it('a country with states needs one (a localized message, nothing sent); a country without states does not', async () => {
    const saved = answer();
    render(<Modal />);
    fillTheRest();
    await pick(T.countryLabel, 'Malaysia');
    await waitFor(() => expect(combobox(T.regionLabel)).not.toHaveAttribute('aria-busy'));
    save();
    expect(await within(dialog()).findByText(T.regionRequired)).toBeInTheDocument();
    expect(saved).toEqual([]);

    await pick(T.countryLabel, 'Nowhere Island');
    // The message goes with the country that asked for it.
    expect(within(dialog()).queryByText(T.regionRequired)).toBeNull();
    fireEvent.change(within(dialog()).getByLabelText(T.postcodeLabel), { target: { value: '' } });
    await waitFor(() => expect(combobox(T.regionLabel)).toBeDisabled());
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(saved[0]).toMatchObject({ countryCode: 'XX', regionId: null });
  });

  it('every required field says what it needs, in the catalog’s words, the focus on the first', async () => {
    const saved = answer();
    render(<Modal />);
    save();
    for (const message of [T.recipientRequired, en.validation.phone, T.countryRequired, T.cityRequired, T.line1Required]) {
      expect(await within(dialog()).findByText(message)).toBeInTheDocument();
    }
    expect(within(dialog()).getByLabelText(T.recipientLabel)).toHaveFocus();
    expect(within(dialog()).getByLabelText(T.recipientLabel)).toHaveAccessibleDescription(T.recipientRequired);
    expect(within(dialog()).getByLabelText(T.recipientLabel)).toHaveAttribute('maxlength', '64');
    expect(saved).toEqual([]);
  });
});

describe('<AddressFormModal/>: what the server says', () => {
  it('a field the server refuses shows its message under that field, focused; Save again sends the fix', async () => {
    const saved = answer({
      failure: {
        status: 400,
        body: {
          error: {
            code: null,
            message: 'Invalid fields',
            details: null,
            validationErrors: [{ members: ['postcode'], message: 'The postcode is not valid for this country.' }],
          },
        },
      },
    });
    render(<Modal />);
    fillTheRest();
    await pick(T.countryLabel, 'Malaysia');
    await pick(T.regionLabel, 'Selangor');
    save();
    const postcode = within(dialog()).getByLabelText(T.postcodeLabel);
    await waitFor(() => expect(postcode).toHaveAccessibleDescription('The postcode is not valid for this country.'));
    expect(postcode).toHaveFocus();
    expect(onSaved).not.toHaveBeenCalled();
    fireEvent.change(postcode, { target: { value: '40001' } });
    expect(postcode).not.toHaveAttribute('aria-invalid');
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(saved[0]).toMatchObject({ postcode: '40001', regionId: 32 });
  });

  it('a failure no field takes is said above the form', async () => {
    answer({ failure: { status: 500, body: { error: { code: null, message: 'Server error', details: null, validationErrors: null } } } });
    render(<Modal />);
    fillTheRest();
    await pick(T.countryLabel, 'Malaysia');
    await pick(T.regionLabel, 'Selangor');
    save();
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(/\S/);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('editing shows the saved address, its state named while the list loads, and sends it back changed', async () => {
    const malaysia = gate();
    answer({ regionGates: { MY: malaysia.held } });
    const updated: Record<string, unknown>[] = [];
    server.use(
      mock.put('/api/u/user/address/A9', async ({ request }) => {
        updated.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ id: 'A9' });
      }),
    );
    const address = malaysianAddress({ id: 'A9', isDefault: true });
    render(<Modal address={address} isFirst={false} />);
    expect(dialog()).toHaveAccessibleName(T.editTitle);
    expect(combobox(T.regionLabel)).toHaveDisplayValue('Selangor');
    // The default stays the default: making another address the default is the way to change it.
    expect(within(dialog()).getByRole('checkbox', { name: T.isDefaultLabel })).toBeDisabled();
    malaysia.release();
    await waitFor(() => expect(combobox(T.regionLabel)).not.toHaveAttribute('aria-busy'));
    await pick(T.regionLabel, 'Kuala Lumpur');
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(updated[0]).toMatchObject({ recipientName: 'Amy One', countryCode: 'MY', regionId: 31, isDefault: true });
  });
});
