import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import { LOCAL_CART_KEY } from '@/lib/contract/ship-for-me-rules';
import { useLocalCart } from '@/components/ship-for-me/local-cart/local-cart-store';
import { VisitorCart } from './visitor-cart';

vi.mock('next/navigation', () => ({
  useParams: () => ({ locale: 'en', site: 'x' }),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn() }),
}));

const T = en.shipForMeCart;
const messages = { shipForMeCart: en.shipForMeCart, shipForMe: en.shipForMe, errors: en.errors };

/** Goods as the extension hands them over (GoodInput), kept in the visitor's browser. */
const collected = [
  { url: 'https://item.taobao.com/item.htm?id=1', title: 'Tea cup', shopName: 'Cup shop', spec: 'Blue', unitPrice: 12.5, currency: 'CNY', quantity: 2 },
  { url: 'https://www.amazon.co.jp/dp/B01', title: 'Sneakers', shopName: 'Shoe shop', unitPrice: 1000, currency: 'JPY', quantity: 1 },
];

function renderCart() {
  return render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <VisitorCart empty={<p>Collect something first</p>} />
    </NextIntlClientProvider>,
  );
}

beforeEach(async () => {
  localStorage.removeItem(LOCAL_CART_KEY);
  useLocalCart.setState({ items: [] });
  await useLocalCart.persist.rehydrate();
});

describe('<VisitorCart/>', () => {
  it('shows the goods kept in the browser by shop, their totals, and the way to sign in back to the cart', () => {
    act(() => void useLocalCart.getState().add(collected));
    renderCart();
    expect(screen.getAllByTestId('cart-shop').map((shop) => within(shop).getByRole('heading').textContent)).toEqual(['Cup shop', 'Shoe shop']);
    const bar = screen.getByTestId('cart-bar');
    expect(bar).toHaveTextContent('2 goods');
    expect(screen.getAllByTestId('cart-total').map((total) => total.textContent)).toEqual(['Total (CNY) ¥25.00', 'Total (JPY) JP¥1000.00']);
    // No rate is known before sign-in: no site total, no missing-rate note.
    expect(screen.queryByTestId('cart-site-total')).toBeNull();
    expect(screen.queryByTestId('cart-rate-missing')).toBeNull();
    for (const link of screen.getAllByRole('link', { name: T.signIn })) expect(link).toHaveAttribute('href', '/en/login?redirect=%2Fen%2Fship-for-me%2Fcart');
    expect(screen.getByRole('note')).toHaveTextContent(T.visitorNote);
  });

  it('changes a quantity and removes a good in the browser', async () => {
    act(() => void useLocalCart.getState().add(collected));
    renderCart();
    const cup = screen.getAllByTestId('cart-line')[0];
    fireEvent.click(within(cup).getByRole('button', { name: T.increase }));
    expect(useLocalCart.getState().items[0].quantity).toBe(3);
    expect(screen.getAllByTestId('cart-total')[0]).toHaveTextContent('¥37.50');

    fireEvent.click(screen.getByRole('button', { name: 'Remove Sneakers from the cart' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: T.removeOk }));
    await screen.findByText('1 good');
    expect(useLocalCart.getState().items.map((good) => good.title)).toEqual(['Tea cup']);
  });

  it('shows the empty state when nothing is kept', () => {
    renderCart();
    expect(screen.getByText('Collect something first')).toBeInTheDocument();
  });
});
