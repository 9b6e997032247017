// The privacy sweep (issue 26, part 1), over every operation of the app's own OpenAPI document: an owner
// and a neighbour of one tenant and a stranger of another each own a record of every kind. Every member
// operation that names a record (./id-kinds.ts) is called by the neighbour and the stranger with each of
// the owner's ids: 404 (or 403), and none of the owner's rows changed. Every read the others make shows
// none of the owner's ids or personal data, even searched by the owner's numbers; public operations given
// the owner's ids show no personal data. An id-like value the kind table does not name fails the sweep.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { testAppPerFile } from './harness.ts';
import { ANSWERS_AS_UNKNOWN, idFieldsOf, OWNED_KINDS, type OwnedKind } from './id-kinds.ts';
import { fieldLabel, fieldsOf, readOperations, undocumentedRoutes, type Operation } from './openapi-operations.ts';
import { requestOf, send } from './openapi-requests.ts';
import { changedTables, ownedRowsDigest } from './owned-rows.ts';
import { person, type Person } from './privacy-fixtures.ts';
import { errorOf, idsIn, namesOnly, personalIn, shapedFor } from './sweep-answers.ts';
import { publicCases, readCases, targetCases, targetsOf, valuesFor, type Case } from './sweep-cases.ts';

type Answer = Awaited<ReturnType<typeof send>>;
const ctx = testAppPerFile();
let operations: Operation[];
let owner: Person;
let neighbour: Person;
let stranger: Person;
/** Each sweep makes hundreds of calls: minutes on a busy 2-core machine, seconds on an idle one. */
const SWEEP_TIMEOUT = 240_000;
const tally = { operations: new Set<string>(), ids: new Set<string>(), calls: 0, answers: new Map<string, number>() };

/** Sign-in flows (credentials in, tokens out: server/modules/passport tests) and signed provider callbacks. */
const NOT_PUBLIC_READS = /^\/api\/(passport-management|payment\/notify)\//;
const isRead = (op: Operation) => op.method === 'GET' || /(list|status-group)$/i.test(op.path);
const targetsOfOp = (op: Operation) => targetsOf(idFieldsOf(op, fieldsOf(op)).ids);
/** Kinds the neighbour's reads must show of their own, so reads that answer nothing cannot pass. */
const LISTED: OwnedKind[] = ['address', 'parcel', 'waybill', 'transhipmentOrder', 'topup', 'transactionRecord', 'unpaid', 'memberCoupon', 'good', 'enquiry'];

function run(c: Case, opts: { anonymous?: boolean } = {}) {
  tally.calls += 1;
  tally.operations.add(`${c.op.method} ${c.op.path}`);
  for (const u of c.under) tally.ids.add(u.id);
  // A client address of its own per call: public look-ups are limited per address.
  const address = `10.77.${(tally.calls >> 8) & 255}.${tally.calls & 255}`;
  return send(ctx().app, requestOf(c.op, c.values, { host: c.caller.host, token: opts.anonymous ? undefined : c.caller.token, address }));
}

const who = (c: Case) => (c.caller === stranger ? 'stranger' : c.caller === neighbour ? 'neighbour' : 'visitor');
const describeCase = (c: Case) => `${c.op.method} ${c.op.path} as ${who(c)} ${c.under.map((u) => `${u.label}=${u.kind}:${u.id}`).join(' ')}`;
const count = (key: string) => tally.answers.set(key, (tally.answers.get(key) ?? 0) + 1);

beforeAll(async () => {
  process.env.WAYBILL_PHOTO_DIR = path.join(inject('parcelPhotoDir'), 'waybill-photos');
  operations = await readOperations(ctx().app);
  owner = await person(ctx(), 'localhost', 'own');
  neighbour = await person(ctx(), 'localhost', 'nbr');
  stranger = await person(ctx(), 'blue.localhost', 'str');
}, SWEEP_TIMEOUT);

afterAll(() => {
  const answers = [...tally.answers].map(([key, n]) => `${key} ${n}`).join(', ');
  console.log(`[privacy sweep] ${tally.operations.size} operations, ${tally.ids.size} of the owner's ids, ${tally.calls} calls (${answers})`);
});

/** A foreign id's answer: 404 or 403, else exactly an unknown id's (a 400 naming only the field, or ANSWERS_AS_UNKNOWN's same body). */
async function judgeTarget(c: Case, answer: Answer, i: number): Promise<string | null> {
  if (answer.status === 404 || answer.status === 403) {
    count(String(answer.status));
    return null;
  }
  const labels = c.under.map((u) => u.label);
  const unknown = await run({ ...c, values: valuesFor(c.op, c.caller, new Map(labels.map((label) => [label, shapedFor(c.op, label, `UNKNOWN${i}`)]))) });
  const sameBody = c.under.every((u) => ANSWERS_AS_UNKNOWN.some((a) => a.kind === u.kind && (!a.path || a.path.test(c.op.path))));
  count(sameBody ? 'as unknown' : 'field error as unknown');
  const ok = sameBody
    ? unknown.status === answer.status && unknown.text === answer.text
    : answer.status === 400 && namesOnly(answer.data, labels) && unknown.status === 400 && errorOf(unknown.data) === errorOf(answer.data);
  return ok ? null : `${describeCase(c)} → ${answer.status} ${answer.text.slice(0, 200)}; an unknown id → ${unknown.status} ${unknown.text.slice(0, 120)}`;
}

/** A read's answer: no 5xx, none of the owner's ids (but the one it was searched by) or personal data. */
function judgeRead(c: Case, answer: Answer): string | null {
  count(answer.status < 300 ? 'read 2xx' : 'read other');
  if (answer.status >= 500) return `${describeCase(c)} → ${answer.status}`;
  const leaked = [
    ...idsIn(
      answer.data,
      owner,
      c.under.map((u) => u.id),
    ),
    ...personalIn(answer.text, owner),
  ];
  return leaked.length ? `${describeCase(c)} shows the owner's ${leaked.join(', ')}` : null;
}

describe('privacy sweep', () => {
  it('the document describes every route the app answers, and the kind table names every id-like value', () => {
    expect(undocumentedRoutes(ctx().app, operations)).toEqual([]);
    const uncovered = operations
      .filter((op) => op.access !== 'admin')
      .flatMap((op) => idFieldsOf(op, fieldsOf(op)).uncovered.map((field) => `${op.method} ${op.path} ${fieldLabel(field)}`));
    expect(uncovered, 'id-like values no rule of server/test/id-kinds.ts names').toEqual([]);
    for (const kind of OWNED_KINDS) expect(owner.ids[kind].filter(Boolean).length, `the owner has no ${kind}`).toBeGreaterThan(0);
  });

  it('another member’s ids answer 404 or 403 on every member operation, and change none of the owner’s rows', { timeout: SWEEP_TIMEOUT }, async () => {
    const ops = operations.filter((op) => op.access === 'customer' && targetsOfOp(op).length > 0);
    expect(ops.length).toBeGreaterThan(50);
    const failures: (string | null)[] = [];
    const db = ctx().database.db;
    let before = await ownedRowsDigest(db, owner.userId);
    for (const op of ops) {
      const cases = targetCases(op, owner, [neighbour, stranger]);
      const answers = await Promise.all(cases.map((c) => run(c)));
      for (const [i, answer] of answers.entries()) failures.push(await judgeTarget(cases[i], answer, i));
      if (op.method === 'GET') continue;
      const after = await ownedRowsDigest(db, owner.userId);
      const changed = changedTables(before, after);
      if (changed.length) failures.push(`${op.method} ${op.path} changed the owner's ${changed.join(', ')}`);
      before = after;
    }
    expect(failures.filter(Boolean)).toEqual([]);
  });

  it('no read shows another member’s rows or personal data, even searched by their numbers', { timeout: SWEEP_TIMEOUT }, async () => {
    const reads = operations.filter((op) => op.access === 'customer' && isRead(op) && targetsOfOp(op).length === 0);
    expect(reads.length).toBeGreaterThan(40);
    const failures: (string | null)[] = [];
    const ownSeen = new Set<OwnedKind>();
    for (const op of reads) {
      const cases = readCases(op, owner, [neighbour, stranger]);
      const answers = await Promise.all(cases.map((c) => run(c)));
      for (const [i, answer] of answers.entries()) {
        failures.push(judgeRead(cases[i], answer));
        if (cases[i].caller !== neighbour) continue;
        const seen = idsIn(answer.data, neighbour);
        for (const kind of LISTED) if (neighbour.ids[kind].some((id) => seen.includes(id))) ownSeen.add(kind);
      }
    }
    expect(failures.filter(Boolean)).toEqual([]);
    expect(
      LISTED.filter((kind) => !ownSeen.has(kind)),
      'kinds the neighbour’s own reads never showed',
    ).toEqual([]);
  });

  it('public operations given the owner’s ids show no personal data', { timeout: SWEEP_TIMEOUT }, async () => {
    const publics = operations.filter((op) => op.access === 'public' && !NOT_PUBLIC_READS.test(op.path));
    expect(publics.length).toBeGreaterThan(30);
    const failures: string[] = [];
    for (const op of publics) {
      const cases = publicCases(op, owner, owner);
      const answers = await Promise.all(cases.map((c) => run(c, { anonymous: true })));
      for (const [i, answer] of answers.entries()) {
        if (answer.status >= 500) failures.push(`${describeCase(cases[i])} → ${answer.status}`);
        const leaked = personalIn(answer.text, owner);
        if (leaked.length) failures.push(`${describeCase(cases[i])} shows ${leaked.join(', ')}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
