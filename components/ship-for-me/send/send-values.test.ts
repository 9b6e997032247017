import { describe, expect, it } from 'vitest';
import { serverGood } from '@/components/ship-for-me/good/test-goods';
import { forecastFailure, initialPackages, moveGood, notReadyTitles, readSendQuery } from './send-values';

/** A failed call as axios carries the contract's error body. */
const failure = (status: number, error: object) => ({ response: { status, data: { error: { message: 'x', details: null, ...error } } } });

describe('readSendQuery', () => {
  it('reads the step, the distinct goods ids and the enquiry; an unknown step is none', () => {
    expect(readSendQuery({ step: 'forecast', goods: 'G1, G2,,G1', enquiry: 'Q1' })).toEqual({ step: 'forecast', goodsIds: ['G1', 'G2'], enquiryId: 'Q1' });
    expect(readSendQuery({ step: 'pay', goods: '' })).toEqual({ step: null, goodsIds: [], enquiryId: null });
  });
});

describe('packages of a forecast', () => {
  const goods = [
    serverGood({ id: 'A', shopName: 'Cup shop' }),
    serverGood({ id: 'B', shopName: 'Shoe shop', platform: 'jd' }),
    serverGood({ id: 'C', shopName: 'Cup shop' }),
  ];

  it('start as one package per shop, and a good moves to another package or one of its own; an emptied package goes', () => {
    const start = initialPackages(goods);
    expect(start.map((p) => p.goodsIds)).toEqual([['A', 'C'], ['B']]);
    const alone = moveGood(start, goods[2], 'new');
    expect(alone.map((p) => [p.shop, p.goodsIds])).toEqual([
      ['Cup shop', ['A']],
      ['Shoe shop', ['B']],
      ['Cup shop', ['C']],
    ]);
    const together = moveGood(alone, goods[1], 0);
    expect(together.map((p) => p.goodsIds)).toEqual([['A', 'B'], ['C']]);
    // The packages keep their keys while goods move.
    expect(together[0].key).toBe(start[0].key);
    expect(new Set(together.map((p) => p.key)).size).toBe(2);
  });
});

describe('forecastFailure', () => {
  const packages = [{ goodsIds: ['A'] }, { goodsIds: ['B', 'C'] }];
  const titles: Record<string, string> = { A: 'Tea cup', B: 'Sneakers', C: 'Laces' };

  it('puts package fields on their package, the warehouse on the warehouse, and names the good of a goods line', () => {
    const error = failure(400, {
      code: 'ValidationError',
      validationErrors: [
        { members: ['packages.1.trackingNumber'], message: 'You have already forecast this tracking number. You can find it in My parcels.' },
        { members: ['packages.0.warehouseId'], message: 'Choose one of the warehouses.' },
        { members: ['packages.1.goods.1.declaredName'], message: 'Enter a declared name.' },
        { members: ['packages.1.goodsIds'], message: 'A good can be in one package only.' },
      ],
    });
    expect(forecastFailure(error, packages, (id) => titles[id])).toEqual({
      packages: [{}, { trackingNumber: 'You have already forecast this tracking number. You can find it in My parcels.' }],
      warehouseId: 'Choose one of the warehouses.',
      other: ['Laces: Enter a declared name.', 'A good can be in one package only.'],
    });
  });

  it('reads 409 GOODS_NOT_READY with the goods’ titles, and nothing else as one', () => {
    expect(notReadyTitles(failure(409, { code: 'GOODS_NOT_READY', details: 'Tea cup, Laces' }))).toBe('Tea cup, Laces');
    expect(notReadyTitles(failure(409, { code: 'IDEMPOTENCY_IN_PROGRESS' }))).toBeNull();
    expect(notReadyTitles(new Error('offline'))).toBeNull();
  });
});
