import { describe, expect, it } from 'vitest';
import { isoDateOrNull, listHref, readListState } from '@/components/ui/list/list-query';
import { filtersOfSearch, isFiltered, PARCEL_LIST, PARCEL_STATUS_TABS, parcelListRequest, parcelSearchOf } from './parcel-list-query';

const read = (query: string) => readListState(new URLSearchParams(query), PARCEL_LIST);

describe('PARCEL_STATUS_TABS', () => {
  it('lists the statuses in the order of a parcel life', () => {
    expect(PARCEL_STATUS_TABS.map((tab) => tab.value)).toEqual([50, 60, 63, 120, 200, 210]);
    expect(PARCEL_STATUS_TABS[0].labelKey).toBe('status.NotArrival');
  });
});

describe('isoDateOrNull', () => {
  it('takes real calendar dates only', () => {
    expect(isoDateOrNull('2026-02-28')).toBe('2026-02-28');
    expect(isoDateOrNull('2026-02-30')).toBeNull();
    expect(isoDateOrNull('2026-2-3')).toBeNull();
    expect(isoDateOrNull('yesterday')).toBeNull();
    expect(isoDateOrNull(undefined)).toBeNull();
  });
});

describe('the search in the URL', () => {
  it('reads tracking number and created range, upper-cased, dropping malformed dates', () => {
    expect(parcelSearchOf(read('trackingNumber=%20sf123%20&from=2026-11-01&to=nope'))).toEqual({
      trackingNumber: 'SF123',
      from: '2026-11-01',
      to: null,
    });
  });

  it('puts a reversed range in order', () => {
    expect(parcelSearchOf(read('from=2026-11-20&to=2026-11-01'))).toMatchObject({ from: '2026-11-01', to: '2026-11-20' });
  });

  it('maps the URL to the list call', () => {
    expect(parcelListRequest(read('page=2&status=63&sort=weight.desc&trackingNumber=sf1&from=2026-11-01&to=2026-11-30'))).toEqual({
      maxResultCount: 20,
      skipCount: 20,
      sorting: 'weight desc',
      status: 63,
      trackingNumber: 'SF1',
      createdFrom: '2026-11-01',
      createdTo: '2026-11-30',
    });
    expect(parcelListRequest(read('status=999&sort=userId.asc'))).toEqual({ maxResultCount: 20, skipCount: 0 });
  });

  it('writes a search back to the URL (page 1, empty values removed, other parameters kept)', () => {
    const href = listHref('/en/user/tranship-list', 'page=3&status=63&from=2026-01-01', {
      filters: filtersOfSearch({ trackingNumber: ' ab-12345 ', from: null, to: '2026-11-30' }),
    });
    expect(href).toBe('/en/user/tranship-list?status=63&trackingNumber=AB-12345&to=2026-11-30');
    expect(parcelSearchOf(readListState(new URL(href, 'http://x').searchParams, PARCEL_LIST))).toEqual({
      trackingNumber: 'AB-12345',
      from: null,
      to: '2026-11-30',
    });
  });

  it('knows when the list is narrowed', () => {
    expect(isFiltered(read(''))).toBe(false);
    expect(isFiltered(read('page=2&sort=weight.asc'))).toBe(false);
    expect(isFiltered(read('status=50'))).toBe(true);
    expect(isFiltered(read('from=2026-11-01'))).toBe(true);
  });
});
