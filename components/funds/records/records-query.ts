// The URL state of a records list (page, page size and the toolbar's filters) and its RecordFilter
// (lib/contract/schemas/funds.ts). Pure: the server page reads with it, the toolbar writes with it.
import type { RecordFilter } from '@/lib/api/funds';
import { listRequestOf, readListState, type ListState, type SearchParams } from '@/components/ui/list/list-query';

/** The toolbar's URL parameters (also the RecordFilter fields they fill, but `type`). */
export const RECORD_PARAMS = {
  kind: 'kind',
  type: 'type',
  status: 'status',
  method: 'method',
  from: 'from',
  to: 'to',
  keyword: 'keyword',
} as const;
export type RecordParam = keyof typeof RECORD_PARAMS;

/** What a page's toolbar offers: the values each select accepts, and whether dates and a number search are there. */
export interface RecordsSpec {
  kinds?: readonly string[];
  /** The fund account log's journal types (sent as `type`). */
  types?: readonly string[];
  statuses?: readonly number[];
  methods?: readonly number[];
  dates?: boolean;
  keyword?: boolean;
}

/** The filters as the URL names them, checked: '' = not set. */
export type RecordSearch = Record<RecordParam, string>;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date `YYYY-MM-DD` that exists; anything else is ''. */
export function isoDate(text: string | undefined): string {
  const match = text ? ISO_DATE.exec(text) : null;
  if (!match) return '';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? text! : '';
}

const oneOf = (value: string | undefined, allowed: readonly (string | number)[] | undefined) =>
  value && allowed?.some((one) => String(one) === value) ? value : '';

/** The page's list state and its checked filters; unknown values and malformed dates are dropped, a reversed range put in order. */
export function readRecordQuery(search: SearchParams, spec: RecordsSpec): { state: ListState; values: RecordSearch } {
  const state = readListState(search, { filters: Object.values(RECORD_PARAMS) });
  const get = (name: RecordParam) => state.filters[RECORD_PARAMS[name]];
  let from = spec.dates ? isoDate(get('from')) : '';
  let to = spec.dates ? isoDate(get('to')) : '';
  if (from && to && from > to) [from, to] = [to, from];
  const values: RecordSearch = {
    kind: oneOf(get('kind'), spec.kinds),
    type: oneOf(get('type'), spec.types),
    status: oneOf(get('status'), spec.statuses),
    method: oneOf(get('method'), spec.methods),
    from,
    to,
    keyword: spec.keyword ? (get('keyword') ?? '').slice(0, 64) : '',
  };
  return { state, values };
}

/** The list call's filter: paging (SPEC section 7) and the set filters only. */
export function recordFilterOf(state: ListState, values: RecordSearch): RecordFilter & { type?: string } {
  const { maxResultCount, skipCount } = listRequestOf(state);
  const filter: RecordFilter & { type?: string } = { maxResultCount, skipCount };
  if (values.kind) filter.kind = values.kind as RecordFilter['kind'];
  if (values.type) filter.type = values.type;
  if (values.status) filter.status = Number(values.status);
  if (values.method) filter.method = Number(values.method);
  if (values.from) filter.from = values.from;
  if (values.to) filter.to = values.to;
  if (values.keyword) filter.keyword = values.keyword;
  return filter;
}

/** Whether any filter narrows the list (an empty list then says "nothing matches"). */
export const isFiltered = (values: RecordSearch) => Object.values(values).some(Boolean);
