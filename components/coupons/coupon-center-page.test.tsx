import '@/tests/kits/server-page-mocks';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answerGet, apiCalls, expectTexts, renderPage } from '@/tests/kits/records-test-kit';
import { CouponCenterPage } from './coupon-center-page';
import { COUPON_API, offer } from '@/tests/kits/coupons-test-kit';

const OFFERS = `${COUPON_API}/unclaimedCouponList`;
const page = { locale: 'en', site: 'x' } as const;

const answer = (body: object, status?: number) => answerGet(OFFERS, body, status);

beforeEach(() => {
  apiCalls.length = 0;
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('<CouponCenterPage/>', () => {
  it('shows each offer: value, threshold, what it applies to, validity, stock, limit; and the points balance', async () => {
    const sent = answer({
      totalCount: 14,
      pointsBalance: 1200,
      items: [
        offer(),
        offer({
          id: 'TPL2',
          name: 'Big box',
          kind: 20,
          amountOff: null,
          percentOff: 12.5,
          maxDiscount: 30,
          threshold: 0,
          appliesTo: [20],
          validTo: null,
          validDays: 30,
          stockLeft: null,
          perCustomerLimit: 1,
          received: 0,
        }),
      ],
    });
    await renderPage(CouponCenterPage({ ...page, search: { page: '2' } }));
    expect(sent).toEqual([{ maxResultCount: '12', skipCount: '12' }]);
    expect(apiCalls).toEqual(['/user/coupon-center?page=2']);
    expect(screen.getByRole('heading', { level: 1, name: 'Coupon center' })).toBeInTheDocument();

    const [fixed, percent] = screen.getAllByTestId('coupon-offer');
    expect(within(fixed).getByRole('heading', { name: 'Summer ¥20 off' })).toBeInTheDocument();
    expectTexts(
      fixed,
      '¥20',
      'Usable when spend reaches ¥100',
      'Shipping fee · For: Parcels / Waybills',
      'Valid until 2026-06-30',
      '5 left',
      'Limit 2 per customer · 1 received',
    );
    expect(within(fixed).getByRole('button', { name: 'Receive Summer ¥20 off' })).toBeEnabled();

    expectTexts(percent, '12.5% off', 'up to ¥30', 'No threshold', 'For: Waybills', 'Valid for 30 days after receipt');
    expect(percent).not.toHaveTextContent('left');

    expect(screen.getByTestId('points-balance')).toHaveTextContent('Your points1200');
    expect(screen.getByRole('link', { name: 'Points record' })).toHaveAttribute('href', '/en/user/integral-record');
    expect(screen.getByRole('link', { name: 'My coupons' })).toHaveAttribute('href', '/en/user/coupon');
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/en/user/coupon-center');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('offers POINTS coupons for their points, and shows why a blocked offer cannot be received', async () => {
    answer({
      totalCount: 4,
      pointsBalance: 120,
      items: [
        offer({ id: 'P1', name: 'Points coupon', receiveType: 30, pointsCost: 500 }),
        offer({ id: 'B1', name: 'Sold out', blockedBy: 'OUT_OF_STOCK', stockLeft: 0 }),
        offer({ id: 'B2', name: 'Taken', blockedBy: 'LIMIT_REACHED', received: 2 }),
        offer({ id: 'B3', name: 'Too dear', receiveType: 30, pointsCost: 900, blockedBy: 'NOT_ENOUGH_POINTS' }),
      ],
    });
    await renderPage(CouponCenterPage({ ...page, search: {} }));
    const [points, soldOut, taken, dear] = screen.getAllByTestId('coupon-offer');
    expect(points).toHaveTextContent('Points exchange');
    expect(points).toHaveTextContent('Costs 500 points');
    expect(within(points).getByRole('button', { name: 'Exchange 500 points for Points coupon' })).toHaveTextContent('Exchange for 500 points');
    for (const [card, reason] of [
      [soldOut, 'Out of stock'],
      [taken, 'Limit reached'],
      [dear, 'Not enough points'],
    ] as const) {
      expect(card).toHaveTextContent(reason);
      expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    }
  });

  it('says when there is nothing to receive, and shows a failure with a retry instead of a blank page', async () => {
    answer({ totalCount: 0, pointsBalance: 0, items: [] });
    const { unmount } = await renderPage(CouponCenterPage({ ...page, search: {} }));
    expect(screen.getByText('No coupons to receive right now')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    unmount();

    answer({}, 503);
    await renderPage(CouponCenterPage({ ...page, search: {} }));
    expect(screen.getByRole('alert')).toHaveTextContent('Loading failed');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
