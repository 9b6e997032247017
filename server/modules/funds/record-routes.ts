// SPEC section 7 "Funds" (records, unpaid, fund account log), "Transaction records" and "Withdrawal and
// records": what the wallet shows. Paying an unpaid document moves money: Idempotency-Key.
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  AccountChangeListSchema,
  CurrencyRateSchema,
  EXPORT_MAX_ROWS,
  FundLogLineSchema,
  FundLogListSchema,
  RecordFilterSchema,
  TransactionRecordDetailSchema,
  TransactionRecordListSchema,
  TransactionRecordSchema,
  WalletSummarySchema,
} from '../../../lib/contract/schemas/funds.ts';
import { errorResponse, jsonContent, type AppEnv } from '../../http.ts';
import { IdempotencyKeyHeader, IdParam, routeFamily } from '../../kernel/route.ts';
import { createRouter } from '../../kernel/router.ts';
import { attachment, XLSX_MEDIA_TYPE } from '../import/index.ts';
import { recordsWorkbook } from './export.ts';
import { idempotent } from '../../kernel/idempotency.ts';
import { rateWire } from './method-list.ts';
import { payRequested } from './payments.ts';
import { tenantRates } from './quote.ts';
import { allRecords, fundLogLine, linkedRecords, listAccountChanges, listFundLog, listRecords, listUnpaid, recordDetail } from './records.ts';
import { walletOverview } from './wallet.ts';

const FM = '/u/fund-management';
const funds = routeFamily('customer', ['Funds'], 'Not the member’s record');
const { notFound } = funds;
const filterBody = { body: { content: { 'application/json': { schema: RecordFilterSchema } }, required: false } };
/** The same filter as query parameters (GET routes of SPEC "Transaction records" and "Withdrawal and records"). */
const FilterQuery = RecordFilterSchema.extend({
  maxResultCount: z.coerce.number().int().min(1).max(100).optional(),
  skipCount: z.coerce.number().int().min(0).optional(),
  status: z.coerce.number().int().optional(),
  method: z.coerce.number().int().optional(),
});
const FundLogFilter = RecordFilterSchema.extend({ type: z.string().max(16).nullable().optional() });

const routes = {
  wallet: funds.route({
    method: 'get',
    path: `${FM}/wallet`,
    summary: 'The wallet: balance, points, usable coupons, pending top-ups',
    responses: { 200: jsonContent(WalletSummarySchema, 'Wallet') },
  }),
  list: funds.route({
    method: 'post',
    path: `${FM}/transaction-record/list`,
    summary: 'Transaction records (tab, kind, status, method, dates, number)',
    request: filterBody,
    responses: { 200: jsonContent(TransactionRecordListSchema, 'Records') },
  }),
  one: funds.route({
    method: 'get',
    path: `${FM}/transaction-record`,
    summary: 'One transaction record (?id=) with its deductions and refunds',
    request: { query: IdParam },
    responses: { 200: jsonContent(TransactionRecordDetailSchema, 'Record'), ...notFound },
  }),
  exportXlsx: funds.route({
    method: 'post',
    path: `${FM}/transaction-record/export`,
    summary: `Transaction records the filter selects as .xlsx (at most ${EXPORT_MAX_ROWS})`,
    request: filterBody,
    responses: {
      200: { description: 'The workbook', content: { [XLSX_MEDIA_TYPE]: { schema: { type: 'string' as const, format: 'binary' } } } },
    },
  }),
  unpaid: funds.route({
    method: 'post',
    path: `${FM}/unpaid/list`,
    summary: 'Documents waiting to be paid from the wallet',
    request: filterBody,
    responses: { 200: jsonContent(TransactionRecordListSchema, 'Unpaid') },
  }),
  payUnpaid: funds.route({
    method: 'post',
    path: `${FM}/unpaid/{id}/pay`,
    summary: 'Pay an unpaid document from the wallet (Idempotency-Key; 402 with the shortfall)',
    request: { params: IdParam, headers: IdempotencyKeyHeader },
    responses: {
      200: jsonContent(TransactionRecordSchema, 'Paid'),
      ...notFound,
      402: errorResponse('INSUFFICIENT_BALANCE (details: the shortfall)'),
      409: errorResponse('ALREADY_PAID'),
      422: errorResponse('IDEMPOTENCY_MISMATCH'),
    },
  }),
  fundLog: funds.route({
    method: 'post',
    path: '/f/fund-management/fund-account-log/list',
    summary: 'The wallet’s posted lines (± and balance after)',
    request: { body: { content: { 'application/json': { schema: FundLogFilter } }, required: false } },
    responses: { 200: jsonContent(FundLogListSchema, 'Lines') },
  }),
  fundLogOne: funds.one('/f/fund-management/fund-account-log/{id}', 'One posted line of the wallet', jsonContent(FundLogLineSchema, 'Line')),
  records: funds.list('/u/transactionRecords', 'Transaction records (query filter)', FilterQuery, jsonContent(TransactionRecordListSchema, 'Records')),
  recordDetail: funds.one('/u/transactionRecords/{id}/transactionRecordDetail', 'One transaction record', jsonContent(TransactionRecordDetailSchema, 'Record')),
  deductions: funds.route({
    method: 'post',
    path: '/u/transactionRecords/{id}/deductionByTransactionRecordId',
    summary: 'Deductions and refunds of a payment',
    request: { params: IdParam },
    responses: { 200: jsonContent(TransactionRecordListSchema, 'Linked records'), ...notFound },
  }),
  changeRate: funds.route({
    method: 'get',
    path: '/u/withdrawal/changeRate',
    summary: 'Withdrawal rates (read-only)',
    responses: { 200: jsonContent(z.array(CurrencyRateSchema), 'Rates') },
  }),
  currencyRate: funds.route({
    method: 'get',
    path: '/u/withdrawal/currencyRate',
    summary: 'Top-up currency rates (read-only)',
    responses: { 200: jsonContent(z.array(CurrencyRateSchema), 'Rates') },
  }),
  accountChanges: funds.list(
    '/u/accountChangeRecord',
    'Account change records: staff and system adjustments with the reason',
    FilterQuery,
    jsonContent(AccountChangeListSchema, 'Changes'),
  ),
};

const db = (c: Context<AppEnv>) => c.get('db');
const bodyFilter = (c: Context<AppEnv>, body: unknown) => RecordFilterSchema.parse(c.req.header('content-type') ? (body ?? {}) : {});

const router = createRouter()
  .openapi(routes.wallet, async (c) => c.json(await walletOverview(db(c), c.get('user'), c.get('site')), 200))
  .openapi(routes.list, async (c) => c.json(await listRecords(db(c), c.get('user'), bodyFilter(c, c.req.valid('json')), c.get('locale')), 200))
  .openapi(routes.one, async (c) => c.json(await recordDetail(db(c), c.get('user'), c.req.valid('query').id, c.get('locale')), 200))
  .openapi(routes.exportXlsx, async (c) => {
    const rows = await allRecords(db(c), c.get('user'), bodyFilter(c, c.req.valid('json')), c.get('locale'), EXPORT_MAX_ROWS);
    const bytes = await recordsWorkbook(rows, c.get('locale'));
    const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
    return c.body(new Uint8Array(bytes), 200, {
      'content-type': XLSX_MEDIA_TYPE,
      'content-disposition': attachment(`wallet-records-${day}.xlsx`),
    });
  })
  .openapi(routes.unpaid, async (c) => c.json(await listUnpaid(db(c), c.get('user'), bodyFilter(c, c.req.valid('json')), c.get('locale')), 200))
  .openapi(routes.payUnpaid, (c) => {
    const user = c.get('user');
    const { id } = c.req.valid('param');
    return idempotent(c, user.id, { id }, async () => {
      await payRequested(db(c), { tenantId: user.tenantId, userId: user.id, recordId: id });
      return c.json(await recordDetail(db(c), user, id, c.get('locale')), 200);
    });
  })
  .openapi(routes.fundLog, async (c) => {
    const filter = FundLogFilter.parse(c.req.header('content-type') ? (c.req.valid('json') ?? {}) : {});
    return c.json(await listFundLog(db(c), c.get('user'), filter, c.get('locale')), 200);
  })
  .openapi(routes.fundLogOne, async (c) => c.json(await fundLogLine(db(c), c.get('user'), c.req.valid('param').id, c.get('locale')), 200))
  .openapi(routes.records, async (c) => c.json(await listRecords(db(c), c.get('user'), c.req.valid('query'), c.get('locale')), 200))
  .openapi(routes.recordDetail, async (c) => c.json(await recordDetail(db(c), c.get('user'), c.req.valid('param').id, c.get('locale')), 200))
  .openapi(routes.deductions, async (c) => c.json(await linkedRecords(db(c), c.get('user'), c.req.valid('param').id, c.get('locale')), 200))
  .openapi(routes.changeRate, async (c) => c.json((await tenantRates(db(c), c.get('tenantId'))).map(rateWire), 200))
  .openapi(routes.currencyRate, async (c) => c.json((await tenantRates(db(c), c.get('tenantId'))).map(rateWire), 200))
  .openapi(routes.accountChanges, async (c) => c.json(await listAccountChanges(db(c), c.get('user'), c.req.valid('query')), 200));

export const recordRoutes = router;
