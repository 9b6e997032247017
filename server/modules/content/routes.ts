import { z } from '@hono/zod-openapi';
import { NAV_PAGE_SIZE } from '../../../lib/contract/constants.ts';
import { listOf } from '../../../lib/contract/schemas/common.ts';
import { NavigationItemSchema, StatusDefinitionSchema } from '../../../lib/contract/schemas/site.ts';
import { errorResponse, jsonContent } from '../../http.ts';
import { listNavigation, listStatusDefinitions } from './service.ts';
import { createRouter } from '../../kernel/router.ts';
import { defineRoute } from '../../kernel/route.ts';

const navigationRoute = defineRoute('public', {
  method: 'get',
  path: '/f/content-management/navigation/list',
  tags: ['Content'],
  summary: 'Navigation tree (navType Main 1 / Bottom 2)',
  request: {
    query: z.object({
      navType: z.coerce
        .number()
        .int()
        .pipe(z.union([z.literal(1), z.literal(2)])),
      maxResultCount: z.coerce.number().int().min(1).max(1000).default(NAV_PAGE_SIZE),
      skipCount: z.coerce.number().int().min(0).default(0),
    }),
  },
  responses: {
    200: jsonContent(listOf(NavigationItemSchema), 'Navigation tree'),
    400: errorResponse('Invalid query'),
  },
});

const statusRoute = defineRoute('public', {
  method: 'get',
  path: '/f/status-management/status-definition/list',
  tags: ['Content'],
  summary: 'Status definitions (type MyParcel 10 / CombinedOrder 20)',
  request: {
    query: z.object({
      type: z.coerce
        .number()
        .int()
        .pipe(z.union([z.literal(10), z.literal(20)]))
        .optional(),
    }),
  },
  responses: {
    200: jsonContent(listOf(StatusDefinitionSchema), 'Status definitions'),
    400: errorResponse('Invalid query'),
  },
});

export const contentRoutes = createRouter()
  .openapi(navigationRoute, async (c) => {
    const q = c.req.valid('query');
    const result = await listNavigation(c.get('db'), c.get('tenantId'), q.navType, c.get('locale'), q.skipCount, q.maxResultCount);
    return c.json(result, 200);
  })
  .openapi(statusRoute, async (c) => {
    const { type } = c.req.valid('query');
    return c.json(await listStatusDefinitions(c.get('db'), c.get('tenantId'), type, c.get('locale')), 200);
  });
