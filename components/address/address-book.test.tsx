import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import { configureHttp } from '@/lib/api/http';
import { CountrySchema, DialCodeSchema, RegionSchema } from '@/lib/contract/schemas/reference';
import { server } from '@/tests/msw/server';
import { malaysianAddress } from '@/tests/kits/address-test-kit';
import { AddressBook } from './address-book';

// The book's re-read (router.refresh) never lands here: the page data stay as they were before the save.
const refresh = vi.fn();
vi.mock('next/navigation', () => ({
  useParams: () => ({ locale: 'en', site: 'x' }),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn(), refresh, back: vi.fn(), forward: vi.fn() }),
  usePathname: () => '/en/user/member-address',
  useSearchParams: () => new URLSearchParams(),
}));

const T = en.address;
const list = (items: unknown[]) => HttpResponse.json({ items, totalCount: items.length });

function answer() {
  const saved: Record<string, unknown>[] = [];
  server.use(
    mock.get('/api/u/country', () =>
      list([
        CountrySchema.parse({
          code: 'MY',
          name: 'Malaysia',
          nameZh: '马来西亚',
          nameEn: 'Malaysia',
          internationalCode: '60',
          postcodePattern: '^\\d{5}$',
        }),
      ]),
    ),
    mock.get('/api/system-management/common/international-code', () =>
      list([DialCodeSchema.parse({ countryCode: 'MY', name: 'Malaysia', code: '60', label: 'Malaysia +60' })]),
    ),
    mock.get('/api/u/region', () =>
      list([
        RegionSchema.parse({
          id: 32,
          countryCode: 'MY',
          parentId: null,
          code: 'SGR',
          name: 'Selangor',
          nameZh: '雪兰莪',
          nameEn: 'Selangor',
        }),
      ]),
    ),
    mock.post('/api/u/user/address', async ({ request }) => {
      saved.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ id: `A${saved.length}` });
    }),
  );
  return saved;
}

const dialog = () => screen.getByRole('dialog');
const defaultBox = () => within(dialog()).getByRole('checkbox', { name: T.isDefaultLabel });

/** Chooses the option with this text in a native select of the dialog once it is listed. */
async function pick(name: string, option: string) {
  const select = () => within(dialog()).getByRole('combobox', { name });
  const choice = await within(select()).findByRole<HTMLOptionElement>('option', { name: option });
  fireEvent.change(select(), { target: { value: choice.value } });
}

beforeEach(() => {
  configureHttp({ locale: 'en', messages: en.errors, navigate: vi.fn() });
  refresh.mockReset();
  document.getElementById('app-toasts')?.remove();
});

describe('<AddressBook/>', () => {
  it('an address added while the book is still being re-read after the first is not offered as the default', async () => {
    const saved = answer();
    render(
      <NextIntlClientProvider locale="en" messages={{ address: en.address, auth: en.auth, validation: en.validation, errors: en.errors, list: en.list }}>
        <AddressBook items={[]} total={0} state={{ page: 1, pageSize: 20, status: null, sort: null, filters: {} }} caption="Addresses" />
      </NextIntlClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: T.add }));
    await waitFor(() => expect(defaultBox()).toBeChecked());
    fireEvent.change(within(dialog()).getByLabelText(T.recipientLabel), { target: { value: 'Amy One' } });
    fireEvent.change(within(dialog()).getByRole('textbox', { name: T.phoneLabel }), { target: { value: '123456789' } });
    await pick(T.countryLabel, 'Malaysia');
    await pick(T.regionLabel, 'Selangor');
    fireEvent.change(within(dialog()).getByLabelText(T.cityLabel), { target: { value: 'Shah Alam' } });
    fireEvent.change(within(dialog()).getByLabelText(T.line1Label), { target: { value: '1 Jalan Test' } });
    fireEvent.change(within(dialog()).getByLabelText(T.postcodeLabel), { target: { value: '40000' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: T.save }));
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    expect(saved[0]).toMatchObject({ isDefault: true });

    fireEvent.click(screen.getByRole('button', { name: T.add }));
    await waitFor(() => expect(within(dialog()).getByLabelText(T.recipientLabel)).toHaveValue(''));
    expect(defaultBox()).not.toBeChecked();
  });

  it('a delete is asked first (Cancel keeps the address), then sent, the book read again and the deletion said', async () => {
    const deleted: string[] = [];
    server.use(
      mock.delete('/api/u/user/address/:id', ({ params }) => {
        deleted.push(String(params.id));
        return HttpResponse.json({});
      }),
    );
    const amy = malaysianAddress();
    render(
      <NextIntlClientProvider locale="en" messages={{ address: en.address, auth: en.auth, validation: en.validation, errors: en.errors, list: en.list }}>
        <AddressBook items={[amy]} total={1} state={{ page: 1, pageSize: 20, status: null, sort: null, filters: {} }} caption="Addresses" />
      </NextIntlClientProvider>,
    );
    const card = screen.getByTestId('address-card');
    fireEvent.click(within(card).getByRole('button', { name: T.delete }));
    const ask = await screen.findByRole('dialog', { name: T.confirmDeleteTitle });
    expect(ask).toHaveAccessibleDescription(T.confirmDelete.replace('{name}', 'Amy One'));
    // The focus starts on Cancel: Enter does not delete.
    expect(within(ask).getByRole('button', { name: T.cancel })).toHaveFocus();
    fireEvent.click(within(ask).getByRole('button', { name: T.cancel }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(deleted).toEqual([]);

    fireEvent.click(within(card).getByRole('button', { name: T.delete }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: T.confirm }));
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    expect(deleted).toEqual(['A7']);
    // Said in a polite toast.
    expect((await screen.findByText(T.deleted)).closest('[role="status"]')).not.toBeNull();
  });
});
