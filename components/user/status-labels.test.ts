import { describe, expect, it } from 'vitest';
import { CombinedOrderStatus, ParcelStatus } from '@/lib/contract/enums';
import en from '@/locales/en.json';
import zh from '@/locales/zh-Hans.json';
import { statusCountLabel, statusKey } from './status-labels';

type Tree = { [key: string]: string | Tree };
const lookup = (tree: Tree, key: string) =>
  key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
const translator = (tree: Tree) => Object.assign((key: string) => String(lookup(tree, key)), { has: (key: string) => typeof lookup(tree, key) === 'string' });

describe('statusKey', () => {
  it('is the key the My parcels and My waybills tabs use, in both catalogs', () => {
    for (const [name, value] of Object.entries(ParcelStatus)) expect(statusKey('parcel', value)).toBe(`parcels.status.${name}`);
    for (const value of Object.values(CombinedOrderStatus)) expect(statusKey('waybill', value)).toBe(`combinedOrder.status.${value}`);
    const keys = [
      ...Object.values(ParcelStatus).map((v) => statusKey('parcel', v)!),
      ...Object.values(CombinedOrderStatus).map((v) => statusKey('waybill', v)!),
    ];
    for (const tree of [en, zh] as Tree[]) expect(keys.filter((key) => typeof lookup(tree, key) !== 'string')).toEqual([]);
  });
});

describe('statusCountLabel', () => {
  it('says what the tabs say, whatever the status definition is named', () => {
    expect(statusCountLabel(translator(zh as Tree), 'waybill', { status: 30, name: '已核验' })).toBe('已核对');
    expect(statusCountLabel(translator(en as Tree), 'waybill', { status: 80, name: 'Signed' })).toBe('Received');
    expect(statusCountLabel(translator(zh as Tree), 'parcel', { status: 60, name: '已到仓' })).toBe('已到库');
  });
  it('keeps the server name of a status the catalog does not know', () => {
    expect(statusCountLabel(translator(en as Tree), 'parcel', { status: 99, name: 'Held at customs' })).toBe('Held at customs');
    expect(statusCountLabel(translator(en as Tree), 'waybill', { status: 99, name: 'On hold' })).toBe('On hold');
  });
});
