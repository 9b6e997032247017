// SPEC section 7 "Transhipment order" and POST /u/cancelOrder/cancelOrder: one parcel forwarded as it arrives.
// A transhipment order is a logistics order (L…): it is paid through lib/api/combined-order.ts (payCombinedOrder,
// combinePay) and tracked like a waybill. Calls that may move money send an Idempotency-Key.
import type * as Wire from '@/lib/contract/wire';
import { IDEMPOTENCY_HEADER } from '@/lib/contract/money-rules';
import { browser } from './browser';
import { type ApiClient, keyed, withId } from './client';
import { lazyHttp as http } from './lazy-http';
import { spreadsheetBody } from './parcels';

export type {
  OrderNote,
  TranshipmentDraft,
  TranshipmentDraftInput,
  TranshipmentEditInput,
  TranshipmentEditValues,
  TranshipmentImportPreview,
  TranshipmentOrder,
  TranshipmentOrderDetail,
  TranshipmentOrderList,
  TranshipmentParcel,
  TranshipmentSignInput,
  TranshipmentStatusGroups,
  TranshipmentSubmitInput,
  TranshipmentSubmitResult,
} from '@/lib/contract/wire';

const ORDER = '/api/u/order';
export const TRANSHIPMENT_PATHS = {
  list: `${ORDER}/transhipmentOrder`,
  submit: `${ORDER}/transhipmentOrder`,
  /** Not named by SPEC: the parcels that can be forwarded and the draft quote (docs/decisions.md). */
  parcels: `${ORDER}/transhipmentParcels`,
  draft: `${ORDER}/transhipmentOrderFee`,
  batch: `${ORDER}/transhipmentOrders`,
  batchAnnotated: `${ORDER}/transhipmentOrders/annotated`,
  template: `${ORDER}/getUploadTemplate`,
  detail: `${ORDER}/transhipmentOrderDetail/{id}`,
  editValues: `${ORDER}/transhipmentOrder/{id}`,
  edit: `${ORDER}/transhipmentOrder/{id}`,
  notes: `${ORDER}/orderNotes/{id}`,
  statusQuantity: `${ORDER}/orderStatusQuantity`,
  sign: `${ORDER}/{id}/completedSignFor`,
  statusGroups: `${ORDER}/statusGroupItems`,
  cancel: '/api/u/cancelOrder/cancelOrder',
} as const;

type Query = Record<string, string | number | null | undefined>;
/** The member's transhipment orders of one status (all when none), newest first, with every status's count. */
export function listTranshipmentOrders(query: Wire.CombinedOrderListQuery = {}, api: ApiClient = browser): Promise<Wire.TranshipmentOrderList> {
  return api.get(TRANSHIPMENT_PATHS.list, { query: query as Query });
}

export function getTranshipmentOrder(id: string, api: ApiClient = browser): Promise<Wire.TranshipmentOrderDetail> {
  return api.get(withId(TRANSHIPMENT_PATHS.detail, id));
}

/** The member's parcels that can be forwarded as they are (forecast, arrived or in stock, on no order). */
export function listTranshipmentParcels(api: ApiClient = browser): Promise<Wire.ListResult<Wire.TranshipmentParcel>> {
  return api.get(TRANSHIPMENT_PATHS.parcels);
}

/** Methods with totals or blocks, the chosen method's quote, services, coupons and points for one parcel. */
export function draftTranshipmentOrder(input: Wire.TranshipmentDraftInput, api: ApiClient = browser): Promise<Wire.TranshipmentDraft> {
  return api.post(TRANSHIPMENT_PATHS.draft, input, { silent: true });
}

/** Submits one order; 409 QUOTE_CHANGED when the total is no longer `expectedTotal`. */
export function submitTranshipmentOrder(
  input: Wire.TranshipmentSubmitInput,
  idempotencyKey: string,
  api: ApiClient = browser,
): Promise<Wire.TranshipmentSubmitResult> {
  return api.post(TRANSHIPMENT_PATHS.submit, input, keyed(idempotencyKey));
}

export function getTranshipmentEditValues(id: string, api: ApiClient = browser): Promise<Wire.TranshipmentEditValues> {
  return api.get(withId(TRANSHIPMENT_PATHS.editValues, id));
}

/** Changes an order not yet weighed; a paid one is charged or refunded the difference. */
export function editTranshipmentOrder(
  id: string,
  input: Wire.TranshipmentEditInput,
  idempotencyKey: string,
  api: ApiClient = browser,
): Promise<Wire.TranshipmentOrderDetail> {
  return api.put(withId(TRANSHIPMENT_PATHS.edit, id), input, keyed(idempotencyKey));
}

export function listOrderNotes(id: string, api: ApiClient = browser): Promise<Wire.ListResult<Wire.OrderNote>> {
  return api.get(withId(TRANSHIPMENT_PATHS.notes, id));
}

/** A note to the warehouse on the order. */
export function addOrderNote(id: string, text: string, api: ApiClient = browser): Promise<Wire.OrderNote> {
  return api.post(withId(TRANSHIPMENT_PATHS.notes, id), { text }, { silent: true });
}

export function transhipmentStatusQuantity(api: ApiClient = browser): Promise<Wire.StatusCount[]> {
  return api.get(TRANSHIPMENT_PATHS.statusQuantity);
}

export function transhipmentStatusGroups(api: ApiClient = browser): Promise<Wire.TranshipmentStatusGroups> {
  return api.get(TRANSHIPMENT_PATHS.statusGroups);
}

/** Confirms receipt (Shipped → Signed), optionally with a rating and a comment; points are credited. */
export function signTranshipmentOrder(id: string, review: Wire.TranshipmentSignInput = {}, api: ApiClient = browser): Promise<Wire.TranshipmentOrderDetail> {
  return api.put(withId(TRANSHIPMENT_PATHS.sign, id), review, { silent: true });
}

/** Cancels with a reason: what was paid goes back to the wallet, coupon and points are released. */
export function cancelTranshipmentOrder(id: string, reason: string, idempotencyKey: string, api: ApiClient = browser): Promise<Wire.TranshipmentOrderDetail> {
  return api.post(TRANSHIPMENT_PATHS.cancel, { id, reason }, keyed(idempotencyKey));
}

// ---- Spreadsheet (browser only: multipart uploads and file downloads go straight through axios) ----

const SILENT = { silent: true, dedupe: false } as const;

/** Checks every row and answers the preview; nothing is created. */
export function previewTranshipmentBatch(file: Blob): Promise<Wire.TranshipmentImportPreview> {
  return http.post(TRANSHIPMENT_PATHS.batch, spreadsheetBody(file, false), SILENT);
}

/** Creates every order of the file in one transaction, or none when any row is wrong (a retry with the same key is answered once). */
export function submitTranshipmentBatch(file: Blob, idempotencyKey: string): Promise<Wire.TranshipmentImportPreview> {
  return http.post(TRANSHIPMENT_PATHS.batch, spreadsheetBody(file, true), { ...SILENT, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
}

/** The uploaded sheet with an error column. */
export function downloadAnnotatedBatch(file: Blob): Promise<Blob> {
  return http.post(TRANSHIPMENT_PATHS.batchAnnotated, spreadsheetBody(file, false), { ...SILENT, responseType: 'blob' });
}

/** The template (.xlsx) with headers in the page's language. */
export function downloadTranshipmentTemplate(): Promise<Blob> {
  return http.get(TRANSHIPMENT_PATHS.template, { ...SILENT, responseType: 'blob' });
}
