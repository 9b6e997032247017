import { describe, expect, it } from 'vitest';
import { antdSortOrder, lastPage, listHref, listRequestOf, readListState, sortFromAntd } from './list-query';

const options = { sortable: ['createdAt', 'recipientName'], statuses: ['50', '60'], filters: ['q'] };

describe('readListState', () => {
  it('reads page, page size, status, sort and filters from the URL', () => {
    const state = readListState(new URLSearchParams('page=3&pageSize=50&status=60&sort=createdAt.desc&q=%20Amy%20&x=1'), options);
    expect(state).toEqual({ page: 3, pageSize: 50, status: '60', sort: { field: 'createdAt', order: 'desc' }, filters: { q: 'Amy' } });
  });

  it('reads Next searchParams objects (arrays take the first value)', () => {
    expect(readListState({ page: ['2', '5'], sort: 'recipientName.asc' }, options)).toMatchObject({
      page: 2,
      sort: { field: 'recipientName', order: 'asc' },
    });
  });

  it('ignores what is malformed or not whitelisted', () => {
    const state = readListState({ page: '-1', pageSize: '33', status: '999', sort: 'password.asc', q: '' }, options);
    expect(state).toEqual({ page: 1, pageSize: 20, status: null, sort: null, filters: {} });
    expect(readListState({ page: '1e3', sort: 'createdAt.sideways' }, options)).toMatchObject({ page: 1, sort: null });
    expect(readListState({}, {})).toEqual({ page: 1, pageSize: 20, status: null, sort: null, filters: {} });
  });
});

describe('listRequestOf', () => {
  it('maps to the SPEC section 7 list query', () => {
    expect(listRequestOf({ page: 3, pageSize: 20, status: null, sort: { field: 'createdAt', order: 'desc' }, filters: { q: 'x' } }, 'q')).toEqual({
      maxResultCount: 20,
      skipCount: 40,
      sorting: 'createdAt desc',
      filter: 'x',
    });
    expect(listRequestOf({ page: 1, pageSize: 10, status: null, sort: null, filters: {} })).toEqual({ maxResultCount: 10, skipCount: 0 });
  });
});

describe('listHref', () => {
  it('changes the page and keeps everything else', () => {
    expect(listHref('/en/user/member-address', 'sort=createdAt.desc&pageSize=50', { page: 2 })).toBe(
      '/en/user/member-address?sort=createdAt.desc&pageSize=50&page=2',
    );
  });

  it('goes back to page 1 on a new status, sort, size or filter, and leaves defaults out', () => {
    expect(listHref('/l', 'page=4&status=50', { status: '60' })).toBe('/l?status=60');
    expect(listHref('/l', 'page=4&status=50', { status: null })).toBe('/l');
    expect(listHref('/l', 'page=4', { sort: { field: 'createdAt', order: 'asc' } })).toBe('/l?sort=createdAt.asc');
    expect(listHref('/l', 'page=4&pageSize=50', { pageSize: 20 })).toBe('/l');
    expect(listHref('/l', 'page=4&q=a', { filters: { q: ' b ' } })).toBe('/l?q=b');
    expect(listHref('/l', 'page=2', { page: 1 })).toBe('/l');
  });
});

describe('antd sorter mapping', () => {
  it('round-trips a column sort', () => {
    const state = { sort: sortFromAntd({ columnKey: 'createdAt', order: 'descend' }) };
    expect(state.sort).toEqual({ field: 'createdAt', order: 'desc' });
    expect(antdSortOrder(state, 'createdAt')).toBe('descend');
    expect(antdSortOrder(state, 'recipientName')).toBeNull();
    expect(sortFromAntd({ field: 'recipientName', order: 'ascend' })).toEqual({ field: 'recipientName', order: 'asc' });
    expect(sortFromAntd({ columnKey: 'createdAt', order: undefined })).toBeNull();
  });
});

describe('lastPage', () => {
  it('is at least 1', () => {
    expect(lastPage(0, 20)).toBe(1);
    expect(lastPage(41, 20)).toBe(3);
  });
});
