// The edge of the site (scripts/site-server.mjs, the gateway, next.config headers): security headers on
// every page, no CSP violation in a real browser, client-sent forwarding headers ignored (a client cannot
// pose as the site server, and a bare `next start` refuses to serve), unknown hosts served as the first
// site, non-canonical API paths and cross-scheme writes refused.
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { BASE_A, DEMO } from '../fixtures/e2e';
import { signInWithForm } from '../fixtures/forms';
import { waitForHydration } from '../fixtures/hydration';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A request with headers fetch() would not send as given (Host), straight to instance A. */
function raw(path: string, headers: Record<string, string>, method = 'GET', body?: string): Promise<RawAnswer> {
  const base = new URL(BASE_A);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname: base.hostname, port: base.port, path, method, headers, timeout: 30_000 }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const themeOf = (html: string) => /<html[^>]*data-theme="([^"]+)"/.exec(html)?.[1];

function expectSecurityHeaders(headers: Record<string, string | string[] | undefined>, what: string) {
  const csp = String(headers['content-security-policy'] ?? '');
  for (const directive of ["frame-ancestors 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"]) {
    expect(csp, `${what}: CSP has ${directive}`).toContain(directive);
  }
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['x-frame-options'], what).toBe('SAMEORIGIN');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
}

test('every kind of answer carries the security headers', async () => {
  const host = new URL(BASE_A).host;
  for (const path of ['/', '/en', '/login', '/help/help-center', '/no-such-page', '/api/system/application-configuration', '/demo/logo-red.svg']) {
    const answer = await raw(path, { host });
    expectSecurityHeaders(answer.headers, path);
  }
});

async function collectViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

/** Loaded (scripts, styles, images, fonts) and hydrated: whatever the policy would block has been tried. */
async function pageSettled(page: Page) {
  await page.waitForLoadState('load');
  await waitForHydration(page);
}

test('pages work under the policy: no CSP violation while browsing and signing in', async ({ page }) => {
  const violations = await collectViolations(page);
  for (const path of ['/', '/en', '/help/help-center', '/shipping-fee']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await pageSettled(page);
  }
  await page.goto('/login');
  await signInWithForm(page, 'zh-Hans');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 20_000 });
  await pageSettled(page);
  expect(violations).toEqual([]);
});

test('a page cannot be framed by another origin', async ({ page }) => {
  const answer = await raw('/', { host: new URL(BASE_A).host });
  expect(String(answer.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
  // A frame from another origin (a data: document is opaque) stays empty.
  // setContent returns at the document's load event, which waits for its frame to load or be refused.
  await page.setContent(`<iframe id="f" src="${BASE_A}/"></iframe>`, { waitUntil: 'load' });
  const frame = page.frames().find((f) => f.url().startsWith(BASE_A));
  const loaded = frame ? await frame.evaluate(() => document.body?.innerText.length ?? 0).catch(() => 0) : 0;
  expect(loaded).toBe(0);
});

test('a random Host is served as the first site, from the first site’s cache entry', async () => {
  const port = new URL(BASE_A).port;
  const first = await raw('/', { host: `localhost:${port}` });
  expect(first.status).toBe(200);
  expect(themeOf(first.body)).toBe('red');
  for (let i = 0; i < 3; i += 1) {
    const random = await raw('/', { host: `r${Date.now().toString(36)}${i}.example:${port}` });
    expect(random.status).toBe(200);
    expect(themeOf(random.body)).toBe('red');
    if (first.headers['x-nextjs-cache']) expect(random.headers['x-nextjs-cache']).toBe('HIT');
  }
  const blue = await raw('/', { host: `blue.localhost:${port}` });
  expect(themeOf(blue.body)).toBe('blue');
});

test('client-sent forwarding headers change nothing (TRUST_PROXY unset)', async () => {
  const host = `localhost:${new URL(BASE_A).port}`;
  const answer = await raw('/', { host, 'x-forwarded-host': 'blue.localhost', 'x-site-key': 'navy.localhost' });
  expect(themeOf(answer.body)).toBe('red');
  const config = await raw('/api/system/application-configuration', { host, 'x-forwarded-host': 'blue.localhost' });
  expect(JSON.parse(config.body).site.theme).toBe('red');
});

test('a client cannot pose as the site server: its own secret, site key and forwarding headers change nothing', async () => {
  const host = `localhost:${new URL(BASE_A).port}`;
  const forged = {
    host,
    'x-site-server': 'a-guess',
    'x-site-key': 'navy.localhost',
    'x-forwarded-host': 'blue.localhost',
    'x-forwarded-for': '6.6.6.6',
    'x-forwarded-proto': 'https',
  };
  expect(themeOf((await raw('/', forged)).body)).toBe('red');
  expect(themeOf((await raw('/en/help/help-center', forged)).body)).toBe('red');
  expect(JSON.parse((await raw('/api/system/application-configuration', forged)).body).site.theme).toBe('red');
  // The https origin it claims is not the one it is served on.
  const write = await raw(
    '/api/passport-management/login',
    { ...forged, origin: 'https://blue.localhost', 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
    'POST',
    JSON.stringify({ username: DEMO.username, password: DEMO.password, userType: 2 }),
  );
  expect(write.status).toBe(403);
});

test('a bare `next start` refuses to serve the build', async () => {
  test.setTimeout(90_000);
  const next = path.join(process.cwd(), 'node_modules', 'next', 'dist', 'bin', 'next');
  const child = spawn(process.execPath, [next, 'start', '-p', '3109'], {
    cwd: process.cwd(),
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  try {
    const code = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => resolve(null), 60_000);
      child.on('exit', (exitCode) => {
        clearTimeout(timer);
        resolve(exitCode);
      });
    });
    expect(code, `still serving after 60 s:\n${output}`).not.toBeNull();
    expect(code, output).not.toBe(0);
    expect(output).toContain('scripts/site-server.mjs');
  } finally {
    child.kill('SIGKILL');
  }
});

test('encoded spellings of sign-in paths are refused and never answer with a token', async () => {
  const host = `localhost:${new URL(BASE_A).port}`;
  const body = JSON.stringify({ username: DEMO.username, password: DEMO.password, userType: 2 });
  for (const path of ['/api/passport-management/%6Cogin', '/api/%70assport-management/login']) {
    const answer = await raw(path, { host, origin: `http://${host}`, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' }, 'POST', body);
    expect(answer.body, path).not.toContain('accessToken');
    expect(answer.status, path).toBe(400);
  }
});

test('a write from an https:// origin is refused by the http:// site', async () => {
  const host = `localhost:${new URL(BASE_A).port}`;
  const answer = await raw(
    '/api/passport-management/login',
    { host, origin: `https://${host}`, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
    'POST',
    JSON.stringify({ username: DEMO.username, password: DEMO.password, userType: 2 }),
  );
  expect(answer.status).toBe(403);
});
