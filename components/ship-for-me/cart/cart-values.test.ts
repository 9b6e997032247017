import { describe, expect, it } from 'vitest';
import { serverGood } from '@/components/ship-for-me/good/test-goods';
import { cartFigures, groupByShop, sendable, sendHref } from './cart-values';

describe('groupByShop', () => {
  it('keeps one group per shop (case and spaces ignored), in the order the shops first come', () => {
    const goods = [
      serverGood({ id: 'A', shopName: 'Cup shop' }),
      serverGood({ id: 'B', shopName: 'Shoe shop' }),
      serverGood({ id: 'C', shopName: ' cup shop ' }),
      serverGood({ id: 'D', shopName: '' }),
    ];
    expect(groupByShop(goods).map((g) => [g.shop, g.goods.map((good) => good.id)])).toEqual([
      ['Cup shop', ['A', 'C']],
      ['Shoe shop', ['B']],
      ['', ['D']],
    ]);
  });
});

describe('cartFigures', () => {
  it('adds up each currency on its own and the site total without float drift, naming currencies without a rate', () => {
    const figures = cartFigures([
      serverGood({ unitPrice: 0.1, quantity: 3, totalInSiteCurrency: 0.3 }),
      serverGood({ unitPrice: 0.2, quantity: 1, totalInSiteCurrency: 0.2 }),
      serverGood({ currency: 'USD', unitPrice: 10, quantity: 2, totalInSiteCurrency: 144.6 }),
      serverGood({ currency: 'KRW', unitPrice: 5000, quantity: 1, totalInSiteCurrency: null }),
    ]);
    expect(figures).toEqual({
      count: 4,
      pieces: 7,
      byCurrency: [
        { currency: 'CNY', amount: 0.5 },
        { currency: 'USD', amount: 20 },
        { currency: 'KRW', amount: 5000 },
      ],
      siteTotal: 145.1,
      siteCurrency: 'CNY',
      missingRates: ['KRW'],
    });
  });

  it('is all zeros for nothing chosen', () => {
    expect(cartFigures([])).toEqual({ count: 0, pieces: 0, byCurrency: [], siteTotal: 0, siteCurrency: null, missingRates: [] });
  });
});

describe('sendHref and sendable', () => {
  it('names the step, the goods (commas kept) and the enquiry', () => {
    expect(sendHref('forecast', ['G1', 'G2'])).toBe('/ship-for-me/send?step=forecast&goods=G1,G2');
    expect(sendHref('order', ['G 1'], 'Q1')).toBe('/ship-for-me/send?step=order&goods=G%201&enquiry=Q1');
  });

  it('sends one to GOODS_PER_REQUEST goods', () => {
    expect([0, 1, 50, 51].map(sendable)).toEqual([false, true, true, false]);
  });
});
