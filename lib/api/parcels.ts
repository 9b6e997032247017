// SPEC section 7 "Parcels" and the parcel calls of "Ship-for-me": forecasts, the member's parcels, their
// history, declarations, the selection for a waybill, and the bulk import.
import type {
  ForecastParcelInput,
  ForecastRequest,
  ForecastResult,
  ImportPreview,
  ListResult,
  Parcel,
  ParcelActionLog,
  ParcelDetail,
  ParcelListRequest,
  PendingCombineGroup,
  StatusCount,
} from '@/lib/contract/wire';

export type {
  ForecastParcelInput,
  ForecastRequest,
  ForecastResult,
  ImportError,
  ImportPreview,
  Parcel,
  ParcelActionLog,
  ParcelDetail,
  ParcelListRequest,
  PendingCombineGroup,
} from '@/lib/contract/wire';
import { browser } from './browser';
import { type ApiClient, withId } from './client';
import { lazyHttp as http } from './lazy-http';

const BIZ = '/api/u/biz/parcel';
const SFM = '/api/u/ship-for-me/parcel';
export const PARCEL_PATHS = {
  list: `${BIZ}/list`,
  one: `${BIZ}/{id}`,
  actionLogs: `${BIZ}/{id}/action-logs`,
  declaredName: `${BIZ}/{id}/declared-name`,
  declaredValue: `${BIZ}/{id}/declared-value`,
  isInsurance: `${BIZ}/{id}/is-insurance`,
  additionalService: `${BIZ}/{id}/additional-service`,
  selectedToSubmit: `${BIZ}/selected-to-submit`,
  pendingCombine: `${BIZ}/pending-combine`,
  pendingCombineOne: `${BIZ}/pending-combine/{id}`,
  statusGroup: `${SFM}/status-group`,
  forecast: SFM,
  forecastOne: `${SFM}/{id}`,
  forecastList: `${SFM}/list`,
  cancel: `${SFM}/cancel`,
  importByExcel: `${SFM}/import-by-excel`,
  importAnnotated: `${SFM}/import-by-excel/annotated`,
  importTemplate: `${SFM}/import-template`,
} as const;
const SILENT = { silent: true, dedupe: false } as const;

/** One page of the member's parcels (status, warehouse, tracking number, created date range). */
export function listParcels(query: ParcelListRequest, api: ApiClient = browser): Promise<ListResult<Parcel>> {
  return api.post(PARCEL_PATHS.list, query);
}

export function getParcel(id: string, api: ApiClient = browser): Promise<ParcelDetail> {
  return api.get(withId(PARCEL_PATHS.one, id));
}

export function getParcelActionLogs(id: string, api: ApiClient = browser): Promise<ListResult<ParcelActionLog>> {
  return api.get(withId(PARCEL_PATHS.actionLogs, id));
}

/** Counts by status for the tabs (every status of the definitions, zeros included). */
export function parcelStatusCounts(api: ApiClient = browser): Promise<StatusCount[]> {
  return api.post(PARCEL_PATHS.statusGroup);
}

/** Silent: the form maps `validationErrors` (`parcels.<i>.<field>`) to the parcel cards. */
export function forecastParcels(request: ForecastRequest): Promise<ForecastResult> {
  return browser.post(PARCEL_PATHS.forecast, request, SILENT);
}

export function updateForecast(id: string, input: ForecastParcelInput): Promise<ParcelDetail> {
  return browser.put(withId(PARCEL_PATHS.forecastOne, id), input, SILENT);
}

export function cancelForecast(id: string, reason: string): Promise<ParcelDetail> {
  return browser.post(PARCEL_PATHS.cancel, { id, reason }, SILENT);
}

export function updateDeclaredNames(id: string, items: { id: string; declaredName: string; declaredNameId?: string | null }[]): Promise<ParcelDetail> {
  return browser.put(withId(PARCEL_PATHS.declaredName, id), { items }, SILENT);
}

export function updateDeclaredValues(id: string, items: { id: string; unitValue: number; quantity?: number }[]): Promise<ParcelDetail> {
  return browser.put(withId(PARCEL_PATHS.declaredValue, id), { items }, SILENT);
}

export function updateInsurance(id: string, isInsurance: boolean): Promise<ParcelDetail> {
  return browser.put(withId(PARCEL_PATHS.isInsurance, id), { isInsurance }, SILENT);
}

export function updateAdditionalServices(id: string, additionalServiceIds: string[]): Promise<ParcelDetail> {
  return browser.put(withId(PARCEL_PATHS.additionalService, id), { additionalServiceIds }, SILENT);
}

/** Marks exactly these parcels (Inbound, one warehouse) as the selection for the next waybill. */
export function selectToSubmit(ids: string[]): Promise<PendingCombineGroup> {
  return browser.put(PARCEL_PATHS.selectedToSubmit, { ids }, SILENT);
}

/** Inbound parcels that can be combined, grouped by warehouse. */
export function listPendingCombine(api: ApiClient = browser): Promise<ListResult<PendingCombineGroup>> {
  return api.post(PARCEL_PATHS.pendingCombine, {});
}

/** One warehouse's group (the id is the warehouse's). */
export function getPendingCombine(warehouseId: string, api: ApiClient = browser): Promise<PendingCombineGroup> {
  return api.get(withId(PARCEL_PATHS.pendingCombineOne, warehouseId));
}

// ---- Bulk import (browser only: multipart uploads and file downloads go straight through axios) ----

/** The multipart body of the import calls: the spreadsheet and whether to import (1) or only check (0). */
export function spreadsheetBody(file: Blob, confirm: boolean): FormData {
  const body = new FormData();
  body.append('file', file);
  body.append('confirm', confirm ? '1' : '0');
  return body;
}

/** Checks every row and answers the preview; nothing is created. */
export function previewParcelImport(file: Blob): Promise<ImportPreview> {
  return http.post(PARCEL_PATHS.importByExcel, spreadsheetBody(file, false), SILENT);
}

/** Imports the valid rows in one transaction (`imported`, `createdIds`). */
export function importParcels(file: Blob): Promise<ImportPreview> {
  return http.post(PARCEL_PATHS.importByExcel, spreadsheetBody(file, true), SILENT);
}

/** The same spreadsheet with an error column added (.xlsx). */
export function downloadAnnotatedImport(file: Blob): Promise<Blob> {
  return http.post(PARCEL_PATHS.importAnnotated, spreadsheetBody(file, false), { ...SILENT, responseType: 'blob' });
}

/** The import template (.xlsx), its headers in the page's language (axios sends it as accept-language). */
export function downloadImportTemplate(): Promise<Blob> {
  return http.get(PARCEL_PATHS.importTemplate, { ...SILENT, responseType: 'blob' });
}
