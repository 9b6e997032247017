import { describe, expect, it } from 'vitest';
import en from '@/locales/en.json';
import { pickMessagePaths } from './pick-message-paths';

describe('pickMessagePaths', () => {
  it('copies whole namespaces and key paths inside them, merged under their paths', () => {
    const picked = pickMessagePaths(en, ['list', 'parcels.columns', 'parcels.status', 'recharge.insufficient.title']);
    expect(picked.list).toEqual(en.list);
    expect(picked.parcels).toEqual({ columns: en.parcels.columns, status: en.parcels.status });
    expect(picked.recharge).toEqual({ insufficient: { title: en.recharge.insufficient.title } });
    expect(Object.keys(picked)).toEqual(['list', 'parcels', 'recharge']);
  });

  it('leaves out paths the catalog does not have, and never writes to the catalog', () => {
    const catalog = { a: { b: 'B', c: { d: 'D', e: 'E' } } };
    const before = JSON.stringify(catalog);
    expect(pickMessagePaths(catalog, ['a.c.d', 'a.missing', 'x.y', 'a.b.deeper'])).toEqual({ a: { c: { d: 'D' } } });
    // A part picked whole, then a path inside it: the picked copy changes, the catalog does not.
    expect(pickMessagePaths(catalog, ['a.c', 'a.c.d'])).toEqual({ a: { c: { d: 'D', e: 'E' } } });
    expect(JSON.stringify(catalog)).toBe(before);
  });
});
