// One way to declare a route: who may call it (public, Customer, Admin) is said where the route is declared,
// and the same declaration gives the OpenAPI document its operationId, security and error answers. Below it,
// the pieces declarations share (the `{id}` parameter, the Idempotency-Key header, a JSON body, a 409) and a
// module's family of routes (one access, one tag, one 404).
import { createRoute, z, type RouteConfig } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { requireAdmin, requireAuth } from '../auth.ts';
import { bearerSecurity, errorResponse, type AppEnv } from '../http.ts';

/** public: no session; optional: uses a session when one is presented (sign-out); customer; admin. */
export type Access = 'public' | 'optional' | 'customer' | 'admin';

/** server/auth.ts: a Customer session (an Admin one is 401 there); an Admin session (404 to anyone else). */
const GUARDS: Record<Access, MiddlewareHandler<AppEnv>[]> = {
  public: [],
  optional: [],
  customer: [requireAuth],
  admin: [requireAdmin],
};

const SECURITY: Record<Access, { Bearer?: string[] }[]> = {
  public: [],
  optional: [{}, ...bearerSecurity],
  customer: bearerSecurity,
  admin: bearerSecurity,
};

const ERRORS = {
  400: errorResponse('Invalid request: `validationErrors` name the fields'),
  401: errorResponse('No valid session of this tenant'),
  404: errorResponse('Unknown id, or one of another member or tenant'),
};

/** `get /u/parcel/{id}/history` → `getUParcelByIdHistory`: stable, unique per method and path. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      return param ? ['by', param[1]] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  return method.toLowerCase() + words.map((word) => word[0].toUpperCase() + word.slice(1)).join('');
}

type RouteInput<P extends string> = Omit<RouteConfig, 'path' | 'security' | 'middleware'> & { path: P };

/**
 * `createRoute` with the access rule: the guard runs before validation (so a visitor gets 401, not 400),
 * the document says which routes need the bearer token, and every route lists its error answers.
 */
export function defineRoute<P extends string, R extends RouteInput<P>>(access: Access, route: R) {
  return createRoute({
    ...route,
    operationId: route.operationId ?? operationIdOf(route.method, route.path),
    security: SECURITY[access],
    middleware: GUARDS[access],
    responses: {
      400: ERRORS[400],
      ...(access === 'customer' || access === 'admin' ? { 401: ERRORS[401] } : {}),
      ...(access === 'admin' ? { 404: ERRORS[404] } : {}),
      ...route.responses,
    },
  });
}

/** The `{id}` path parameter of a route on one record. */
export const IdParam = z.object({ id: z.string().min(1).max(64) });

/** The optional Idempotency-Key header of a call that moves money (./idempotency.ts). */
export const IdempotencyKeyHeader = z.object({ 'idempotency-key': z.string().max(255).optional() });

/** A required JSON request body. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });

/** An optional JSON request body (a list's filter): read it with optionalJson (./router.ts). */
export const optionalJsonBody = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } }, required: false });

/** A 409 answer naming the codes it may carry. */
export const conflict = (codes: string) => ({ 409: errorResponse(codes) });

type QuerySchema = NonNullable<NonNullable<RouteConfig['request']>['query']>;

interface JsonAnswer<S extends z.ZodType> {
  content: { 'application/json': { schema: S } };
  description: string;
}

/**
 * A module's routes of one access and tag, and the 404 of a record that is not the caller's: `route` for any
 * of them, and the two reads every module has: `list`, a GET with a query; `one`, a GET of one record by the
 * `{id}` of its path.
 */
export function routeFamily(access: Access, tags: string[], notFoundDescription: string) {
  const notFound = { 404: errorResponse(notFoundDescription) };
  return {
    notFound,
    route: <R extends Omit<RouteInput<string>, 'tags'>>(route: R) => defineRoute(access, { tags, ...route }),
    list: <P extends string, Q extends QuerySchema, S extends z.ZodType>(path: P, summary: string, query: Q, ok: JsonAnswer<S>) =>
      defineRoute(access, { tags, method: 'get', path, summary, request: { query }, responses: { 200: ok } }),
    one: <P extends string, S extends z.ZodType>(path: P, summary: string, ok: JsonAnswer<S>) =>
      defineRoute(access, { tags, method: 'get', path, summary, request: { params: IdParam }, responses: { 200: ok, ...notFound } }),
  };
}
