#!/usr/bin/env node
// `npm run bench`: figures of the production build, printed, never asserted.
//  1. First-load JavaScript per page: the gzip (level 9) size of the scripts its HTML loads
//     (<script src>, not nomodule), vs the 150 KB budget for public pages; cross-checked with
//     .next/diagnostics/route-bundle-stats.json.
//  2. Requests/s and p99 latency of / and /en at 50 connections for 10 s (autocannon), next to a static
//     file of the same server, and the ratio page/static (target >= 0.25).
//
// Starts the site like `npm start` (builds when needed) on port 3190 with a temporary DATA_DIR, on
// loopback only, and stops it at the end. BENCH_BASE=http://localhost:3000 measures a running server.
// BENCH_DURATION (s, default 10) and BENCH_CONNECTIONS (default 50) tune the load test.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { readRouteStats } from './check-bundle.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const PORT = 3190;
const BUDGET_KB = Number(process.env.BUNDLE_BUDGET_KB ?? 150);
const DURATION_S = Math.min(Number(process.env.BENCH_DURATION ?? 10), 60);
const CONNECTIONS = Math.min(Number(process.env.BENCH_CONNECTIONS ?? 50), 200);
const STATIC_PATH = '/demo/logo-red.svg';
const PAGES = [
  { path: '/', public: true },
  { path: '/en', public: true },
  { path: '/help/help-center', public: true },
  { path: '/shipping-fee', public: true },
  { path: '/login', public: true },
  { path: '/user/user-center', public: false, signedIn: true },
];

let server = null;
let dataDir = null;
const base = process.env.BENCH_BASE ?? `http://localhost:${PORT}`;
const started = Date.now();
const kb = (bytes) => (bytes / 1024).toFixed(1);

function stopServer() {
  if (server && server.exitCode === null) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      /* gone */
    }
    const pid = server.pid;
    setTimeout(() => {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        /* gone */
      }
    }, 3000).unref();
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  dataDir = null;
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopServer();
    process.exit(130);
  });
}

async function startServer() {
  dataDir = mkdtempSync(path.join(tmpdir(), 'parcel-bench-'));
  console.log(`[bench] starting the production build on ${base} (builds when sources changed)…`);
  server = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      NEXT_TELEMETRY_DISABLED: '1',
      API_UPSTREAM_URL: '',
      PAYMENT_MODE: 'sandbox',
      PUBLIC_ORIGIN_SCHEME: 'http',
      PUBLIC_PORT: String(PORT),
    },
  });
  const deadline = Date.now() + 15 * 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${base}/api/system/application-configuration`, { signal: AbortSignal.timeout(30_000) });
      if (response.status === 200) return;
    } catch {
      /* not yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not become ready');
}

async function signIn() {
  const response = await fetch(`${base}/api/passport-management/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', origin: base },
    body: JSON.stringify({ username: 'demo', password: 'demo1234', userType: 2 }),
  });
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** <script src> of an HTML document, without nomodule ones. */
export function scriptSources(html) {
  const sources = [];
  for (const match of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attributes = match[1];
    if (/\snomodule\b/i.test(attributes)) continue;
    const src = /\ssrc\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
    if (src) sources.push((src[2] ?? src[3] ?? src[4]).replace(/&amp;/g, '&'));
  }
  return [...new Set(sources)];
}

async function measureFirstLoad(cookie) {
  console.log(`\n== 1. First-load JavaScript (gzip level 9 of the <script src> each page's HTML loads) ==`);
  const rows = [];
  const scriptCache = new Map();
  for (const page of PAGES) {
    const response = await fetch(`${base}${page.path}`, { headers: page.signedIn ? { cookie } : {}, redirect: 'manual' });
    const html = await response.text();
    const sources = scriptSources(html);
    let raw = 0;
    let gzip = 0;
    for (const src of sources) {
      const url = new URL(src, base).href;
      if (!scriptCache.has(url)) {
        const body = Buffer.from(await (await fetch(url)).arrayBuffer());
        scriptCache.set(url, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
      }
      raw += scriptCache.get(url).raw;
      gzip += scriptCache.get(url).gzip;
    }
    const verdict = page.public ? (gzip <= BUDGET_KB * 1024 ? 'PASS' : 'FAIL') : 'n/a (user area)';
    rows.push({
      page: page.path + (page.signedIn ? ' (signed in)' : ''),
      status: response.status,
      scripts: sources.length,
      raw,
      gzip,
      verdict,
    });
  }
  const width = Math.max(...rows.map((row) => row.page.length));
  console.log(`${'page'.padEnd(width)}  HTTP  scripts    raw KB   gzip KB  budget ${BUDGET_KB} KB`);
  for (const row of rows) {
    console.log(
      `${row.page.padEnd(width)}  ${String(row.status).padEnd(4)}  ${String(row.scripts).padStart(7)}  ${kb(row.raw).padStart(8)}  ${kb(row.gzip).padStart(8)}  ${row.verdict}`,
    );
  }

  const stats = readRouteStats();
  if (stats) {
    console.log(`\n-- cross-check: .next/diagnostics/route-bundle-stats.json (first-load chunks of each route, gzip level 9) --`);
    const w = Math.max(...stats.map((row) => row.route.length));
    for (const row of stats.sort((a, b) => a.route.localeCompare(b.route))) {
      console.log(`${row.route.padEnd(w)}  ${kb(row.raw).padStart(8)} KB raw  ${kb(row.gzip).padStart(8)} KB gzip  ${row.kind}`);
    }
  } else {
    console.log('(no .next/diagnostics/route-bundle-stats.json to cross-check)');
  }
  return rows;
}

function load(url, durationS, connections) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: durationS, pipelining: 1 }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function measureThroughput() {
  console.log(`\n== 2. Throughput: ${CONNECTIONS} connections, ${DURATION_S} s each, loopback ==`);
  const targets = [
    { name: 'static file', path: STATIC_PATH },
    { name: 'page /', path: '/' },
    { name: 'page /en', path: '/en' },
  ];
  for (const target of targets) {
    await load(`${base}${target.path}`, 3, 10); // warm-up: caches, JIT, first renders
  }
  const results = {};
  for (const target of targets) {
    const result = await load(`${base}${target.path}`, DURATION_S, CONNECTIONS);
    results[target.path] = result;
    const bad = result.non2xx + result.errors + result.timeouts;
    console.log(
      `${target.name.padEnd(12)} ${target.path.padEnd(20)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p99 ${String(result.latency.p99).padStart(5)} ms   (${result.requests.total} requests${bad ? `, ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts` : ''})`,
    );
  }
  const staticRate = results[STATIC_PATH].requests.average;
  for (const pagePath of ['/', '/en']) {
    const ratio = results[pagePath].requests.average / staticRate;
    const caveat = results[pagePath].non2xx > 0 ? ' (the page answered non-2xx: not a meaningful figure)' : '';
    console.log(`ratio page ${pagePath} / static: ${ratio.toFixed(2)} (target >= 0.25: ${ratio >= 0.25 ? 'met' : 'NOT met'})${caveat}`);
  }
}

async function main() {
  if (!process.env.BENCH_BASE) await startServer();
  else console.log(`[bench] measuring the running server ${base}`);
  let cookie = '';
  try {
    cookie = await signIn();
  } catch (error) {
    console.log(`[bench] sign-in failed (${error.message}): /user/user-center measured signed out`);
  }
  await measureFirstLoad(cookie);
  await measureThroughput();
  console.log('\n== 3. Lighthouse (mobile): performance and accessibility ==');
  spawnSync(process.execPath, [new URL('./lighthouse.mjs', import.meta.url).pathname, base], { stdio: 'inherit' });
  console.log(`\n[bench] done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

main()
  .catch((error) => {
    console.error(`[bench] ${error.stack ?? error.message}`);
    process.exitCode = 1;
  })
  .finally(() => stopServer());
