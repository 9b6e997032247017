import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp } from '@/lib/api/http';
import type { GoodInput } from '@/lib/contract/wire';
import en from '@/locales/en.json';
import { server } from '@/tests/msw/server';
import { useLocalCart } from '@/components/ship-for-me/local-cart/local-cart-store';
import { addResult, goodsValidationBody, serverGood } from '../good/test-goods';
import { GoodFormModal } from './good-form';

const F = en.shipForMe.field;
const E = en.shipForMeGoods.error;
const onAdded = vi.fn();

function Form({ member }: { member: boolean }) {
  return (
    <NextIntlClientProvider locale="en" messages={{ shipForMe: en.shipForMe, shipForMeGoods: en.shipForMeGoods, errors: en.errors }}>
      <GoodFormModal open member={member} onClose={vi.fn()} onAdded={onAdded} />
    </NextIntlClientProvider>
  );
}

const dialog = () => screen.getByRole('dialog');
const type = (label: string | RegExp, value: string) => fireEvent.change(within(dialog()).getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(within(dialog()).getByRole('button', { name: en.shipForMeGoods.form.submit }));

function fill() {
  type(F.url, 'https://item.taobao.com/item.htm?id=42');
  type(F.title, 'Silk scarf');
  type(F.shopName, 'Scarf shop');
  type(F.unitPrice, '88.50');
  type(F.quantity, '2');
}

beforeEach(() => {
  configureHttp({ locale: 'en', messages: en.errors, navigate: vi.fn() });
  onAdded.mockReset();
  useLocalCart.getState().clear();
});

describe('<GoodFormModal/>', () => {
  it('names what is missing or wrong, field by field', async () => {
    render(<Form member={false} />);
    type(F.quantity, '');
    submit();
    // The link, the title, the shop and the price.
    await waitFor(() => expect(within(dialog()).getAllByText(E.required)).toHaveLength(4));
    expect(within(dialog()).getByText(E.quantity)).toBeInTheDocument();
    type(F.url, 'javascript:alert(1)');
    type(F.unitPrice, '1.234');
    type(F.quantity, '1000');
    type(F.title, 'x'.repeat(201));
    submit();
    expect(await within(dialog()).findByText(E.url)).toBeInTheDocument();
    await waitFor(() => expect(within(dialog()).getByText(E.price)).toBeInTheDocument());
    expect(within(dialog()).getByText(E.quantity)).toBeInTheDocument();
    expect(within(dialog()).getByText('At most 200 characters')).toBeInTheDocument();
    expect(onAdded).not.toHaveBeenCalled();
  });

  it('keeps a visitor’s good in this browser', async () => {
    render(<Form member={false} />);
    fill();
    submit();
    await waitFor(() => expect(onAdded).toHaveBeenCalledWith('added'));
    expect(useLocalCart.getState().items).toEqual([
      expect.objectContaining({
        url: 'https://item.taobao.com/item.htm?id=42',
        title: 'Silk scarf',
        shopName: 'Scarf shop',
        unitPrice: 88.5,
        currency: 'CNY',
        quantity: 2,
        source: 'manual',
      }),
    ]);
  });

  it('adds a member’s good to the server cart with one client key for the good as typed', async () => {
    const sent: GoodInput[][] = [];
    let answer: 'fail' | 'ok' = 'fail';
    server.use(
      mock.post('/api/u/ship-for-me/goods', async ({ request }) => {
        const { goods } = (await request.json()) as { goods: GoodInput[] };
        sent.push(goods);
        if (answer === 'fail')
          return HttpResponse.json({ error: { code: null, message: 'Server error', details: null, validationErrors: null } }, { status: 500 });
        return HttpResponse.json(addResult([serverGood({ title: 'Silk scarf', quantity: 2 })], 0, 1));
      }),
    );
    render(<Form member />);
    fill();
    submit();
    expect(await within(dialog()).findByRole('alert')).toBeInTheDocument();
    answer = 'ok';
    submit();
    await waitFor(() => expect(onAdded).toHaveBeenCalledWith('merged'));
    expect(sent).toHaveLength(2);
    expect(sent[0][0]).toMatchObject({ url: 'https://item.taobao.com/item.htm?id=42', unitPrice: 88.5, quantity: 2, currency: 'CNY', source: 'manual' });
    expect(sent[1][0].clientKey).toBe(sent[0][0].clientKey);
    expect(useLocalCart.getState().items).toEqual([]);
  });

  it('puts the server’s field errors (goods.0.<field>) on the fields', async () => {
    const message = 'Enter an http:// or https:// address without a user name or password.';
    server.use(mock.post('/api/u/ship-for-me/goods', () => HttpResponse.json(goodsValidationBody([{ member: 'goods.0.imageUrl', message }]), { status: 400 })));
    render(<Form member />);
    fill();
    type(/Picture link/, 'https://img.alicdn.com/x.jpg');
    submit();
    expect(await within(dialog()).findByText(message)).toBeInTheDocument();
    expect(within(dialog()).getByLabelText(/Picture link/)).toHaveAttribute('aria-invalid', 'true');
    expect(onAdded).not.toHaveBeenCalled();
  });
});
