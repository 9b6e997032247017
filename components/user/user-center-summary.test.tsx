// The user centre names each status as My parcels and My waybills do (issue 24, finding 9): the server's
// counts carry the tenant's status-definition names (the seed's), which differ from the tabs' catalog.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { UserCenterSummary } from '@/lib/api/account';
import en from '@/locales/en.json';
import { COMBINED_ORDER_STATUSES, PARCEL_STATUSES } from '@/server/seed/data';
import { UserCenterSummaryView } from './user-center-summary';

vi.mock('next-intl/server', () => import('@/tests/kits/records-test-kit').then((kit) => kit.intlServerModule));

/** GET /api/u/user-center in English on the seeded database: the counts named by the status definitions. */
const summary: UserCenterSummary = {
  member: { id: 'U1', userName: 'demo', name: 'Demo', memberCode: 'M1001', levelName: 'Silver' },
  wallet: { balance: 12.5, currencyCode: 'USD', currencySymbol: '$' },
  points: 120,
  usableCouponCount: 2,
  parcelCounts: PARCEL_STATUSES.map(([status, , name]) => ({ status, name, count: 1 })),
  waybillCounts: [...COMBINED_ORDER_STATUSES.map(([status, , name]) => ({ status, name, count: 1 })), { status: 99, name: 'On hold', count: 1 }],
};

const service = {
  name: 'Amy, BlueWave customer service',
  weChat: 'bluewave_cs',
  email: null,
  phone: '400-800-8888',
  workingHours: 'Mon–Sat 9:00–18:00 (UTC+8)',
};

async function renderSummary() {
  render(await UserCenterSummaryView({ summary, service }));
  const names = (heading: string) =>
    within(screen.getByRole('region', { name: heading }))
      .getAllByRole('listitem')
      .map((item) => item.lastElementChild?.textContent);
  return { parcels: names('My parcels'), waybills: names('My waybills') };
}

describe('UserCenterSummaryView', () => {
  it('labels the waybill counts as the My waybills tabs do', async () => {
    const { waybills } = await renderSummary();
    expect(waybills).toContain(en.combinedOrder.status['30']);
    expect(waybills).toContain(en.combinedOrder.status['80']);
    expect(waybills).not.toContain('Verified');
    expect(waybills).not.toContain('Signed');
    expect(waybills.slice(0, -1)).toEqual(COMBINED_ORDER_STATUSES.map(([status]) => en.combinedOrder.status[String(status) as '30']));
  });

  it('labels the parcel counts as the My parcels tabs do', async () => {
    const { parcels } = await renderSummary();
    expect(parcels).toEqual(Object.values(en.parcels.status));
    expect(parcels).not.toContain('Out of warehouse');
  });

  it('keeps the server name of a status the catalog does not know, and shows the contact as sent', async () => {
    const { waybills } = await renderSummary();
    expect(waybills.at(-1)).toBe('On hold');
    expect(screen.getByText(service.name)).toBeInTheDocument();
  });
});
