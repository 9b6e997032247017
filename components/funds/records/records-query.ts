// The URL state of a records list (page, page size and the toolbar's filters) and its RecordFilter
// (lib/contract/schemas/funds.ts). Pure: the server page reads with it, the toolbar writes with it.
import type { RecordFilter } from '@/lib/api/funds';
import { dateRangeOf, hasSetValue, listRequestOf, readListState, withSetValues, type ListState, type SearchParams } from '@/components/ui/list/list-query';

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

const oneOf = (value: string | undefined, allowed: readonly (string | number)[] | undefined) =>
  value && allowed?.some((one) => String(one) === value) ? value : '';

/** The page's list state and its checked filters; unknown values and malformed dates are dropped, a reversed range put in order. */
export function readRecordQuery(search: SearchParams, spec: RecordsSpec): { state: ListState; values: RecordSearch } {
  const state = readListState(search, { filters: Object.values(RECORD_PARAMS) });
  const get = (name: RecordParam) => state.filters[RECORD_PARAMS[name]];
  const { from, to } = spec.dates ? dateRangeOf(get('from'), get('to')) : { from: null, to: null };
  const values: RecordSearch = {
    kind: oneOf(get('kind'), spec.kinds),
    type: oneOf(get('type'), spec.types),
    status: oneOf(get('status'), spec.statuses),
    method: oneOf(get('method'), spec.methods),
    from: from ?? '',
    to: to ?? '',
    keyword: spec.keyword ? (get('keyword') ?? '').slice(0, 64) : '',
  };
  return { state, values };
}

/** The list call's filter: paging (SPEC section 7) and the set filters only. */
export function recordFilterOf(state: ListState, values: RecordSearch): RecordFilter & { type?: string } {
  const { maxResultCount, skipCount } = listRequestOf(state);
  const number = (text: string) => (text ? Number(text) : null);
  return withSetValues<RecordFilter & { type?: string }>(
    { maxResultCount, skipCount },
    { ...values, kind: values.kind as RecordFilter['kind'], status: number(values.status), method: number(values.method) },
  );
}

/** Whether any filter narrows the list (an empty list then says "nothing matches"). */
export const isFiltered = (values: RecordSearch) => hasSetValue(values);
