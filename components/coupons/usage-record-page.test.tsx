import '@/tests/kits/server-page-mocks';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answerGet, apiCalls, expectTexts, location, renderPage } from '@/tests/kits/records-test-kit';
import { COUPON_API, usage } from '@/tests/kits/coupons-test-kit';
import { UsageRecordPage } from './usage-record-page';

const USAGE = `${COUPON_API}/usageRecord`;
const page = { locale: 'en', site: 'x' } as const;

const answer = (body: object, status?: number) => answerGet(USAGE, body, status);

beforeEach(() => {
  apiCalls.length = 0;
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('<UsageRecordPage/>', () => {
  it('lists each use with its order, fee, what was saved, the state as a word and the times; the page comes from the URL', async () => {
    const sent = answer({
      totalCount: 12,
      items: [
        usage(),
        usage({ id: 'U2', orderRef: 'P3001', orderKind: 10, fee: 45.5, discount: 5.5, state: 'locked', usedAt: null }),
        usage({ id: 'U3', state: 'released', usedAt: null, releasedAt: '2026-03-03T12:00:00.000Z' }),
      ],
    });
    location.pathname = '/en/user/coupon-usage-record';
    location.search = new URLSearchParams('page=2&pageSize=10');
    await renderPage(UsageRecordPage({ ...page, search: { page: '2', pageSize: '10' } }));
    expect(sent).toEqual([{ maxResultCount: '10', skipCount: '10' }]);
    expect(apiCalls).toEqual(['/user/coupon-usage-record?page=2&pageSize=10']);
    expect(screen.getByRole('table', { name: 'Coupon usage record' })).toBeInTheDocument();

    const [used, locked, released] = screen.getAllByTestId('usage-row');
    expectTexts(used, 'Summer ¥20 off', 'COUPON1001', 'L2001', 'Waybills', '¥120.00', '¥20.00', 'Used');
    expect(within(used).getAllByRole('time')).toHaveLength(2);
    expectTexts(locked, 'Parcels', '¥45.50', 'Held');
    expect(released).toHaveTextContent('Released');
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/en/user/coupon-usage-record?pageSize=10');
  });

  it('says when there is no use yet, and shows a failure with a retry', async () => {
    answer({ totalCount: 0, items: [] });
    const { unmount } = await renderPage(UsageRecordPage({ ...page, search: {} }));
    expect(screen.getByText('No coupons used yet')).toBeInTheDocument();
    unmount();

    answer({}, 502);
    await renderPage(UsageRecordPage({ ...page, search: {} }));
    expect(screen.getByRole('alert')).toHaveTextContent('Loading failed');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
