// The access every route declares (defineRoute) is the access it enforces, for the whole route table: the
// public routes are exactly the expected ones, and every other route refuses a visitor before anything else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_DOCUMENT } from '../openapi.ts';
import { call, createTestApp, type TestContext } from '../test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

interface Operation {
  method: string;
  path: string;
  security: unknown[];
}

function operations(): Operation[] {
  const doc = ctx.app.getOpenAPI31Document(OPENAPI_DOCUMENT);
  return Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item as Record<string, { security?: unknown[] }>).map(([method, op]) => ({ method, path, security: op.security ?? [] })),
  );
}

/** A concrete URL for a documented path: every `{param}` becomes a harmless value. */
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, '1');

describe('declared access', () => {
  it('under /api/u/ only public content, shipping, transport modes and regions need no sign-in', () => {
    const publicUser = operations().filter((op) => op.path.startsWith('/api/u/') && op.security.length === 0);
    const prefixes = new Set(publicUser.map((op) => op.path.split('/').slice(0, 4).join('/')));
    expect([...prefixes].sort()).toEqual(['/api/u/articleCategory', '/api/u/banner', '/api/u/region', '/api/u/shipping-management', '/api/u/transportMode']);
  });

  it('every route that declares a session answers a visitor 401 in the contract shape', async () => {
    const guarded = operations().filter((op) => op.security.length > 0 && !op.security.some((s) => Object.keys(s as object).length === 0));
    expect(guarded.length).toBeGreaterThan(30);
    for (const op of guarded) {
      const res = await call(ctx.app, concrete(op.path), { method: op.method.toUpperCase(), json: op.method === 'get' ? undefined : {} });
      expect(res.status, `${op.method} ${op.path}`).toBe(401);
      expect(res.data.error.code, `${op.method} ${op.path}`).toBe('Unauthorized');
    }
  });
});
