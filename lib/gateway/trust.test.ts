// The gateway's trust decision: forwarding headers (X-Forwarded-For/-Host/-Proto) and X-Site-Key are
// believed only on a request the site server (scripts/site-server.mjs) handed on, which carries its
// per-process secret. Anything else (a bare `next start`, a client writing these headers itself) is nobody
// trusted: the first site, no client address, the Host header for the same-origin check.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSiteKeyResolver } from '@/lib/site/site-key';
import { prepareSiteRequest } from '@/lib/site/site-server-request';
import { NOT_BEHIND_SITE_SERVER, registerSiteServerSecret, SITE_SERVER_HEADER, siteServerSecret } from '@/lib/site/site-server-trust';
import { createTestApp, type TestContext } from '@/server/test/harness';

let context: TestContext;
vi.mock('@/server/embedded', () => ({
  getEmbeddedApp: async () => ({ fetch: (request: Request) => context.app.fetch(request) }),
}));

const { handleGatewayRequest } = await import('./gateway');
const { incomingMeta } = await import('./incoming');

beforeAll(async () => {
  context = await createTestApp();
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await context.close();
});

/** Headers a client may write itself, claiming another site, address and scheme. */
const FORGED = {
  'x-forwarded-for': '6.6.6.6',
  'x-forwarded-host': 'blue.localhost',
  'x-forwarded-proto': 'https',
  'x-site-key': 'navy.localhost',
};

const gateway = (path: string, headers: Record<string, string>) =>
  handleGatewayRequest(new Request(`http://localhost:3000${path}`, { headers: { host: 'localhost:3000', 'accept-language': 'en', ...headers } }));

/** A stand-in backend that records what reaches it and answers as the test backend does. */
async function recordingUpstream() {
  const seen: Request[] = [];
  const server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: (req) => (seen.push(req.clone()), context.app.fetch(req)), port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  return { seen, server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('a request the site server did not hand on', () => {
  it('is the first site, whatever X-Site-Key and X-Forwarded-Host it carries', async () => {
    for (const extra of [{}, { 'x-site-server': 'a-guess' }] as Record<string, string>[]) {
      const answer = await gateway('/api/system/application-configuration', { ...FORGED, ...extra });
      expect(answer.status).toBe(200);
      expect((await answer.json()).site.theme).toBe('red');
    }
  });

  it('sends the backend no client address, the first site’s host and its own scheme', async () => {
    const upstream = await recordingUpstream();
    vi.stubEnv('API_UPSTREAM_URL', upstream.url);
    try {
      await gateway('/api/anything', FORGED);
      const seen = upstream.seen.find((r) => new URL(r.url).pathname === '/api/anything');
      expect(seen?.headers.get('x-forwarded-for')).toBeNull();
      expect(seen?.headers.get('x-forwarded-host')).toBe('localhost');
      expect(seen?.headers.get('x-forwarded-proto')).toBe('http');
    } finally {
      vi.unstubAllEnvs();
      upstream.server.close();
    }
  });

  it('is checked against its own Host for a write: a claimed https origin is refused', async () => {
    const json = JSON.stringify({ username: 'demo', password: 'demo1234', userType: 2 });
    const answer = await handleGatewayRequest(
      new Request('http://localhost:3000/api/passport-management/login', {
        method: 'POST',
        headers: {
          host: 'localhost:3000',
          'content-type': 'application/json',
          'x-requested-with': 'XMLHttpRequest',
          origin: 'https://blue.localhost',
          ...FORGED,
        },
        body: json,
      }),
    );
    expect(answer.status).toBe(403);
  });
});

describe('the production configuration', () => {
  it('refuses to serve in a process where no site server drew its secret (a bare `next start`)', async () => {
    expect(siteServerSecret()).toBeNull();
    const { default: config } = await import('@/next.config');
    expect(() => config(PHASE_PRODUCTION_SERVER)).toThrow(NOT_BEHIND_SITE_SERVER);
    expect(config(PHASE_PRODUCTION_BUILD).poweredByHeader).toBe(false);
    registerSiteServerSecret();
    expect(config(PHASE_PRODUCTION_SERVER).poweredByHeader).toBe(false);
  });
});

describe('the trust decision', () => {
  const request = (headers: Record<string, string>) => new Request('http://localhost:3000/api/x', { headers: { host: 'localhost:3000', ...headers } });

  it('believes the forwarding headers and X-Site-Key only with this process’s secret', () => {
    const secret = registerSiteServerSecret();
    expect(incomingMeta(request({ ...FORGED, [SITE_SERVER_HEADER]: secret }), false)).toEqual({
      host: 'blue.localhost',
      secure: true,
      origin: 'https://blue.localhost',
      address: '6.6.6.6',
      siteKey: 'navy.localhost',
      upstreamHost: 'blue.localhost',
    });
    const nobody = {
      host: 'localhost:3000',
      secure: false,
      origin: 'http://localhost:3000',
      address: null,
      siteKey: 'default-site',
      upstreamHost: 'localhost',
    };
    const guesses: Record<string, string>[] = [
      {},
      { [SITE_SERVER_HEADER]: 'a-guess' },
      { [SITE_SERVER_HEADER]: `${secret}x` },
      { [SITE_SERVER_HEADER]: secret.slice(1) },
    ];
    for (const forged of guesses) {
      expect(incomingMeta(request({ ...FORGED, ...forged }), false)).toEqual(nobody);
    }
  });

  it('under `next dev` (no site server) routes on the Host header, as the dev rewrites do, never on X-Site-Key', () => {
    const meta = incomingMeta(request({ host: 'blue.localhost:3000', 'x-site-key': 'navy.localhost', 'x-forwarded-for': '203.0.113.9' }), true);
    expect(meta).toMatchObject({ siteKey: 'blue.localhost', upstreamHost: 'blue.localhost:3000', address: '203.0.113.9' });
  });

  it('refuses a Host that is not a host name, trusted or not', () => {
    expect(incomingMeta(request({ host: 'x//evil/' }), false)).toBeNull();
  });
});

/** The gateway behind a real socket, with the site server's preparation of each request or without it (a bare `next start`). */
async function siteOnSocket(prepared: boolean) {
  const secret = registerSiteServerSecret();
  const siteKeyOf = createSiteKeyResolver({
    siteIdOf: async (host) =>
      (
        await (
          await context.app.request('http://upstream.invalid/api/system/application-configuration', {
            headers: { 'x-forwarded-host': host },
          })
        ).json()
      ).id,
  });
  const server = http.createServer(async (req, res) => {
    if (prepared) await prepareSiteRequest(req, { secret, trustedHops: 0, siteKeyOf });
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (value !== undefined) headers.set(name, [value].flat().join(', '));
    const answer = await handleGatewayRequest(new Request(`http://${req.headers.host}${req.url}`, { method: req.method, headers }));
    res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' });
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const get = (path: string, host: string, headers: Record<string, string>) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path, headers: { host: `${host}:${port}`, ...headers } }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
  return { get, port, close: () => server.close() };
}

describe('through a socket', () => {
  it('the site server’s values are believed and a client’s are not, secret included', async () => {
    const upstream = await recordingUpstream();
    vi.stubEnv('API_UPSTREAM_URL', upstream.url);
    const site = await siteOnSocket(true);
    try {
      const forged = { ...FORGED, [SITE_SERVER_HEADER]: 'a-guess' };
      expect(JSON.parse((await site.get('/api/system/application-configuration', 'localhost', forged)).body).site.theme).toBe('red');
      expect(JSON.parse((await site.get('/api/system/application-configuration', 'blue.localhost', forged)).body).site.theme).toBe('blue');
      await site.get('/api/site-server-probe', 'blue.localhost', forged);
      const seen = upstream.seen.find((r) => new URL(r.url).pathname === '/api/site-server-probe');
      expect(seen?.headers.get('x-forwarded-for')).toBe('127.0.0.1');
      expect(seen?.headers.get('x-forwarded-host')).toBe(`blue.localhost:${site.port}`);
      expect(seen?.headers.get('x-forwarded-proto')).toBe('http');
      expect(seen?.headers.get(SITE_SERVER_HEADER)).toBeNull();
    } finally {
      site.close();
      vi.unstubAllEnvs();
      upstream.server.close();
    }
  });

  it('without the site server (a bare `next start` passes the client’s headers on), nobody is trusted', async () => {
    const upstream = await recordingUpstream();
    vi.stubEnv('API_UPSTREAM_URL', upstream.url);
    const site = await siteOnSocket(false);
    try {
      expect(JSON.parse((await site.get('/api/system/application-configuration', 'blue.localhost', FORGED)).body).site.theme).toBe('red');
      await site.get('/api/bare-probe', 'blue.localhost', FORGED);
      const seen = upstream.seen.find((r) => new URL(r.url).pathname === '/api/bare-probe');
      expect(seen?.headers.get('x-forwarded-for')).toBeNull();
      expect(seen?.headers.get('x-forwarded-host')).toBe('localhost');
    } finally {
      site.close();
      vi.unstubAllEnvs();
      upstream.server.close();
    }
  });
});
