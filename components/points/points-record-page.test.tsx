import '@/tests/kits/server-page-mocks';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { POINTS_API, pointsLine } from '@/tests/kits/coupons-test-kit';
import { answerGet, apiCalls, expectTexts, location, renderPage } from '@/tests/kits/records-test-kit';
import { PointsRecordPage } from './points-record-page';

const page = { locale: 'en', site: 'x' } as const;
const summary = { balance: 590, expiringSoon: 0, nextExpiry: null };

const answer = (body: object, status?: number) => answerGet(POINTS_API, body, status);

beforeEach(() => {
  apiCalls.length = 0;
  location.pathname = '/en/user/integral-record';
  location.search = new URLSearchParams();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('<PointsRecordPage/>', () => {
  it('shows the balance, what expires soon, and each line with its kind, signed points and the balance after', async () => {
    answer({
      ...summary,
      expiringSoon: 120,
      nextExpiry: '2026-04-01T12:00:00.000Z',
      totalCount: 2,
      items: [
        pointsLine({
          id: 'PL2',
          kind: 'exchange',
          points: -30,
          balanceAfter: 590,
          description: 'Exchanged for coupon COUPON1001',
          ref: 'COUPON1001',
          expiresAt: null,
        }),
        pointsLine(),
      ],
    });
    await renderPage(PointsRecordPage({ ...page, search: {} }));
    expect(screen.getByRole('heading', { level: 1, name: 'Points record' })).toBeInTheDocument();
    const head = screen.getByTestId('points-summary');
    expect(head).toHaveTextContent('Points balance590');
    expect(head).toHaveTextContent('120 points expire soon, the first on 2026-04-01');
    expect(within(head).getByRole('link', { name: 'Exchange points for coupons' })).toHaveAttribute('href', '/en/user/coupon-center');

    expect(screen.getByRole('table', { name: 'Points lines' })).toBeInTheDocument();
    const [spent, earned] = screen.getAllByTestId('points-row');
    expectTexts(spent, 'Coupon exchange', 'Spent −30', '590', 'COUPON1001');
    expect(within(spent).getByText('30').closest('[data-sign]')).toHaveAttribute('data-sign', 'debit');
    expectTexts(earned, 'Earned', 'Credited +120', '620', '2027-03-02');

    const rules = screen.getByRole('region', { name: 'How points work' });
    expectTexts(
      rules,
      'You earn 1 point for every ¥1 of shipping fee you pay',
      '100 points pay ¥1 of a shipping fee',
      'Points expire 365 days after they are credited',
    );
  });

  it('sends the kind and the dates of the URL: a preset counts back from today in site time, a range is put in order', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T20:00:00Z'));
    const sent = answer({ ...summary, totalCount: 0, items: [] });
    const { unmount } = await renderPage(PointsRecordPage({ ...page, search: { kind: 'earn', days: '30', page: '3' } }));
    expect(sent[0]).toEqual({ kind: 'earn', from: '2026-02-10', to: '2026-03-11', skipCount: '40', maxResultCount: '20' });
    expect(apiCalls).toEqual(['/user/integral-record?kind=earn&days=30&page=3']);
    expect(screen.getByText('No points lines match the search')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/en/user/integral-record');
    unmount();

    await renderPage(PointsRecordPage({ ...page, search: { kind: 'bonus', days: '7', from: '2026-03-05', to: '2026-03-01' } }));
    expect(sent[1]).toEqual({ from: '2026-03-01', to: '2026-03-05', skipCount: '0', maxResultCount: '20' });
  });

  it('says when there are no points yet, and shows a failure (the rules stay) instead of a blank page', async () => {
    answer({ ...summary, balance: 0, totalCount: 0, items: [] });
    const { unmount } = await renderPage(PointsRecordPage({ ...page, search: {} }));
    expect(screen.getByText('No points yet')).toBeInTheDocument();
    expect(screen.getByTestId('points-summary')).not.toHaveTextContent('expire');
    unmount();

    answer({}, 503);
    await renderPage(PointsRecordPage({ ...page, search: {} }));
    expect(screen.getByRole('alert')).toHaveTextContent('Loading failed');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'How points work' })).toBeInTheDocument();
  });
});
