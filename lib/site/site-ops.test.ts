// @vitest-environment node
// The site server's request ids, health endpoints and metrics, over a real HTTP server wired as
// scripts/site-server.mjs wires it (static files, page cache and Next replaced by a plain answer).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { http as mock, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server as msw } from '../../tests/msw/server';
import { captureLogLines } from '../ops/log-capture';
import { currentRequestId, runWithRequest } from '../ops/request-context';
import { createSiteOps } from './site-ops';
import { createRouteLabels } from './site-routes';

const backend: { ready: boolean | 'throws' } = { ready: true };
const lines = captureLogLines();
/** The request id the "page" saw in its context and in its headers. */
let seen: { context?: string; header?: string } = {};

function siteServer(trustedHops: number, metricsToken?: string) {
  const ops = createSiteOps({
    trustedHops,
    metricsToken,
    backendReady: async () => {
      if (backend.ready === 'throws') throw new Error('connect ECONNREFUSED 127.0.0.1:4000');
      return backend.ready;
    },
    routeOf: createRouteLabels(['/', '/article/[id]']),
  });
  return http.createServer((req, res) => {
    const request = ops.begin(req, res);
    runWithRequest(request, async () => {
      if (ops.serve(req, res, request)) return;
      seen = { context: currentRequestId(), header: req.headers['x-request-id'] as string };
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('page');
    });
  });
}

const servers: http.Server[] = [];
async function start(trustedHops: number, metricsToken?: string): Promise<string> {
  const server = siteServer(trustedHops, metricsToken);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let direct: string;
let proxied: string;
beforeAll(async () => {
  direct = await start(0);
  proxied = await start(1);
});
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));
beforeEach(() => {
  // The unit project's msw refuses unmocked requests: these go to the real servers above.
  msw.use(mock.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));
  backend.ready = true;
});

/** The access log line of a request, once its answer has ended. */
async function accessLine(requestId: string) {
  for (let i = 0; i < 50; i += 1) {
    const line = lines.find((candidate) => candidate.msg === 'request' && candidate.requestId === requestId);
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no log line for ${requestId}`);
}

describe('request ids on the site server', () => {
  it('draws one when no proxy is trusted, whatever the client sends, and hands it to the page and the answer', async () => {
    const response = await fetch(`${direct}/article/4711?x=1`, { headers: { 'x-request-id': 'client-chosen' } });
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen).toEqual({ context: id, header: id });
    expect(await accessLine(id!)).toMatchObject({ level: 'info', tier: 'site', method: 'GET', route: '/article/[id]', status: 200 });
    expect(JSON.stringify(lines)).not.toContain('4711');
  });

  it('keeps a trusted proxy’s sane id, and replaces an insane one', async () => {
    const kept = await fetch(`${proxied}/`, { headers: { 'x-request-id': 'edge-42.abc' } });
    expect(kept.headers.get('x-request-id')).toBe('edge-42.abc');
    expect(seen.context).toBe('edge-42.abc');
    expect(await accessLine('edge-42.abc')).toMatchObject({ route: '/', status: 200 });
    const replaced = await fetch(`${proxied}/`, { headers: { 'x-request-id': 'x'.repeat(200) } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('/healthz and /readyz on the site server', () => {
  it('/healthz answers 200, uncached, without asking the backend', async () => {
    backend.ready = false;
    const response = await fetch(`${direct}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('/readyz answers 200 while the backend is ready and 503 with a small body when not', async () => {
    const ready = await fetch(`${direct}/readyz`);
    expect([ready.status, await ready.json()]).toEqual([200, { status: 'ready' }]);
    backend.ready = false;
    const down = await fetch(`${direct}/readyz`);
    expect(down.status).toBe(503);
    expect(down.headers.get('cache-control')).toBe('no-store');
    expect(await down.json()).toEqual({ status: 'unavailable', failed: ['backend'] });
    backend.ready = 'throws';
    const unreachable = await fetch(`${direct}/readyz`);
    expect([unreachable.status, await unreachable.json()]).toEqual([503, { status: 'unavailable', failed: ['backend'] }]);
    expect(lines.some((line) => line.level === 'warn' && line.msg === 'readiness: the backend check failed')).toBe(true);
  });

  it('answers other methods with 405, and logs probes at debug level only', async () => {
    const posted = await fetch(`${direct}/healthz`, { method: 'POST' });
    expect(posted.status).toBe(405);
    expect(posted.headers.get('allow')).toBe('GET, HEAD');
    const probe = await fetch(`${direct}/healthz`);
    expect((await accessLine(probe.headers.get('x-request-id')!)).level).toBe('debug');
  });
});

describe('/metrics on the site server', () => {
  it('counts requests under their route pattern and shows them to this machine', async () => {
    await fetch(`${direct}/article/1`);
    await fetch(`${direct}/article/2`);
    const response = await fetch(`${direct}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const body = await response.text();
    expect(body).toMatch(/^http_requests_total\{tier="site",method="GET",route="\/article\/\[id\]",status="2xx"\} \d+$/m);
    expect(body).not.toMatch(/route="\/article\/[12]"/);
    const again = await (await fetch(`${direct}/metrics`)).text();
    const count = (text: string) => Number(/route="\/article\/\[id\]",status="2xx"\} (\d+)/.exec(text)?.[1]);
    await fetch(`${direct}/article/3`);
    expect(count(await (await fetch(`${direct}/metrics`)).text())).toBe(count(again) + 1);
  });

  it('refuses a client a trusted proxy says is elsewhere, even over a loopback socket', async () => {
    const response = await fetch(`${proxied}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ status: 'forbidden' });
    expect((await fetch(`${proxied}/metrics`, { headers: { 'x-forwarded-for': '127.0.0.1' } })).status).toBe(200);
  });

  it('with METRICS_TOKEN, answers the bearer of the token only', async () => {
    const guarded = await start(0, 'metrics-secret');
    expect((await fetch(`${guarded}/metrics`)).status).toBe(403);
    expect((await fetch(`${guarded}/metrics`, { headers: { authorization: 'Bearer nope' } })).status).toBe(403);
    expect((await fetch(`${guarded}/metrics`, { headers: { authorization: 'Bearer metrics-secret' } })).status).toBe(200);
  });
});
