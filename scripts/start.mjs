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
// The demo (the demo seed: the embedded database, or SEED_DEMO=1, as server/seed/demo.ts demoSeedWanted
// says) takes test payments at the sandbox providers and builds its payment URLs as http on this port,
// unless told otherwise. The server never implies the sandbox: this line sets it, and says so.
const demo = env.SEED_DEMO === '1' || (env.SEED_DEMO !== '0' && !env.DATABASE_URL);
let payments = env.PAYMENT_MODE?.trim() ? `payments: ${env.PAYMENT_MODE.trim()}` : 'payments: off (PAYMENT_MODE unset: bank transfer and Taobao only)';
if (demo && !env.PAYMENT_MODE?.trim()) {
  env.PAYMENT_MODE = 'sandbox';
  payments = 'payments: sandbox, no real money (PAYMENT_MODE=sandbox set for the demo; PAYMENT_MODE=live for real providers)';
}
if (demo) {
  env.PUBLIC_ORIGIN_SCHEME ||= 'http';
  env.PUBLIC_PORT ??= port;
}
console.log(`[start] http://localhost:${port} (data: ${env.DATABASE_URL ? 'PostgreSQL' : env.DATA_DIR}; ${payments})`);
const child = spawn(process.execPath, ['scripts/site-server.mjs', '--port', port], { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
