import { ParcelStatus } from '@/lib/contract/enums';
import type { ParcelListRequest } from '@/lib/api/parcels';
import type { StatusDefinition } from '@/components/ui/list/status-tabs';
import { listRequestOf, type ListOptions, type ListState } from '@/components/ui/list/list-query';

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

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date `YYYY-MM-DD` that exists (2026-02-30 does not); anything else is null. */
export function isoDateOrNull(text: string | undefined): string | null {
  const match = text ? ISO_DATE.exec(text) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? text! : null;
}

export interface ParcelSearch {
  trackingNumber: string;
  /** Created from / to, both days included; null = open. */
  from: string | null;
  to: string | null;
}

/** The search as the URL names it: malformed dates are dropped, a reversed range is put in order. */
export function parcelSearchOf(state: Pick<ListState, 'filters'>): ParcelSearch {
  const from = isoDateOrNull(state.filters[PARCEL_FILTERS.from]);
  const to = isoDateOrNull(state.filters[PARCEL_FILTERS.to]);
  const reversed = from !== null && to !== null && from > to;
  return {
    trackingNumber: (state.filters[PARCEL_FILTERS.trackingNumber] ?? '').toUpperCase().slice(0, 64),
    from: reversed ? to : from,
    to: reversed ? from : to,
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
  const search = parcelSearchOf(state);
  const request: ParcelListRequest = listRequestOf(state);
  if (state.status) request.status = Number(state.status);
  if (search.trackingNumber) request.trackingNumber = search.trackingNumber;
  if (search.from) request.createdFrom = search.from;
  if (search.to) request.createdTo = search.to;
  return request;
}

/** Whether the URL narrows the list (the empty table then says "nothing matches" rather than "no parcels"). */
export function isFiltered(state: ListState): boolean {
  const search = parcelSearchOf(state);
  return state.status !== null || Boolean(search.trackingNumber || search.from || search.to);
}
