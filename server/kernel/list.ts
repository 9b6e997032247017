// The list query of SPEC section 7 (maxResultCount, skipCount, sorting, filter) and the one way to apply it:
// `sorting` only from a per-route whitelist, paging in SQL (LIMIT/OFFSET) or, for lists that are computed
// in memory (catalogs, trees), by the same rules in memory. The filters lists share: date bounds, a number prefix.
import { z } from '@hono/zod-openapi';
import { asc, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { fieldError } from './router.ts';

/** Query strings send '' for an empty field; forms send null: both mean "not given". */
export const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
export const optionalText = (max = 200) => z.preprocess(emptyToUndefined, z.string().trim().max(max).optional());

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 1000;

/** The list fields, to spread into a route's own query or body schema. */
export const listQueryFields = {
  maxResultCount: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE)),
  skipCount: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(0)),
  sorting: optionalText(100).openapi({ description: '`field [asc|desc]`, comma-separated; fields the route lists as sortable' }),
  filter: optionalText(200),
};
export const ListQuerySchema = z.object(listQueryFields).openapi('ListQuery');
export type ListQuery = z.infer<typeof ListQuerySchema>;

export interface SortKey {
  field: string;
  direction: 'asc' | 'desc';
}

/** `"createdAt desc, name"` → sort keys; a field outside `allowed` is a 400 naming `sorting`. */
export function parseSorting(sorting: string | null | undefined, allowed: readonly string[]): SortKey[] {
  if (!sorting) return [];
  return sorting
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const match = /^([A-Za-z][\w.]*)(?:\s+(asc|desc))?$/i.exec(part);
      const field = match ? allowed.find((name) => name.toLowerCase() === match[1].toLowerCase()) : undefined;
      if (!match || !field) throw fieldError('sorting', 'sortingInvalid');
      return { field, direction: (match[2]?.toLowerCase() ?? 'asc') as SortKey['direction'] };
    });
}

/** ORDER BY for a SQL list: the requested whitelisted keys, then the route's default order (a stable tie-break). */
export function orderBy(query: Pick<ListQuery, 'sorting'>, sortable: Record<string, AnyPgColumn | SQL>, fallback: SQL[]): SQL[] {
  const keys = parseSorting(query.sorting, Object.keys(sortable));
  return [...keys.map((key) => (key.direction === 'desc' ? desc(sortable[key.field]) : asc(sortable[key.field]))), ...fallback];
}

/** LIMIT and OFFSET of a list query. */
export const pageOf = (query: Pick<ListQuery, 'maxResultCount' | 'skipCount'>) => ({
  limit: query.maxResultCount,
  offset: query.skipCount,
});

/** LIMIT and OFFSET of a query whose paging fields are optional: the first page of `size` when not given. */
export const optionalPage = (query: { maxResultCount?: number | null; skipCount?: number | null }, size = DEFAULT_PAGE_SIZE) => ({
  limit: query.maxResultCount ?? size,
  offset: query.skipCount ?? 0,
});

type Comparable = string | number | boolean | Date | null | undefined;

/** The same rules for a list already in memory: whitelisted sorting, then one page, with the total. */
export function pageInMemory<T>(
  all: T[],
  query: Pick<ListQuery, 'maxResultCount' | 'skipCount' | 'sorting'>,
  sortable: Record<string, (item: T) => Comparable> = {},
): { totalCount: number; items: T[] } {
  const keys = parseSorting(query.sorting, Object.keys(sortable));
  const sorted = keys.length === 0 ? all : [...all].sort((a, b) => compareBy(keys, sortable, a, b));
  return { totalCount: all.length, items: sorted.slice(query.skipCount, query.skipCount + query.maxResultCount) };
}

function compareBy<T>(keys: SortKey[], sortable: Record<string, (item: T) => Comparable>, a: T, b: T): number {
  for (const key of keys) {
    const x = sortable[key.field](a);
    const y = sortable[key.field](b);
    if (x === y) continue;
    if (x === null || x === undefined) return 1;
    if (y === null || y === undefined) return -1;
    const order = x < y ? -1 : 1;
    return key.direction === 'desc' ? -order : order;
  }
  return 0;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function bound(field: 'from' | 'to', value: string | null | undefined): Date | null {
  const v = value?.trim();
  if (!v) return null;
  const day = DATE_ONLY.test(v);
  const d = new Date(day ? `${v}T00:00:00+08:00` : v);
  if (Number.isNaN(d.getTime())) throw fieldError(field, 'fieldInvalid');
  if (day && field === 'to') d.setTime(d.getTime() + 86_400_000);
  return d;
}

/**
 * A list's date bounds: `from` inclusive, `to` exclusive. A date-only bound is a day of the warehouses'
 * time, UTC+8, and `to` includes that whole day; an unreadable one is a 400 naming the field.
 */
export function dateRange(filter: { from?: string | null; to?: string | null }): { from: Date | null; to: Date | null } {
  return { from: bound('from', filter.from), to: bound('to', filter.to) };
}

/** A LIKE prefix of an upper-cased number, with LIKE's own characters escaped. */
export const numberPrefix = (keyword: string) =>
  `${keyword
    .trim()
    .toUpperCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
