// Fuzzing (issue 26, part 6), bounded: every /u/ and /f/ operation of the app's own OpenAPI document, as a
// member who owns a record of every kind (so valid ids carry a hostile value past the look-up), with one
// field at a time set to a hostile value derived from its schema (./fuzz-values.ts) and with hostile
// whole bodies. Never a 5xx, never a stack trace, a file path or SQL; every 4xx in the contract's error
// shape. A fixed seed picks PER_FIELD values per field and PER_BODY bodies per operation, so the run is
// the same each time; the cap keeps it bounded as routes are added.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hostileBodies, hostileFor, pick, seeded } from './fuzz-values.ts';
import { testAppPerFile } from './harness.ts';
import { fieldLabel, fieldsOf, readOperations, type Operation } from './openapi-operations.ts';
import { requestOf, send, type Values } from './openapi-requests.ts';
import { person, type Person } from './privacy-fixtures.ts';
import { valuesFor } from './sweep-cases.ts';

// FUZZ_SEED, FUZZ_PER_FIELD, FUZZ_PER_BODY and FUZZ_MAX_CALLS explore further by hand; `npm test` uses these.
const SEED = Number(process.env.FUZZ_SEED ?? 26);
const PER_FIELD = Number(process.env.FUZZ_PER_FIELD ?? 3);
const PER_BODY = Number(process.env.FUZZ_PER_BODY ?? 4);
const MAX_CALLS = Number(process.env.FUZZ_MAX_CALLS ?? 2500);
const CONCURRENCY = 8;

const ctx = testAppPerFile();
let operations: Operation[];
let member: Person;
const tally = { operations: 0, calls: 0, statuses: new Map<number, number>() };

beforeAll(async () => {
  process.env.WAYBILL_PHOTO_DIR = path.join(inject('parcelPhotoDir'), 'waybill-photos');
  operations = (await readOperations(ctx().app)).filter((op) => op.access !== 'admin' && /^\/api\/[uf]\//.test(op.path));
  member = await person(ctx(), 'localhost', 'fuzz');
}, 120_000);

afterAll(() => {
  const statuses = [...tally.statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
  console.log(`[fuzz] ${tally.operations} operations, ${tally.calls} calls (seed ${SEED}): ${statuses.join(' ')}`);
});

/** Stack frames, file paths, driver and SQL wording: what an answer must never carry. */
const INTERNALS =
  /\n\s+at |\bat (async )?[\w$.<>]+ \(|node_modules|file:\/\/|\/tmp\/|\/work\/|\.(ts|js|mjs):\d+|ZodError|"issues"\s*:|PGlite|DrizzleQueryError|Failed query|syntax error at|violates .* constraint|duplicate key value|invalid input syntax|invalid byte sequence|out of range for type|relation "/i;
const ERROR_KEYS = new Set(['code', 'message', 'details', 'validationErrors']);

function problemsOf(answer: Awaited<ReturnType<typeof send>>): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`status ${answer.status}`);
  if (INTERNALS.test(answer.text)) problems.push(`internals: ${INTERNALS.exec(answer.text)?.[0]}`);
  if (answer.status >= 400) {
    const data = answer.data as { error?: Record<string, unknown> } | undefined;
    const error = data?.error;
    const shaped =
      answer.contentType.startsWith('application/json') &&
      !!error &&
      Object.keys(data).length === 1 &&
      Object.keys(error).every((key) => ERROR_KEYS.has(key)) &&
      (error.code === null || typeof error.code === 'string') &&
      typeof error.message === 'string' &&
      error.message.length > 0 &&
      (error.details == null || typeof error.details === 'string') &&
      (error.validationErrors == null || Array.isArray(error.validationErrors));
    if (!shaped) problems.push('not the error shape');
  }
  return problems;
}

interface Probe {
  op: Operation;
  label: string;
  values: Values;
}

/** Header values must be Latin-1 without controls (fetch refuses the rest before anything is sent). */
const headerSafe = (value: unknown) => typeof value === 'string' && /^[\x20-\x7e\x80-\xff]*$/.test(value);

function probesOf(op: Operation, random: () => number): Probe[] {
  const valid = valuesFor(op, member);
  // Every operation, even one that takes nothing: unknown and repeated parameters, a garbled language.
  const stray = {
    ...valid,
    query: { ...valid.query, 'x[]': '\u0000', __proto__: '1', constructor: 'x' },
    headers: { ...valid.headers, 'accept-language': 'ÿÿ;q=abc,*;q=-1' },
  };
  const probes: Probe[] = [{ op, label: 'stray parameters', values: stray }];
  for (const field of fieldsOf(op)) {
    const values = hostileFor(field).filter((h) => field.in !== 'header' || headerSafe(h.value));
    for (const hostile of pick(random, values, PER_FIELD)) {
      const label = `${fieldLabel(field)} = ${hostile.label}`;
      probes.push({ op, label, values: valuesFor(op, member, new Map([[fieldLabel(field), hostile.value]])) });
    }
  }
  if (op.body) {
    for (const raw of pick(random, hostileBodies(op, valid.body), PER_BODY))
      probes.push({ op, label: `body: ${raw.label}`, values: { ...valid, body: undefined, raw } });
  }
  return probes;
}

describe('fuzzing', () => {
  it(
    'hostile values never get a 5xx, a stack trace or SQL, and every 4xx is the contract’s error shape',
    async () => {
      expect(operations.length).toBeGreaterThan(150);
      const random = seeded(SEED);
      const probes = pick(
        random,
        operations.flatMap((op) => probesOf(op, random)),
        MAX_CALLS,
      );
      tally.operations = new Set(probes.map((p) => p.op.operationId)).size;
      const failures: string[] = [];
      for (let i = 0; i < probes.length; i += CONCURRENCY) {
        const batch = probes.slice(i, i + CONCURRENCY);
        const answers = await Promise.all(
          batch.map((probe) => send(ctx().app, requestOf(probe.op, probe.values, { host: member.host, token: member.token, address: `10.66.${i & 255}.1` }))),
        );
        for (const [j, answer] of answers.entries()) {
          tally.calls += 1;
          tally.statuses.set(answer.status, (tally.statuses.get(answer.status) ?? 0) + 1);
          const problems = problemsOf(answer);
          if (problems.length)
            failures.push(`${batch[j].op.method} ${batch[j].op.path} ${batch[j].label} → ${problems.join(', ')}: ${answer.text.slice(0, 200)}`);
        }
      }
      expect(failures).toEqual([]);
      // The member's session held throughout: the probes were judged past the sign-in, not refused at it.
      const me = await send(
        ctx().app,
        requestOf(
          operations.find((op) => op.path === '/api/u/user' && op.method === 'GET')!,
          {},
          member,
        ),
      );
      expect(me.status).toBe(200);
    },
    Math.max(300_000, MAX_CALLS * 200),
  );
});
