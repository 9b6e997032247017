// The staff's money routes (Admin sessions of the tenant only): review bank and Taobao top-ups (with the
// proof images the customer sent), adjust a wallet, raise a document to pay. The same operations are
// `npm run ops` commands.
import { z } from '@hono/zod-openapi';
import { ADJUSTMENT_REASONS, REJECT_REASON_MAX } from '../../../lib/contract/money-rules.ts';
import { errorResponse, jsonContent } from '../../http.ts';
import { defineRoute, IdempotencyKeyHeader, IdParam } from '../../kernel/route.ts';
import { createRouter } from '../../kernel/router.ts';
import { idempotent } from '../../kernel/idempotency.ts';
import { readStaffProof } from './proofs.ts';
import { staffAdjust, staffApprove, staffReject, staffRequestPayment, staffTopupList } from './staff.ts';

const tags = ['Admin'];
const json = <T extends z.ZodType>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });
const conflict = { 409: errorResponse('Not in review (already settled, rejected or never sent)') };
const Outcome = z.object({ outcome: z.string(), creditAmount: z.number().optional() });
const image = { schema: { type: 'string' as const, format: 'binary' } };

const routes = {
  list: defineRoute('admin', {
    tags,
    method: 'post',
    path: '/admin/topup/list',
    summary: 'Top-ups of the tenant in one status (default PendingAudit 4), each with links to its proof images (`proofs[].url`)',
    request: { body: { content: { 'application/json': { schema: z.object({ status: z.number().int().optional() }) } }, required: false } },
    responses: { 200: jsonContent(z.array(z.record(z.string(), z.unknown())), 'Top-ups') },
  }),
  proof: defineRoute('admin', {
    tags,
    method: 'get',
    path: '/admin/topup/{id}/proof/{proofId}',
    summary: 'One proof image a customer sent with a bank or Taobao top-up of the tenant (not cached)',
    request: { params: IdParam.extend({ proofId: z.string().min(1).max(64) }) },
    responses: {
      200: { description: 'The image (Cache-Control: no-store)', content: { 'image/png': image, 'image/jpeg': image, 'image/gif': image } },
    },
  }),
  approve: defineRoute('admin', {
    tags,
    method: 'post',
    path: '/admin/topup/{id}/approve',
    summary: 'Approve a top-up in review, crediting the amount received (default: as asked)',
    request: { params: IdParam, ...json(z.object({ amount: z.number().positive().max(99_999_999.99).optional() })) },
    responses: { 200: jsonContent(Outcome, 'Credited (or already credited)'), ...conflict },
  }),
  reject: defineRoute('admin', {
    tags,
    method: 'post',
    path: '/admin/topup/{id}/reject',
    summary: 'Send a top-up in review back with a reason (the customer may send new proof)',
    request: { params: IdParam, ...json(z.object({ reason: z.string().trim().min(1).max(REJECT_REASON_MAX) })) },
    responses: { 200: jsonContent(Outcome, 'Rejected'), ...conflict },
  }),
  adjust: defineRoute('admin', {
    tags,
    method: 'post',
    path: '/admin/wallet/adjust',
    summary: 'Adjust a customer’s wallet (± amount, reason code and text; Idempotency-Key)',
    request: {
      headers: IdempotencyKeyHeader,
      ...json(
        z.object({
          customer: z.string().min(1).max(64).openapi({ description: 'user name, member code or id' }),
          amount: z.number().refine((n) => n !== 0 && Math.abs(n) <= 99_999_999.99),
          reasonCode: z.enum(ADJUSTMENT_REASONS),
          reason: z.string().trim().min(1).max(REJECT_REASON_MAX),
        }),
      ),
    },
    responses: {
      200: jsonContent(z.object({ id: z.string(), amount: z.number() }), 'Adjusted'),
      402: errorResponse('INSUFFICIENT_BALANCE'),
    },
  }),
  request: defineRoute('admin', {
    tags,
    method: 'post',
    path: '/admin/payment/request',
    summary: 'Raise a document for a customer to pay from the wallet (the unpaid list)',
    request: json(
      z.object({
        customer: z.string().min(1).max(64),
        amount: z.number().positive().max(99_999_999.99),
        refType: z.string().min(1).max(32),
        refId: z.string().min(1).max(64),
        titleZh: z.string().min(1).max(100),
        titleEn: z.string().min(1).max(100),
      }),
    ),
    responses: { 200: jsonContent(z.object({ id: z.string(), status: z.number(), amount: z.number() }), 'Unpaid document') },
  }),
};

export const adminFundsRoutes = createRouter()
  .openapi(routes.list, async (c) => {
    const body = c.req.header('content-type') ? (c.req.valid('json') ?? {}) : {};
    return c.json(await staffTopupList(c.get('db'), c.get('tenantId'), body.status), 200);
  })
  .openapi(routes.proof, async (c) => {
    const { id, proofId } = c.req.valid('param');
    const { bytes, contentType } = await readStaffProof(c.get('db'), c.get('tenantId'), id, proofId);
    return c.body(new Uint8Array(bytes), 200, {
      'content-type': contentType,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
  })
  .openapi(routes.approve, async (c) =>
    c.json(await staffApprove(c.get('db'), c.get('tenantId'), c.req.valid('param').id, c.get('user').id, c.req.valid('json').amount), 200),
  )
  .openapi(routes.reject, async (c) =>
    c.json(await staffReject(c.get('db'), c.get('tenantId'), c.req.valid('param').id, c.get('user').id, c.req.valid('json').reason), 200),
  )
  .openapi(routes.adjust, (c) => {
    const input = c.req.valid('json');
    return idempotent(c, c.get('user').id, input, async () =>
      c.json(await staffAdjust(c.get('db'), c.get('tenantId'), { ...input, operatorId: c.get('user').id }), 200),
    );
  })
  .openapi(routes.request, async (c) => c.json(await staffRequestPayment(c.get('db'), c.get('tenantId'), c.req.valid('json')), 200));
