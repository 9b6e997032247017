import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { isValidElement, type ReactNode } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import { configureHttp } from '@/lib/api/http';
import type { Good } from '@/lib/contract/wire';
import { serverGood } from '@/components/ship-for-me/good/test-goods';
import { serverWarehouse } from '@/components/ship-for-me/test-warehouses';
import { server } from '@/tests/msw/server';
import { CartPreview } from './cart-preview';
import { MemberCart } from './member-cart';
import WarehouseBox from './warehouse-box';
import { warehouseBoxTexts } from './warehouse-box-texts';
import { firstWarehouseId, type WarehouseBoxTexts, WarehouseBoxView } from './warehouse-box-view';

vi.mock('next/navigation', () => ({
  useParams: () => ({ locale: 'en', site: 'x' }),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn() }),
}));
vi.mock('@/lib/api/progress', () => ({ progressStart: () => {}, progressDone: () => {} }));
// The server's words (the preview, the warehouse box's texts) from the catalog, as the page's server render has them.
vi.mock('next-intl/server', () => import('@/tests/kits/records-test-kit').then((kit) => kit.intlServerModule));

const T = en.shipForMeCart;
// What the page gives the cart's island (cart-page.tsx).
const messages = { shipForMeCart: en.shipForMeCart, shipForMe: en.shipForMe, errors: en.errors };

/** The cart as listGoods({status: 10}) answers it: CNY, USD with a rate, JPY without one (wallet in CNY). */
const cup = serverGood({ id: 'G1' });
const saucer = serverGood({ id: 'G2', title: 'Saucer', spec: null, currency: 'USD', unitPrice: 10, quantity: 1, totalInSiteCurrency: 72.3 });
const sneakers = serverGood({
  id: 'G3',
  shopName: 'Shoe shop',
  platform: 'amazon',
  title: 'Sneakers',
  currency: 'JPY',
  unitPrice: 1000,
  quantity: 1,
  totalInSiteCurrency: null,
});

const warehouse = serverWarehouse();

let warehouseTexts: WarehouseBoxTexts;
beforeAll(async () => {
  warehouseTexts = await warehouseBoxTexts([warehouse]);
});

function renderCart(goods: Good[] = [cup, saucer, sneakers]) {
  return render(
    <>
      <NextIntlClientProvider locale="en" messages={messages}>
        <MemberCart goods={goods} siteSymbol="¥" empty={<p>Nothing here</p>} />
      </NextIntlClientProvider>
      <WarehouseBox warehouses={[warehouse]} texts={warehouseTexts} />
    </>,
  );
}

/** What a layout depends on: elements, their classes, names and text, not whether a control is enabled yet. */
function shapeOf(node: Node): unknown {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (!(node instanceof Element)) return null;
  const attributes = ['class', 'role', 'aria-label', 'aria-labelledby', 'id', 'data-testid', 'href', 'type', 'value'].map((name) => node.getAttribute(name));
  return [node.tagName, ...attributes, [...node.childNodes].map(shapeOf)];
}

/** The props that are functions anywhere in a server component's tree: a server's drawing can send none to the browser. */
function functionProps(node: ReactNode): string[] {
  if (Array.isArray(node)) return node.flatMap(functionProps);
  if (!isValidElement(node)) return [];
  const props = node.props as Record<string, unknown>;
  const own = Object.entries(props).flatMap(([name, value]) => (name !== 'children' && typeof value === 'function' ? [name] : []));
  const inner = typeof node.type === 'function' ? (node.type as (props: object) => ReactNode)(props) : (props.children as ReactNode);
  return [...own, ...functionProps(inner)];
}

const bar = () => screen.getByTestId('cart-bar');
const line = (title: string) => screen.getAllByTestId('cart-line').find((one) => one.textContent?.includes(title)) as HTMLElement;

beforeEach(() => {
  configureHttp({ locale: 'en', messages: en.errors, navigate: vi.fn() });
  document.getElementById('app-toasts')?.remove();
});

describe('<MemberCart/>', () => {
  it('groups the goods by shop, all chosen, with a total per currency, the site total and the missing rate named', () => {
    renderCart();
    const shops = screen.getAllByTestId('cart-shop');
    expect(shops.map((shop) => within(shop).getByRole('heading').textContent)).toEqual(['Cup shop', 'Shoe shop']);
    expect(within(shops[0]).getAllByTestId('cart-line')).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: 'Choose all' })).toBeChecked();

    expect(bar()).toHaveTextContent('3 goods chosen');
    expect(bar()).toHaveTextContent('4 pieces');
    expect(screen.getAllByTestId('cart-total').map((total) => total.textContent)).toEqual([
      'Total (CNY) ¥25.00',
      'Total (USD) $10.00',
      'Total (JPY) JP¥1000.00',
    ]);
    expect(screen.getByTestId('cart-site-total')).toHaveTextContent('About (CNY) ¥97.30');
    expect(screen.getByTestId('cart-rate-missing')).toHaveTextContent('No exchange rate for JPY: the CNY total leaves those goods out.');
    expect(within(bar()).getByRole('link', { name: T.toForecast })).toHaveAttribute('href', '/en/ship-for-me/send?step=forecast&goods=G1,G2,G3');
    expect(within(bar()).getByRole('link', { name: T.toEnquiry })).toHaveAttribute('href', '/en/ship-for-me/send?step=enquiry&goods=G1,G2,G3');
    expect(within(bar()).getByRole('link', { name: T.toOrder })).toHaveAttribute('href', '/en/ship-for-me/send?step=order&goods=G1,G2,G3');
  });

  it('follows the choice: a good, a whole shop, none at all', () => {
    renderCart();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Choose all goods of Shoe shop' }));
    expect(bar()).toHaveTextContent('2 goods chosen');
    expect(screen.queryByTestId('cart-rate-missing')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Choose all' })).not.toBeChecked();
    expect(within(bar()).getByRole('link', { name: T.toOrder })).toHaveAttribute('href', '/en/ship-for-me/send?step=order&goods=G1,G2');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Choose Saucer' }));
    expect(screen.queryByTestId('cart-site-total')).toBeNull();
    expect(screen.getAllByTestId('cart-total').map((total) => total.textContent)).toEqual(['Total (CNY) ¥25.00']);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Choose Tea cup' }));
    expect(bar()).toHaveTextContent('No goods chosen');
    expect(bar()).toHaveTextContent(T.chooseFirst);
    expect(within(bar()).queryByRole('link')).toBeNull();
    expect(within(bar()).getByRole('button', { name: T.toForecast })).toBeDisabled();
  });

  it('saves a new quantity with the declaration as it is, and shows the answer', async () => {
    let sent: unknown;
    server.use(
      mock.put('/api/u/ship-for-me/goods/G1', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(serverGood({ id: 'G1', quantity: 3, totalInSiteCurrency: 37.5 }));
      }),
    );
    renderCart();
    fireEvent.click(within(line('Tea cup')).getByRole('button', { name: T.increase }));
    await waitFor(() => expect(screen.getAllByTestId('cart-total')[0]).toHaveTextContent('¥37.50'));
    expect(sent).toEqual({
      quantity: 3,
      spec: 'Blue',
      declaration: { declaredName: 'Tea cup', goodsTypeId: 'GT1', declaredValue: 12.5, quantity: 2 },
    });
    expect(within(line('Tea cup')).getByRole('textbox', { name: T.quantity })).toHaveValue('3');
    expect(bar()).toHaveTextContent('5 pieces');
  });

  it('says why a quantity was refused and keeps the line as it was', async () => {
    server.use(
      mock.put('/api/u/ship-for-me/goods/G1', () =>
        HttpResponse.json(
          {
            error: {
              code: 'GOODS_NOT_READY',
              message: 'Some goods are not in a state that allows this (see the details).',
              details: 'Tea cup',
              validationErrors: null,
            },
          },
          { status: 409 },
        ),
      ),
    );
    renderCart();
    const quantity = within(line('Tea cup')).getByRole('textbox', { name: T.quantity });
    fireEvent.change(quantity, { target: { value: '7' } });
    fireEvent.keyDown(quantity, { key: 'Enter' });
    expect(await within(line('Tea cup')).findByRole('alert')).toHaveTextContent('Some goods are not in a state that allows this (see the details).');
    expect(quantity).toHaveValue('2');
  });

  it('removes a good after the confirm, and shows the empty state after the last one', async () => {
    let removed: unknown;
    server.use(
      mock.post('/api/u/ship-for-me/goods/remove', async ({ request }) => {
        removed = await request.json();
        return HttpResponse.json({});
      }),
    );
    renderCart([cup]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Tea cup from the cart' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: T.removeOk }));
    expect(await screen.findByText('Nothing here')).toBeInTheDocument();
    expect(removed).toEqual({ ids: ['G1'] });
    // The warehouse address stays: where to send the next goods.
    expect(screen.getByTestId('cart-warehouse')).toHaveTextContent('M10086');
  });

  it('is drawn first by the server as it will look (./cart-preview.tsx), then replaces that drawing without a change of layout', async () => {
    const preview = render(
      <NextIntlClientProvider locale="en" messages={en}>
        {await CartPreview({ goods: [cup, saucer, sneakers], siteSymbol: '¥' })}
      </NextIntlClientProvider>,
    );
    const drawn = [...preview.container.childNodes].map(shapeOf);
    expect(screen.getAllByRole('checkbox').every((box) => (box as HTMLInputElement).disabled)).toBe(true);
    expect(screen.getByRole('button', { name: 'Remove Tea cup from the cart' })).toBeDisabled();
    expect(within(bar()).getByRole('link', { name: T.toOrder })).toHaveAttribute('href', '/en/ship-for-me/send?step=order&goods=G1,G2,G3');
    preview.unmount();

    const island = render(
      <NextIntlClientProvider locale="en" messages={messages}>
        <MemberCart goods={[cup, saucer, sneakers]} siteSymbol="¥" empty={null} />
      </NextIntlClientProvider>,
    );
    expect([...island.container.childNodes].map(shapeOf)).toEqual(drawn);
    expect(screen.getByRole('checkbox', { name: 'Choose Tea cup' })).toBeEnabled();
  });

  it('shows the warehouse address with the member code and what to write in the shop’s checkout', () => {
    renderCart();
    const box = screen.getByTestId('cart-warehouse');
    expect(within(box).getByRole('note')).toHaveTextContent('keep your member code M10086 in the recipient');
    expect(box).toHaveTextContent('Guangzhou warehouse');
    expect(within(box).getByRole('button', { name: 'Copy Member code' })).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: 'Copy Recipient' })).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: en.warehouse.copyAll })).toBeInTheDocument();
  });

  it('the warehouse box is drawn first by the server with its controls waiting, then the island draws the same, live', async () => {
    const other = serverWarehouse({ warehouseId: 'W2', warehouseName: 'Yiwu warehouse', memberCode: 'M20000', receiverName: 'Li Lei', addressLine2: '' });
    const warehouses = [serverWarehouse({ isDefault: false }), other];
    const texts = await warehouseBoxTexts(warehouses);
    const drawing = <WarehouseBoxView warehouses={warehouses} texts={texts} chosenId={firstWarehouseId(warehouses)} />;
    expect(functionProps(drawing)).toEqual([]);
    const preview = render(drawing);
    const drawn = [...preview.container.childNodes].map(shapeOf);
    // The default warehouse first; nothing to press before the island has loaded.
    expect(screen.getByRole('combobox', { name: T.warehouseChoice })).toHaveValue('W2');
    expect(screen.getByRole('combobox', { name: T.warehouseChoice })).toBeDisabled();
    expect(screen.getAllByRole('button').every((button) => (button as HTMLButtonElement).disabled)).toBe(true);
    preview.unmount();

    const island = render(<WarehouseBox warehouses={warehouses} texts={texts} />);
    expect([...island.container.childNodes].map(shapeOf)).toEqual(drawn);
    expect(screen.getByRole('button', { name: 'Copy Member code' })).toBeEnabled();
    fireEvent.change(screen.getByRole('combobox', { name: T.warehouseChoice }), { target: { value: 'W1' } });
    expect(screen.getByTestId('cart-warehouse')).toHaveTextContent('M10086');
    expect(screen.getByTestId('cart-warehouse')).not.toHaveTextContent('M20000');
  });
});
