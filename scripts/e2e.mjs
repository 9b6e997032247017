#!/usr/bin/env node
// `npm run test:e2e`: the end-to-end journeys against the production build.
//
//   A  the site with the embedded backend            http://localhost:3100  (scripts/start.mjs: builds if needed)
//   B  standalone backend :4100 + a second site      http://localhost:3101  (API_UPSTREAM_URL=http://127.0.0.1:4100;
//      the backend sits behind the site, so it trusts one proxy hop: TRUST_PROXY=1)
//   C  a site whose backend is dead                  http://localhost:3102  (API_UPSTREAM_URL=http://127.0.0.1:9)
//
// Each site runs under scripts/site-server.mjs (as `npm start` does), from its own copy of the build
// (scripts/services.mjs: C's backend-down render must not reach A through a shared page cache).
//
// `node scripts/e2e.mjs --build-only` only builds (npm test builds beside the PostgreSQL API run).
// Then `npx playwright test` (extra arguments are passed through, e.g. `npm run test:e2e -- guards`),
// and every process group started here is stopped, also on failure or Ctrl-C. Exits with Playwright's code.
import { spawn } from 'node:child_process';
import { buildIfNeeded as buildSources } from './build-if-needed.mjs';
import { createServices, root } from './services.mjs';

const PORTS = { A: 3100, B: 3101, C: 3102, backendB: 4100 };
const BASE = {
  A: `http://localhost:${PORTS.A}`,
  B: `http://localhost:${PORTS.B}`,
  C: `http://localhost:${PORTS.C}`,
};
// OUTBOX_OVER_HTTP: the accounts journeys read one-time codes through the Admin-only outbox route.
// PAYMENT_MODE: the money journeys pay at the sandbox providers, which only an explicit sandbox mounts.
// PUBLIC_ORIGIN_SCHEME (+ each instance's PUBLIC_PORT): the origin of the payment URLs.
const baseEnv = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  OUTBOX_OVER_HTTP: '1',
  PAYMENT_MODE: 'sandbox',
  PUBLIC_ORIGIN_SCHEME: 'http',
};
delete baseEnv.API_UPSTREAM_URL;
delete baseEnv.DATABASE_URL;
delete baseEnv.TRUST_PROXY;

function buildIfNeeded() {
  const since = Date.now();
  if (buildSources({ env: baseEnv, log })) log(`built in ${elapsed(since)}`);
  else log('the production build is current');
}

/** @type {import('node:child_process').ChildProcess | null} */
let playwright = null;
const { log, elapsed, dataDir, siteDir, startService, startSite, waitFor, finish } = createServices('e2e', {
  onSignal: () => {
    if (playwright && playwright.exitCode === null) playwright.kill('SIGINT');
  },
});

async function main() {
  if (process.argv[2] === '--build-only') {
    buildIfNeeded();
    return finish(0);
  }
  // B's backend does not need the build: start it at once.
  const backendB = startService('B-backend', 'npm', ['run', 'server', '--silent'], {
    ...baseEnv,
    SERVER_PORT: String(PORTS.backendB),
    DATA_DIR: dataDir('B'),
    TRUST_PROXY: '1',
    PUBLIC_PORT: String(PORTS.B), // customers reach this backend through site B
  });
  buildIfNeeded();
  let since = Date.now();
  const dirs = { A: siteDir('A'), B: siteDir('B'), C: siteDir('C') };
  log(`copied the build for the three sites in ${elapsed(since)}`);

  const nextStart = (name, port, env, dir) => startSite(name, port, { ...baseEnv, ...env }, dir);
  const a = nextStart('A-site', PORTS.A, { DATA_DIR: dataDir('A') }, dirs.A);
  const siteB = nextStart('B-site', PORTS.B, { DATA_DIR: dataDir('B-site-unused'), API_UPSTREAM_URL: `http://127.0.0.1:${PORTS.backendB}` }, dirs.B);
  const siteC = nextStart('C-site', PORTS.C, { DATA_DIR: dataDir('C-site-unused'), API_UPSTREAM_URL: 'http://127.0.0.1:9' }, dirs.C);

  log('instance A: start, open and seed the database (first request)…');
  since = Date.now();
  await waitFor(a, `${BASE.A}/api/system/application-configuration`, { timeoutMs: 180_000 });
  log(`instance A ready in ${elapsed(since)} (${BASE.A})`);

  since = Date.now();
  await waitFor(backendB, `http://127.0.0.1:${PORTS.backendB}/api/system/application-configuration`, {
    timeoutMs: 180_000,
  });
  await waitFor(siteB, `${BASE.B}/api/system/application-configuration`, { timeoutMs: 120_000 });
  log(`instance B ready in ${elapsed(since)} (${BASE.B} -> backend :${PORTS.backendB})`);
  since = Date.now();
  // C answers pages even with its backend down; any HTTP answer means it is up.
  await waitFor(siteC, `${BASE.C}/`, { timeoutMs: 120_000, accept: (status) => status > 0 });
  log(`instance C ready in ${elapsed(since)} (${BASE.C}, backend: nothing on :9)`);

  const testsStarted = Date.now();
  log('playwright test…');
  playwright = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...baseEnv, E2E_BASE_A: BASE.A, E2E_BASE_B: BASE.B, E2E_BASE_C: BASE.C },
  });
  const code = await new Promise((resolve) => playwright.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))));
  log(`playwright finished in ${elapsed(testsStarted)} with code ${code}; total ${elapsed()}`);
  await finish(code);
}

main().catch(async (error) => {
  console.error(`[e2e] ${error.message}`);
  await finish(1);
});
