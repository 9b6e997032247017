#!/usr/bin/env node
// `npm test`: every check, in stages. The commands of one stage run side by side (on 2 cores they still
// finish sooner than one after another: each has single-threaded stretches); a stage starts when the one
// before it passed. A stage of one command prints as it goes; a stage of several prints each command's
// output in one piece when it ends, so a failure reads as it would alone. At the end: each phase's time.
// Exits non-zero when any command failed (the stages after it are not run).
import { spawn } from 'node:child_process';
import { requireNode } from './require-node.mjs';

requireNode('test');

/** @type {{ name: string, command: string[], env?: Record<string, string> }[][]} */
const STAGES = [
  [
    { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'] },
    { name: 'lint', command: ['npm', 'run', '--silent', 'lint'] },
    { name: 'lint:openapi', command: ['npm', 'run', '--silent', 'lint:openapi'] },
    { name: 'format', command: ['npm', 'run', '--silent', 'format:check'] },
    { name: 'tooling', command: ['npx', 'vitest', 'run', '--project', 'tooling'] },
  ],
  // `npm run test:unit` runs both projects in one vitest; two processes finish sooner (measured on 2
  // cores: one process 308 s; unit alone 75 s, API alone 186 s, each leaving a core partly idle).
  [
    { name: 'unit', command: ['npx', 'vitest', 'run', '--project', 'unit', '--project', 'unit-shared'] },
    { name: 'api', command: ['npx', 'vitest', 'run', '--project', 'api'] },
  ],
  // The crash tests (~20–60 s each: the backend killed -9 mid-burst on PGlite and on PostgreSQL, restarted,
  // its writes checked) wait on their backend most of the time, as the PostgreSQL run waits on its database.
  [
    { name: 'api on PostgreSQL', command: ['npm', 'run', '--silent', 'test:api:pg'] },
    { name: 'build', command: ['node', 'scripts/e2e.mjs', '--build-only'] },
    { name: 'crash', command: ['npm', 'run', '--silent', 'test:crash'] },
    { name: 'crash on PostgreSQL', command: ['npm', 'run', '--silent', 'test:crash', '--', '--pg'], env: { CRASH_PORT: '4471' } },
  ],
  // The replicas test (2 sites + 2 backends on one PostgreSQL behind a round-robin proxy, ~45 s) uses the
  // same build and other ports: it runs while the e2e runner starts its instances and Playwright works.
  [
    { name: 'e2e', command: ['npm', 'run', '--silent', 'test:e2e'] },
    { name: 'replicas', command: ['npm', 'run', '--silent', 'test:replicas'] },
  ],
  [
    { name: 'bench:check', command: ['npm', 'run', '--silent', 'bench:check'] },
    { name: 'failure drills', command: ['npm', 'run', '--silent', 'test:drills'] },
  ],
];

const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
/** @type {{ name: string, time: string, code: number, crashed: boolean }[]} */
const timings = [];

/**
 * Node itself died (128 + SIGTRAP, SIGABRT, SIGSEGV, or killed by a signal), as opposed to a test failing: V8 can abort
 * while many PGlite (WebAssembly) databases are created and closed in one process ("Check failed:
 * jit_page_->allocations_.erase(addr) == 1", nodejs/node#64500, open; the API run hit it once in CI 70).
 */
const CRASH_CODES = new Set([133, 134, 139]);
const crashed = (code, signal) => Boolean(signal) || CRASH_CODES.has(code);

/** Runs a step; a step whose Node process crashed is run once more, and says so. */
async function run(step, alone) {
  const first = await runOnce(step, alone);
  if (!first.crashed) return first.status;
  console.log(`[test] ${step.name}: the Node process crashed (exit ${first.status}), not a test failure: running it once more (nodejs/node#64500)`);
  return (await runOnce({ ...step, name: `${step.name} (rerun after a crash)` }, alone)).status;
}

function runOnce({ name, command, env }, alone) {
  return new Promise((resolve) => {
    const since = Date.now();
    const child = spawn(command[0], command.slice(1), { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      if (!alone) process.stdout.write(`\n──── ${name} ────\n${Buffer.concat(output).toString()}`);
      console.log(`[test] ${name} ${status === 0 ? 'passed' : `FAILED (exit ${status})`} in ${seconds(since)}`);
      timings.push({ name, time: seconds(since), code: status, crashed: crashed(code, signal) });
      resolve({ status, crashed: crashed(code, signal) });
    });
  });
}

function summary() {
  console.log(
    `\n[test] phases:\n${timings.map((t) => `  ${t.name.padEnd(20)}${t.time.padStart(10)}${t.code === 0 ? '' : t.crashed ? '  CRASHED' : '  FAILED'}`).join('\n')}`,
  );
  console.log(`[test] total ${seconds(started)}`);
}

for (const stage of STAGES) {
  if (stage.length > 1) console.log(`[test] ${stage.map((step) => step.name).join(' + ')} side by side…`);
  const codes = await Promise.all(stage.map((step) => run(step, stage.length === 1)));
  if (codes.some((code) => code !== 0)) {
    summary();
    process.exit(1);
  }
}
summary();
