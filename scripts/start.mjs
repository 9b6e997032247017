#!/usr/bin/env node
// `npm start`: serve the production build, building first when there is none for the current sources.
import { createHash } from 'node:crypto';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const SOURCES = ['app', 'components', 'lib', 'locales', 'server', 'public', 'proxy.ts', 'next.config.ts', 'global.d.ts', 'package-lock.json', 'tsconfig.json'];
const IGNORED = /(^|\/)(node_modules|\.next|\.data[^/]*)(\/|$)|\.test\.tsx?$/;
const hashFile = path.join(root, '.next', 'source-hash');
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', DATA_DIR: process.env.DATA_DIR ?? '.data' };

function collect(entry, out) {
  const full = path.join(root, entry);
  if (!existsSync(full) || IGNORED.test(entry)) return;
  const stat = statSync(full);
  if (stat.isDirectory()) {
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

const current = sourceHash();
const built = existsSync(path.join(root, '.next', 'BUILD_ID')) && existsSync(hashFile)
  ? readFileSync(hashFile, 'utf8').trim()
  : null;
if (built !== current) {
  console.log('[start] no production build for these sources: building…');
  const result = spawnSync('npx', ['next', 'build'], { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(hashFile, current);
}

const port = process.env.PORT ?? '3000';
console.log(`[start] http://localhost:${port} (data: ${env.DATABASE_URL ? 'PostgreSQL' : env.DATA_DIR})`);
const child = spawn('npx', ['next', 'start', '-p', port], { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
