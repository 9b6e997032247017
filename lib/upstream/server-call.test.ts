// A render's backend calls against a real (local) HTTP backend that is slow or broken: a slow one fails
// the call at the render's deadline, a 200 that is not JSON fails as a bad gateway, never as data.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { server as msw } from '@/tests/msw/server';

let server: Server;
let slowAnswered = 0;
let slowClosedEarly = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url?.startsWith('/api/slow')) {
      const timer = setTimeout(() => {
        slowAnswered += 1;
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"late":true}');
      }, 4000);
      res.on('close', () => {
        if (!res.writableEnded) slowClosedEarly += 1;
        clearTimeout(timer);
      });
    } else if (req.url?.startsWith('/api/malformed')) {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"items":[{"id":');
    } else if (req.url?.startsWith('/api/refused')) {
      res.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Internal Server Error</h1>');
    } else {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('API_UPSTREAM_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  vi.stubEnv('UPSTREAM_RENDER_BUDGET_MS', '1000');
});

// The unit setup's msw refuses unknown requests and resets its handlers after each test.
beforeEach(() => msw.use(http.all(/^http:\/\/127\.0\.0\.1:/, () => passthrough())));

afterAll(() => {
  vi.unstubAllEnvs();
  server.close();
});

const context = { siteKey: 'default-site', locale: 'en' as const };

describe('upstreamJson', () => {
  it('answers the JSON of a healthy backend', async () => {
    const { upstreamJson } = await import('./server-call');
    await expect(upstreamJson(context, 'GET', '/api/fine')).resolves.toEqual({ ok: true });
  });

  it('gives up on a slow backend at the render budget, with a 504', async () => {
    const { upstreamJson, RENDER_BUDGET_MS } = await import('./server-call');
    expect(RENDER_BUDGET_MS).toBe(1000);
    const since = Date.now();
    await expect(upstreamJson(context, 'GET', '/api/slow')).rejects.toMatchObject({ name: 'UpstreamError', status: 504, code: 'GatewayTimeout' });
    expect(Date.now() - since).toBeLessThan(3000);
    expect(slowAnswered).toBe(0);
    // Outside a render each call has its own budget: the next one is not failed by the spent one.
    await expect(upstreamJson(context, 'GET', '/api/fine')).resolves.toEqual({ ok: true });
  });

  it('counts the budget from the request’s arrival at the site server, shared by every call of its render', async () => {
    const { upstreamJson } = await import('./server-call');
    const { runWithRequest } = await import('@/lib/ops/request-context');
    const since = Date.now();
    await runWithRequest({ requestId: 'budget-test', startedAt: since - 900 }, async () => {
      await expect(upstreamJson(context, 'GET', '/api/slow')).rejects.toMatchObject({ status: 504 });
      expect(Date.now() - since).toBeLessThan(800);
      // The budget is spent: the render's next call fails at once.
      await expect(upstreamJson(context, 'GET', '/api/fine')).rejects.toMatchObject({ status: 504 });
    });
  });

  it('keeps the deadline when the garbage collector runs while the call waits', async () => {
    // The deadline reaches the call through the Request's own signal, whose controller undici holds weakly: a
    // collection mid-call once left renders waiting for a slow backend's whole answer (the failure drills).
    setFlagsFromString('--expose-gc');
    const collect = runInNewContext('gc') as () => void;
    const { upstreamJson } = await import('./server-call');
    const closedBefore = slowClosedEarly;
    const collecting = setInterval(collect, 50);
    const since = Date.now();
    try {
      await expect(upstreamJson(context, 'GET', '/api/slow')).rejects.toMatchObject({ status: 504 });
    } finally {
      clearInterval(collecting);
    }
    expect(Date.now() - since).toBeLessThan(3000);
    // The connection itself is given up, not only the wait for it.
    await vi.waitFor(() => expect(slowClosedEarly).toBe(closedBefore + 1));
    expect(slowAnswered).toBe(0);
  });

  it('refuses a 200 whose body is not JSON as a bad gateway, and keeps a 500 a 500', async () => {
    const { upstreamJson } = await import('./server-call');
    await expect(upstreamJson(context, 'GET', '/api/malformed')).rejects.toMatchObject({ status: 502, code: 'BadGateway' });
    await expect(upstreamJson(context, 'GET', '/api/refused')).rejects.toMatchObject({ status: 500 });
  });
});
