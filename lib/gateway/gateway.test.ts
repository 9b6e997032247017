import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FALLBACK_SITE_KEY, SITE_KEY_HEADER } from '@/lib/site/site-key';
import { registerSiteServerSecret, SITE_SERVER_HEADER } from '@/lib/site/site-server-trust';
import { createTestApp, type TestContext } from '@/server/test/harness';

// The in-process path of the seam mounts server/embedded: hand it the test database.
let context: TestContext;
vi.mock('@/server/embedded', () => ({
  getEmbeddedApp: async () => ({ fetch: (request: Request) => context.app.fetch(request) }),
}));

const { handleGatewayRequest } = await import('./gateway');

beforeAll(async () => {
  context = await createTestApp();
});
afterAll(async () => {
  await context.close();
});

const XHR = { 'x-requested-with': 'XMLHttpRequest' };

/** A request as the site server hands it on: stamped with its secret (lib/gateway/trust.test.ts tests the rest). */
function request(path: string, init: { method?: string; host?: string; headers?: Record<string, string>; json?: unknown } = {}) {
  const host = init.host ?? 'localhost:3000';
  const headers: Record<string, string> = {
    host,
    'accept-language': 'en',
    [SITE_SERVER_HEADER]: registerSiteServerSecret(),
    ...init.headers,
  };
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  return handleGatewayRequest(
    new Request(`http://${host}${path}`, {
      method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
      headers,
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    }),
  );
}

function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function signIn(host = 'localhost:3000', extra: Record<string, string> = {}) {
  return request('/api/passport-management/login', {
    host,
    headers: { ...XHR, origin: `http://${host}`, ...extra },
    json: { username: 'demo', password: 'demo1234', userType: 2 },
  });
}

function describeGateway(mode: string) {
  describe(`gateway (${mode})`, () => {
    it('passes public reads through with the host of the request', async () => {
      const blue = await request('/api/system/application-configuration', { host: 'blue.localhost:3000' });
      expect(blue.status).toBe(200);
      expect((await blue.json()).site.theme).toBe('blue');
    });

    it('refuses a state-changing call without X-Requested-With or from another origin', async () => {
      const json = { username: 'demo', password: 'demo1234', userType: 2 };
      const noHeader = await request('/api/passport-management/login', { headers: { origin: 'http://localhost:3000' }, json });
      expect(noHeader.status).toBe(403);
      expect((await noHeader.json()).error.message).toMatch(/refused/);
      const foreign = await request('/api/passport-management/login', { headers: { ...XHR, origin: 'http://evil.example' }, json });
      expect(foreign.status).toBe(403);
      const noOrigin = await request('/api/passport-management/login', { headers: XHR, json });
      expect(noOrigin.status).toBe(403);
    });

    it('keeps the token out of the login answer and in httpOnly cookies', async () => {
      const response = await signIn();
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body).toEqual({ tokenType: 'Bearer', signedIn: true });
      const cookies = response.headers.getSetCookie();
      const token = cookies.find((c) => c.startsWith('token='));
      expect(token).toMatch(/HttpOnly/);
      expect(token).toMatch(/SameSite=Lax/);
      expect(token).not.toMatch(/Secure/);
      expect(cookies.find((c) => c.startsWith('tokenType='))).toMatch(/HttpOnly/);
      expect(cookies.find((c) => c.startsWith('signed_in='))).not.toMatch(/HttpOnly/);
    });

    it('marks cookies Secure over HTTPS', async () => {
      const response = await signIn('localhost:3000', { 'x-forwarded-proto': 'https' });
      expect(response.headers.getSetCookie().every((c) => c.includes('Secure'))).toBe(true);
    });

    it('turns the session cookie into Authorization and ignores a tenant header from the browser', async () => {
      const cookies = cookieHeader(await signIn());
      const blueTenant = (await (await request('/api/system/application-configuration', { host: 'blue.localhost' })).json()).currentTenant.id as string;
      const me = await request('/api/u/user', { headers: { cookie: cookies, __tenant: blueTenant } });
      expect(me.status).toBe(200);
      expect((await me.json()).userName).toBe('demo');
    });

    it('keeps a known host on its own tenant when the site server gave it the first site’s key (its look-up timed out)', async () => {
      const cookies = cookieHeader(await signIn('blue.localhost:3000'));
      const me = await request('/api/u/user', { host: 'blue.localhost:3000', headers: { cookie: cookies, [SITE_KEY_HEADER]: FALLBACK_SITE_KEY } });
      expect(me.status).toBe(200);
      expect((await me.json()).userName).toBe('demo');
    });

    it('refuses a session on another host and clears the cookies there', async () => {
      const cookies = cookieHeader(await signIn());
      const other = await request('/api/u/user', { host: 'blue.localhost:3000', headers: { cookie: cookies } });
      expect(other.status).toBe(401);
      expect(other.headers.getSetCookie().some((c) => c.startsWith('token=;') && c.includes('Max-Age=0'))).toBe(true);
    });

    it('revokes the session at logout', async () => {
      const cookies = cookieHeader(await signIn());
      const out = await request('/api/passport-management/logout', {
        method: 'POST',
        headers: { ...XHR, origin: 'http://localhost:3000', cookie: cookies },
      });
      expect(out.status).toBe(200);
      expect(out.headers.getSetCookie().filter((c) => c.includes('Max-Age=0'))).toHaveLength(3);
      const after = await request('/api/u/user', { headers: { cookie: cookies } });
      expect(after.status).toBe(401);
    });

    it('hands the backend the request id the site server gave the request (the backend answers with the id it got)', async () => {
      const response = await request('/api/system/application-configuration', { headers: { 'x-request-id': 'site-req-77' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-request-id')).toBe('site-req-77');
    });

    it('believes no request id without the site server’s stamp', async () => {
      const response = await handleGatewayRequest(
        new Request('http://localhost:3000/api/system/application-configuration', { headers: { host: 'localhost:3000', 'x-request-id': 'forged-id' } }),
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    });
  });
}

describeGateway('embedded backend');

describe('with API_UPSTREAM_URL', () => {
  let server: ServerType;
  beforeAll(async () => {
    server = await new Promise<ServerType>((resolve) => {
      const started = serve({ fetch: (req) => context.app.fetch(req), port: 0, hostname: '127.0.0.1' }, () => resolve(started));
    });
    vi.stubEnv('API_UPSTREAM_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    server.close();
  });
  describeGateway('external upstream');

  it('answers 502 in the contract shape when the upstream is down', async () => {
    vi.stubEnv('API_UPSTREAM_URL', 'http://127.0.0.1:9');
    const response = await request('/api/u/user');
    expect(response.status).toBe(502);
    expect((await response.json()).error.message).toMatch(/unavailable/);
    vi.stubEnv('API_UPSTREAM_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  });
});

/** A stand-in server: records what reaches it and answers with `answer`. */
async function fakeServer(answer: (request: Request) => Response) {
  const seen: Request[] = [];
  const server = await new Promise<ServerType>((resolve) => {
    const started = serve(
      {
        fetch: (req) => {
          seen.push(req);
          return answer(req);
        },
        port: 0,
        hostname: '127.0.0.1',
      },
      () => resolve(started),
    );
  });
  return { server, seen, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('hardening', () => {
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  it('never fetches another address than API_UPSTREAM_URL, whatever host or path is sent', async () => {
    const secret = await fakeServer(() => new Response('the secret'));
    const upstream = await fakeServer(() => Response.json({ ok: true }));
    vi.stubEnv('API_UPSTREAM_URL', upstream.url);
    try {
      const secretHost = secret.url.replace('http://', '');
      const viaHost = await request('/api/system/application-configuration', {
        headers: { 'x-forwarded-host': `x//${secretHost}/secret.txt#` },
      });
      expect(await viaHost.text()).not.toContain('the secret');
      const viaPath = await handleGatewayRequest(new Request(`http://localhost:3000//${secretHost}/secret.txt`));
      expect(await viaPath.text()).not.toContain('the secret');
      expect(secret.seen).toHaveLength(0);
      expect(upstream.seen.every((r) => new URL(r.url).pathname.startsWith('/api/'))).toBe(true);
    } finally {
      vi.unstubAllEnvs();
      secret.server.close();
      upstream.server.close();
    }
  });

  it('joins API_UPSTREAM_URL and the path as text, keeping the base path', async () => {
    const { upstreamUrl } = await import('@/lib/upstream/seam');
    const url = (path: string) => upstreamUrl('http://10.0.0.5:4100/base/', new Request(`http://upstream.invalid${path}`)).href;
    expect(url('/api/x?y=1')).toBe('http://10.0.0.5:4100/base/api/x?y=1');
    expect(url('//127.0.0.1:3399/secret.txt')).toBe('http://10.0.0.5:4100/base//127.0.0.1:3399/secret.txt');
  });

  it.each(['/api/passport-management/%6Cogin', '/api/%70assport-management/login', '/api/passport-management//login'])(
    'refuses the non-canonical path %s before the backend sees it',
    async (path) => {
      const response = await request(path, {
        headers: { ...XHR, origin: 'http://localhost:3000' },
        json: { username: 'demo', password: 'demo1234', userType: 2 },
      });
      expect(response.status).toBe(400);
      const text = await response.text();
      expect(text).not.toContain('accessToken');
      expect(JSON.parse(text).error).toMatchObject({ code: 'BadRequest', details: null, validationErrors: null });
      expect(response.headers.getSetCookie()).toHaveLength(0);
    },
  );

  it('takes the token out of every JSON answer, whatever its path, and sets the session cookie', async () => {
    const upstream = await fakeServer(() => Response.json({ accessToken: 'secret-token', tokenType: 'Bearer', nested: [{ accessToken: 'x', keep: 1 }] }));
    vi.stubEnv('API_UPSTREAM_URL', upstream.url);
    try {
      const response = await request('/api/some/other-spelling', {
        headers: { ...XHR, origin: 'http://localhost:3000' },
        json: {},
      });
      const text = await response.text();
      expect(text).not.toContain('secret-token');
      expect(JSON.parse(text)).toEqual({ tokenType: 'Bearer', nested: [{ keep: 1 }], signedIn: true });
      expect(response.headers.getSetCookie().find((c) => c.startsWith('token='))).toMatch(/^token=secret-token;.*HttpOnly/);
    } finally {
      vi.unstubAllEnvs();
      upstream.server.close();
    }
  });

  it('sends the backend one client address, the one the nearest hop wrote', async () => {
    const upstream = await fakeServer(() => Response.json({}));
    vi.stubEnv('API_UPSTREAM_URL', upstream.url);
    try {
      await request('/api/anything', { headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' } });
      const seen = upstream.seen.find((r) => new URL(r.url).pathname === '/api/anything');
      expect(seen?.headers.get('x-forwarded-for')).toBe('203.0.113.7');
    } finally {
      vi.unstubAllEnvs();
      upstream.server.close();
    }
  });

  it('answers 413 to a body over 1 MB, by Content-Length and while counting a chunked body', async () => {
    const big = 'x'.repeat(1024 * 1024 + 1);
    const declared = await request('/api/passport-management/login', {
      headers: { ...XHR, origin: 'http://localhost:3000', 'accept-language': 'en', 'content-length': String(big.length) },
      json: big,
    });
    expect(declared.status).toBe(413);
    expect((await declared.json()).error).toEqual({
      code: 'PayloadTooLarge',
      message: 'The request is too large.',
      details: null,
      validationErrors: null,
    });

    const chunk = new Uint8Array(256 * 1024);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 8) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const chunked = await handleGatewayRequest(
      new Request('http://localhost:3000/api/passport-management/login', {
        method: 'POST',
        headers: {
          ...XHR,
          host: 'localhost:3000',
          origin: 'http://localhost:3000',
          'accept-language': 'zh-Hans',
          'content-type': 'application/json',
        },
        body: stream,
        duplex: 'half',
      } as RequestInit),
    );
    expect(chunked.status).toBe(413);
    expect((await chunked.json()).error.message).toBe('请求内容过大。');
    expect(sent).toBeLessThan(8);
  });

  it('refuses a write whose Origin differs in scheme or port', async () => {
    const json = { username: 'demo', password: 'demo1234', userType: 2 };
    const https = await request('/api/passport-management/login', { headers: { ...XHR, origin: 'https://localhost:3000' }, json });
    expect(https.status).toBe(403);
    const port = await request('/api/passport-management/login', { headers: { ...XHR, origin: 'http://localhost:3001' }, json });
    expect(port.status).toBe(403);
    const same = await request('/api/passport-management/login', {
      headers: { ...XHR, origin: 'https://localhost:3000', 'x-forwarded-proto': 'https' },
      json,
    });
    expect(same.status).toBe(200);
  });
});

describe('payment provider paths', () => {
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  it('lets notices and sandbox form posts through without the CSRF check or the session, and passes non-JSON answers unchanged', async () => {
    const upstream = await fakeServer((req) => {
      const path = new URL(req.url).pathname;
      if (path === '/api/payment/notify/alipay') return new Response('success', { headers: { 'content-type': 'text/plain; charset=utf-8' } });
      if (path === '/api/payment/notify/wechat') return Response.json({ code: 'FAIL', message: 'bad signature' }, { status: 401 });
      if (req.method === 'POST')
        return new Response(null, { status: 303, headers: { location: 'http://localhost:3000/en/details/topup?id=TOPUP1&from=return' } });
      return new Response('<!doctype html><html lang="en"><h1>Sandbox</h1></html>', {
        headers: { 'content-type': 'text/html; charset=utf-8' },
      });
    });
    vi.stubEnv('API_UPSTREAM_URL', upstream.url);
    const session = 'token=secret-session; tokenType=Bearer';
    try {
      const form = {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: session,
        'wechatpay-signature': 'sig',
        'paypal-transmission-id': 'tid',
      };
      const notice = await handleGatewayRequest(
        new Request('http://localhost:3000/api/payment/notify/alipay', {
          method: 'POST',
          headers: { host: 'localhost:3000', ...form },
          body: 'trade_status=TRADE_SUCCESS',
        }),
      );
      expect(notice.status).toBe(200);
      expect(await notice.text()).toBe('success');
      const seen = upstream.seen.find((r) => new URL(r.url).pathname === '/api/payment/notify/alipay');
      expect(seen?.headers.get('authorization')).toBeNull();
      expect(seen?.headers.get('wechatpay-signature')).toBe('sig');
      expect(seen?.headers.get('paypal-transmission-id')).toBe('tid');

      const refused = await handleGatewayRequest(
        new Request('http://localhost:3000/api/payment/notify/wechat', {
          method: 'POST',
          headers: { host: 'localhost:3000', cookie: session },
          body: '{}',
        }),
      );
      expect(refused.status).toBe(401);
      expect(refused.headers.getSetCookie()).toHaveLength(0);

      const pressed = await handleGatewayRequest(
        new Request('http://localhost:3000/api/sandbox/checkout/ORDER1', {
          method: 'POST',
          headers: { host: 'localhost:3000', ...form },
          body: 'action=pay',
        }),
      );
      expect(pressed.status).toBe(303);
      expect(pressed.headers.get('location')).toBe('http://localhost:3000/en/details/topup?id=TOPUP1&from=return');

      const page = await request('/api/sandbox/checkout/ORDER1', { headers: { cookie: session } });
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      expect(await page.text()).toContain('<h1>Sandbox</h1>');
      expect(upstream.seen.every((r) => r.headers.get('authorization') === null)).toBe(true);

      // Every other path still needs the same-origin header.
      const other = await handleGatewayRequest(
        new Request('http://localhost:3000/api/payment/other', { method: 'POST', headers: { host: 'localhost:3000', ...form }, body: '' }),
      );
      expect(other.status).toBe(403);
    } finally {
      vi.unstubAllEnvs();
      upstream.server.close();
    }
  });
});
