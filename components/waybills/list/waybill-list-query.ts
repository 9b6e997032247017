// The URL state of My waybills (?status=&page=&pageSize=&keyword=&from=&to=) and its list call. Pure: the
// server page reads with it, the search form writes with it.
import type { WaybillListQuery } from '@/lib/api/combined-order';
import { isoDate } from '@/components/funds/records/records-query';
import type { StatusDefinition } from '@/components/ui/list/status-tabs';
import { listRequestOf, type ListOptions, type ListState } from '@/components/ui/list/list-query';
import { WAYBILL_STATUS_ORDER } from '../labels';

/** The tabs (labels: catalog `waybills.status.<value>`, as My parcels' tabs are the catalog's). */
export const WAYBILL_STATUS_TABS: readonly StatusDefinition[] = WAYBILL_STATUS_ORDER.map((value) => ({
  value,
  labelKey: `status.${value}`,
}));

/** The search's URL parameters. */
export const WAYBILL_FILTERS = { keyword: 'keyword', from: 'from', to: 'to' } as const;

/** No sorting: the server lists newest first. */
export const WAYBILL_LIST: ListOptions = {
  statuses: WAYBILL_STATUS_TABS.map((tab) => String(tab.value)),
  filters: Object.values(WAYBILL_FILTERS),
};

export interface WaybillSearch {
  /** A waybill number, or a parcel's or the carrier's tracking number. */
  keyword: string;
  /** Created from / to (days, both included); '' = open. */
  from: string;
  to: string;
}

export const KEYWORD_MAX = 64;

/** The search as the URL names it: malformed dates dropped, a reversed range put in order. */
export function waybillSearchOf(state: Pick<ListState, 'filters'>): WaybillSearch {
  let from = isoDate(state.filters[WAYBILL_FILTERS.from]);
  let to = isoDate(state.filters[WAYBILL_FILTERS.to]);
  if (from && to && from > to) [from, to] = [to, from];
  return { keyword: (state.filters[WAYBILL_FILTERS.keyword] ?? '').trim().slice(0, KEYWORD_MAX), from, to };
}

/** The URL filters of a search (empty values leave the URL). */
export function filtersOfSearch(search: WaybillSearch): Record<string, string | null> {
  return {
    [WAYBILL_FILTERS.keyword]: search.keyword.trim() || null,
    [WAYBILL_FILTERS.from]: isoDate(search.from) || null,
    [WAYBILL_FILTERS.to]: isoDate(search.to) || null,
  };
}

/** The list call of a URL state: paging, the status tab, the number and the created range. */
export function waybillListRequest(state: ListState): WaybillListQuery {
  const search = waybillSearchOf(state);
  const { maxResultCount, skipCount } = listRequestOf(state);
  const query: WaybillListQuery = { maxResultCount, skipCount };
  if (state.status) query.status = Number(state.status);
  if (search.keyword) query.keyword = search.keyword;
  if (search.from) query.from = search.from;
  if (search.to) query.to = search.to;
  return query;
}

/** Whether the URL narrows the list (the empty table then says "nothing matches"). */
export function isFiltered(state: ListState): boolean {
  const search = waybillSearchOf(state);
  return state.status !== null || Boolean(search.keyword || search.from || search.to);
}
