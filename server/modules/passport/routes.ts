import { createRoute, z } from '@hono/zod-openapi';
import { tokenFromHeader } from '../../auth';
import { bearerSecurity, createRouter, errorResponse, jsonContent } from '../../http';
import { login, logout } from './service';

const LoginRequestSchema = z
  .object({
    username: z.string().max(256),
    password: z.string().max(256),
    userType: z.coerce.number().int(),
    bind_link_pre_auth_code: z.string().max(512).nullable().optional(),
  })
  .openapi('LoginRequest');

const LoginResultSchema = z.object({ accessToken: z.string(), tokenType: z.string() }).openapi('LoginResult');

const loginRoute = createRoute({
  method: 'post',
  path: '/passport-management/login',
  tags: ['Passport'],
  summary: 'Customer login by user name, email or phone',
  request: { body: { content: { 'application/json': { schema: LoginRequestSchema } }, required: true } },
  responses: {
    200: jsonContent(LoginResultSchema, 'Signed in'),
    400: errorResponse('Login failed or invalid request'),
  },
});

const logoutRoute = createRoute({
  method: 'post',
  path: '/passport-management/logout',
  tags: ['Passport'],
  summary: 'Revoke the presented session',
  security: bearerSecurity,
  responses: { 200: jsonContent(z.object({}), 'Signed out (also when already signed out)') },
});

export const passportRoutes = createRouter()
  .openapi(loginRoute, async (c) => {
    const body = c.req.valid('json');
    return c.json(await login(c.get('db'), c.get('tenantId'), body), 200);
  })
  .openapi(logoutRoute, async (c) => {
    await logout(c.get('db'), c.get('tenantId'), tokenFromHeader(c.req.header('authorization')));
    return c.json({}, 200);
  });
