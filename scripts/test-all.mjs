#!/usr/bin/env node
// `npm test`: every check, in stages. The commands of one stage run side by side (on 2 cores they still
// finish sooner than one after another: each has single-threaded stretches); a stage starts when the one
// before it passed. A stage of one command prints as it goes; a stage of several prints each command's
// output in one piece when it ends, so a failure reads as it would alone. At the end: each phase's time.
// Exits non-zero when any command failed (the stages after it are not run).
import { spawn } from 'node:child_process';
import { requireNode } from './require-node.mjs';

requireNode('test');

/** @typedef {{ name: string, command: string[], env?: Record<string, string>, then?: Step[] }} Step */
/** A step's `then` steps run side by side once it has passed, within its stage. @type {Step[][]} */
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
  // The checks of the build follow it at once, beside the PostgreSQL run's last half-minute (its own stage
  // after it cost CI 74 its 39 s; the journeys there instead made CI 75 slower: docs/decisions.md).
  [
    { name: 'api on PostgreSQL', command: ['npm', 'run', '--silent', 'test:api:pg'] },
    {
      name: 'build',
      // The types were checked in the first stage (next.config.ts, TYPES_CHECKED).
      command: ['node', 'scripts/e2e.mjs', '--build-only'],
      env: { TYPES_CHECKED: '1' },
      then: [
        { name: 'bench:check', command: ['npm', 'run', '--silent', 'bench:check'] },
        { name: 'failure drills', command: ['npm', 'run', '--silent', 'test:drills'] },
      ],
    },
    { name: 'crash', command: ['npm', 'run', '--silent', 'test:crash'] },
    { name: 'crash on PostgreSQL', command: ['npm', 'run', '--silent', 'test:crash', '--', '--pg'], env: { CRASH_PORT: '4471' } },
  ],
  // The replicas test (2 sites + 2 backends on one PostgreSQL behind a round-robin proxy, ~45 s) uses the
  // same build and other ports: it runs while the e2e runner starts its instances and Playwright works.
  [
    { name: 'e2e', command: ['npm', 'run', '--silent', 'test:e2e'] },
    { name: 'replicas', command: ['npm', 'run', '--silent', 'test:replicas'] },
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

/** Runs a step, then its `then` steps if it passed; a step whose Node process crashed is run once more, and says so. */
async function run(step, alone) {
  let { status, crashed } = await runOnce(step, alone);
  if (crashed) {
    console.log(`[test] ${step.name}: the Node process crashed (exit ${status}), not a test failure: running it once more (nodejs/node#64500)`);
    status = (await runOnce({ ...step, name: `${step.name} (rerun after a crash)` }, alone)).status;
  }
  if (status !== 0 || !step.then) return status;
  const codes = await Promise.all(step.then.map((next) => run(next, false)));
  return codes.find((code) => code !== 0) ?? 0;
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
  const named = (step) => (step.then ? `${step.name} (then ${step.then.map((next) => next.name).join(' + ')})` : step.name);
  if (stage.length > 1) console.log(`[test] ${stage.map(named).join(' + ')} side by side…`);
  const codes = await Promise.all(stage.map((step) => run(step, stage.length === 1)));
  if (codes.some((code) => code !== 0)) {
    summary();
    process.exit(1);
  }
}
summary();
