// The operator routes:
//  - POST /api/passport-management/login-by-admin-password (always mounted): an operator (user type Admin)
//    signs in for the /api/admin routes (the warehouse's side of parcels, the outbox). Throttled like
//    every sign-in. The path matches the gateway's sign-in pattern (login-by-*), so a browser gets the
//    session as httpOnly cookies like any sign-in.
//  - GET /api/admin/outbox?to=…: the local outbox, mounted only when it is served over HTTP
//    (OUTBOX_OVER_HTTP=1: the e2e journeys read one-time codes here). Customers get 404.
//  - POST /api/admin/outbox/resend-now: with the outbox, ends the minute a target waits before its next
//    code, so a journey that signs in by code twice need not sleep through it.
import { z } from '@hono/zod-openapi';
import { clientAddressOf } from '../../client-address.ts';
import { errorResponse, jsonContent } from '../../http.ts';
import { createRouter } from '../../kernel/router.ts';
import { adminLogin, endResendWait, LoginResultSchema, parseTarget, throttled } from '../passport/index.ts';
import { latestOutbox } from './service.ts';
import { defineRoute } from '../../kernel/route.ts';

const AdminLoginSchema = z
  .object({
    username: z.string().max(256, { message: 'fieldTooLong' }),
    password: z.string().max(256, { message: 'fieldTooLong' }),
  })
  .openapi('AdminLoginRequest');

const adminLoginRoute = defineRoute('public', {
  method: 'post',
  path: '/passport-management/login-by-admin-password',
  tags: ['Admin'],
  summary: 'Operator (Admin) sign-in for the /api/admin routes',
  request: { body: { content: { 'application/json': { schema: AdminLoginSchema } }, required: true } },
  responses: {
    200: jsonContent(LoginResultSchema, 'Signed in'),
    400: errorResponse('Sign-in failed or invalid request'),
    429: errorResponse('Too many failed attempts (5 per operator name / 50 per client address in 15 minutes)'),
  },
});

const MessageSchema = z.object({
  id: z.number(),
  channel: z.string(),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  code: z.string().nullable(),
  createdAt: z.string(),
});

const outboxRoute = defineRoute('admin', {
  method: 'get',
  path: '/admin/outbox',
  tags: ['Admin'],
  summary: 'Latest outbox messages of the tenant (Admin only; demo and tests)',
  request: {
    query: z.object({
      to: z.string().max(256).optional(),
      limit: z.coerce.number().int().min(1).max(50).optional(),
    }),
  },
  responses: {
    200: jsonContent(z.object({ items: z.array(MessageSchema) }).openapi('OutboxList'), 'Latest first'),
    401: errorResponse('Not signed in'),
    404: errorResponse('Not an operator'),
  },
});

const resendNowRoute = defineRoute('admin', {
  method: 'post',
  path: '/admin/outbox/resend-now',
  tags: ['Admin'],
  summary: 'Ends the wait before the next code to a target (Admin only; tests, with the outbox)',
  request: {
    body: {
      content: { 'application/json': { schema: z.object({ to: z.string().min(1).max(256) }).openapi('ResendNowRequest') } },
      required: true,
    },
  },
  responses: {
    204: { description: 'The next code may be sent now' },
    401: errorResponse('Not signed in'),
    404: errorResponse('Not an operator'),
  },
});

export const adminSessionRoutes = createRouter().openapi(adminLoginRoute, async (c) => {
  const body = c.req.valid('json');
  const db = c.get('db');
  const tenantId = c.get('tenantId');
  const run = () => adminLogin(db, tenantId, body.username, body.password);
  const key = `admin:${body.username.trim().toLowerCase()}`;
  return c.json(await throttled(db, tenantId, key, clientAddressOf(c), run, { clearOnSuccess: true }), 200);
});

export const outboxRoutes = createRouter()
  .openapi(outboxRoute, async (c) => {
    const { to, limit } = c.req.valid('query');
    const tenantId = c.get('tenantId');
    const rows = await latestOutbox(c.get('db'), { to, limit: limit ?? 10 });
    const items = rows
      .filter((row) => row.tenantId === null || row.tenantId === tenantId)
      .map((row) => ({
        id: row.id,
        channel: row.channel,
        recipient: row.recipient,
        subject: row.subject,
        body: row.body,
        code: /\b(\d{6})\b/.exec(row.body)?.[1] ?? null,
        createdAt: new Date(row.createdAt).toISOString(),
      }));
    return c.json({ items }, 200);
  })
  .openapi(resendNowRoute, async (c) => {
    await endResendWait(c.get('db'), c.get('tenantId'), parseTarget({ target: c.req.valid('json').to }));
    return c.body(null, 204);
  });
