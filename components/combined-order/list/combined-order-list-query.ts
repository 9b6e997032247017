// The URL state of My waybills (?status=&page=&pageSize=&keyword=&from=&to=) and its list call. Pure: the
// server page reads with it, the search form writes with it.
import type { CombinedOrderListQuery } from '@/lib/api/combined-order';
import { isoDate } from '@/components/funds/records/records-query';
import type { StatusDefinition } from '@/components/ui/list/status-tabs';
import { listRequestOf, type ListOptions, type ListState } from '@/components/ui/list/list-query';
import { COMBINED_ORDER_STATUS_ORDER } from '../labels';

/** The tabs (labels: catalog `combinedOrder.status.<value>`, as My parcels' tabs are the catalog's). */
export const COMBINED_ORDER_STATUS_TABS: readonly StatusDefinition[] = COMBINED_ORDER_STATUS_ORDER.map((value) => ({
  value,
  labelKey: `status.${value}`,
}));

/** The search's URL parameters. */
export const COMBINED_ORDER_FILTERS = { keyword: 'keyword', from: 'from', to: 'to' } as const;

/** No sorting: the server lists newest first. */
export const COMBINED_ORDER_LIST: ListOptions = {
  statuses: COMBINED_ORDER_STATUS_TABS.map((tab) => String(tab.value)),
  filters: Object.values(COMBINED_ORDER_FILTERS),
};

export interface CombinedOrderSearch {
  /** A waybill number, or a parcel's or the carrier's tracking number. */
  keyword: string;
  /** Created from / to (days, both included); '' = open. */
  from: string;
  to: string;
}

export const KEYWORD_MAX = 64;

/** The search as the URL names it: malformed dates dropped, a reversed range put in order. */
export function combinedOrderSearchOf(state: Pick<ListState, 'filters'>): CombinedOrderSearch {
  let from = isoDate(state.filters[COMBINED_ORDER_FILTERS.from]);
  let to = isoDate(state.filters[COMBINED_ORDER_FILTERS.to]);
  if (from && to && from > to) [from, to] = [to, from];
  return { keyword: (state.filters[COMBINED_ORDER_FILTERS.keyword] ?? '').trim().slice(0, KEYWORD_MAX), from, to };
}

/** The URL filters of a search (empty values leave the URL). */
export function filtersOfSearch(search: CombinedOrderSearch): Record<string, string | null> {
  return {
    [COMBINED_ORDER_FILTERS.keyword]: search.keyword.trim() || null,
    [COMBINED_ORDER_FILTERS.from]: isoDate(search.from) || null,
    [COMBINED_ORDER_FILTERS.to]: isoDate(search.to) || null,
  };
}

/** The list call of a URL state: paging, the status tab, the number and the created range. */
export function combinedOrderListRequest(state: ListState): CombinedOrderListQuery {
  const search = combinedOrderSearchOf(state);
  const { maxResultCount, skipCount } = listRequestOf(state);
  const query: CombinedOrderListQuery = { maxResultCount, skipCount };
  if (state.status) query.status = Number(state.status);
  if (search.keyword) query.keyword = search.keyword;
  if (search.from) query.from = search.from;
  if (search.to) query.to = search.to;
  return query;
}

/** Whether the URL narrows the list (the empty table then says "nothing matches"). */
export function isFiltered(state: ListState): boolean {
  const search = combinedOrderSearchOf(state);
  return state.status !== null || Boolean(search.keyword || search.from || search.to);
}
