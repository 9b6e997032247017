// The URL state of My waybills (?status=&page=&pageSize=&keyword=&from=&to=) and its list call. Pure: the
// server page reads with it, the search form writes with it.
import type { CombinedOrderListQuery } from '@/lib/api/combined-order';
import type { StatusDefinition } from '@/components/ui/list/status-tabs';
import {
  dateRangeOf,
  isoDateOrNull,
  listRequestOf,
  narrowsList,
  statusTabOf,
  withSetValues,
  type ListOptions,
  type ListState,
} from '@/components/ui/list/list-query';
import { COMBINED_ORDER_STATUS_ORDER } from '../labels';

/** The search's URL parameters. */
export const COMBINED_ORDER_FILTERS = { keyword: 'keyword', from: 'from', to: 'to' } as const;

/** An order list's status tabs (labels: the catalog's `status.<value>`, as My parcels' tabs are the catalog's). */
export const orderStatusTabs = (statuses: readonly number[]): readonly StatusDefinition[] => statuses.map((value) => ({ value, labelKey: `status.${value}` }));

/** An order list's URL state: its status tabs and the search. No sorting: the server lists newest first. */
export const orderListOptions = (tabs: readonly StatusDefinition[]): ListOptions => ({
  statuses: tabs.map((tab) => String(tab.value)),
  filters: Object.values(COMBINED_ORDER_FILTERS),
});

export const COMBINED_ORDER_STATUS_TABS = orderStatusTabs(COMBINED_ORDER_STATUS_ORDER);

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
  const { from, to } = dateRangeOf(state.filters[COMBINED_ORDER_FILTERS.from], state.filters[COMBINED_ORDER_FILTERS.to]);
  return { keyword: (state.filters[COMBINED_ORDER_FILTERS.keyword] ?? '').trim().slice(0, KEYWORD_MAX), from: from ?? '', to: to ?? '' };
}

/** The URL filters of a search (empty values leave the URL). */
export function filtersOfSearch(search: CombinedOrderSearch): Record<string, string | null> {
  return {
    [COMBINED_ORDER_FILTERS.keyword]: search.keyword.trim() || null,
    [COMBINED_ORDER_FILTERS.from]: isoDateOrNull(search.from),
    [COMBINED_ORDER_FILTERS.to]: isoDateOrNull(search.to),
  };
}

/** The list call of a URL state: paging, the status tab, the number and the created range. */
export function combinedOrderListRequest(state: ListState): CombinedOrderListQuery {
  const { keyword, from, to } = combinedOrderSearchOf(state);
  const { maxResultCount, skipCount } = listRequestOf(state);
  return withSetValues<CombinedOrderListQuery>({ maxResultCount, skipCount }, { status: statusTabOf(state), keyword, from, to });
}

/** Whether the URL narrows the list (the empty table then says "nothing matches"). */
export const isFiltered = (state: ListState): boolean => narrowsList(state, combinedOrderSearchOf(state));
