// The browser extension's hand-over (docs/extension-contract.md): `#goods=<base64url of JSON {v, goods}>` in the
// submit page's fragment. Untrusted input read in the browser without zod: every field is checked against the
// contract's rules, only own properties are read, and accepted goods are rebuilt from known keys only.
import { cleanGoodInput, newClientKey } from '@/components/ship-for-me/local-cart/local-good-rules';
import {
  CLIENT_KEY_PATTERN,
  EXTENSION_FRAGMENT_KEY,
  EXTENSION_PAYLOAD_MAX,
  EXTENSION_PAYLOAD_VERSION,
  GOOD_URL_MAX,
  GOODS_PER_REQUEST,
  safeWebUrl,
} from '@/lib/contract/ship-for-me-rules';
import type { GoodInput } from '@/lib/contract/wire';

/** A good received from the extension, ready for the cart (its own clientKey: a retried add adds nothing). */
export type HandOverGood = GoodInput & { clientKey: string; source: 'extension' };

/** Why the whole hand-over (index null) or one good was not taken: `shipForMeExtension.reason.<code>`. */
export const REJECT_REASONS = [
  'tooLarge',
  'unreadable',
  'version',
  'shape',
  'tooMany',
  'notAGood',
  'duplicate',
  'url',
  'title',
  'shopName',
  'spec',
  'unitPrice',
  'currency',
  'quantity',
] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

export interface Rejected {
  /** The good's place in the hand-over (from 0); null when the hand-over as a whole was refused. */
  index: number | null;
  reason: RejectReason;
}

export interface HandOver {
  goods: HandOverGood[];
  rejected: Rejected[];
}

type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain => typeof value === 'object' && value !== null && !Array.isArray(value);
/** Own properties only: nothing is read through a prototype, whatever `__proto__` the JSON names. */
const own = (obj: Plain, key: string): unknown => (Object.prototype.hasOwnProperty.call(obj, key) ? obj[key] : undefined);

// C0/C1 controls and the bidirectional overrides (they can disguise a title): removed from every text.
const UNSAFE_CHARS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const cleanText = (value: string) => value.replace(UNSAFE_CHARS, ' ').replace(/\s+/g, ' ').trim();

const BASE64URL = /^[A-Za-z0-9_-]*={0,2}$/;

/** The fragment's value for `goods` (leading `#` optional), or null when absent. */
export function payloadOf(fragment: string): string | null {
  const body = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  for (const part of body.split('&')) {
    if (part.startsWith(`${EXTENSION_FRAGMENT_KEY}=`)) return part.slice(EXTENSION_FRAGMENT_KEY.length + 1);
  }
  return null;
}

/** base64url (padding optional) → UTF-8 text; null when either is broken. */
export function decodeBase64Url(value: string): string | null {
  if (!BASE64URL.test(value) || value.replace(/=+$/, '').length % 4 === 1) return null;
  try {
    const binary = atob(value.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** UTF-8 text → base64url without padding (what the extension sends; the e2e page uses it too). */
export function encodeBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

type Checked = { good: Omit<HandOverGood, 'clientKey'>; key: string | null } | { reason: RejectReason };

/** The first refused field → the reason the review shows (the visitor's cart's rules decide, `cleanGoodInput`). */
const REASON_OF: Record<string, RejectReason> = {
  url: 'url',
  title: 'title',
  shopName: 'shopName',
  spec: 'spec',
  unitPrice: 'unitPrice',
  currency: 'currency',
  quantity: 'quantity',
};

const textOf = (value: unknown) => (typeof value === 'string' ? cleanText(value) : value);

/**
 * One good: its known fields read as own properties, texts cleaned, then the cart's checks. Not taken from
 * the extension: `declaration` (the site prefills it from the good), `source` (always `extension`).
 */
function checkGood(raw: unknown): Checked {
  if (!isPlain(raw)) return { reason: 'notAGood' };
  for (const field of ['title', 'shopName', 'spec'] as const) {
    const value = own(raw, field);
    if (value !== undefined && value !== null && typeof value !== 'string') return { reason: field };
  }
  const url = own(raw, 'url');
  const page = typeof url === 'string' ? safeWebUrl(url.trim()) : null;
  // A picture that is not an http(s) address is dropped, not the good: it is decoration (shown only from PICTURE_HOSTS).
  const image = own(raw, 'imageUrl');
  const picture = typeof image === 'string' ? safeWebUrl(image.trim()) : null;
  const currency = own(raw, 'currency');
  const key = own(raw, 'clientKey');
  const { good, issues } = cleanGoodInput({
    url: page ? page.href : typeof url === 'string' ? url : '',
    title: textOf(own(raw, 'title')),
    shopName: textOf(own(raw, 'shopName') ?? ''),
    spec: textOf(own(raw, 'spec')),
    imageUrl: picture && picture.href.length <= GOOD_URL_MAX ? picture.href : null,
    unitPrice: own(raw, 'unitPrice'),
    currency: typeof currency === 'string' ? currency.trim().toUpperCase() : currency,
    quantity: own(raw, 'quantity'),
  });
  if (!good) return { reason: REASON_OF[issues[0]?.field ?? ''] ?? 'notAGood' };
  return {
    good: {
      source: 'extension',
      url: good.url,
      title: good.title,
      shopName: good.shopName,
      imageUrl: good.imageUrl ?? null,
      spec: good.spec ?? null,
      unitPrice: good.unitPrice,
      currency: good.currency,
      quantity: good.quantity,
    },
    key: typeof key === 'string' && CLIENT_KEY_PATTERN.test(key) ? key : null,
  };
}

/** Goods kept in this browser (the inbox), read back as untrusted as the hand-over: invalid ones are dropped. */
export function reviveGoods(list: unknown): HandOverGood[] {
  if (!Array.isArray(list)) return [];
  const goods: HandOverGood[] = [];
  for (const raw of list.slice(0, GOODS_PER_REQUEST)) {
    const checked = checkGood(raw);
    if ('good' in checked && checked.key && !goods.some((g) => g.clientKey === checked.key)) goods.push({ ...checked.good, clientKey: checked.key });
  }
  return goods;
}

const refused = (reason: RejectReason): HandOver => ({ goods: [], rejected: [{ index: null, reason }] });

/**
 * Reads the hand-over from the page's fragment. Whole-payload faults (too large, not base64url/UTF-8/JSON,
 * another version, not `{ v, goods: [] }`) refuse everything; otherwise each good is taken or rejected on its
 * own, goods past GOODS_PER_REQUEST are refused as one `tooMany`, and a clientKey seen twice is a `duplicate`.
 * A good without a valid clientKey gets a new one.
 */
export function parseHandOver(fragment: string, makeKey: () => string = newClientKey): HandOver {
  if (fragment.length > EXTENSION_PAYLOAD_MAX + EXTENSION_FRAGMENT_KEY.length + 2) return refused('tooLarge');
  const payload = payloadOf(fragment);
  if (payload === null || payload === '') return { goods: [], rejected: [] };
  if (payload.length > EXTENSION_PAYLOAD_MAX) return refused('tooLarge');
  const json = decodeBase64Url(payload);
  if (json === null) return refused('unreadable');
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return refused('unreadable');
  }
  if (!isPlain(data)) return refused('shape');
  if (own(data, 'v') !== EXTENSION_PAYLOAD_VERSION) return refused('version');
  const list = own(data, 'goods');
  if (!Array.isArray(list)) return refused('shape');

  const goods: HandOverGood[] = [];
  const rejected: Rejected[] = [];
  const keys = new Set<string>();
  list.slice(0, GOODS_PER_REQUEST).forEach((raw: unknown, index) => {
    const checked = checkGood(raw);
    if ('reason' in checked) return void rejected.push({ index, reason: checked.reason });
    if (checked.key && keys.has(checked.key)) return void rejected.push({ index, reason: 'duplicate' });
    const clientKey = checked.key ?? makeKey();
    keys.add(clientKey);
    goods.push({ ...checked.good, clientKey });
  });
  if (list.length > GOODS_PER_REQUEST) rejected.push({ index: GOODS_PER_REQUEST, reason: 'tooMany' });
  return { goods, rejected };
}
