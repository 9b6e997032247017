// The points record's URL state (?kind=&days=&from=&to=&page=&pageSize=) and its PointsQuery
// (lib/contract/schemas/coupons.ts). Pure: the server page reads with it, the filters write with it.
import type { PointsQuery } from '@/lib/api/coupons';
import { POINTS_DAY_PRESETS, POINTS_KINDS, type PointsKind } from '@/lib/contract/coupon-rules';
import { isoDate } from '@/components/funds/records/records-query';
import { siteDay } from '@/components/funds/wallet/wallet-query';
import { listRequestOf, readListState, type ListState, type SearchParams } from '@/components/ui/list/list-query';

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

const dateOrNull = (text: string | undefined) => isoDate(text) || null;

/** The list state and the search of a URL: unknown kinds and presets, malformed dates are dropped, a reversed range put in order. */
export function readPointsQuery(search: SearchParams): { state: ListState; values: PointsSearch } {
  const state = readListState(search, { filters: Object.values(POINTS_PARAMS) });
  const get = (name: keyof typeof POINTS_PARAMS) => state.filters[POINTS_PARAMS[name]];
  const kind = (POINTS_KINDS as readonly string[]).includes(get('kind') ?? '') ? (get('kind') as PointsKind) : null;
  const days = (POINTS_DAY_PRESETS as readonly number[]).includes(Number(get('days'))) ? (Number(get('days')) as PointsDays) : null;
  let from = days ? null : dateOrNull(get('from'));
  let to = days ? null : dateOrNull(get('to'));
  if (from && to && from > to) [from, to] = [to, from];
  return { state, values: { kind, days, from, to } };
}

/** The call's query: paging, the kind, and the dates (a preset of N days runs from N-1 days ago to today, site time). */
export function pointsQueryOf(state: ListState, values: PointsSearch, now: Date): PointsQuery {
  const { maxResultCount, skipCount } = listRequestOf(state);
  const query: PointsQuery = { maxResultCount, skipCount };
  if (values.kind) query.kind = values.kind;
  const from = values.days ? siteDay(now, 1 - values.days) : values.from;
  const to = values.days ? siteDay(now) : values.to;
  if (from) query.from = from;
  if (to) query.to = to;
  return query;
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
export const isPointsFiltered = (values: PointsSearch) => Boolean(values.kind || values.days || values.from || values.to);
