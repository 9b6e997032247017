// Each provider's signature scheme, shared by the adapters (which sign requests and verify notices) and the
// sandbox providers (which verify requests and sign notices): one implementation, so both sides agree.
import type { KeyObject } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { hmacSha256Hex, randomText, rsaSign, rsaVerify, safeEqual } from './crypto.ts';

// WeChat Pay APIv3 -------------------------------------------------------------------------------------------

/** The Authorization header of a merchant request: "METHOD\nPATH?QUERY\nTS\nNONCE\nBODY\n" signed. */
export function wechatAuthorization(
  merchant: { mchId: string; serialNo: string; privateKey: KeyObject },
  method: string,
  pathWithQuery: string,
  body: string,
  now = Date.now(),
): string {
  const timestamp = String(Math.floor(now / 1000));
  const nonce = randomText(32);
  const signature = rsaSign(`${method}\n${pathWithQuery}\n${timestamp}\n${nonce}\n${body}\n`, merchant.privateKey);
  return `WECHATPAY2-SHA256-RSA2048 mchid="${merchant.mchId}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${merchant.serialNo}"`;
}

/** The fields of a WECHATPAY2-SHA256-RSA2048 Authorization header; null when it is not one. */
export function parseWechatAuthorization(header: string | null): Record<string, string> | null {
  const match = /^WECHATPAY2-SHA256-RSA2048\s+(.+)$/.exec(header ?? '');
  if (!match) return null;
  const fields: Record<string, string> = {};
  for (const part of match[1].matchAll(/(\w+)="([^"]*)"/g)) fields[part[1]] = part[2];
  return fields.mchid && fields.nonce_str && fields.signature && fields.timestamp && fields.serial_no ? fields : null;
}

export function verifyWechatAuthorization(fields: Record<string, string>, method: string, pathWithQuery: string, body: string, publicKey: KeyObject): boolean {
  return rsaVerify(`${method}\n${pathWithQuery}\n${fields.timestamp}\n${fields.nonce_str}\n${body}\n`, fields.signature, publicKey);
}

/** Headers WeChat Pay signs its answers and notices with ("TS\nNONCE\nBODY\n", the platform key). */
export function wechatSignedHeaders(platform: { serial: string; privateKey: KeyObject }, body: string, now = Date.now()): Record<string, string> {
  const timestamp = String(Math.floor(now / 1000));
  const nonce = randomText(32);
  return {
    'wechatpay-timestamp': timestamp,
    'wechatpay-nonce': nonce,
    'wechatpay-serial': platform.serial,
    'wechatpay-signature': rsaSign(`${timestamp}\n${nonce}\n${body}\n`, platform.privateKey),
  };
}

export type WechatHeaderCheck = 'ok' | 'signature' | 'stale';

/** Checks the Wechatpay-* headers of an answer or notice: serial, signature, and a timestamp within 5 minutes. */
export function verifyWechatHeaders(headers: Headers, body: string, platform: { serial: string; publicKey: KeyObject }, now = Date.now()): WechatHeaderCheck {
  const timestamp = headers.get('wechatpay-timestamp') ?? '';
  const nonce = headers.get('wechatpay-nonce') ?? '';
  const signature = headers.get('wechatpay-signature') ?? '';
  if (headers.get('wechatpay-serial') !== platform.serial || !signature || !nonce || !/^\d{1,12}$/.test(timestamp)) return 'signature';
  if (!rsaVerify(`${timestamp}\n${nonce}\n${body}\n`, signature, platform.publicKey)) return 'signature';
  return Math.abs(now / 1000 - Number(timestamp)) > 300 ? 'stale' : 'ok';
}

// Alipay RSA2 ------------------------------------------------------------------------------------------------

/** "k=v&…" of every non-empty parameter except sign (and sign_type when `withSignType` is false), sorted by key. */
export function alipaySignContent(params: Record<string, string>, withSignType: boolean): string {
  return Object.keys(params)
    .filter((key) => key !== 'sign' && (withSignType || key !== 'sign_type') && params[key] !== '' && params[key] !== undefined)
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
}

/** Signs a request (sign_type is part of what a request signs) or a notice (it is not). */
export function alipaySign(params: Record<string, string>, key: KeyObject, kind: 'request' | 'notice'): string {
  return rsaSign(alipaySignContent(params, kind === 'request'), key);
}

export function alipayVerify(params: Record<string, string>, key: KeyObject, kind: 'request' | 'notice'): boolean {
  return !!params.sign && rsaVerify(alipaySignContent(params, kind === 'request'), params.sign, key);
}

/** Alipay's answers: `{"<method>_response":{…},"sign":"…"}` where the sign covers the inner JSON text as sent. */
export function alipayResponseBody(method: string, inner: object, key: KeyObject): string {
  const text = JSON.stringify(inner);
  return `{"${method.replace(/\./g, '_')}_response":${text},"sign":"${rsaSign(text, key)}"}`;
}

/** The inner object of an Alipay answer when its signature holds; null otherwise. */
export function alipayVerifyResponse(method: string, body: string, key: KeyObject): Record<string, string> | null {
  const head = `{"${method.replace(/\./g, '_')}_response":`;
  const tail = body.lastIndexOf(',"sign":"');
  if (!body.startsWith(head) || tail < head.length) return null;
  const inner = body.slice(head.length, tail);
  const sign = /^,"sign":"([^"]+)"\}$/.exec(body.slice(tail))?.[1];
  if (!sign || !rsaVerify(inner, sign, key)) return null;
  try {
    return JSON.parse(inner) as Record<string, string>;
  } catch {
    return null;
  }
}

// HitPay -----------------------------------------------------------------------------------------------------

/** Webhook hmac: without `hmac`, keys sorted, key+value concatenated (empty values too), HMAC-SHA256 hex. */
export function hitpaySignature(fields: Record<string, string>, salt: string): string {
  const text = Object.keys(fields)
    .filter((key) => key !== 'hmac')
    .sort()
    .map((key) => `${key}${fields[key] ?? ''}`)
    .join('');
  return hmacSha256Hex(salt, text);
}

export function hitpayVerify(fields: Record<string, string>, salt: string): boolean {
  return !!fields.hmac && safeEqual(hitpaySignature(fields, salt), fields.hmac.toLowerCase());
}

// Billplz ----------------------------------------------------------------------------------------------------

/** x_signature: "key"+"value" of every field but x_signature, sorted (case-insensitive), joined with "|". */
export function billplzSignature(fields: Record<string, string>, key: string): string {
  const parts = Object.keys(fields)
    .filter((name) => name !== 'x_signature')
    .map((name) => `${name}${fields[name] ?? ''}`)
    .sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0));
  return hmacSha256Hex(key, parts.join('|'));
}

export function billplzVerify(fields: Record<string, string>, key: string): boolean {
  return !!fields.x_signature && safeEqual(billplzSignature(fields, key), fields.x_signature.toLowerCase());
}

/** `billplz[id]=…&billplz[paid]=…` of a redirect → `{ billplzid: …, billplzpaid: … }` as the signature sees them. */
export function billplzRedirectFields(query: URLSearchParams): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of query) {
    const match = /^billplz\[(\w+)\]$/.exec(name);
    if (match) fields[match[1] === 'x_signature' ? 'x_signature' : `billplz${match[1]}`] = value;
  }
  return fields;
}

// PayPal webhooks --------------------------------------------------------------------------------------------

/** What PayPal signs for a webhook delivery: "transmissionId|time|webhookId|crc32(body)". */
export function paypalTransmissionMessage(transmissionId: string, time: string, webhookId: string, body: string): string {
  return `${transmissionId}|${time}|${webhookId}|${crc32(Buffer.from(body, 'utf8'))}`;
}
