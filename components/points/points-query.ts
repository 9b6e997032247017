// The points record's URL state (?kind=&days=&from=&to=&page=&pageSize=) and its PointsQuery
// (lib/contract/schemas/coupons.ts). Pure: the server page reads with it, the filters write with it.
import type { PointsQuery } from '@/lib/api/coupons';
import { POINTS_DAY_PRESETS, POINTS_KINDS, type PointsKind } from '@/lib/contract/coupon-rules';
import { dateBoundsOf } from '@/components/funds/wallet/wallet-query';
import { dateRangeOf, hasSetValue, listRequestOf, readListState, withSetValues, type ListState, type SearchParams } from '@/components/ui/list/list-query';

export const POINTS_PARAMS = { kind: 'kind', days: 'days', from: 'from', to: 'to' } as const;

export type PointsDays = (typeof POINTS_DAY_PRESETS)[number];

export interface PointsSearch {
  kind: PointsKind | null;
  /** The last N days, today included (wins over from/to). */
  days: PointsDays | null;
  /** A custom range, both days included (YYYY-MM-DD); null = open. */
  from: string | null;
  to: string | null;
}

export const EMPTY_POINTS_SEARCH: PointsSearch = { kind: null, days: null, from: null, to: null };

/** The list state and the search of a URL: unknown kinds and presets, malformed dates are dropped, a reversed range put in order. */
export function readPointsQuery(search: SearchParams): { state: ListState; values: PointsSearch } {
  const state = readListState(search, { filters: Object.values(POINTS_PARAMS) });
  const get = (name: keyof typeof POINTS_PARAMS) => state.filters[POINTS_PARAMS[name]];
  const kind = (POINTS_KINDS as readonly string[]).includes(get('kind') ?? '') ? (get('kind') as PointsKind) : null;
  const days = (POINTS_DAY_PRESETS as readonly number[]).includes(Number(get('days'))) ? (Number(get('days')) as PointsDays) : null;
  const { from, to } = days ? { from: null, to: null } : dateRangeOf(get('from'), get('to'));
  return { state, values: { kind, days, from, to } };
}

/** The call's query: paging, the kind, and the dates (a preset of N days runs from N-1 days ago to today, site time). */
export function pointsQueryOf(state: ListState, values: PointsSearch, now: Date): PointsQuery {
  const { maxResultCount, skipCount } = listRequestOf(state);
  return withSetValues<PointsQuery>({ maxResultCount, skipCount }, { kind: values.kind, ...dateBoundsOf(values, now) });
}

/** The URL filters of a search (listHref's `filters`: empty values leave the URL). */
export function filtersOfPointsSearch(values: PointsSearch): Record<string, string | null> {
  return {
    [POINTS_PARAMS.kind]: values.kind,
    [POINTS_PARAMS.days]: values.days ? String(values.days) : null,
    [POINTS_PARAMS.from]: values.days ? null : values.from,
    [POINTS_PARAMS.to]: values.days ? null : values.to,
  };
}

/** Whether the search narrows the record (an empty table then says nothing matches). */
export const isPointsFiltered = (values: PointsSearch) => hasSetValue(values);
