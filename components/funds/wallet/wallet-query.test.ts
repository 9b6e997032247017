import { describe, expect, it } from 'vitest';
import { WALLET_TABS } from '@/lib/contract/money-rules';
import { readListState } from '@/components/ui/list/list-query';
import {
  dateBoundsOf,
  EMPTY_SEARCH,
  exportFileName,
  filtersOfSearch,
  kindsOfTab,
  recordFilterOf,
  recordListRequest,
  recordSearchOf,
  siteDay,
  tabHref,
  WALLET_RECORDS_LIST,
  walletTabOf,
} from './wallet-query';

const read = (query: string) => readListState(new URLSearchParams(query), WALLET_RECORDS_LIST);
// 2025-03-10 10:00 in UTC+8 (the site's day is the 10th).
const NOW = new Date('2025-03-10T02:00:00Z');

describe('wallet tab in the URL', () => {
  it('names a known tab, or none', () => {
    expect(walletTabOf(read('tab=payment'))).toBe('payment');
    expect(walletTabOf(read('tab=all'))).toBe('all');
    expect(walletTabOf(read(''))).toBeNull();
    expect(walletTabOf(read('tab=nope'))).toBeNull();
  });

  it('tab links always write the tab, drop the kind and go back to page 1', () => {
    expect(tabHref('/en/user/my-wallet', 'tab=payment&kind=deduction&page=3&days=30', 'all')).toBe('/en/user/my-wallet?tab=all&days=30');
    expect(tabHref('/user/my-wallet', '', 'refund')).toBe('/user/my-wallet?tab=refund');
  });
});

describe('search → request', () => {
  it('maps the day presets to from/to dates of the site calendar (today included)', () => {
    for (const [days, from] of [
      [7, '2025-03-04'],
      [30, '2025-02-09'],
      [90, '2024-12-11'],
    ] as const) {
      const search = recordSearchOf(read(`days=${days}`), 'all');
      expect(search.days).toBe(days);
      expect(recordFilterOf('all', search, NOW)).toEqual({ tab: 'all', from, to: '2025-03-10' });
    }
  });

  it('takes "today" in UTC+8 whatever the runtime zone', () => {
    // 17:00 UTC on the 9th is already the 10th at the warehouses.
    expect(siteDay(new Date('2025-03-09T17:00:00Z'))).toBe('2025-03-10');
    expect(siteDay(new Date('2025-03-09T15:59:59Z'))).toBe('2025-03-09');
    expect(dateBoundsOf({ days: 7, from: null, to: null }, new Date('2025-03-09T17:00:00Z'))).toEqual({
      from: '2025-03-04',
      to: '2025-03-10',
    });
  });

  it('ignores unknown presets; a preset wins over a custom range', () => {
    expect(recordSearchOf(read('days=14'), 'all').days).toBeNull();
    const search = recordSearchOf(read('days=7&from=2025-01-01&to=2025-01-31'), 'all');
    expect(recordFilterOf('all', search, NOW)).toMatchObject({ from: '2025-03-04', to: '2025-03-10' });
  });

  it('passes a custom range as it is, ordered, and drops dates that do not exist', () => {
    expect(recordFilterOf('all', recordSearchOf(read('from=2025-02-01&to=2025-02-28'), 'all'), NOW)).toEqual({
      tab: 'all',
      from: '2025-02-01',
      to: '2025-02-28',
    });
    expect(recordFilterOf('all', recordSearchOf(read('from=2025-02-28&to=2025-02-01'), 'all'), NOW)).toMatchObject({
      from: '2025-02-01',
      to: '2025-02-28',
    });
    expect(recordFilterOf('all', recordSearchOf(read('from=2025-02-30'), 'all'), NOW)).toEqual({ tab: 'all' });
  });

  it('sends the tab (its kinds) and a kind only when it belongs to the tab', () => {
    expect(kindsOfTab('payment')).toEqual(WALLET_TABS.payment);
    expect(kindsOfTab('refund')).toEqual(['refund', 'adjustment']);
    expect(recordFilterOf('payment', recordSearchOf(read('tab=payment&kind=deduction'), 'payment'), NOW)).toEqual({
      tab: 'payment',
      kind: 'deduction',
    });
    // A top-up is not a payment: the kind is dropped, the tab's kinds stay.
    expect(recordFilterOf('payment', recordSearchOf(read('tab=payment&kind=topup'), 'payment'), NOW)).toEqual({ tab: 'payment' });
    expect(recordSearchOf(read('kind=bogus'), 'all').kind).toBeNull();
  });

  it('maps status and the number keyword (trimmed, upper-cased)', () => {
    const search = recordSearchOf(read('status=4&keyword=%20tran12%20'), 'all');
    expect(recordFilterOf('all', search, NOW)).toEqual({ tab: 'all', status: 4, keyword: 'TRAN12' });
    expect(recordSearchOf(read('status=9'), 'all').status).toBeNull();
  });

  it('adds the page to the list call (SPEC section 7 paging); the export filter has none', () => {
    const state = read('tab=recharge&page=3&pageSize=50&days=30');
    const filter = recordFilterOf('recharge', recordSearchOf(state, 'recharge'), NOW);
    expect(filter).not.toHaveProperty('skipCount');
    expect(recordListRequest(state, filter)).toEqual({ ...filter, maxResultCount: 50, skipCount: 100 });
  });

  it('writes a search back to the URL (empty values leave it)', () => {
    expect(filtersOfSearch({ ...EMPTY_SEARCH, days: 30, from: '2025-01-01', kind: 'refund', status: 2, keyword: ' tran ' })).toEqual({
      filters: { days: '30', from: null, to: null, kind: 'refund', keyword: 'TRAN' },
      status: '2',
    });
    expect(filtersOfSearch(EMPTY_SEARCH)).toEqual({
      filters: { days: null, from: null, to: null, kind: null, keyword: null },
      status: null,
    });
  });
});

describe('export file name', () => {
  it('is wallet-records-YYYYMMDD.xlsx of the reader’s day', () => {
    expect(exportFileName(new Date(2025, 0, 5, 23, 59))).toBe('wallet-records-20250105.xlsx');
    expect(exportFileName(new Date(2025, 11, 31, 0, 0))).toBe('wallet-records-20251231.xlsx');
  });
});
