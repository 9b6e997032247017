// The processes a test run starts against the production build (the e2e journeys, the failure drills):
// each in its own process group with its output in a log file, each site from its own copy of the build,
// and all of them stopped at the end, also on failure or Ctrl-C.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copyBuildForSite } from './site-build-copy.mjs';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
export const SITE_SERVER = path.join(root, 'scripts', 'site-server.mjs');

/**
 * A run's work folder, log and services. `onSignal` is called before the services stop on Ctrl-C or
 * SIGTERM (to stop a child that is not a service, such as Playwright).
 */
export function createServices(label, { onSignal = () => {} } = {}) {
  const started = Date.now();
  const work = mkdtempSync(path.join(tmpdir(), `parcel-${label}-`));
  const logDir = path.join(work, 'logs');
  mkdirSync(logDir);
  /** @type {{ name: string, child: import('node:child_process').ChildProcess, log: string, exited: unknown }[]} */
  const services = [];
  let stopping = false;
  let finishing = false;

  const elapsed = (since = started) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
  const log = (message) => console.log(`[${label} ${elapsed()}] ${message}`);

  function dataDir(name) {
    const dir = path.join(work, `data-${name}`);
    mkdirSync(dir, { recursive: true });
    return dir;
  }

  /** A private copy of the build for one site (../site-build-copy.mjs). */
  function siteDir(name) {
    return copyBuildForSite(root, path.join(work, `site-${name}`));
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

  /** A site (scripts/site-server.mjs, as `npm start` runs it) on `port` from the build copy `dir`. */
  function startSite(name, port, env, dir) {
    return startService(name, process.execPath, [SITE_SERVER, '--port', String(port)], { ...env, PUBLIC_PORT: String(port) }, dir);
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

  /** Stops every service and exits with `code`; on failure the logs stay (their folder is printed). */
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
      onSignal();
      finish(130);
    });
  }
  process.on('uncaughtException', (error) => {
    console.error(error);
    finish(1);
  });

  return { work, logDir, log, elapsed, dataDir, siteDir, startService, startSite, waitFor, finish };
}
