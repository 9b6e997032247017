// The servers the bench measures: the site's production build (like `npm start`, on a temporary DATA_DIR
// with the demo seed) and a one-page bare Next.js app (bench/bare-app) of the same Next version, the
// yardstick of the throughput section. Both run in their own process group and are stopped by stopAll().
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import dns from 'node:dns';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..', '..');
export const BARE_DIR = path.join(root, 'bench', 'bare-app');
const BARE_SOURCES = ['app', 'public', 'proxy.ts', 'next.config.mjs', 'tsconfig.json'];
const BARE_HASH_FILE = path.join(BARE_DIR, '.next', 'bench-source-hash');
const require = createRequire(import.meta.url);
const NEXT_BIN = path.join(path.dirname(require.resolve('next/package.json')), 'dist', 'bin', 'next');

const children = [];
const tempDirs = [];

/** Stops every server started here (their whole process group) and removes their temporary data; resolves once they exited. */
export function stopAll() {
  const exited = [];
  for (const child of children.splice(0)) {
    if (child.exitCode !== null || child.signalCode) continue;
    exited.push(new Promise((resolve) => child.once('exit', resolve)));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* gone */
    }
    setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* gone */
      }
    }, 3000).unref();
  }
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  return Promise.all(exited);
}

/**
 * The demo hosts (blue.localhost, navy.localhost) reach this machine from Node as they do from a browser,
 * which resolves every *.localhost name to the loopback address.
 */
export function resolveDemoHosts() {
  const lookup = dns.lookup;
  dns.lookup = (host, ...rest) => lookup(/\.localhost$/i.test(host) ? 'localhost' : host, ...rest);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

function startProcess(args, { cwd, env, label }) {
  const child = spawn(process.execPath, args, { cwd, detached: true, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } });
  child.label = label;
  children.push(child);
  return child;
}

/** Refuses a port something already listens on: the readiness check would measure that server instead. */
async function requireFreePort(port) {
  await new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () => reject(new Error(`port ${port} is in use (BENCH_BASE=http://localhost:${port} measures a server running there)`)));
    probe.listen(port, () => probe.close(resolve));
  });
}

async function waitUntilReady(child, url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${child.label} exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      /* not yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${child.label} did not become ready`);
}

/**
 * The site like `npm start` (scripts/start.mjs builds first when the sources changed); resolves to its base URL.
 * Default: a temporary DATA_DIR, removed by stopAll(); `dataDir` (kept) or `env` (DATABASE_URL, SEED_DEMO)
 * run it on data prepared beforehand.
 */
export async function startSite(port, { dataDir: keptDir, env = {} } = {}) {
  await requireFreePort(port);
  const dataDir = keptDir ?? mkdtempSync(path.join(tmpdir(), 'parcel-bench-'));
  if (!keptDir) tempDirs.push(dataDir);
  const base = `http://localhost:${port}`;
  // The pages an earlier run cached (ISR, on disk) link to the ids of that run's demo data, not this one's.
  rmSync(path.join(root, '.next', 'server', 'route-cache'), { recursive: true, force: true });
  console.log(`[bench] starting the production build on ${base} (builds when sources changed)…`);
  const child = startProcess([path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    label: 'the site server',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      NEXT_TELEMETRY_DISABLED: '1',
      API_UPSTREAM_URL: '',
      PAYMENT_MODE: 'sandbox',
      PUBLIC_ORIGIN_SCHEME: 'http',
      PUBLIC_PORT: String(port),
      ...env,
    },
  });
  await waitUntilReady(child, `${base}/api/system/application-configuration`, 15 * 60_000);
  return base;
}

/** Signs in as the demo member; resolves to the Cookie header value of the session. */
export async function signIn(base) {
  const response = await fetch(`${base}/api/passport-management/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', origin: base },
    body: JSON.stringify({ username: 'demo', password: 'demo1234', userType: 2 }),
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

function collect(entry, out) {
  const full = path.join(BARE_DIR, entry);
  if (!existsSync(full)) return;
  if (statSync(full).isDirectory()) for (const child of readdirSync(full).sort()) collect(path.join(entry, child), out);
  else out.push(entry);
}

/** Hash of the bare app's sources and of the Next version that builds it. */
function bareSourceHash() {
  const hash = createHash('sha256');
  hash.update(readFileSync(require.resolve('next/package.json')));
  const files = [];
  for (const entry of BARE_SOURCES) collect(entry, files);
  for (const file of files) {
    hash.update(file);
    hash.update(readFileSync(path.join(BARE_DIR, file)));
  }
  return hash.digest('hex');
}

/** `next build bench/bare-app` when its build (bench/bare-app/.next) is missing or older than its sources. */
export function buildBareIfNeeded() {
  const current = bareSourceHash();
  const built = existsSync(path.join(BARE_DIR, '.next', 'BUILD_ID')) && existsSync(BARE_HASH_FILE) ? readFileSync(BARE_HASH_FILE, 'utf8').trim() : null;
  if (built === current) return false;
  console.log('[bench] building the bare Next.js app (bench/bare-app)…');
  const result = spawnSync(process.execPath, [NEXT_BIN, 'build', BARE_DIR], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error(`next build of bench/bare-app failed (exit ${result.status})`);
  writeFileSync(BARE_HASH_FILE, current);
  return true;
}

/** `next start bench/bare-app` on the port (built first when needed); resolves to its base URL. */
export async function startBare(port) {
  await requireFreePort(port);
  buildBareIfNeeded();
  const base = `http://localhost:${port}`;
  console.log(`[bench] starting the bare Next.js app on ${base}`);
  const child = startProcess([NEXT_BIN, 'start', BARE_DIR, '--port', String(port)], {
    cwd: root,
    label: 'the bare Next.js app',
    env: { NEXT_TELEMETRY_DISABLED: '1' },
  });
  await waitUntilReady(child, `${base}/`, 120_000);
  return base;
}
