// Paging of public lists (SPEC section 9: page 1, 20 a page). Pure: unit-tested.
import { DEFAULT_PAGE_SIZE } from '../contract/constants';

/** The page number of a `?page=` value: a positive integer, else 1. */
export function parsePage(value: string | string[] | undefined): number {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw || !/^\d{1,6}$/.test(raw.trim())) return 1;
  const page = Number(raw.trim());
  return page >= 1 ? page : 1;
}

/** `maxResultCount` / `skipCount` of a page (SPEC section 7: skipCount = (page-1) × limit). */
export function pageQuery(page: number, limit = DEFAULT_PAGE_SIZE): { maxResultCount: number; skipCount: number } {
  return { maxResultCount: limit, skipCount: (Math.max(1, Math.floor(page)) - 1) * limit };
}

export interface PageLink {
  page: number;
  current: boolean;
}

export interface Pagination {
  page: number;
  pageCount: number;
  prev: number | null;
  next: number | null;
  /** Page numbers to link, with null for a gap ("…"). */
  items: (PageLink | null)[];
}

/** Pagination of `total` items; shows the first, last and `around` pages either side of the current one. */
export function paginate(total: number, page: number, limit = DEFAULT_PAGE_SIZE, around = 2): Pagination {
  const pageCount = Math.max(1, Math.ceil(Math.max(0, total) / limit));
  const current = Math.min(Math.max(1, page), pageCount);
  const items: (PageLink | null)[] = [];
  for (let p = 1; p <= pageCount; p += 1) {
    if (p === 1 || p === pageCount || Math.abs(p - current) <= around) {
      items.push({ page: p, current: p === current });
    } else if (items[items.length - 1] !== null) {
      items.push(null);
    }
  }
  return {
    page: current,
    pageCount,
    prev: current > 1 ? current - 1 : null,
    next: current < pageCount ? current + 1 : null,
    items,
  };
}

/** `path?page=n` keeping other query values; page 1 has no `page` parameter. */
export function pageHref(path: string, page: number, query: Record<string, string | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
