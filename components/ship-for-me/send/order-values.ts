// Pure rules of the logistics-order step (/ship-for-me/send?step=order): the packages (one per shop), the
// checks before sending, the fee and submit requests, and where the server's field messages go.
import type { Address } from '@/lib/api/address';
import type { Enquiry, Good, LogisticsFeeInput, LogisticsOrderInput, PackageInput } from '@/lib/contract/wire';
import { OTHER_CARRIER, TRACKING_NUMBER_PATTERN } from '@/lib/contract/parcel-rules';
import { EnquiryStatus } from '@/lib/contract/ship-for-me-rules';

/** The namespaces OrderStep reads (its provider): its own, the packages' and goods', the waybill form's, errors and the balance dialog. */
export const ORDER_STEP_NAMESPACES = ['shipForMeOrder', 'shipForMeCart', 'shipForMe', 'combinedOrderSubmit', 'errors', 'recharge'] as const;

export const ORDER_PAGES = {
  orders: '/ship-for-me/orders',
  cart: '/ship-for-me/cart',
  enquiries: '/ship-for-me/enquiries',
  detail: '/user/combined-order-detail',
  warehouses: '/user/wareHouse-address',
} as const;

/** The schema's range of the whole order's estimated weight (kg). */
export const ORDER_WEIGHT_MIN = 0.01;
export const ORDER_WEIGHT_MAX = 300;

/** The fields that take a server message (`validationErrors` members, the first segment). */
export const ORDER_FIELDS = [
  'packages',
  'warehouseId',
  'estimatedWeight',
  'addressId',
  'customsId',
  'methodId',
  'serviceIds',
  'couponId',
  'points',
  'remark',
] as const;
export type OrderField = (typeof ORDER_FIELDS)[number];
export type OrderFieldMessages = Partial<Record<OrderField, string>>;

/** One shop's shipment to the warehouse, as the customer fills it in. */
export interface PackageDraft {
  /** The shop it groups (its name as collected). */
  shop: string;
  goodsIds: string[];
  trackingNumber: string;
  carrierCode: string;
  carrierName: string;
}

export const PACKAGE_FIELDS = ['trackingNumber', 'carrierCode', 'carrierName'] as const;
export type PackageField = (typeof PACKAGE_FIELDS)[number];
/** Problem keys (catalog `shipForMeOrder.packages.<key>`) or the server's messages, per package and field. */
export type PackageMessages = Partial<Record<PackageField, string>>[];

const shopKey = (good: Pick<Good, 'shopName' | 'platform'>) => `${good.platform}|${good.shopName.trim().toLowerCase()}`;

/** The chosen goods grouped by shop (first seen first), each group one package to fill in. */
export function packagesOf(goods: readonly Pick<Good, 'id' | 'shopName' | 'platform'>[]): PackageDraft[] {
  const byShop = new Map<string, PackageDraft>();
  for (const good of goods) {
    const key = shopKey(good);
    const found = byShop.get(key);
    if (found) found.goodsIds.push(good.id);
    else byShop.set(key, { shop: good.shopName.trim(), goodsIds: [good.id], trackingNumber: '', carrierCode: '', carrierName: '' });
  }
  return [...byShop.values()];
}

/** Tracking numbers as the server stores them: trimmed, upper-cased. */
export const cleanTracking = (value: string) => value.trim().toUpperCase();

/** What is wrong with one package: `required`/`pattern`/`duplicate` (tracking), `required` (carrier, other carrier's name). */
export function packageProblems(packages: readonly PackageDraft[]): { problems: Partial<Record<PackageField, string>>[]; any: boolean } {
  const seen = new Set<string>();
  const problems = packages.map((one) => {
    const found: Partial<Record<PackageField, string>> = {};
    const tracking = cleanTracking(one.trackingNumber);
    if (!tracking) found.trackingNumber = 'trackingRequired';
    else if (!TRACKING_NUMBER_PATTERN.test(tracking)) found.trackingNumber = 'trackingPattern';
    else if (seen.has(tracking)) found.trackingNumber = 'trackingDuplicate';
    seen.add(tracking);
    if (!one.carrierCode) found.carrierCode = 'carrierRequired';
    else if (one.carrierCode === OTHER_CARRIER && !one.carrierName.trim()) found.carrierName = 'carrierNameRequired';
    return found;
  });
  return { problems, any: problems.some((found) => Object.keys(found).length > 0) };
}

/** What is wrong with an estimated weight (kg), or null. */
export function weightProblem(value: number | null): 'required' | 'range' | null {
  if (value === null || !Number.isFinite(value)) return 'required';
  return value < ORDER_WEIGHT_MIN || value > ORDER_WEIGHT_MAX ? 'range' : null;
}

interface ValidationIssue {
  message: string;
  members: string[];
}

/** The server's messages on `packages.<i>.<field>` (the package's fields; anything else of a package stays with `packages`). */
export function packageServerMessages(error: unknown, count: number): PackageMessages {
  const list = (error as { response?: { data?: { error?: { validationErrors?: unknown } } } } | null)?.response?.data?.error?.validationErrors;
  const out: PackageMessages = Array.from({ length: count }, () => ({}));
  if (!Array.isArray(list)) return out;
  for (const issue of list as ValidationIssue[]) {
    const match = /^packages\.(\d+)\.(\w+)/.exec(issue?.members?.[0] ?? '');
    const index = match ? Number(match[1]) : -1;
    const field = match?.[2] as PackageField | undefined;
    if (index < 0 || index >= count || !field || !PACKAGE_FIELDS.includes(field)) continue;
    out[index][field] = [out[index][field], issue.message].filter(Boolean).join(' ');
  }
  return out;
}

export const hasPackageMessages = (messages: PackageMessages) => messages.some((one) => Object.keys(one).length > 0);

/** What the customer chose besides the goods and packages. */
export interface OrderChoices {
  addressId: string | null;
  methodId: string | null;
  serviceIds: string[];
  couponId: string | null;
  points: number;
}

/** Where the choices start: an answered enquiry's address and method, else the default address. */
export function startingChoices(addresses: readonly Address[], enquiry: Enquiry | null): OrderChoices {
  const own = enquiry?.addressId && addresses.some((address) => address.id === enquiry.addressId) ? enquiry.addressId : null;
  return {
    addressId: own ?? (addresses.find((address) => address.isDefault) ?? addresses[0])?.id ?? null,
    methodId: enquiry?.answer?.methodId ?? null,
    serviceIds: [],
    couponId: null,
    points: 0,
  };
}

/** Why an enquiry cannot be accepted here (its status), or null when it is answered. */
export function enquiryBlock(enquiry: Enquiry): 'open' | 'accepted' | 'closed' | null {
  if (enquiry.status === EnquiryStatus.Answered && enquiry.answer) return null;
  if (enquiry.status === EnquiryStatus.Accepted) return 'accepted';
  return enquiry.status === EnquiryStatus.Closed ? 'closed' : 'open';
}

export interface OrderState {
  goodsIds: string[];
  warehouseId: string | null;
  /** kg as typed (an enquiry's: the answer's). */
  estimatedWeight: number | null;
  enquiryId: string | null;
  choices: OrderChoices;
}

/** The fee request, or null while there is nothing to price (no warehouse, no valid weight). */
export function feeInputOf(state: OrderState): LogisticsFeeInput | null {
  if (!state.warehouseId || !state.goodsIds.length || weightProblem(state.estimatedWeight)) return null;
  return { goodsIds: state.goodsIds, warehouseId: state.warehouseId, estimatedWeight: state.estimatedWeight, enquiryId: state.enquiryId, ...state.choices };
}

export const packageInputOf = (one: PackageDraft): PackageInput => ({
  goodsIds: one.goodsIds,
  trackingNumber: cleanTracking(one.trackingNumber),
  carrierCode: one.carrierCode,
  carrierName: one.carrierCode === OTHER_CARRIER ? one.carrierName.trim() : null,
});

interface Final {
  customsId: string | null;
  remark: string | null;
  expectedTotal: number;
  payNow: boolean;
}

export function submitInputOf(state: OrderState, packages: readonly PackageDraft[], final: Final): LogisticsOrderInput {
  const { choices } = state;
  return {
    warehouseId: state.warehouseId ?? '',
    packages: packages.map(packageInputOf),
    estimatedWeight: state.estimatedWeight ?? 0,
    enquiryId: state.enquiryId,
    addressId: choices.addressId ?? '',
    methodId: choices.methodId ?? '',
    serviceIds: choices.serviceIds,
    couponId: choices.couponId,
    points: choices.points,
    ...final,
  };
}

/** `/user/combined-order-detail?id=…` as a Link href, and as the path a recharge comes back to. */
export const orderDetailHref = (id: string) => ({ pathname: ORDER_PAGES.detail, query: { id } });
export const orderDetailPath = (id: string) => `${ORDER_PAGES.detail}?id=${encodeURIComponent(id)}`;

/** This step's own address (a recharge started here comes back to it). */
export function orderStepPath(goodsIds: readonly string[], enquiryId: string | null): string {
  const query = new URLSearchParams({ step: 'order', goods: goodsIds.join(',') });
  if (enquiryId) query.set('enquiry', enquiryId);
  return `/ship-for-me/send?${query.toString().replace(/%2C/g, ',')}`;
}
