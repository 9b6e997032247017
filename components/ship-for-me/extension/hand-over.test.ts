import { describe, expect, it } from 'vitest';
import {
  CLIENT_KEY_PATTERN,
  EXTENSION_PAYLOAD_MAX,
  GOOD_PRICE_MAX,
  GOOD_QUANTITY_MAX,
  GOOD_SPEC_MAX,
  GOOD_TITLE_MAX,
  GOOD_URL_MAX,
  GOODS_PER_REQUEST,
  SHOP_NAME_MAX,
} from '@/lib/contract/ship-for-me-rules';
import { decodeBase64Url, encodeBase64Url, parseHandOver, payloadOf, reviveGoods } from './hand-over';

const TAOBAO = {
  clientKey: 'tb-key-0001',
  url: 'https://item.taobao.com/item.htm?id=6120001',
  title: '纯棉短袖T恤 男款',
  shopName: '优衣小铺',
  imageUrl: 'https://img.alicdn.com/imgextra/i1/tee.jpg',
  spec: '颜色: 白色; 尺码: L',
  unitPrice: 59.9,
  currency: 'CNY',
  quantity: 2,
};
const JD = {
  url: 'https://item.jd.com/100012043978.html',
  title: 'Bluetooth earphones',
  shopName: 'JD self-run',
  unitPrice: 199,
  currency: 'CNY',
  quantity: 1,
};

const fragmentOf = (payload: unknown) => `#goods=${encodeBase64Url(typeof payload === 'string' ? payload : JSON.stringify(payload))}`;
const handOver = (goods: unknown[], v: unknown = 1) => fragmentOf({ v, goods });
let counter = 0;
const key = () => `generated-${String(++counter).padStart(4, '0')}`;
const one = (patch: Record<string, unknown>) => parseHandOver(handOver([{ ...JD, ...patch }]), key);
const reasonOf = (patch: Record<string, unknown>) => one(patch).rejected[0]?.reason;

describe('base64url', () => {
  it('round-trips unicode text, without padding', () => {
    const text = '{"t":"中文 émoji 📦 \\u0000"}';
    const encoded = encodeBase64Url(text);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeBase64Url(encoded)).toBe(text);
    expect(decodeBase64Url(`${encoded}==`.slice(0, encoded.length + ((4 - (encoded.length % 4)) % 4)))).toBe(text);
  });

  it('refuses characters outside the alphabet, impossible lengths and invalid UTF-8', () => {
    expect(decodeBase64Url('ab+c')).toBeNull();
    expect(decodeBase64Url('ab/c')).toBeNull();
    expect(decodeBase64Url('abc de')).toBeNull();
    expect(decodeBase64Url('abcde')).toBeNull();
    // 0xff 0xfe is not UTF-8.
    expect(decodeBase64Url('__4')).toBeNull();
  });

  it('finds the goods value among other fragment parts, with or without #', () => {
    expect(payloadOf('#a=1&goods=abc&b=2')).toBe('abc');
    expect(payloadOf('goods=xyz')).toBe('xyz');
    expect(payloadOf('#other=1')).toBeNull();
    expect(payloadOf('')).toBeNull();
  });

  it('gives goods without a key valid, distinct client keys by default', () => {
    const { goods } = parseHandOver(handOver([JD, { ...JD, url: 'https://item.jd.com/2.html' }]));
    expect(goods.map((g) => CLIENT_KEY_PATTERN.test(g.clientKey))).toEqual([true, true]);
    expect(goods[0].clientKey).not.toBe(goods[1].clientKey);
  });
});

describe('parseHandOver: the whole hand-over', () => {
  it('takes two goods, keeps a valid clientKey and gives the other one a new key', () => {
    const result = parseHandOver(handOver([TAOBAO, JD]), key);
    expect(result.rejected).toEqual([]);
    expect(result.goods).toHaveLength(2);
    expect(result.goods[0]).toEqual({
      source: 'extension',
      clientKey: 'tb-key-0001',
      url: TAOBAO.url,
      title: TAOBAO.title,
      shopName: TAOBAO.shopName,
      imageUrl: TAOBAO.imageUrl,
      spec: TAOBAO.spec,
      unitPrice: 59.9,
      currency: 'CNY',
      quantity: 2,
    });
    expect(result.goods[1].clientKey).toMatch(/^generated-\d{4}$/);
    expect(result.goods[1].spec).toBeNull();
    expect(result.goods[1].imageUrl).toBeNull();
  });

  it('gives nothing and refuses nothing without a fragment', () => {
    expect(parseHandOver('', key)).toEqual({ goods: [], rejected: [] });
    expect(parseHandOver('#', key)).toEqual({ goods: [], rejected: [] });
    expect(parseHandOver('#goods=', key)).toEqual({ goods: [], rejected: [] });
  });

  it('refuses a payload above EXTENSION_PAYLOAD_MAX before decoding it', () => {
    const big = handOver([{ ...JD, title: 'x'.repeat(EXTENSION_PAYLOAD_MAX) }]);
    expect(parseHandOver(big, key)).toEqual({ goods: [], rejected: [{ index: null, reason: 'tooLarge' }] });
    expect(parseHandOver(`#goods=${'A'.repeat(EXTENSION_PAYLOAD_MAX + 1)}`, key).rejected).toEqual([{ index: null, reason: 'tooLarge' }]);
  });

  it('refuses bad base64 and bad JSON as unreadable', () => {
    expect(parseHandOver('#goods=%%%not-base64', key).rejected).toEqual([{ index: null, reason: 'unreadable' }]);
    expect(parseHandOver('#goods=eyJ2Ijox', key).rejected).toEqual([{ index: null, reason: 'unreadable' }]); // '{"v":1' cut short
    expect(parseHandOver(fragmentOf('{"v":1,"goods":[}'), key).rejected).toEqual([{ index: null, reason: 'unreadable' }]);
  });

  it('refuses another version', () => {
    for (const v of [2, 0, '1', null]) {
      expect(parseHandOver(handOver([JD], v), key).rejected).toEqual([{ index: null, reason: 'version' }]);
    }
    expect(parseHandOver(fragmentOf({ goods: [JD] }), key).rejected).toEqual([{ index: null, reason: 'version' }]);
  });

  it('refuses JSON of another shape', () => {
    for (const payload of ['[1,2]', '"goods"', '42', 'null', '{"v":1}', '{"v":1,"goods":{"0":{}}}', '{"v":1,"goods":"[]"}']) {
      expect(parseHandOver(fragmentOf(payload), key).rejected).toEqual([{ index: null, reason: expect.stringMatching(/^(shape|version)$/) }]);
    }
    expect(parseHandOver(fragmentOf('{"v":1,"goods":{"0":{}}}'), key).rejected).toEqual([{ index: null, reason: 'shape' }]);
  });

  it('survives deeply nested JSON (refused, never thrown)', () => {
    const deep = `{"v":1,"goods":[${'['.repeat(5000)}${']'.repeat(5000)}]}`;
    const result = parseHandOver(fragmentOf(deep), key);
    expect(result.goods).toEqual([]);
    expect(result.rejected.length).toBe(1);
    const tooDeep = '['.repeat(20_000);
    expect(parseHandOver(fragmentOf(tooDeep), key).rejected).toEqual([{ index: null, reason: expect.stringMatching(/^(unreadable|tooLarge)$/) }]);
  });

  it(`takes the first ${GOODS_PER_REQUEST} goods and refuses the rest as one "tooMany"`, () => {
    const goods = Array.from({ length: GOODS_PER_REQUEST + 7 }, (_, i) => ({ ...JD, url: `https://item.jd.com/${i}.html` }));
    const result = parseHandOver(handOver(goods), key);
    expect(result.goods).toHaveLength(GOODS_PER_REQUEST);
    expect(result.rejected).toEqual([{ index: GOODS_PER_REQUEST, reason: 'tooMany' }]);
  });

  it('refuses a repeated clientKey, keeping the first', () => {
    const result = parseHandOver(handOver([TAOBAO, { ...JD, clientKey: TAOBAO.clientKey }]), key);
    expect(result.goods.map((g) => g.url)).toEqual([TAOBAO.url]);
    expect(result.rejected).toEqual([{ index: 1, reason: 'duplicate' }]);
  });

  it('replaces an invalid clientKey with a new one', () => {
    for (const clientKey of ['short', 'has space in it', 'x'.repeat(65), 12345678, '../../etc/passwd', null]) {
      const [good] = one({ clientKey }).goods;
      expect(good.clientKey).toMatch(/^generated-\d{4}$/);
    }
  });
});

describe('parseHandOver: one good', () => {
  it('rejects what is not an object', () => {
    const result = parseHandOver(handOver([null, 'good', 3, [JD], JD]), key);
    expect(result.rejected).toEqual([0, 1, 2, 3].map((index) => ({ index, reason: 'notAGood' })));
    expect(result.goods).toHaveLength(1);
  });

  it('rejects pages that are not http(s) or carry credentials', () => {
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'ftp://example.com/x',
      '//item.jd.com/1.html',
      '/ship-for-me/cart',
      'https://user:pass@item.jd.com/1.html',
      `https://item.jd.com/${'a'.repeat(GOOD_URL_MAX)}`,
      '',
      42,
      { href: 'https://item.jd.com/1.html' },
      undefined,
    ]) {
      expect(reasonOf({ url }), String(url)).toBe('url');
    }
  });

  it('keeps an http(s) page in its normalized form', () => {
    expect(one({ url: '  HTTPS://Item.JD.com/1.html?x=1#reviews ' }).goods[0].url).toBe('https://item.jd.com/1.html?x=1#reviews');
    expect(one({ url: 'http://detail.1688.com/offer/1.html' }).goods[0].url).toBe('http://detail.1688.com/offer/1.html');
  });

  it('drops a picture that is not an http(s) address, keeping the good', () => {
    for (const imageUrl of ['javascript:alert(1)', 'data:image/png;base64,iVBORw0KGgo=', 'not a url', 7, { src: 'x' }]) {
      const result = one({ imageUrl });
      expect(result.rejected).toEqual([]);
      expect(result.goods[0].imageUrl).toBeNull();
    }
    // Another host is kept as given: GoodPicture shows only PICTURE_HOSTS.
    expect(one({ imageUrl: 'https://tracker.example/pixel.gif' }).goods[0].imageUrl).toBe('https://tracker.example/pixel.gif');
  });

  it('requires a title, caps the texts at the contract limits', () => {
    expect(reasonOf({ title: '' })).toBe('title');
    expect(reasonOf({ title: '   \u0000\u202e ' })).toBe('title');
    expect(reasonOf({ title: undefined })).toBe('title');
    expect(reasonOf({ title: ['a'] })).toBe('title');
    expect(reasonOf({ title: 'x'.repeat(GOOD_TITLE_MAX + 1) })).toBe('title');
    expect(one({ title: 'x'.repeat(GOOD_TITLE_MAX) }).goods).toHaveLength(1);
    expect(reasonOf({ shopName: 's'.repeat(SHOP_NAME_MAX + 1) })).toBe('shopName');
    expect(reasonOf({ shopName: 5 })).toBe('shopName');
    expect(reasonOf({ shopName: null })).toBe('shopName');
    expect(reasonOf({ shopName: ' \u202e ' })).toBe('shopName');
    expect(reasonOf({ spec: 's'.repeat(GOOD_SPEC_MAX + 1) })).toBe('spec');
    expect(reasonOf({ spec: { color: 'red' } })).toBe('spec');
    expect(one({ spec: '  ' }).goods[0].spec).toBeNull();
  });

  it('keeps unicode, removes control and bidi-override characters', () => {
    const [good] = one({ title: '儿童\u0000玩具 🚗\u202egnp.exe\u202c', shopName: 'Ünïcödé 店\n铺', spec: '\tサイズ: M\r\n' }).goods;
    expect(good.title).toBe('儿童 玩具 🚗 gnp.exe');
    expect(good.shopName).toBe('Ünïcödé 店 铺');
    expect(good.spec).toBe('サイズ: M');
  });

  it('rejects prices that are not above 0 with at most 2 decimals, up to the limit', () => {
    for (const unitPrice of [0, -1, -0.01, Number.NaN, Number.POSITIVE_INFINITY, GOOD_PRICE_MAX + 0.01, 1.234, '12.5', null, undefined, true]) {
      expect(reasonOf({ unitPrice }), String(unitPrice)).toBe('unitPrice');
    }
    for (const unitPrice of [0.01, 12.5, 19.99, 0.1 + 0.2, GOOD_PRICE_MAX]) {
      expect(one({ unitPrice }).goods, String(unitPrice)).toHaveLength(1);
    }
  });

  it('rejects NaN and Infinity sent as JSON numbers the only way JSON can: as non-numbers', () => {
    const raw = `{"v":1,"goods":[{"url":"https://item.jd.com/1.html","title":"t","shopName":"s","unitPrice":1e999,"currency":"CNY","quantity":1}]}`;
    expect(parseHandOver(fragmentOf(raw), key).rejected).toEqual([{ index: 0, reason: 'unitPrice' }]);
  });

  it('takes the listed currencies (any case) only', () => {
    expect(one({ currency: 'usd' }).goods[0].currency).toBe('USD');
    for (const currency of ['RMB', 'BTC', '', null, 1, ['CNY']]) expect(reasonOf({ currency }), String(currency)).toBe('currency');
  });

  it('takes whole quantities from 1 to the limit', () => {
    for (const quantity of [0, -2, 1.5, GOOD_QUANTITY_MAX + 1, '2', Number.NaN, null]) expect(reasonOf({ quantity }), String(quantity)).toBe('quantity');
    expect(one({ quantity: GOOD_QUANTITY_MAX }).goods[0].quantity).toBe(GOOD_QUANTITY_MAX);
  });

  it('rebuilds goods from known keys: no extra field, no declaration, no source of its own', () => {
    const [good] = one({ id: 'G1', status: 40, declaration: { declaredValue: 0.01 }, source: 'manual', isAdmin: true }).goods;
    expect(Object.keys(good).sort()).toEqual(['clientKey', 'currency', 'imageUrl', 'quantity', 'shopName', 'source', 'spec', 'title', 'unitPrice', 'url']);
    expect(good.source).toBe('extension');
  });

  it('reads no field through __proto__ and pollutes no prototype', () => {
    const raw =
      '{"v":1,"__proto__":{"v":2,"polluted":true},"goods":[' +
      '{"__proto__":{"url":"https://item.jd.com/1.html","title":"t","unitPrice":1,"currency":"CNY","quantity":1,"polluted":true}},' +
      '{"url":"https://item.jd.com/2.html","title":"ok","shopName":"s","unitPrice":1,"currency":"CNY","quantity":1,"__proto__":{"isAdmin":true},"constructor":{"prototype":{"polluted":true}}}' +
      ']}';
    const result = parseHandOver(fragmentOf(raw), key);
    expect(result.rejected).toEqual([{ index: 0, reason: 'url' }]);
    expect(result.goods).toHaveLength(1);
    expect(Object.getPrototypeOf(result.goods[0])).toBe(Object.prototype);
    expect((result.goods[0] as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('inherits nothing: a good that only has Object.prototype-like names is rejected', () => {
    expect(parseHandOver(handOver([{ toString: 'https://item.jd.com/1.html', valueOf: 1 }]), key).rejected).toEqual([{ index: 0, reason: 'url' }]);
  });
});

describe('reviveGoods (the inbox read back)', () => {
  it('keeps valid goods with their valid keys, drops the rest and repeated keys', () => {
    const [good] = parseHandOver(handOver([TAOBAO]), key).goods;
    const revived = reviveGoods([good, { ...good }, { ...good, clientKey: 'bad key' }, { ...good, url: 'javascript:alert(1)', clientKey: 'another-key' }, 'x']);
    expect(revived).toEqual([good]);
    expect(reviveGoods({ goods: [good] })).toEqual([]);
    expect(reviveGoods(null)).toEqual([]);
  });
});
