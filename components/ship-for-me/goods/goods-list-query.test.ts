import { describe, expect, it } from 'vitest';
import { readListState } from '@/components/ui/list/list-query';
import { serverGood } from '../good/test-goods';
import { becameOf, GOODS_LIST, goodsListRequest, groupByShop, isFiltered } from './goods-list-query';

describe('the goods list URL', () => {
  it('reads status, keyword and page into the list call; unknown statuses are ignored', () => {
    const state = readListState({ status: '20', keyword: ' cup ', page: '3', pageSize: '50' }, GOODS_LIST);
    expect(goodsListRequest(state)).toEqual({ skipCount: 100, maxResultCount: 50, status: 20, keyword: 'cup' });
    expect(isFiltered(state)).toBe(true);
    const plain = readListState({ status: '99' }, GOODS_LIST);
    expect(goodsListRequest(plain)).toEqual({ skipCount: 0, maxResultCount: 20 });
    expect(isFiltered(plain)).toBe(false);
  });
});

describe('groupByShop', () => {
  it('keeps the order and starts a group at each change of shop or platform', () => {
    const goods = [
      serverGood({ id: 'a', shopName: 'A' }),
      serverGood({ id: 'b', shopName: 'A' }),
      serverGood({ id: 'c', shopName: 'A', platform: 'jd' }),
      serverGood({ id: 'd', shopName: 'B' }),
    ];
    expect(groupByShop(goods).map((g) => [g.shopName, g.platform, g.goods.map((x) => x.id)])).toEqual([
      ['A', 'taobao', ['a', 'b']],
      ['A', 'jd', ['c']],
      ['B', 'taobao', ['d']],
    ]);
  });
});

describe('becameOf', () => {
  it('links the parcel by its tracking number, the enquiry and the order', () => {
    expect(becameOf(serverGood())).toEqual([]);
    expect(becameOf(serverGood({ status: 20, parcelId: 'P1', trackingNumber: 'SF123' }))).toEqual([
      { kind: 'parcel', href: { pathname: '/user/tranship-list', query: { trackingNumber: 'SF123' } }, number: 'SF123' },
    ]);
    expect(becameOf(serverGood({ status: 20, parcelId: 'P1' }))[0]).toMatchObject({ href: { pathname: '/user/tranship-list' }, number: null });
    expect(becameOf(serverGood({ status: 40, parcelId: 'P2', trackingNumber: 'YT9', enquiryId: 'Q1', orderId: 'L7' })).map((b) => b.href)).toEqual([
      { pathname: '/user/tranship-list', query: { trackingNumber: 'YT9' } },
      { pathname: '/ship-for-me/enquiries', query: { id: 'Q1' } },
      { pathname: '/user/combined-order-detail', query: { id: 'L7' } },
    ]);
  });
});
