import { z } from '@hono/zod-openapi';
import { ALL_ENUMS } from '../../../lib/contract/enums.ts';
import { SiteConfigurationSchema } from '../../../lib/contract/schemas/site.ts';
import { ApiError } from '../../errors.ts';
import { errorResponse, jsonContent } from '../../http.ts';
import { findSiteByDomain, siteConfiguration } from './service.ts';
import { createRouter } from '../../kernel/router.ts';
import { defineRoute } from '../../kernel/route.ts';

const configurationRoute = defineRoute('public', {
  method: 'get',
  path: '/system/application-configuration',
  tags: ['System'],
  summary: 'Site configuration of the requesting host (referer, then host)',
  responses: { 200: jsonContent(SiteConfigurationSchema, 'Site configuration') },
});

const enumsRoute = defineRoute('public', {
  method: 'post',
  path: '/system/enums',
  tags: ['System'],
  summary: 'All enumerations',
  responses: { 200: jsonContent(z.record(z.string(), z.record(z.string(), z.union([z.number(), z.string()]))), 'Enumerations') },
});

const byDomainRoute = defineRoute('public', {
  method: 'get',
  path: '/web/setting/by-domain/{domain}',
  tags: ['System'],
  summary: 'Site configuration of a domain',
  request: { params: z.object({ domain: z.string().min(1).max(253) }) },
  responses: {
    200: jsonContent(SiteConfigurationSchema, 'Site configuration'),
    404: errorResponse('Unknown domain'),
  },
});

export const systemRoutes = createRouter()
  .openapi(configurationRoute, async (c) => {
    return c.json(await siteConfiguration(c.get('db'), c.get('site'), c.get('locale')), 200);
  })
  .openapi(enumsRoute, (c) => c.json(ALL_ENUMS as unknown as Record<string, Record<string, number | string>>, 200))
  .openapi(byDomainRoute, async (c) => {
    const db = c.get('db');
    const site = await findSiteByDomain(db, c.req.valid('param').domain);
    if (!site) throw new ApiError(404, 'SiteNotFound', 'siteNotFound');
    return c.json(await siteConfiguration(db, site, c.get('locale')), 200);
  });
