// SPEC section 7 "Funds", "Recharge", "Transaction records" and "Withdrawal and records": the wallet, payment
// methods and rates, top-up previews and orders (created with an Idempotency-Key), proof of a bank transfer
// or Taobao payment, transaction records, the fund account log and account change records.
import type * as Wire from '@/lib/contract/wire';
import { IDEMPOTENCY_HEADER } from '@/lib/contract/money-rules';
import { browser } from './browser';
import { type ApiClient, keyed, withId } from './client';
import { lazyHttp as http } from './lazy-http';

export type {
  AccountChangeRecord,
  CurrencyRate,
  FundLogLine,
  PaymentMethodInfo,
  PaymentMethodList,
  ProofFields,
  RecordFilter,
  Topup,
  TopupInput,
  TopupNext,
  TopupPreviewInput,
  TopupQuote,
  TransactionRecord,
  TransactionRecordDetail,
  WalletSummary,
} from '@/lib/contract/wire';

const FM = '/api/u/fund-management';
const TOPUP = `${FM}/topup`;
const RECHARGE = '/api/u/rechargeOrder';
export const FUNDS_PATHS = {
  wallet: `${FM}/wallet`,
  methodList: `${TOPUP}/method-list`,
  currencyList: `${TOPUP}/currency-list`,
  exchangeRate: `${TOPUP}/exchange-rate`,
  exchangeCalculate: `${TOPUP}/exchange-calculate`,
  userTopup: `${TOPUP}/user-topup`,
  topupList: `${TOPUP}/list`,
  topup: `${TOPUP}/{id}`,
  topupPay: `${TOPUP}/{id}/pay`,
  topupConfirm: `${TOPUP}/{id}/confirm`,
  topupCancel: `${TOPUP}/{id}/cancel`,
  topupProof: `${TOPUP}/{id}/proof`,
  recordList: `${FM}/transaction-record/list`,
  record: `${FM}/transaction-record`,
  recordExport: `${FM}/transaction-record/export`,
  unpaidList: `${FM}/unpaid/list`,
  unpaidPay: `${FM}/unpaid/{id}/pay`,
  fundLogList: '/api/f/fund-management/fund-account-log/list',
  fundLog: '/api/f/fund-management/fund-account-log/{id}',
  rechargeMethod: `${RECHARGE}/rechargeMethod`,
  rechargeCurrencyList: `${RECHARGE}/rechargeCurrencyList`,
  rechargeMethodList: `${RECHARGE}/rechargeMethodList`,
  serviceCharge: `${RECHARGE}/serviceCharge`,
  userRecharge: `${RECHARGE}/userRecharge`,
  rechargeStatus: `${RECHARGE}/rechargeOrder/status`,
  rechargeOrders: RECHARGE,
  transactionRecords: '/api/u/transactionRecords',
  transactionRecordDetail: '/api/u/transactionRecords/{id}/transactionRecordDetail',
  deductions: '/api/u/transactionRecords/{id}/deductionByTransactionRecordId',
  changeRate: '/api/u/withdrawal/changeRate',
  currencyRate: '/api/u/withdrawal/currencyRate',
  accountChangeRecord: '/api/u/accountChangeRecord',
} as const;

/** A fresh key for one attempt of a money-moving call: retries of that attempt send the same key. */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

export function getWallet(api: ApiClient = browser): Promise<Wire.WalletSummary> {
  return api.get(FUNDS_PATHS.wallet);
}

export function listPaymentMethods(api: ApiClient = browser): Promise<Wire.PaymentMethodList> {
  return api.post(FUNDS_PATHS.methodList);
}

export function previewTopup(input: Wire.TopupPreviewInput, api: ApiClient = browser): Promise<Wire.TopupQuote> {
  return api.post(FUNDS_PATHS.exchangeCalculate, input, { silent: true });
}

/** Creates a top-up; the same `idempotencyKey` answers the same top-up however often it is sent. */
export function createTopup(input: Wire.TopupInput, idempotencyKey: string, api: ApiClient = browser): Promise<Wire.Topup> {
  return api.post(FUNDS_PATHS.userTopup, input, keyed(idempotencyKey));
}

export function getTopup(id: string, api: ApiClient = browser): Promise<Wire.Topup> {
  return api.get(withId(FUNDS_PATHS.topup, id));
}

export function listTopups(filter: Wire.RecordFilter, api: ApiClient = browser): Promise<Wire.ListResult<Wire.Topup>> {
  return api.post(FUNDS_PATHS.topupList, filter);
}

/** Asks the provider again for a way to pay (a new redirect or QR code) while the top-up is unpaid. */
export function payTopup(id: string, idempotencyKey: string, api: ApiClient = browser): Promise<Wire.Topup> {
  return api.post(withId(FUNDS_PATHS.topupPay, id), {}, keyed(idempotencyKey));
}

/** "I have paid" and the return page: asks the provider now (`query`: the return page's own query string). */
export function confirmTopup(id: string, query: string, api: ApiClient = browser): Promise<Wire.Topup> {
  return api.post(withId(FUNDS_PATHS.topupConfirm, id), { query }, { silent: true, dedupe: false });
}

export function cancelTopup(id: string, api: ApiClient = browser): Promise<Wire.Topup> {
  return api.post(withId(FUNDS_PATHS.topupCancel, id), {});
}

/** Proof of a bank transfer or Taobao payment: the fields and up to 3 images (multipart). */
export function sendTopupProof(id: string, fields: Wire.ProofFields, files: File[], idempotencyKey: string): Promise<Wire.Topup> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value) body.append(name, value);
  for (const file of files) body.append('files', file, file.name);
  return http.post(withId(FUNDS_PATHS.topupProof, id), body, {
    silent: true,
    dedupe: false,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

export function listTransactionRecords(filter: Wire.RecordFilter, api: ApiClient = browser): Promise<Wire.ListResult<Wire.TransactionRecord>> {
  return api.post(FUNDS_PATHS.recordList, filter);
}

export function getTransactionRecord(id: string, api: ApiClient = browser): Promise<Wire.TransactionRecordDetail> {
  return api.get(FUNDS_PATHS.record, { query: { id } });
}

/** The Excel file of the records the filter selects (all pages, up to EXPORT_MAX_ROWS). */
export function exportTransactionRecords(filter: Wire.RecordFilter): Promise<Blob> {
  return http.post(FUNDS_PATHS.recordExport, filter, { silent: true, dedupe: false, responseType: 'blob' });
}

export function listUnpaid(filter: Wire.RecordFilter, api: ApiClient = browser): Promise<Wire.ListResult<Wire.TransactionRecord>> {
  return api.post(FUNDS_PATHS.unpaidList, filter);
}

/** Pays an unpaid document (a waybill's fee …) from the wallet; 402 INSUFFICIENT_BALANCE carries the shortfall. */
export function payUnpaid(id: string, idempotencyKey: string, api: ApiClient = browser): Promise<Wire.TransactionRecord> {
  return api.post(withId(FUNDS_PATHS.unpaidPay, id), {}, keyed(idempotencyKey));
}

export function listFundLog(filter: Wire.RecordFilter, api: ApiClient = browser): Promise<Wire.ListResult<Wire.FundLogLine>> {
  return api.post(FUNDS_PATHS.fundLogList, filter);
}

export function getFundLogLine(id: string, api: ApiClient = browser): Promise<Wire.FundLogLine> {
  return api.get(withId(FUNDS_PATHS.fundLog, id));
}

export function listDeductionsAndRefunds(id: string, api: ApiClient = browser): Promise<Wire.ListResult<Wire.TransactionRecord>> {
  return api.post(withId(FUNDS_PATHS.deductions, id));
}

export function listAccountChanges(filter: Wire.RecordFilter, api: ApiClient = browser): Promise<Wire.ListResult<Wire.AccountChangeRecord>> {
  return api.get(FUNDS_PATHS.accountChangeRecord, { query: filter as Record<string, string | number | null | undefined> });
}

export function listCurrencyRates(api: ApiClient = browser): Promise<Wire.CurrencyRate[]> {
  return api.get(FUNDS_PATHS.currencyRate);
}

export function listWithdrawalRates(api: ApiClient = browser): Promise<Wire.CurrencyRate[]> {
  return api.get(FUNDS_PATHS.changeRate);
}

/** The shortfall (a decimal in the base currency) when a call failed for want of balance, else null. */
export function insufficientShortfall(error: unknown): number | null {
  const body = (error as { response?: { status?: number; data?: { error?: { code?: string; details?: string | null } } } })?.response;
  if (body?.status !== 402 || body.data?.error?.code !== 'INSUFFICIENT_BALANCE') return null;
  const shortfall = Number(body.data.error.details);
  return Number.isFinite(shortfall) && shortfall > 0 ? shortfall : null;
}
