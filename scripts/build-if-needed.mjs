// The production build is rebuilt only when the sources it was made from changed (npm start, e2e, bench).
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const SOURCES = ['app', 'components', 'lib', 'locales', 'server', 'public', 'proxy.ts', 'next.config.ts', 'global.d.ts', 'package-lock.json', 'tsconfig.json'];
const IGNORED = /(^|\/)(node_modules|\.next|\.data[^/]*)(\/|$)|\.test\.tsx?$/;
const hashFile = path.join(root, '.next', 'source-hash');

function collect(entry, out) {
  const full = path.join(root, entry);
  if (!existsSync(full) || IGNORED.test(entry)) return;
  if (statSync(full).isDirectory()) {
    for (const child of readdirSync(full).sort()) collect(path.join(entry, child), out);
  } else {
    out.push(entry);
  }
}

export function sourceHash() {
  const files = [];
  for (const entry of SOURCES) collect(entry, files);
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(file);
    hash.update(readFileSync(path.join(root, file)));
  }
  return hash.digest('hex');
}

/** Runs `next build` when `.next` was not built from the current sources; returns whether it built. */
export function buildIfNeeded({ env = process.env, log = console.log } = {}) {
  const current = sourceHash();
  const built = existsSync(path.join(root, '.next', 'BUILD_ID')) && existsSync(hashFile) ? readFileSync(hashFile, 'utf8').trim() : null;
  if (built === current) return false;
  log('no production build for these sources: building…');
  const result = spawnSync('npx', ['next', 'build'], { cwd: root, env: { ...env, NEXT_TELEMETRY_DISABLED: '1' }, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`next build failed (exit ${result.status})`);
  writeFileSync(hashFile, current);
  return true;
}
