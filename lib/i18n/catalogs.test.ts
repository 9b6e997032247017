// Both catalogs always complete: the same keys, the same placeholders, no empty text. The two assignments
// below make the type check fail as well when one catalog has a key (or a shape) the other lacks.
import { describe, expect, it } from 'vitest';
import en from '@/locales/en.json';
import zh from '@/locales/zh-Hans.json';

const enMatchesZh: typeof zh = en;
const zhMatchesEn: typeof en = zh;

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

/** ICU argument names (`{name}`, `{count, plural, …}`), each once. */
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]))].sort();

describe('catalogs', () => {
  const zhLeaves = leaves(zhMatchesEn as Tree);
  const enLeaves = leaves(enMatchesZh as Tree);

  it('have the same keys', () => {
    expect([...enLeaves.keys()].filter((k) => !zhLeaves.has(k))).toEqual([]);
    expect([...zhLeaves.keys()].filter((k) => !enLeaves.has(k))).toEqual([]);
    expect(zhLeaves.size).toBeGreaterThan(100);
  });

  it('use the same placeholders in both languages', () => {
    const differing = [...zhLeaves].filter(([key, text]) => placeholders(text).join() !== placeholders(enLeaves.get(key) ?? '').join());
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it('have no empty text', () => {
    const empty = [...zhLeaves, ...enLeaves].filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });
});
