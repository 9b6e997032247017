// Ship-for-me limits, states and URL rules with no zod in them, so browser code (the visitor's cart, the
// extension page) can import them; schemas/ship-for-me.ts re-exports every name. Goods arrive from a browser
// extension or are pasted by hand: all of it is untrusted input (docs/decisions.md "Ship-for-me").
import { DeclaredGoodsField } from './enums.ts';

/** A collected good: in the cart, forecast as (part of) a parcel, asked about in an enquiry, or on a logistics order. */
export const GoodStatus = { InCart: 10, Forecast: 20, Enquiry: 30, Ordered: 40 } as const;
export type GoodStatus = (typeof GoodStatus)[keyof typeof GoodStatus];
export const GOOD_STATUSES = [GoodStatus.InCart, GoodStatus.Forecast, GoodStatus.Enquiry, GoodStatus.Ordered] as const;

/** An enquiry: open until staff answer it; accepted by the customer's logistics order, or closed (by either side). */
export const EnquiryStatus = { Open: 10, Answered: 20, Accepted: 30, Closed: 40 } as const;
export type EnquiryStatus = (typeof EnquiryStatus)[keyof typeof EnquiryStatus];

export const GOOD_SOURCES = ['extension', 'manual'] as const;
export type GoodSource = (typeof GOOD_SOURCES)[number];

/** History events of a good (catalog `shipForMe.action.<code>`). */
export const GOOD_ACTIONS = ['collected', 'merged', 'edited', 'forecast', 'enquired', 'enquiryAnswered', 'enquiryClosed', 'ordered', 'orderCanceled'] as const;
export type GoodAction = (typeof GOOD_ACTIONS)[number];

export const GOODS_PER_REQUEST = 50;
/** Goods a member may hold in the cart at once. */
export const CART_MAX = 200;
export const GOOD_TITLE_MAX = 200;
export const GOOD_URL_MAX = 2048;
export const SHOP_NAME_MAX = 100;
export const GOOD_SPEC_MAX = 200;
/** A good's texts at most, by field: the schema, the browser's checks and the hand form's messages. */
export const GOOD_TEXT_MAX = { url: GOOD_URL_MAX, title: GOOD_TITLE_MAX, shopName: SHOP_NAME_MAX, imageUrl: GOOD_URL_MAX, spec: GOOD_SPEC_MAX } as const;
/** A declaration's goods type id at most (characters). */
export const GOODS_TYPE_ID_MAX = 64;
/** A declared value per unit: above 0, at most 2 decimals, at most this. */
export const DECLARED_VALUE_MAX = 99_999_999;
export const GOOD_QUANTITY_MAX = 999;
/** Unit price: above 0, at most 2 decimals, below this. */
export const GOOD_PRICE_MAX = 1_000_000;
export const CLIENT_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
export const ENQUIRY_REMARK_MAX = 500;
export const ENQUIRY_ANSWER_MAX = 500;
/** Packages (one per shop shipment, by tracking number) in one forecast or logistics order. */
export const PACKAGES_PER_ORDER = 20;
/** The extension's hand-over (the fragment of /ship-for-me/extension/submit): characters at most. */
export const EXTENSION_PAYLOAD_MAX = 64_000;
/** The fragment's key: `#goods=<base64url of JSON { v: 1, goods: GoodInput[] }>`. */
export const EXTENSION_FRAGMENT_KEY = 'goods';
export const EXTENSION_PAYLOAD_VERSION = 1;
/** Local storage keys (SPEC section 3 lists the site's others). */
export const LOCAL_CART_KEY = 'lsShipForMeCart';
export const EXTENSION_INBOX_KEY = 'lsShipForMeInbox';

/** Currencies a good's price may be in (its shop's). */
export const GOOD_CURRENCIES = ['CNY', 'USD', 'JPY', 'EUR', 'GBP', 'HKD', 'KRW'] as const;

/** The declared-goods fields an error names, with SPEC section 3's codes. */
export const DECLARATION_FIELDS = {
  declaredName: DeclaredGoodsField.DeclaredName,
  goodsTypeId: DeclaredGoodsField.ProductType,
  declaredValue: DeclaredGoodsField.DeclaredValue,
  quantity: DeclaredGoodsField.ProductQuantity,
} as const;
export type DeclarationField = keyof typeof DECLARATION_FIELDS;

export const SHOP_PLATFORMS = ['taobao', 'tmall', 'jd', '1688', 'pinduoduo', 'amazon', 'other'] as const;
export type ShopPlatform = (typeof SHOP_PLATFORMS)[number];

const PLATFORM_HOSTS: [ShopPlatform, string[]][] = [
  ['tmall', ['tmall.com', 'tmall.hk']],
  ['taobao', ['taobao.com']],
  ['jd', ['jd.com', 'jd.hk']],
  ['1688', ['1688.com']],
  ['pinduoduo', ['pinduoduo.com', 'yangkeduo.com']],
  ['amazon', ['amazon.com', 'amazon.cn', 'amazon.co.jp', 'amazon.co.uk', 'amazon.de']],
];

/**
 * Hosts whose pictures the site shows (https only, no referrer): the shops' own image servers. Any other
 * picture address is kept but shown as a placeholder, so a crafted good cannot make a customer's browser
 * call an arbitrary host.
 */
export const PICTURE_HOSTS = ['alicdn.com', 'tbcdn.cn', '360buyimg.com', 'pddpic.com', 'media-amazon.com', 'ssl-images-amazon.com'];

const hostMatches = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/** An absolute http(s) address without credentials, or null. */
export function safeWebUrl(value: string): URL | null {
  if (value.length > GOOD_URL_MAX) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || !url.hostname) return null;
  return url;
}

export function platformOf(value: string): ShopPlatform {
  const host = safeWebUrl(value)?.hostname.toLowerCase();
  if (!host) return 'other';
  return PLATFORM_HOSTS.find(([, domains]) => domains.some((d) => hostMatches(host, d)))?.[0] ?? 'other';
}

/** The picture's address when the site may show it (https, an allow-listed image host), else null. */
export function pictureSrc(value: string | null | undefined): string | null {
  if (!value) return null;
  const url = safeWebUrl(value);
  if (!url || url.protocol !== 'https:') return null;
  const host = url.hostname.toLowerCase();
  return PICTURE_HOSTS.some((d) => hostMatches(host, d)) ? url.href : null;
}

/** The identity of a good in a cart: its page and its spec (a merge keeps one line per identity). */
export function goodIdentity(good: { url: string; spec?: string | null }): string {
  const url = safeWebUrl(good.url.trim());
  const page = url ? `${url.hostname.toLowerCase()}${url.pathname}${url.search}` : good.url.trim();
  return `${page}|${(good.spec ?? '').trim().toLowerCase()}`;
}
