// The providers' signature schemes against the strings their documents describe, and the primitives.
import { createHmac, type KeyObject } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { aesGcmDecrypt, aesGcmEncrypt, decimalToMinor, minorToDecimal, newRsaKeyPair, parsePrivateKey, parsePublicKey, rsaSign, rsaVerify } from './crypto.ts';
import { qrSvg, qrSvgDataUrl } from './qr.ts';
import {
  alipayResponseBody,
  alipaySign,
  alipaySignContent,
  alipayVerify,
  alipayVerifyResponse,
  billplzRedirectFields,
  billplzSignature,
  billplzVerify,
  hitpaySignature,
  hitpayVerify,
  parseWechatAuthorization,
  paypalTransmissionMessage,
  verifyWechatAuthorization,
  verifyWechatHeaders,
  wechatAuthorization,
  wechatSignedHeaders,
} from './signatures.ts';

const hmac = (key: string, text: string) => createHmac('sha256', key).update(text).digest('hex');

describe('provider signatures', () => {
  let pair: { privateKey: string; publicKey: string };
  let privateKey: KeyObject;
  let publicKey: KeyObject;
  beforeAll(async () => {
    pair = await newRsaKeyPair();
    privateKey = parsePrivateKey(pair.privateKey);
    publicKey = parsePublicKey(pair.publicKey);
  });

  it('HitPay: keys sorted, key+value concatenated with empty values, hmac left out', () => {
    const fields = {
      status: 'completed',
      amount: '100.00',
      phone: '',
      currency: 'SGD',
      reference_number: 'ORDER-1',
      payment_id: 'p1',
      payment_request_id: 'r1',
    };
    const expected = hmac('salt', 'amount100.00currencySGDpayment_idp1payment_request_idr1phonereference_numberORDER-1statuscompleted');
    expect(hitpaySignature({ ...fields, hmac: 'ignored' }, 'salt')).toBe(expected);
    expect(hitpayVerify({ ...fields, hmac: expected }, 'salt')).toBe(true);
    expect(hitpayVerify({ ...fields, amount: '1.00', hmac: expected }, 'salt')).toBe(false);
    expect(hitpayVerify(fields, 'salt')).toBe(false);
  });

  it('Billplz: sorted key+value strings joined with "|"; redirect keys prefixed billplz', () => {
    const fields = { paid: 'true', id: 'W_79pJDk', amount: '200', paid_at: '2015-03-09 16:23:59 +0800', state: 'paid', x_signature: 'x' };
    const expected = hmac('S-key', 'amount200|idW_79pJDk|paid_at2015-03-09 16:23:59 +0800|paidtrue|statepaid');
    expect(billplzSignature(fields, 'S-key')).toBe(expected);
    expect(billplzVerify({ ...fields, x_signature: expected }, 'S-key')).toBe(true);
    const query = new URLSearchParams({
      'billplz[id]': 'W_79pJDk',
      'billplz[paid]': 'true',
      'billplz[paid_at]': '2015-03-09',
      'billplz[x_signature]': 'sig',
    });
    expect(billplzRedirectFields(query)).toEqual({
      billplzid: 'W_79pJDk',
      billplzpaid: 'true',
      billplzpaid_at: '2015-03-09',
      x_signature: 'sig',
    });
  });

  it('Alipay: sorted k=v of non-empty parameters; notices leave sign_type out, requests keep it', () => {
    const params = { sign: 's', sign_type: 'RSA2', b: '2', a: '1', empty: '', c: 'x=y' };
    expect(alipaySignContent(params, false)).toBe('a=1&b=2&c=x=y');
    expect(alipaySignContent(params, true)).toBe('a=1&b=2&c=x=y&sign_type=RSA2');
    const notice = { ...params, sign: alipaySign(params, privateKey, 'notice') };
    expect(alipayVerify(notice, publicKey, 'notice')).toBe(true);
    expect(alipayVerify({ ...notice, b: '3' }, publicKey, 'notice')).toBe(false);
    const body = alipayResponseBody('alipay.trade.query', { code: '10000', total_amount: '1.00' }, privateKey);
    expect(body).toMatch(/^\{"alipay_trade_query_response":\{"code":"10000","total_amount":"1.00"\},"sign":"/);
    expect(alipayVerifyResponse('alipay.trade.query', body, publicKey)).toEqual({ code: '10000', total_amount: '1.00' });
    expect(alipayVerifyResponse('alipay.trade.query', body.replace('1.00', '9.00'), publicKey)).toBeNull();
  });

  it('WeChat Pay: signed Authorization over METHOD\\nURL\\nTS\\nNONCE\\nBODY\\n, and signed answer headers', () => {
    const header = wechatAuthorization({ mchId: '1900000001', serialNo: 'ABC', privateKey }, 'POST', '/v3/pay/transactions/native', '{"a":1}');
    const fields = parseWechatAuthorization(header);
    expect(fields).toMatchObject({ mchid: '1900000001', serial_no: 'ABC' });
    expect(verifyWechatAuthorization(fields!, 'POST', '/v3/pay/transactions/native', '{"a":1}', publicKey)).toBe(true);
    expect(verifyWechatAuthorization(fields!, 'POST', '/v3/pay/transactions/native', '{"a":2}', publicKey)).toBe(false);
    const headers = new Headers(wechatSignedHeaders({ serial: 'PUB', privateKey }, 'body'));
    expect(verifyWechatHeaders(headers, 'body', { serial: 'PUB', publicKey })).toBe('ok');
    expect(verifyWechatHeaders(headers, 'other', { serial: 'PUB', publicKey })).toBe('signature');
    expect(verifyWechatHeaders(headers, 'body', { serial: 'OTHER', publicKey })).toBe('signature');
    expect(verifyWechatHeaders(headers, 'body', { serial: 'PUB', publicKey }, Date.now() + 600_000)).toBe('stale');
  });

  it('WeChat Pay: AEAD_AES_256_GCM resource, refused when tampered', () => {
    const key = '0123456789abcdef0123456789abcdef';
    const text = aesGcmEncrypt(key, 'nonce1234567', 'transaction', '{"ok":true}');
    expect(aesGcmDecrypt(key, 'nonce1234567', 'transaction', text)).toBe('{"ok":true}');
    expect(() => aesGcmDecrypt(key, 'nonce1234567', 'other', text)).toThrow();
    const bytes = Buffer.from(text, 'base64');
    bytes[0] ^= 1;
    expect(() => aesGcmDecrypt(key, 'nonce1234567', 'transaction', bytes.toString('base64'))).toThrow();
  });

  it('PayPal: transmission id | time | webhook id | crc32 of the body', () => {
    expect(paypalTransmissionMessage('t1', '2024-01-01T00:00:00Z', 'WH1', 'hello')).toBe('t1|2024-01-01T00:00:00Z|WH1|907060870');
    const message = paypalTransmissionMessage('t1', 'now', 'WH1', '{}');
    expect(rsaVerify(message, rsaSign(message, privateKey), publicKey)).toBe(true);
  });

  it('reads keys as PEM with escaped line breaks or as bare base64 DER', () => {
    const escaped = pair.privateKey.replace(/\n/g, '\\n');
    const bare = pair.publicKey.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
    expect(rsaVerify('x', rsaSign('x', parsePrivateKey(escaped)), parsePublicKey(bare))).toBe(true);
  });
});

describe('amounts and QR codes', () => {
  it('converts decimal text and minor units exactly', () => {
    expect(minorToDecimal(12345)).toBe('123.45');
    expect(minorToDecimal(5)).toBe('0.05');
    expect(decimalToMinor('123.45')).toBe(12345);
    expect(decimalToMinor('12.3')).toBe(1230);
    expect(decimalToMinor('12')).toBe(1200);
    for (const bad of ['12.345', '-1', '1e3', '', ' ', '0x10', null]) expect(decimalToMinor(bad)).toBeNull();
  });

  it('draws a QR code as SVG', () => {
    const svg = qrSvg('http://localhost/api/sandbox/wechat/scan/wx1');
    expect(svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(qrSvgDataUrl('x')).toMatch(/^data:image\/svg\+xml;base64,/);
  });
});
