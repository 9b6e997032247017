import '@/tests/kits/server-page-mocks';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en.json';
import { renderPage } from '@/tests/kits/records-test-kit';
import { ShipForMeNav } from './ship-for-me-nav';
import { ShipForMeShell } from './ship-for-me-shell';

const N = en.shipForMe.nav;
const links = () => within(screen.getByRole('navigation', { name: N.label })).getAllByRole('link');

describe('<ShipForMeNav/>', () => {
  it('links the ship-for-me pages in order and marks the current one as this page', async () => {
    await renderPage(ShipForMeNav({ current: 'cart' }));
    expect(links().map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')])).toEqual([
      [N.goods, '/en/ship-for-me/goods-list', null],
      [N.cart, '/en/ship-for-me/cart', 'page'],
      [N.enquiries, '/en/ship-for-me/enquiries', null],
      [N.orders, '/en/ship-for-me/orders', null],
      [N.extension, '/en/ship-for-me/extension', null],
    ]);
  });

  it('marks the section of a page under it (a good, one enquiry) without calling it this page; none on the service page', async () => {
    const first = await renderPage(ShipForMeNav({ current: 'goods', exact: false }));
    expect(links().map((link) => link.getAttribute('aria-current'))).toEqual(['true', null, null, null, null]);
    first.unmount();

    await renderPage(ShipForMeShell({ children: <p>About us</p> }));
    expect(links().every((link) => !link.hasAttribute('aria-current'))).toBe(true);
    expect(screen.getByText('About us')).toBeInTheDocument();
  });
});
