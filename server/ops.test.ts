// The backend's request ids, access log, /healthz, /readyz and /metrics (server/ops.ts), and the
// standalone server's trust of X-Request-Id (server/forwarding.ts).
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { drizzle } from 'drizzle-orm/node-postgres';
import { captureLogLines } from '../lib/ops/log-capture.ts';
import { createApp } from './app.ts';
import type { Db } from './db/client.ts';
import { wrapPglite } from './db/client.ts';
import { withTrustedForwarding } from './forwarding.ts';
import { createReadiness } from './ops.ts';
import { call, createTestApp, loginDemo, type TestContext } from './test/harness.ts';

let context: TestContext;
const lines = captureLogLines();
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(async () => {
  await context.close();
});

const accessLines = () => lines.filter((line) => line.msg === 'request');

describe('request ids and the access log', () => {
  it('keeps the id the site sent, answers with it and logs one line under the route pattern', async () => {
    const token = await loginDemo(context.app);
    lines.length = 0;
    const response = await context.app.request('http://localhost/api/u/biz/parcel/P-not-mine-4711', {
      headers: { authorization: `Bearer ${token}`, 'x-request-id': 'site-req-1', 'x-forwarded-host': 'blue.localhost' },
    });
    expect(response.headers.get('x-request-id')).toBe('site-req-1');
    expect(accessLines()).toEqual([
      expect.objectContaining({
        level: 'info',
        tier: 'backend',
        requestId: 'site-req-1',
        method: 'GET',
        route: '/api/u/biz/parcel/:id',
        status: response.status,
        host: 'blue.localhost',
      }),
    ]);
    const text = JSON.stringify(lines);
    expect(text).not.toContain('4711');
    expect(text).not.toContain(token);
  });

  it('draws an id when none or a malformed one comes, and logs a route no handler took as unmatched', async () => {
    const response = await context.app.request('http://localhost/api/no/such/route', { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(response.status).toBe(404);
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(accessLines()).toEqual([expect.objectContaining({ requestId: id, route: 'unmatched', status: 404 })]);
  });

  it('never logs the password or token of a sign-in', async () => {
    const response = await call(context.app, '/api/passport-management/login', { json: { username: 'demo', password: 'demo1234', userType: 2 } });
    expect(response.status).toBe(200);
    const text = JSON.stringify(lines);
    expect(text).not.toContain('demo1234');
    expect(text).not.toContain(response.data.accessToken);
    expect(accessLines()[0]).toMatchObject({ route: '/api/passport-management/login', status: 200 });
  });

  it('the standalone server drops a client’s X-Request-Id unless a trusted proxy is in front, and a malformed one always', () => {
    const socket = { remoteAddress: '127.0.0.1' };
    const request = (id: string) => new Request('http://localhost:4000/api/x', { headers: { 'x-request-id': id } });
    expect(withTrustedForwarding(request('site-1'), socket, 0).headers.get('x-request-id')).toBeNull();
    expect(withTrustedForwarding(request('site-1'), socket, 1).headers.get('x-request-id')).toBe('site-1');
    expect(withTrustedForwarding(request('a"b'), socket, 1).headers.get('x-request-id')).toBeNull();
  });
});

describe('/healthz and /readyz', () => {
  it('/healthz answers 200, uncached, without a site or a session', async () => {
    const response = await context.app.request('http://anything.example/healthz');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('/readyz answers 200 when the database answers and every migration is applied', async () => {
    const response = await context.app.request('http://localhost/readyz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready' });
    expect(accessLines()[0]).toMatchObject({ level: 'debug', route: '/readyz' });
  });

  it('/readyz answers 503 naming the migrations on a database without them, and the database once it is closed', async () => {
    const database = wrapPglite(await PGlite.create());
    const app = createApp(database.db, { logError: () => {} });
    const empty = await app.request('http://localhost/readyz');
    expect(empty.status).toBe(503);
    expect(await empty.json()).toEqual({ status: 'unavailable', failed: ['migrations'] });
    await database.close();
    const closed = await app.request('http://localhost/readyz');
    expect(closed.status).toBe(503);
    expect(closed.headers.get('cache-control')).toBe('no-store');
    expect(await closed.json()).toEqual({ status: 'unavailable', failed: ['database'] });
  });

  it('is not ready on a closed PostgreSQL pool, nor on one whose server is gone', async () => {
    const closed = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:9/none' });
    await closed.end();
    expect(await createReadiness(drizzle({ client: closed }) as unknown as Db)()).toEqual({ ready: false, failed: ['database'] });
    const gone = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:9/none', connectionTimeoutMillis: 500 });
    try {
      expect(await createReadiness(drizzle({ client: gone }) as unknown as Db)()).toEqual({ ready: false, failed: ['database'] });
    } finally {
      await gone.end();
    }
  });

  it('gives up on a database that does not answer in time', async () => {
    const hanging = { execute: () => new Promise(() => {}) } as unknown as Db;
    expect(await createReadiness(hanging, 50)()).toEqual({ ready: false, failed: ['database'] });
  });
});

describe('/metrics', () => {
  it('counts requests under their route pattern, never a raw path, and the counts move', async () => {
    const count = async () => {
      const body = await (await context.app.request('http://localhost/metrics')).text();
      return Number(
        /^http_requests_total\{tier="backend",method="GET",route="\/api\/system\/application-configuration",status="2xx"\} (\d+)$/m.exec(body)?.[1] ?? 0,
      );
    };
    const before = await count();
    await call(context.app, '/api/system/application-configuration');
    await call(context.app, '/api/system/application-configuration');
    expect(await count()).toBe(before + 2);
    await call(context.app, '/api/u/biz/parcel/P-raw-id-0815');
    const body = await (await context.app.request('http://localhost/metrics')).text();
    expect(body).toContain('route="/api/u/biz/parcel/:id"');
    expect(body).not.toContain('P-raw-id-0815');
    expect(body).toMatch(/^http_request_duration_seconds_bucket\{.*route="\/api\/system\/application-configuration".*\} \d+$/m);
  });

  it('answers this machine only (the address the standalone server derived), or the bearer of METRICS_TOKEN', async () => {
    const from = (address: string, headers: Record<string, string> = {}) =>
      context.app.request('http://localhost/metrics', { headers: { 'x-forwarded-for': address, ...headers } });
    expect((await from('127.0.0.1')).status).toBe(200);
    const refused = await from('203.0.113.9');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ status: 'forbidden' });
    vi.stubEnv('METRICS_TOKEN', 'metrics-secret');
    try {
      expect((await from('127.0.0.1')).status).toBe(403);
      expect((await from('203.0.113.9', { authorization: 'Bearer metrics-secret' })).status).toBe(200);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
