import { describe, expect, it } from 'vitest';
import { FieldError } from './router.ts';
import { ListQuerySchema, pageInMemory, parseSorting } from './list.ts';

describe('list query', () => {
  it('defaults and coerces the SPEC section 7 fields; empty strings mean "not given"', () => {
    expect(ListQuerySchema.parse({})).toEqual({ maxResultCount: 20, skipCount: 0 });
    expect(ListQuerySchema.parse({ maxResultCount: '5', skipCount: '10', sorting: '', filter: null })).toEqual({
      maxResultCount: 5,
      skipCount: 10,
    });
    expect(ListQuerySchema.safeParse({ maxResultCount: '0' }).success).toBe(false);
    expect(ListQuerySchema.safeParse({ maxResultCount: '1001' }).success).toBe(false);
    expect(ListQuerySchema.safeParse({ skipCount: '-1' }).success).toBe(false);
  });

  it('parses sorting against the whitelist, case-insensitively, keeping the whitelist spelling', () => {
    expect(parseSorting('createdAt desc, NAME', ['name', 'createdAt'])).toEqual([
      { field: 'createdAt', direction: 'desc' },
      { field: 'name', direction: 'asc' },
    ]);
    expect(parseSorting(undefined, ['name'])).toEqual([]);
    for (const bad of ['password', 'name sideways', 'name; drop table x', 'name desc desc']) {
      expect(() => parseSorting(bad, ['name'])).toThrow(FieldError);
    }
  });

  it('pages a list in memory after sorting it; nulls last', () => {
    const rows = [
      { n: 'b', v: 2 },
      { n: 'a', v: null },
      { n: 'c', v: 1 },
    ];
    const sortable = { n: (r: (typeof rows)[number]) => r.n, v: (r: (typeof rows)[number]) => r.v };
    expect(pageInMemory(rows, { maxResultCount: 2, skipCount: 0, sorting: 'n desc' }, sortable)).toEqual({
      totalCount: 3,
      items: [rows[2], rows[0]],
    });
    expect(pageInMemory(rows, { maxResultCount: 5, skipCount: 0, sorting: 'v' }, sortable).items.map((r) => r.n)).toEqual(['c', 'b', 'a']);
    expect(pageInMemory(rows, { maxResultCount: 1, skipCount: 2 }).items).toEqual([rows[2]]);
  });
});
