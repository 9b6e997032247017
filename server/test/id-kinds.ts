// Which record an id-like value of a request names, for the privacy sweep (./privacy-sweep.test.ts).
// A value is id-like when it is a path parameter or its name looks like one (ID_LIKE); the first rule whose
// name and operation path match gives its kinds. Owned kinds are a member's records: the sweep sends the
// owner's ids as someone else and expects 404 (403) with nothing changed, or, for a list's filter, rows of
// nobody else. Shared kinds are the tenant's data (the caller's own tenant's value is sent), and `secret`
// and `input` are not records at all (a one-time code, a number the caller types). An id-like value that
// no rule matches fails the sweep as not covered: a new route's ids must be named here.
import type { Field, Operation } from './openapi-operations.ts';

export const OWNED_KINDS = [
  'address',
  'parcel',
  'parcelNumber',
  'parcelGoodsLine',
  'parcelPhoto',
  'waybill',
  'transhipmentOrder',
  'topup',
  'topupProof',
  'topupQuote',
  'transactionRecord',
  'unpaid',
  'fundLogLine',
  'memberCoupon',
  'good',
  'enquiry',
] as const;
export type OwnedKind = (typeof OWNED_KINDS)[number];

/**
 * Where a foreign id may answer exactly as an unknown one (same status and body) instead of 404: a top-up
 * quote that is not the caller's reads as a changed rate (409 RATE_CHANGED: look at the new figures), and a
 * fee draft prices without a coupon it cannot use (unknown, another's or expired alike).
 */
export const ANSWERS_AS_UNKNOWN: { kind: OwnedKind; path?: RegExp }[] = [
  { kind: 'topupQuote' },
  { kind: 'memberCoupon', path: /\/(combinedOrderFee|transhipmentOrderFee|calculate-logistics-order-fee)$/ },
];

export const SHARED_KINDS = [
  'warehouse',
  'shippingMethod',
  'methodType',
  'additionalService',
  'goodsType',
  'declaredName',
  'region',
  'country',
  'dialCode',
  'carrier',
  'content',
  'couponOffer',
  'paymentProvider',
  'siteDomain',
  /** A one-time code or token the caller holds (sign-in and verification codes), not a record. */
  'secret',
  /** A new value the caller types (a tracking number to forecast, a customs number), not a record. */
  'input',
] as const;
export type SharedKind = (typeof SHARED_KINDS)[number];
export type Kind = OwnedKind | SharedKind;

/** A path parameter, or a name like id, ids, number, code, fooId, fooIds, fooNo, fooNumber, fooCode, foo_id, foo_code. */
export const ID_LIKE = /^(ids?|number|code)$|[a-z0-9](Ids?|No|Number|Code)$|_(id|code)$/;
/** A list's search text: the sweep searches for the owner's numbers there too. */
export const SEARCH_LIKE = /^(keyword|filter)$/;

export const isIdLike = (field: Field) => field.in === 'path' || (field.in !== 'header' && (ID_LIKE.test(field.name) || SEARCH_LIKE.test(field.name)));

interface Rule {
  /** The field's name (`id` of `items[].id`), or its keys joined with '.' when it has a dot. */
  name: RegExp;
  /** The operation's path. */
  path?: RegExp;
  kinds: Kind[];
  /** The value filters a list: the answer is the caller's rows, so none of the owner's. */
  filter?: true;
}

const WAYBILL_PATHS = /^\/api\/u\/(combinedOrder|logistics-management\/logistics-order)\b/;

/** The table: first match wins. */
export const RULES: Rule[] = [
  // Members' records named by `id` (or `ids`), by the family of routes.
  { name: /^id$/, path: /^\/api\/u\/(memberAddress|user\/address)\b/, kinds: ['address'] },
  { name: /^items\.\[\]\.id$/, path: /^\/api\/u\/biz\/parcel\/\{id\}\/declared-/, kinds: ['parcelGoodsLine'] },
  { name: /^id$/, path: /^\/api\/u\/biz\/parcel\/pending-combine\//, kinds: ['warehouse'] },
  { name: /^ids?$/, path: /^\/api\/u\/(biz|ship-for-me)\/parcel\b/, kinds: ['parcel'] },
  { name: /^ids?$/, path: /^\/api\/u\/logistics-management\/logistics-order\//, kinds: ['waybill', 'transhipmentOrder'] },
  { name: /^id$/, path: WAYBILL_PATHS, kinds: ['waybill'] },
  { name: /^id$/, path: /^\/api\/u\/(order|cancelOrder)\//, kinds: ['transhipmentOrder'] },
  { name: /^id$/, path: /^\/api\/u\/(fund-management\/topup|rechargeOrder)\//, kinds: ['topup'] },
  { name: /^id$/, path: /^\/api\/u\/fund-management\/unpaid\//, kinds: ['unpaid', 'transactionRecord'] },
  { name: /^id$/, path: /^\/api\/u\/(fund-management\/transaction-record|transactionRecords)\b/, kinds: ['transactionRecord', 'unpaid'] },
  { name: /^id$/, path: /^\/api\/f\/fund-management\/fund-account-log\//, kinds: ['fundLogLine'] },
  { name: /^id$/, path: /^\/api\/u\/(coupon\/\{id\}\/toReceiveCoupon|marketing-management\/coupon\/\{id\}\/receive)$/, kinds: ['couponOffer'] },
  { name: /^id$/, path: /^\/api\/u\/coupon\/\{id\}$/, kinds: ['memberCoupon'] },
  { name: /^ids?$/, path: /^\/api\/u\/ship-for-me\/goods\b/, kinds: ['good'] },
  { name: /^id$/, path: /^\/api\/u\/ship-for-me\/enquiries\//, kinds: ['enquiry'] },
  { name: /^id$/, path: /^\/api\/u\/transportMode\/transportation\//, kinds: ['shippingMethod'] },
  { name: /^id$/, path: /^\/api\/(f\/content-management|u\/(articleCategory|banner))\//, kinds: ['content'] },
  // Members' records named by what they are.
  { name: /^addressId$/, kinds: ['address'] },
  { name: /^parcelIds?$/, kinds: ['parcel'] },
  { name: /^photoId$/, kinds: ['parcelPhoto'] },
  { name: /^proofId$/, kinds: ['topupProof'] },
  { name: /^quoteId$/, kinds: ['topupQuote'] },
  { name: /^couponId$/, kinds: ['memberCoupon'] },
  { name: /^goodsIds$/, kinds: ['good'] },
  { name: /^enquiryId$/, kinds: ['enquiry'] },
  { name: /^orderId$/, path: /^\/api\/u\/order\//, kinds: ['transhipmentOrder'] },
  { name: /^trackingNumber$/, path: /\/list$/, kinds: ['parcelNumber'], filter: true },
  { name: /^trackingNumber$/, path: /\/trace\/get-by-tracking-number$/, kinds: ['waybill', 'parcelNumber'] },
  { name: /^number$/, path: /\/logistics-management\/trace$/, kinds: ['waybill', 'parcelNumber'] },
  { name: SEARCH_LIKE, kinds: ['waybill', 'transhipmentOrder', 'parcelNumber', 'topup', 'transactionRecord'], filter: true },
  // The tenant's data, and values that are no record.
  { name: /^warehouseId$/, kinds: ['warehouse'] },
  { name: /^(methodId|transportModeId)$/, kinds: ['shippingMethod'] },
  { name: /^methodTypeId$/, kinds: ['methodType'] },
  { name: /^(serviceIds|additionalServiceIds)$/, kinds: ['additionalService'] },
  { name: /^goodsTypeId$/, kinds: ['goodsType'] },
  { name: /^declaredNameId$/, kinds: ['declaredName'] },
  { name: /^regionId$/, kinds: ['region'] },
  { name: /^parentId$/, path: /\/region\b/, kinds: ['region'] },
  { name: /^parentId$/, path: /\/declared-name\//, kinds: ['declaredName'] },
  { name: /^(categoryId|parentId)$/, kinds: ['content'] },
  { name: /^countryCode$/, kinds: ['country'] },
  { name: /^(internationalCode|international_code)$/, kinds: ['dialCode'] },
  { name: /^carrierCode$/, kinds: ['carrier'] },
  { name: /^provider$/, kinds: ['paymentProvider'] },
  { name: /^domain$/, kinds: ['siteDomain'] },
  { name: /^(code|email_code|phone_code|verification_code|login_code|preAuthCode|pre_auth_code|bind_link_pre_auth_code)$/, kinds: ['secret'] },
  { name: /^(trackingNumber|customsId|transferNumber|taobaoOrderNumber|wangwangId)$/, kinds: ['input'] },
];

export interface IdField {
  field: Field;
  kinds: Kind[];
  filter: boolean;
}

const fieldName = (field: Field) => (field.keys.length > 1 ? field.keys.join('.') : field.name);

/** The id-like fields of an operation with their kinds, and those no rule names (not covered). */
export function idFieldsOf(op: Operation, fields: Field[]): { ids: IdField[]; uncovered: Field[] } {
  const ids: IdField[] = [];
  const uncovered: Field[] = [];
  for (const field of fields.filter(isIdLike)) {
    const rule = RULES.find((r) => (r.name.test(fieldName(field)) || r.name.test(field.name)) && (!r.path || r.path.test(op.path)));
    if (rule) ids.push({ field, kinds: rule.kinds, filter: rule.filter ?? false });
    else uncovered.push(field);
  }
  return { ids, uncovered };
}

export const isOwned = (kind: Kind): kind is OwnedKind => (OWNED_KINDS as readonly string[]).includes(kind);
