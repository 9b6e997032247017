import { ParcelStatus } from '@/lib/contract/enums';
import type { ParcelListRequest } from '@/lib/api/parcels';
import type { StatusDefinition } from '@/components/ui/list/status-tabs';
import { dateRangeOf, listRequestOf, narrowsList, statusTabOf, withSetValues, type ListOptions, type ListState } from '@/components/ui/list/list-query';

/** The tabs of My parcels, in the parcel's life order (labels: catalog `parcels.status.<Name>`). */
const TAB_ORDER = ['NotArrival', 'Arrived', 'Inbound', 'OutOfWarehouse', 'Completed', 'Canceled'] as const;
export const PARCEL_STATUS_TABS: readonly StatusDefinition[] = TAB_ORDER.map((name) => ({
  value: ParcelStatus[name],
  labelKey: `status.${name}`,
}));

/** The search's URL parameters. */
export const PARCEL_FILTERS = { trackingNumber: 'trackingNumber', from: 'from', to: 'to' } as const;

/** My parcels' URL state: sortable columns exactly as server/modules/parcels/service.ts whitelists them. */
export const PARCEL_LIST: ListOptions = {
  sortable: ['createdAt', 'trackingNumber', 'status', 'weight', 'declaredValue', 'arrivedAt', 'inboundAt'],
  statuses: PARCEL_STATUS_TABS.map((tab) => String(tab.value)),
  filters: Object.values(PARCEL_FILTERS),
};

export interface ParcelSearch {
  trackingNumber: string;
  /** Created from / to, both days included; null = open. */
  from: string | null;
  to: string | null;
}

/** The search as the URL names it: malformed dates are dropped, a reversed range is put in order. */
export function parcelSearchOf(state: Pick<ListState, 'filters'>): ParcelSearch {
  return {
    trackingNumber: (state.filters[PARCEL_FILTERS.trackingNumber] ?? '').toUpperCase().slice(0, 64),
    ...dateRangeOf(state.filters[PARCEL_FILTERS.from], state.filters[PARCEL_FILTERS.to]),
  };
}

/** The URL filters of a search (empty values leave the URL). */
export function filtersOfSearch(search: ParcelSearch): Record<string, string | null> {
  return {
    [PARCEL_FILTERS.trackingNumber]: search.trackingNumber.trim().toUpperCase() || null,
    [PARCEL_FILTERS.from]: search.from,
    [PARCEL_FILTERS.to]: search.to,
  };
}

/** The list call of a URL state: paging and sort, the status tab, the tracking number and the created range. */
export function parcelListRequest(state: ListState): ParcelListRequest {
  const { trackingNumber, from, to } = parcelSearchOf(state);
  return withSetValues<ParcelListRequest>(listRequestOf(state), { status: statusTabOf(state), trackingNumber, createdFrom: from, createdTo: to });
}

/** Whether the URL narrows the list (the empty table then says "nothing matches" rather than "no parcels"). */
export const isFiltered = (state: ListState): boolean => narrowsList(state, parcelSearchOf(state));
