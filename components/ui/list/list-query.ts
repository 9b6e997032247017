// A list page's state in its URL (page, pageSize, status, sort, filters), so lists are linkable and the
// back button works, and its mapping to the SPEC section 7 list query (maxResultCount, skipCount,
// sorting, filter). Pure: used by the server page (to read) and the client table (to write).

import type { SearchParams } from '@/lib/site/search-params';

export type SortOrder = 'asc' | 'desc';

export interface ListState {
  page: number;
  pageSize: number;
  /** The `status` tab; null = all. */
  status: string | null;
  sort: { field: string; order: SortOrder } | null;
  /** Named filters the page declared (e.g. a search text). */
  filters: Record<string, string>;
}

export interface ListOptions {
  /** Fields the server whitelists for `sorting`; any other `sort` in the URL is ignored. */
  sortable?: readonly string[];
  /** Status values the page knows; any other `status` is ignored. */
  statuses?: readonly string[];
  /** Filter parameter names the page reads. */
  filters?: readonly string[];
}

/** The SPEC section 9 default paging; the page sizes the table offers. */
export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZES = [10, 20, 50, 100] as const;

/** The URL parameter names. */
export const LIST_PARAMS = { page: 'page', pageSize: 'pageSize', status: 'status', sort: 'sort' } as const;

/** A page's awaited `searchParams`. */
export type { SearchParams };

type SearchInput = URLSearchParams | SearchParams;

function reader(search: SearchInput): (name: string) => string {
  if (search instanceof URLSearchParams) return (name) => (search.get(name) ?? '').trim();
  return (name) => {
    const value = search[name];
    return ((Array.isArray(value) ? value[0] : value) ?? '').trim();
  };
}

const positiveInt = (text: string): number | null => (/^\d{1,6}$/.test(text) && Number(text) > 0 ? Number(text) : null);

/** The list state of a URL; anything unknown or malformed falls back to the defaults. */
export function readListState(search: SearchInput, options: ListOptions = {}): ListState {
  const get = reader(search);
  const size = positiveInt(get(LIST_PARAMS.pageSize));
  const status = get(LIST_PARAMS.status);
  const [field, order] = get(LIST_PARAMS.sort).split('.');
  const filters: Record<string, string> = {};
  for (const name of options.filters ?? []) {
    const value = get(name).slice(0, 200);
    if (value) filters[name] = value;
  }
  return {
    page: positiveInt(get(LIST_PARAMS.page)) ?? 1,
    pageSize: size && (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    status: status && (options.statuses ?? []).includes(status) ? status : null,
    sort: field && (options.sortable ?? []).includes(field) && (order === 'asc' || order === 'desc') ? { field, order } : null,
    filters,
  };
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date `YYYY-MM-DD` that exists (2026-02-30 does not); anything else is null. */
export function isoDateOrNull(text: string | undefined): string | null {
  const match = text ? ISO_DATE.exec(text) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? text! : null;
}

/** The same for a field's value: '' when it is not a date. */
export const isoDate = (text: string | undefined): string => isoDateOrNull(text) ?? '';

/** A date range as the URL names it (both days included): malformed days are dropped (null = open), a reversed range is put in order. */
export function dateRangeOf(from: string | undefined, to: string | undefined): { from: string | null; to: string | null } {
  const [start, end] = [isoDateOrNull(from), isoDateOrNull(to)];
  return start && end && start > end ? { from: end, to: start } : { from: start, to: end };
}

/** A period field's choice for a search: a preset's number of days, 'custom' (a date range) or '' (any time). */
export const periodOf = (search: { days: number | null; from: string | null; to: string | null }): string =>
  search.days ? String(search.days) : search.from || search.to ? 'custom' : '';

/** The days and the range of a period field and its date fields: the range only for 'custom', malformed days dropped. */
export function periodSearchOf<D extends number>(values: {
  period: string;
  from: string;
  to: string;
}): { days: D | null; from: string | null; to: string | null } {
  const custom = values.period === 'custom';
  return {
    days: custom || !values.period ? null : (Number(values.period) as D),
    from: custom ? isoDateOrNull(values.from) : null,
    to: custom ? isoDateOrNull(values.to) : null,
  };
}

/** The status tab of a list call (a number), or null for all. */
export const statusTabOf = (state: Pick<ListState, 'status'>): number | null => (state.status ? Number(state.status) : null);

const isSet = (value: unknown) => value !== null && value !== undefined && value !== '';

/** A list call's query with the values that are set added (null, undefined and '' are left out of the call). */
export function withSetValues<T extends object>(query: T, values: { [K in keyof T]?: T[K] | null }): T {
  for (const [name, value] of Object.entries(values)) if (isSet(value)) (query as Record<string, unknown>)[name] = value;
  return query;
}

/** Whether a search has a value set (it narrows the list: the empty table then says nothing matches). */
export const hasSetValue = (search: object): boolean => Object.values(search).some(isSet);

/** Whether the URL narrows a list: a status tab, or a search value. */
export const narrowsList = (state: Pick<ListState, 'status'>, search: object): boolean => state.status !== null || hasSetValue(search);

export interface ListRequestBody {
  maxResultCount: number;
  skipCount: number;
  sorting?: string;
  filter?: string;
}

/** SPEC section 7: skipCount = (page - 1) x limit; sorting `field asc|desc`; an empty filter is left out. */
export function listRequestOf(state: ListState, filterParam?: string): ListRequestBody {
  const body: ListRequestBody = { maxResultCount: state.pageSize, skipCount: (state.page - 1) * state.pageSize };
  if (state.sort) body.sorting = `${state.sort.field} ${state.sort.order}`;
  const filter = filterParam ? state.filters[filterParam] : undefined;
  if (filter) body.filter = filter;
  return body;
}

/** The last page that has rows (a page past the end after a delete goes back to it). */
export function lastPage(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export type ListChange = Partial<Pick<ListState, 'page' | 'pageSize' | 'status' | 'sort'>> & { filters?: Record<string, string | null> };

/**
 * The URL of the list after a change, keeping the page's other parameters. A new status, sort, page
 * size or filter goes back to page 1; defaults (page 1, 20 rows, all, no sort) are left out of the URL.
 */
export function listHref(pathname: string, current: URLSearchParams | string, change: ListChange): string {
  const params = new URLSearchParams(current);
  const set = (name: string, value: string | null) => (value ? params.set(name, value) : params.delete(name));
  const resetsPage = 'pageSize' in change || 'status' in change || 'sort' in change || 'filters' in change;
  if ('status' in change) set(LIST_PARAMS.status, change.status ?? null);
  if ('sort' in change) set(LIST_PARAMS.sort, change.sort ? `${change.sort.field}.${change.sort.order}` : null);
  if ('pageSize' in change) set(LIST_PARAMS.pageSize, change.pageSize && change.pageSize !== DEFAULT_PAGE_SIZE ? String(change.pageSize) : null);
  for (const [name, value] of Object.entries(change.filters ?? {})) set(name, value?.trim() || null);
  const page = change.page ?? (resetsPage ? 1 : null);
  if (page !== null) set(LIST_PARAMS.page, page > 1 ? String(page) : null);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** antd Table's sortOrder of a column from the state, and the state's sort from antd's sorter. */
export function antdSortOrder(state: Pick<ListState, 'sort'>, field: string): 'ascend' | 'descend' | null {
  if (state.sort?.field !== field) return null;
  return state.sort.order === 'asc' ? 'ascend' : 'descend';
}

export function sortFromAntd(sorter: { field?: unknown; columnKey?: unknown; order?: unknown } | undefined): ListState['sort'] {
  const field = typeof sorter?.columnKey === 'string' ? sorter.columnKey : typeof sorter?.field === 'string' ? sorter.field : null;
  if (!field || (sorter?.order !== 'ascend' && sorter?.order !== 'descend')) return null;
  return { field, order: sorter.order === 'ascend' ? 'asc' : 'desc' };
}
