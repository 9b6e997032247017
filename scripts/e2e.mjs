#!/usr/bin/env node
// `npm run test:e2e`: the end-to-end journeys against the production build.
//
//   A  the site with the embedded backend            http://localhost:3100  (scripts/start.mjs: builds if needed)
//   B  standalone backend :4100 + a second site      http://localhost:3101  (API_UPSTREAM_URL=http://127.0.0.1:4100;
//      the backend sits behind the site, so it trusts one proxy hop: TRUST_PROXY=1)
//   C  a site whose backend is dead                  http://localhost:3102  (API_UPSTREAM_URL=http://127.0.0.1:9)
//
// Each site runs under scripts/site-server.mjs (as `npm start` does), from its own copy of the build (.next without its caches; everything else symlinked):
// Next keeps rendered ISR pages on disk in .next/server/route-cache, so instances sharing one .next
// would serve each other's pages (C's backend-down render on A), and a build by someone else during
// the run cannot pull the rug from under the tests.
//
// `node scripts/e2e.mjs --build-only` only builds (npm test builds beside the PostgreSQL API run).
// Then `npx playwright test` (extra arguments are passed through, e.g. `npm run test:e2e -- guards`),
// and every process group started here is stopped, also on failure or Ctrl-C. Exits with Playwright's code.
import { spawn } from 'node:child_process';
import { cpSync, createWriteStream, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildIfNeeded as buildSources } from './build-if-needed.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const started = Date.now();
const work = mkdtempSync(path.join(tmpdir(), 'parcel-e2e-'));
const logDir = path.join(work, 'logs');
mkdirSync(logDir);
const PORTS = { A: 3100, B: 3101, C: 3102, backendB: 4100 };
const BASE = {
  A: `http://localhost:${PORTS.A}`,
  B: `http://localhost:${PORTS.B}`,
  C: `http://localhost:${PORTS.C}`,
};
const SITE_SERVER = path.join(root, 'scripts', 'site-server.mjs');
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

/** A private copy of the build for one site: .next without caches, every other entry symlinked. */
function siteDir(name) {
  const dir = path.join(work, `site-${name}`);
  mkdirSync(dir);
  for (const entry of readdirSync(root)) {
    if (entry === '.next' || entry === 'test-results' || /^\.data/.test(entry)) continue;
    symlinkSync(path.join(root, entry), path.join(dir, entry));
  }
  cpSync(path.join(root, '.next'), path.join(dir, '.next'), {
    recursive: true,
    filter: (source) => {
      const relative = path.relative(path.join(root, '.next'), source);
      return relative !== 'cache' && relative !== path.join('server', 'route-cache');
    },
  });
  return dir;
}

/** @type {{ name: string, child: import('node:child_process').ChildProcess, log: string }[]} */
const services = [];
let playwright = null;
let stopping = false;

const elapsed = (since = started) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const log = (message) => console.log(`[e2e ${elapsed()}] ${message}`);

function dataDir(name) {
  const dir = path.join(work, `data-${name}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** A service in its own process group, output to a log file. */
function startService(name, command, args, env, cwd = root) {
  const logFile = path.join(logDir, `${name}.log`);
  const out = createWriteStream(logFile);
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  const service = { name, child, log: logFile, exited: null };
  child.on('exit', (code, signal) => {
    service.exited = { code, signal };
    if (!stopping) log(`${name} exited early (code ${code}, signal ${signal}); log: ${logFile}`);
  });
  services.push(service);
  return service;
}

function tail(file, lines = 30) {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

async function waitFor(service, url, { timeoutMs, accept = (status) => status === 200 }) {
  const since = Date.now();
  let last = 'no answer';
  while (Date.now() - since < timeoutMs) {
    if (service.exited) throw new Error(`${service.name} exited before answering ${url}:\n${tail(service.log)}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(30_000), redirect: 'manual' });
      await response.arrayBuffer();
      if (accept(response.status)) return Date.now() - since;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error.cause?.code ?? error.message;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${service.name}: ${url} not ready after ${timeoutMs / 1000} s (${last}):\n${tail(service.log)}`);
}

function killGroup(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    /* already gone */
  }
}

async function stopAll() {
  if (stopping) return;
  stopping = true;
  for (const { child } of services) killGroup(child, 'SIGTERM');
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline && services.some(({ child }) => child.exitCode === null && child.signalCode === null)) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // The group may outlive its leader (npm -> sh -> node): SIGKILL the whole group regardless.
  for (const { child } of services) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* group empty */
    }
  }
}

let finishing = false;
async function finish(code) {
  if (finishing) return;
  finishing = true;
  await stopAll();
  if (code === 0) {
    rmSync(work, { recursive: true, force: true });
  } else {
    for (const name of readdirSync(work)) {
      if (name !== 'logs') rmSync(path.join(work, name), { recursive: true, force: true });
    }
    log(`server logs kept in ${logDir}`);
  }
  log(`done: exit ${code}`);
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    log(`${signal}: stopping`);
    if (playwright && playwright.exitCode === null) playwright.kill('SIGINT');
    finish(130);
  });
}
process.on('uncaughtException', (error) => {
  console.error(error);
  finish(1);
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

  const nextStart = (name, port, env, dir) =>
    startService(name, process.execPath, [SITE_SERVER, '--port', String(port)], { ...baseEnv, PUBLIC_PORT: String(port), ...env }, dir);
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
