// One term per concept in each catalog (locales/README.md): no variant of its Avoid column in a catalog value, and the
// keys that name the same enumeration value carry the same label (the user centre's counts use the tabs' keys:
// components/user/status-labels.test.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CombinedOrderStatus, ParcelStatus, PaymentStatus } from '@/lib/contract/enums';
import en from '@/locales/en.json';
import zh from '@/locales/zh-Hans.json';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const at = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(at, value);
    else for (const [k, v] of leaves(value, at)) out.set(k, v);
  }
  return out;
}

const catalogs = { zh: leaves(zh as Tree), en: leaves(en as Tree) };
const label = (lang: 'zh' | 'en', key: string) => catalogs[lang].get(key);

/** The backticked variants of the README tables' last column ("Avoid"). */
function avoided(): string[] {
  const readme = readFileSync(path.join(process.cwd(), 'locales/README.md'), 'utf8');
  const rows = readme.split('\n').filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line));
  return rows.flatMap((row) => [...(row.split('|').at(-2) ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1]));
}

const CJK = /[\u3400-\u9fff]/;

/** Chinese as a substring; Latin at the start of a word, any case ("recharge" finds "Recharged" too). */
function matcher(term: string): RegExp {
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return CJK.test(term) ? new RegExp(escaped) : new RegExp(`(?<![\\p{L}])${escaped}`, 'iu');
}

describe('glossary', () => {
  const terms = avoided();

  it('reads the variants to avoid from locales/README.md', () => {
    for (const term of ['recharge', '已核验', '转运订单', 'log out', 'premium']) expect(terms).toContain(term);
  });

  it('no catalog value uses a variant the glossary avoids', () => {
    const found = terms.flatMap((term) => {
      const lang = CJK.test(term) ? 'zh' : 'en';
      const pattern = matcher(term);
      return [...catalogs[lang]].filter(([, text]) => pattern.test(text)).map(([key, text]) => `${lang} ${key}: "${text}" has "${term}"`);
    });
    expect(found).toEqual([]);
  });

  it('the matcher finds the variants it is meant to', () => {
    expect(matcher('recharge').test('Go to Recharge')).toBe(true);
    expect(matcher('recharge').test('Recharged')).toBe(true);
    expect(matcher('log in').test('a dialog in')).toBe(false);
    expect(matcher('log out').test('Log out')).toBe(true);
    expect(matcher('已核验').test('运单已核验')).toBe(true);
  });
});

describe('status labels', () => {
  /** Keys naming one enumeration value: where a language labels them differently, each key with its label. */
  function differing(keys: string[]): string[] {
    return (['zh', 'en'] as const).flatMap((lang) => {
      const present = keys.filter((key) => catalogs[lang].has(key));
      const labels = new Set(present.map((key) => label(lang, key)));
      return labels.size > 1 ? [`${lang}: ${present.map((key) => `${key}="${label(lang, key)}"`).join(', ')}`] : [];
    });
  }

  it('a parcel status has one label: My parcels and the transhipment flow', () => {
    const found = Object.entries(ParcelStatus).flatMap(([name, value]) =>
      differing([`parcels.status.${name}`, `transhipmentOrder.parcelStatus.${value}`, `transhipmentOrderSubmit.parcel.statusName.${value}`]),
    );
    expect(found).toEqual([]);
  });

  it('a combined order status has one label: My waybills, ship-for-me orders and transhipment orders', () => {
    // A transhipment order is never picked nor checked: its 10 and 40 are other steps (locales/README.md).
    const transhipmentOwn: number[] = [CombinedOrderStatus.PendingPacking, CombinedOrderStatus.Packaged];
    const found = Object.values(CombinedOrderStatus).flatMap((value) =>
      differing([
        `combinedOrder.status.${value}`,
        `shipForMeOrder.status.${value}`,
        ...(transhipmentOwn.includes(value) ? [] : [`transhipmentOrder.status.${value}`]),
      ]),
    );
    expect(found).toEqual([]);
  });

  it('the combined order steps name Signed 80 as its status does', () => {
    expect(differing(['combinedOrder.status.80', 'combinedOrder.detail.steps.signed', 'transhipmentOrder.detail.steps.signed'])).toEqual([]);
    expect(differing(['combinedOrder.status.50', 'transhipmentOrder.detail.steps.outbound'])).toEqual([]);
  });

  it('a payment status has one label: the funds pages and the waybill payments', () => {
    const found = Object.values(PaymentStatus).flatMap((value) => differing([`funds.status.${value}`, `combinedOrder.paymentStatus.${value}`]));
    expect(found).toEqual([]);
  });
});
