import { createRoute, z } from '@hono/zod-openapi';
import { bearerSecurity, createRouter, errorResponse, jsonContent } from '../../http';
import { toMember } from './service';

const MemberSchema = z
  .object({
    id: z.string(),
    userName: z.string(),
    name: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
  })
  .openapi('Member');

const currentUserRoute = createRoute({
  method: 'get',
  path: '/u/user',
  tags: ['Account'],
  summary: 'The signed-in member',
  security: bearerSecurity,
  responses: { 200: jsonContent(MemberSchema, 'Member'), 401: errorResponse('Not signed in') },
});

export const accountRoutes = createRouter().openapi(currentUserRoute, (c) => c.json(toMember(c.get('user')), 200));
