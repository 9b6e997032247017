// Pure helpers of the data table's header and pager: the next sort of a column and the page numbers to show.
import type { ListState } from './list-query';

/** A column's sort after a click on its header, as antd cycles it: none → ascending → descending → none. */
export function nextSort(state: Pick<ListState, 'sort'>, field: string): ListState['sort'] {
  if (state.sort?.field !== field) return { field, order: 'asc' };
  return state.sort.order === 'asc' ? { field, order: 'desc' } : null;
}

/** aria-sort of a column header: only the sorted column carries one. */
export function ariaSortOf(state: Pick<ListState, 'sort'>, field: string): 'ascending' | 'descending' | undefined {
  if (state.sort?.field !== field) return undefined;
  return state.sort.order === 'asc' ? 'ascending' : 'descending';
}

/** A page number, or a gap where pages are left out. */
export type PageItem = number | 'gap-before' | 'gap-after';

/**
 * The pages a pager lists, as antd does: every page up to 9, else the first, the last and two either side
 * of the current one (five at an end), with a gap for what is left out (never a gap of one page).
 */
export function pageItems(current: number, last: number): PageItem[] {
  const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
  if (last <= 9) return range(1, last);
  const page = Math.min(Math.max(current, 1), last);
  let left = Math.max(2, page - 2);
  let right = Math.min(last - 1, page + 2);
  if (page <= 4) right = Math.max(right, 5);
  if (page >= last - 3) left = Math.min(left, last - 4);
  if (left === 3) left = 2;
  if (right === last - 2) right = last - 1;
  return [1, ...(left > 2 ? (['gap-before'] as const) : []), ...range(left, right), ...(right < last - 1 ? (['gap-after'] as const) : []), last];
}
