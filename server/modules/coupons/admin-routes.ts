// The staff's coupon and points routes (Admin sessions of the tenant only). The same operations are
// `npm run ops` commands (server/cli/coupons.ts).
import { z } from '@hono/zod-openapi';
import { REJECT_REASON_MAX } from '../../../lib/contract/money-rules.ts';
import { errorResponse, jsonContent } from '../../http.ts';
import { defineRoute } from '../../kernel/route.ts';
import { createRouter } from '../../kernel/router.ts';
import { idempotent } from '../../kernel/idempotency.ts';
import { CouponTemplateInputSchema, createTemplate, listTemplates, staffAdjustPoints, staffExpirePoints, staffGrant, updateTemplate } from './staff.ts';

const tags = ['Admin'];
const json = <T extends z.ZodType>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });
const Template = z.record(z.string(), z.unknown());
const customer = z.string().min(1).max(64).openapi({ description: 'user name, member code or id' });

const routes = {
  templates: defineRoute('admin', {
    tags,
    method: 'get',
    path: '/admin/coupon/template',
    summary: 'Coupon templates of the tenant with stock and issued',
    responses: { 200: jsonContent(z.array(Template), 'Templates') },
  }),
  create: defineRoute('admin', {
    tags,
    method: 'post',
    path: '/admin/coupon/template',
    summary: 'Create a coupon template (a campaign)',
    request: json(CouponTemplateInputSchema),
    responses: { 200: jsonContent(Template, 'Created') },
  }),
  update: defineRoute('admin', {
    tags,
    method: 'patch',
    path: '/admin/coupon/template/{id}',
    summary: 'Switch a template on or off, or change its stock',
    request: {
      params: z.object({ id: z.string().min(1).max(64) }),
      ...json(z.object({ enabled: z.boolean().optional(), stock: z.number().int().min(0).nullable().optional() })),
    },
    responses: {
      200: jsonContent(Template, 'Updated'),
      404: errorResponse('Not a template of the tenant'),
      409: errorResponse('Stock below issued'),
    },
  }),
  grant: defineRoute('admin', {
    tags,
    method: 'post',
    path: '/admin/coupon/grant',
    summary: 'Hand a coupon of a template to a member (limit and stock hold)',
    request: json(z.object({ customer, templateId: z.string().min(1).max(64) })),
    responses: {
      200: jsonContent(z.object({ id: z.string(), userName: z.string(), expiresAt: z.string() }), 'Granted'),
      409: errorResponse('OUT_OF_STOCK or LIMIT_REACHED'),
    },
  }),
  adjust: defineRoute('admin', {
    tags,
    method: 'post',
    path: '/admin/points/adjust',
    summary: 'Adjust a member’s points (± points and a note; Idempotency-Key)',
    request: {
      headers: z.object({ 'idempotency-key': z.string().max(255).optional() }),
      ...json(
        z.object({
          customer,
          points: z
            .number()
            .int()
            .refine((n) => n !== 0 && Math.abs(n) <= 10_000_000),
          note: z.string().trim().min(1).max(REJECT_REASON_MAX),
        }),
      ),
    },
    responses: {
      200: jsonContent(z.object({ id: z.string(), points: z.number(), balanceAfter: z.number() }), 'Adjusted'),
      409: errorResponse('NOT_ENOUGH_POINTS'),
    },
  }),
  expire: defineRoute('admin', {
    tags,
    method: 'post',
    path: '/admin/points/expire',
    summary: 'Expire the points past their date, for every member of the tenant',
    responses: { 200: jsonContent(z.object({ members: z.number(), expired: z.number() }), 'Expired') },
  }),
};

export const adminCouponRoutes = createRouter()
  .openapi(routes.templates, async (c) => c.json(await listTemplates(c.get('db'), c.get('tenantId')), 200))
  .openapi(routes.create, async (c) => c.json(await createTemplate(c.get('db'), c.get('tenantId'), c.req.valid('json')), 200))
  .openapi(routes.update, async (c) => c.json(await updateTemplate(c.get('db'), c.get('tenantId'), c.req.valid('param').id, c.req.valid('json')), 200))
  .openapi(routes.grant, async (c) => {
    const { customer: who, templateId } = c.req.valid('json');
    return c.json(await staffGrant(c.get('db'), c.get('tenantId'), who, templateId), 200);
  })
  .openapi(routes.adjust, (c) => {
    const input = c.req.valid('json');
    return idempotent(c, c.get('user').id, input, async () => c.json(await staffAdjustPoints(c.get('db'), c.get('tenantId'), input), 200));
  })
  .openapi(routes.expire, async (c) => c.json(await staffExpirePoints(c.get('db'), c.get('tenantId')), 200));
