import '@/tests/kits/server-page-mocks';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answerGet, apiCalls, expectTexts, renderPage } from '@/tests/kits/records-test-kit';
import { COUPON_API, myCoupon } from '@/tests/kits/coupons-test-kit';
import { MyCouponsPage } from './my-coupons-page';

const MINE = `${COUPON_API}/couponList`;
const page = { locale: 'en', site: 'x' } as const;
const counts = { '1': 3, '10': 14, '20': 0, '30': 2 };

const answer = (body: object, status?: number) => answerGet(MINE, body, status);

const tabs = () => within(screen.getByRole('navigation', { name: 'Coupons by status' })).getAllByRole('link');

beforeEach(() => {
  apiCalls.length = 0;
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('<MyCouponsPage/>', () => {
  it('lists the usable coupons by default, with the count of every status in the tabs', async () => {
    const sent = answer({
      totalCount: 3,
      counts,
      items: [myCoupon(), myCoupon({ id: 'COUPON1002', name: 'Held one', lockedBy: 'L2001' })],
    });
    await renderPage(MyCouponsPage({ ...page, search: {} }));
    expect(sent).toEqual([{ status: '1', skipCount: '0', maxResultCount: '12' }]);
    expect(tabs().map((tab) => [tab.textContent, tab.getAttribute('href'), tab.getAttribute('aria-current')])).toEqual([
      ['Usable 3', '/en/user/coupon', 'page'],
      ['Used 14', '/en/user/coupon?status=10', null],
      ['Expired 0', '/en/user/coupon?status=20', null],
      ['Cancelled 2', '/en/user/coupon?status=30', null],
    ]);

    const [free, held] = screen.getAllByTestId('my-coupon');
    expectTexts(free, '¥20', 'Usable when spend reaches ¥100', 'For: Waybills', 'Valid 2026-03-01 – 2026-06-30', 'Received 2026-03-01');
    expect(within(free).getByRole('button', { name: 'Give up Summer ¥20 off' })).toBeEnabled();

    expect(held).toHaveTextContent('Held by order L2001 until it is paid or cancelled');
    const giveUp = within(held).getByRole('button', { name: 'Give up Held one' });
    expect(giveUp).toBeDisabled();
    expect(giveUp).toHaveAccessibleDescription('Held by order L2001 until it is paid or cancelled');

    expect(screen.getByRole('link', { name: 'Coupon center' })).toHaveAttribute('href', '/en/user/coupon-center');
    expect(screen.getByRole('link', { name: 'Usage record' })).toHaveAttribute('href', '/en/user/coupon-usage-record');
  });

  it('reads the status and page from the URL: used coupons show when they were used and can be removed', async () => {
    const sent = answer({
      totalCount: 14,
      counts,
      items: [myCoupon({ id: 'COUPON2001', name: 'Used one', status: 10, usedAt: '2026-03-05T12:00:00.000Z' })],
    });
    await renderPage(MyCouponsPage({ ...page, search: { status: '10', page: '2' } }));
    expect(sent).toEqual([{ status: '10', skipCount: '12', maxResultCount: '12' }]);
    expect(apiCalls).toEqual(['/user/coupon?status=10&page=2']);
    expect(tabs()[1]).toHaveAttribute('aria-current', 'page');
    expect(tabs()[0]).not.toHaveAttribute('aria-current');

    const card = screen.getByTestId('my-coupon');
    expect(card).toHaveTextContent('Used 2026-03-05');
    expect(within(card).getByRole('button', { name: 'Remove Used one from the list' })).toBeEnabled();
    expect(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      '/en/user/coupon?status=10',
    );
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('ignores an unknown status, says when a tab is empty and shows a failure instead of a blank page', async () => {
    const sent = answer({ totalCount: 0, counts: {}, items: [] });
    const { unmount } = await renderPage(MyCouponsPage({ ...page, search: { status: '99' } }));
    expect(sent[0].status).toBe('1');
    expect(screen.getByText('No usable coupons')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Coupon center' }).map((link) => link.getAttribute('href'))).toContain('/en/user/coupon-center');
    unmount();

    answer({}, 500);
    await renderPage(MyCouponsPage({ ...page, search: {} }));
    expect(screen.getByRole('alert')).toHaveTextContent('Loading failed');
    expect(screen.queryByRole('navigation', { name: 'Coupons by status' })).not.toBeInTheDocument();
  });

  it('goes to the last page that has coupons when the URL names one past the end', async () => {
    answer({ totalCount: 13, counts, items: [] });
    await expect(MyCouponsPage({ ...page, search: { status: '10', page: '5' } })).rejects.toMatchObject({
      digest: expect.stringContaining('/en/user/coupon?status=10&page=2'),
    });
  });
});
