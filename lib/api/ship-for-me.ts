// SPEC section 7 "Ship-for-me": the member's personal address at each warehouse (for the shops' checkout),
// the goods collected on shopping sites (cart, declaration), and the three ways to send them: forecast as
// parcels, an enquiry the staff answer, or a logistics order priced now (calculate-… / submit-…). Calls
// that move money or create records send an Idempotency-Key (one per attempt).
import type * as Wire from '@/lib/contract/wire';
import type { ListResult, WarehouseAddress } from '@/lib/contract/wire';
import { browser } from './browser';
import { type ApiClient, keyed, type Query, withId } from './client';

export type { WarehouseAddress } from '@/lib/contract/wire';

const BIZ = '/api/u/biz/ship-for-me';
const GOODS = '/api/u/ship-for-me/goods';
const ENQUIRIES = '/api/u/ship-for-me/enquiries';

export const SHIP_FOR_ME_PATHS = {
  myWarehouseAddress: `${BIZ}/my-warehouse-address`,
  myWarehouseAddresses: `${BIZ}/my-warehouse-address-list`,
  enquiry: `${BIZ}/enquiry`,
  submitLogisticsOrder: `${BIZ}/submit-logistics-order`,
  logisticsOrderFee: `${BIZ}/calculate-logistics-order-fee`,
  goodsList: `${GOODS}/list`,
  goods: GOODS,
  good: `${GOODS}/{id}`,
  removeGoods: `${GOODS}/remove`,
  forecastGoods: `${GOODS}/forecast`,
  enquiries: ENQUIRIES,
  enquiryDetail: `${ENQUIRIES}/{id}`,
  closeEnquiry: `${ENQUIRIES}/{id}/close`,
} as const;
const SILENT = { silent: true, dedupe: false } as const;

export function listMyWarehouseAddresses(api: ApiClient = browser): Promise<ListResult<WarehouseAddress>> {
  return api.post(SHIP_FOR_ME_PATHS.myWarehouseAddresses);
}

/** The address at one warehouse (default: the member's default warehouse). */
export function getMyWarehouseAddress(warehouseId?: string, api: ApiClient = browser): Promise<WarehouseAddress> {
  return api.post(SHIP_FOR_ME_PATHS.myWarehouseAddress, undefined, { query: { warehouseId } });
}

// ---------- Goods and cart ----------

export function listGoods(query: Wire.GoodListRequest = {}, api: ApiClient = browser): Promise<Wire.GoodList> {
  return api.post(SHIP_FOR_ME_PATHS.goodsList, query);
}

export function getGood(id: string, api: ApiClient = browser): Promise<Wire.GoodDetail> {
  return api.get(withId(SHIP_FOR_ME_PATHS.good, id));
}

/** Adds to the cart, merging with what it holds (the visitor's local cart at sign-in, the extension's goods). Silent: fields are mapped by the caller. */
export function addGoods(goods: Wire.GoodInput[], api: ApiClient = browser): Promise<Wire.AddGoodsResult> {
  return api.post(SHIP_FOR_ME_PATHS.goods, { goods }, SILENT);
}

export function updateGood(id: string, input: Wire.GoodUpdateInput): Promise<Wire.Good> {
  return browser.put(withId(SHIP_FOR_ME_PATHS.good, id), input, SILENT);
}

export function removeGoods(ids: string[]): Promise<object> {
  return browser.post(SHIP_FOR_ME_PATHS.removeGoods, { ids });
}

// ---------- Sending ----------

/** (a) The packages become forecast parcels (My parcels). */
export function forecastGoods(input: Wire.ForecastGoodsRequest, idempotencyKey: string): Promise<Wire.ForecastResult> {
  return browser.post(SHIP_FOR_ME_PATHS.forecastGoods, input, keyed(idempotencyKey));
}

/** (c) The draft: methods, the quote for the chosen one, services, coupons, points. Silent: the summary says what failed. */
export function calculateLogisticsOrderFee(input: Wire.LogisticsFeeInput, api: ApiClient = browser): Promise<Wire.CombinedOrderDraft> {
  return api.post(SHIP_FOR_ME_PATHS.logisticsOrderFee, input, SILENT);
}

export function submitLogisticsOrder(input: Wire.LogisticsOrderInput, idempotencyKey: string): Promise<Wire.CombinedOrderSubmitResult> {
  return browser.post(SHIP_FOR_ME_PATHS.submitLogisticsOrder, input, keyed(idempotencyKey));
}

// ---------- Enquiries ----------

/** (b) Ask the warehouse for a quote. */
export function createEnquiry(input: Wire.EnquiryInput, idempotencyKey: string): Promise<Wire.Enquiry> {
  return browser.post(SHIP_FOR_ME_PATHS.enquiry, input, keyed(idempotencyKey));
}

export function listEnquiries(
  query: { status?: number; skipCount?: number; maxResultCount?: number } = {},
  api: ApiClient = browser,
): Promise<Wire.EnquiryList> {
  return api.get(SHIP_FOR_ME_PATHS.enquiries, { query: query as Query });
}

export function getEnquiry(id: string, api: ApiClient = browser): Promise<Wire.Enquiry> {
  return api.get(withId(SHIP_FOR_ME_PATHS.enquiryDetail, id));
}

/** The customer declines the answer (or withdraws an open enquiry): its goods go back to the cart. Silent: the dialog says what failed. */
export function closeEnquiry(id: string, reason: string | null = null): Promise<Wire.Enquiry> {
  return browser.post(withId(SHIP_FOR_ME_PATHS.closeEnquiry, id), { reason }, SILENT);
}
