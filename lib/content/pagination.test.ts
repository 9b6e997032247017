import { describe, expect, it } from 'vitest';
import { pageHref, pageQuery, paginate, parsePage } from './pagination';

describe('pagination', () => {
  it('parses ?page=', () => {
    expect(parsePage(undefined)).toBe(1);
    expect(parsePage('3')).toBe(3);
    expect(parsePage(['4', '5'])).toBe(4);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('-2')).toBe(1);
    expect(parsePage('2.5')).toBe(1);
    expect(parsePage('abc')).toBe(1);
  });

  it('computes skipCount', () => {
    expect(pageQuery(1)).toEqual({ maxResultCount: 20, skipCount: 0 });
    expect(pageQuery(3, 10)).toEqual({ maxResultCount: 10, skipCount: 20 });
  });

  it('builds page links with gaps', () => {
    const p = paginate(200, 5);
    expect(p.pageCount).toBe(10);
    expect(p.prev).toBe(4);
    expect(p.next).toBe(6);
    expect(p.items.map((i) => (i ? i.page : '…'))).toEqual([1, '…', 3, 4, 5, 6, 7, '…', 10]);
    expect(p.items.find((i) => i?.current)?.page).toBe(5);
  });

  it('clamps the page and handles empty lists', () => {
    expect(paginate(0, 3)).toMatchObject({ page: 1, pageCount: 1, prev: null, next: null });
    expect(paginate(41, 9).page).toBe(3);
  });

  it('writes hrefs', () => {
    expect(pageHref('/help/category/X', 1)).toBe('/help/category/X');
    expect(pageHref('/article', 2, { q: 'a b' })).toBe('/article?q=a+b&page=2');
  });
});
