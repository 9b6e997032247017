#!/usr/bin/env node
// `npm start`: serve the production build, building first when there is none for the current sources.
// The site runs under scripts/site-server.mjs (proxy-header trust and site keys), not a bare `next start`.
import { spawn } from 'node:child_process';
import { buildIfNeeded, root } from './build-if-needed.mjs';
import { requireNode } from './require-node.mjs';

requireNode('start');
console.log(`[start] node ${process.version}`);

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', DATA_DIR: process.env.DATA_DIR ?? '.data' };
try {
  buildIfNeeded({ env, log: (message) => console.log(`[start] ${message}`) });
} catch (error) {
  console.error(`[start] ${error.message}`);
  process.exit(1);
}

const port = process.env.PORT ?? '3000';
console.log(`[start] http://localhost:${port} (data: ${env.DATABASE_URL ? 'PostgreSQL' : env.DATA_DIR})`);
const child = spawn(process.execPath, ['scripts/site-server.mjs', '--port', port], { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
