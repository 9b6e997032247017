// GET /api/admin/outbox?to=…: the local outbox for operators (user type Admin) — the demo and the
// e2e journeys read one-time codes here. Customers and visitors get 404 (the route is not theirs).
import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { UserType } from '../../../lib/contract/enums.ts';
import { requireAuth } from '../../auth.ts';
import { ApiError } from '../../errors.ts';
import { bearerSecurity, createRouter, errorResponse, jsonContent, type AppEnv } from '../../http.ts';
import { latestOutbox } from './service.ts';

const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.get('user')?.userType !== UserType.Admin) throw new ApiError(404, 'NotFound', 'notFound');
  await next();
};

const MessageSchema = z.object({
  id: z.number(),
  channel: z.string(),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  code: z.string().nullable(),
  createdAt: z.string(),
});

const outboxRoute = createRoute({
  method: 'get',
  path: '/admin/outbox',
  tags: ['Admin'],
  summary: 'Latest outbox messages of the tenant (Admin only; demo and tests)',
  security: bearerSecurity,
  middleware: [requireAuth, requireAdmin] as const,
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

export const outboxRoutes = createRouter().openapi(outboxRoute, async (c) => {
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
});
