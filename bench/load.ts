// The load bench (issue 26): 200 virtual users for 60 s against the production build, on PGlite and on
// PostgreSQL. Each user loops over a scripted mix as a browser would, through the site (its pages and its
// /api, with the session cookie): three public pages of its demo host, the password sign-in, the parcel
// list, its waybill, a sandbox top-up paid at the provider's checkout, and a payment of one of its unpaid
// documents from the wallet with an Idempotency-Key (every other one sent twice at once, a double click).
// Then, read straight from the database with the site stopped: no answer was 5xx, every top-up and payment
// answered 200 is there exactly once and none twice, every wallet equals opening + top-ups − payments and
// its ledger lines, and the ledger holds. Prints count and p50/p95/p99 per step and requests/s; exits 1 when
// a check fails or a step did not get the answer it expects.
//
//   npm run bench:load          BENCH_USERS=200 BENCH_SECONDS=60 BENCH_DOCUMENTS=30 (per user) BENCH_PORT=4480
//                               BENCH_SKIP_PG=1 skips PostgreSQL, BENCH_SKIP_PGLITE=1 PGlite
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, inArray } from 'drizzle-orm';
import { PaymentStatus } from '../lib/contract/enums.ts';
import { setLogLevel } from '../lib/ops/log.ts';
import { createApp } from '../server/app.ts';
import { type Database, openDatabase } from '../server/db/client.ts';
import { sites, users } from '../server/db/schema/index.ts';
import { stockParcel } from '../server/modules/combined-order/test-helpers.ts';
import { ledgerHolds } from '../server/modules/funds/index.ts';
import { hashPassword } from '../server/modules/passport/service.ts';
import { seedIfEmpty } from '../server/seed/index.ts';
import type { Answer, Op } from '../scripts/crash/burst.ts';
import { type Customer, prepare } from '../scripts/crash/prepare.ts';
import { verify } from '../scripts/crash/verify.ts';
import { createThrowawayDatabase } from '../scripts/pg-throwaway.mjs';
import { expectStatus, siteClient } from '../scripts/replicas/client.ts';
import { sandboxTopup, unpaidWaybill } from '../scripts/replicas/journey.ts';
import { heading, percentile, printTable } from './lib/format.mjs';
import { resolveDemoHosts, startSite, stopAll } from './lib/server.mjs';

const USERS = Number(process.env.BENCH_USERS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 30);
const PORT = Number(process.env.BENCH_PORT ?? 4480);
const PASSWORD = 'load1234';
const TOPUP_AMOUNT = '12.34';
const PUBLIC_PAGES = ['/', '/help/help-center', '/shipping-fee'];
const log = (line: string) => console.log(`[bench:load] ${line}`);

interface LoadUser extends Customer {
  waybillId: string;
}

/** A fetch for siteClient that sends through `send` with `extra` headers set on every request. */
const sendingWith = (send: (url: string, init: RequestInit) => Promise<Response>, extra: Record<string, string>) =>
  ((input: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    for (const [name, value] of Object.entries(extra)) headers.set(name, value);
    return send(input, { ...init, headers });
  }) as typeof fetch;

/**
 * The customers (scripts/crash/prepare.ts: on every site, sessions, an opening balance, documents to pay),
 * each with a password and a waybill: a parcel in stock, an address and the waybill submitted unpaid
 * through the API in process, as the replicas test's journey does it through the site.
 */
async function prepareUsers(database: Database): Promise<LoadUser[]> {
  await seedIfEmpty(database.db, { demo: false, log: () => {} });
  const siteRows = await database.db.select().from(sites).orderBy(asc(sites.sort));
  const customers = (await prepare(database, Math.ceil(USERS / siteRows.length), DOCUMENTS)).slice(0, USERS);
  await database.db
    .update(users)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(
      inArray(
        users.id,
        customers.map((c) => c.userId),
      ),
    );
  const app = createApp(database.db, { logError: (error) => console.error(error) });
  const ctx = { app, database, close: () => database.close() };
  const waybillOf = async (c: Customer): Promise<LoadUser> => {
    const tenantId = siteRows.find((s) => s.domain === c.host)!.tenantId;
    const parcel = await stockParcel(ctx, { token: c.token, userId: c.userId, tenantId, host: c.host });
    const inProcess = sendingWith(async (url, init) => app.request(url, init), { host: c.host, authorization: `Bearer ${c.token}` });
    const { waybillId } = await unpaidWaybill(siteClient(`http://${c.host}`, undefined, inProcess), parcel.id);
    return { ...c, waybillId };
  };
  const loadUsers: LoadUser[] = [];
  for (let at = 0; at < customers.length; at += 8) loadUsers.push(...(await Promise.all(customers.slice(at, at + 8).map(waybillOf))));
  return loadUsers;
}

interface StepFigures {
  ms: number[];
  requests: number;
  serverErrors: number;
  failed: number;
  /** Why steps failed (the first 160 characters), with how often. */
  failures: Map<string, number>;
}

class Figures {
  steps = new Map<string, StepFigures>();
  requests = 0;
  /** Page GETs sent again after a connection reset. */
  resetsRetried = 0;
  of(step: string): StepFigures {
    let figures = this.steps.get(step);
    if (!figures) this.steps.set(step, (figures = { ms: [], requests: 0, serverErrors: 0, failed: 0, failures: new Map() }));
    return figures;
  }
  answer(step: string, status: number) {
    this.requests += 1;
    const figures = this.of(step);
    figures.requests += 1;
    if (status >= 500) figures.serverErrors += 1;
  }
}

const answerOf = (a: { status: number; data: unknown; headers: Headers }): Answer => ({
  status: a.status,
  body: JSON.stringify(a.data),
  replayed: a.headers.get('idempotent-replayed') === 'true',
});

/**
 * One virtual user: the mix, again and again, until the deadline (a round under way is finished). Each user
 * comes from an address of its own (X-Forwarded-For, believed by the site under TRUST_PROXY=1), as 200
 * customers do: from one address, 50 sign-ins in flight at once count as 50 failures for the sign-in
 * throttle (server/modules/passport/throttle.ts reserves a failure per attempt) and the next get 429.
 */
async function virtualUser(user: LoadUser, index: number, deadline: number, figures: Figures, ops: Op[]) {
  const origin = `http://${user.host}:${PORT}`;
  const address = `10.26.${Math.floor(index / 250)}.${(index % 250) + 1}`;
  const fromAddress = sendingWith(fetch, { 'x-forwarded-for': address });
  let round = 0;
  let nextDocument = 0;
  while (Date.now() < deadline) {
    let step = '';
    const client = siteClient(origin, (status) => figures.answer(step, status), fromAddress);
    /** Times the step; it fails by throwing (expectStatus says what came back). */
    const run = async (name: string, action: () => Promise<unknown>) => {
      step = name;
      const started = performance.now();
      let failure: string | null = null;
      try {
        await action();
      } catch (error) {
        const { message, cause } = error as Error & { cause?: { code?: string; message?: string } };
        failure = `${message}${cause ? ` (${cause.code ?? cause.message})` : ''}`.slice(0, 160);
      }
      const stepFigures = figures.of(name);
      stepFigures.ms.push(performance.now() - started);
      if (failure === null) return;
      stepFigures.failed += 1;
      stepFigures.failures.set(failure, (stepFigures.failures.get(failure) ?? 0) + 1);
    };
    const language = round % 2 === 0 ? '' : '/en';
    for (const page of PUBLIC_PAGES) {
      await run(`page ${page}`, async () => {
        const path = language && page === '/' ? language : `${language}${page}`;
        // A browser sends a GET again when the kept-alive connection it reused was closed under it.
        const response = await client.raw(path).catch((error: Error & { cause?: { code?: string } }) => {
          if (error.cause?.code !== 'ECONNRESET') throw error;
          figures.resetsRetried += 1;
          return client.raw(path);
        });
        expectStatus({ status: response.status, data: (await response.text()).slice(0, 200) }, 200, 'page');
      });
    }
    const login = { username: user.userName, password: PASSWORD, userType: 2 };
    await run('sign in', async () => expectStatus(await client.call('POST', '/api/passport-management/login', login), 200, 'sign in'));
    await run('list parcels', async () => expectStatus(await client.call('POST', '/api/u/biz/parcel/list', {}), 200, 'parcels'));
    await run('open waybill', async () => expectStatus(await client.call('GET', `/api/u/combinedOrder/${user.waybillId}/detail`), 200, 'waybill'));
    await run('top up (sandbox)', async () => {
      // Counted from its creation on: when a later call breaks, the database says whether it was credited.
      let op: Op | undefined;
      const topup = await sandboxTopup(client, TOPUP_AMOUNT, (created) => {
        op = { kind: 'topup', customer: user, key: created.transactionId, amountMinor: Math.round(created.creditAmount * 100), call: () => null };
        ops.push(op);
      });
      if (topup.status !== PaymentStatus.Successfully) throw new Error(`top-up ${topup.topupId}: status ${topup.status} after the checkout`);
      op!.first = { status: 200, body: '', replayed: false };
    });
    const document = user.documents[nextDocument++];
    if (document) {
      await run('pay document', async () => {
        const op: Op = { kind: 'pay', customer: user, key: document, amountMinor: 0, call: () => null };
        ops.push(op);
        const pay = async (phase: 'first' | 'retry') => {
          const answer = await client.call('POST', `/api/u/fund-management/unpaid/${document}/pay`, undefined, { key: `load-${document}` });
          op[phase] = answerOf(answer);
          return answer;
        };
        const [first, retry] = await Promise.allSettled(round % 2 === 0 ? [pay('first'), pay('retry')] : [pay('first')]);
        if (op.first?.status === 200 || op.retry?.status === 200) return;
        if (first.status === 'rejected') throw first.reason;
        expectStatus(first.value, 200, 'payment');
        if (retry?.status === 'rejected') throw retry.reason;
      });
    }
    round += 1;
  }
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '-');

/** Prepares the data, runs the users against the site, stops it and checks the database; false when a check failed. */
async function measure(label: string, target: { dataDir: string } | { databaseUrl: string }): Promise<boolean> {
  const preparing = Date.now();
  const database = await openDatabase(target);
  const loadUsers = await prepareUsers(database);
  await database.close();
  log(`${label}: ${loadUsers.length} customers with ${DOCUMENTS} documents and a waybill each, prepared in ${((Date.now() - preparing) / 1000).toFixed(0)} s`);
  const env: Record<string, string> = { SEED_DEMO: '0', LOG_LEVEL: 'warn', TRUST_PROXY: '1' };
  if ('databaseUrl' in target) env.DATABASE_URL = target.databaseUrl;
  await startSite(PORT, { ...('dataDir' in target ? { dataDir: target.dataDir } : {}), env });

  const figures = new Figures();
  const ops: Op[] = [];
  log(`${label}: ${USERS} virtual users for ${SECONDS} s…`);
  const started = performance.now();
  const deadline = Date.now() + SECONDS * 1000;
  await Promise.all(loadUsers.map((user, index) => virtualUser(user, index, deadline, figures, ops)));
  const seconds = (performance.now() - started) / 1000;
  // What went wrong inside while the answers were still 200, e.g. renders that fell back after a backend
  // call timed out (SPEC section 7: the page renders without the failed part).
  const metrics = await fetch(`http://localhost:${PORT}/metrics`).then(
    async (response) => (response.status === 200 ? response.text() : null),
    () => null,
  );
  const errorCounts = (metrics ?? '')
    .split('\n')
    .filter((line) => line.startsWith('app_errors_total{'))
    .map((line) => line.replace('app_errors_total', ''));
  await stopAll();

  const after = await openDatabase({ ...target, migrate: false });
  const verdict = await verify(after, loadUsers, ops);
  await after.close();

  heading(`bench:load — ${label}: ${USERS} users, ${SECONDS} s`);
  const rows = [...figures.steps].map(([name, f]) => [
    name,
    f.ms.length,
    ms(percentile(f.ms, 50)),
    ms(percentile(f.ms, 95)),
    ms(percentile(f.ms, 99)),
    f.requests,
    f.serverErrors,
    f.failed,
  ]);
  const figureColumns = ['count', 'p50 ms', 'p95 ms', 'p99 ms', 'requests', '5xx', 'failed'].map((title) => ({ title, align: 'right' as const }));
  printTable([{ title: 'step' }, ...figureColumns], rows);
  for (const [name, f] of figures.steps) for (const [why, n] of f.failures) console.log(`  ${name} failed ×${n}: ${why}`);
  console.log(`errors counted by the site (/metrics app_errors_total): ${metrics === null ? '/metrics did not answer' : errorCounts.join(', ') || 'none'}`);
  const serverErrors = [...figures.steps.values()].reduce((sum, f) => sum + f.serverErrors, 0);
  const failedSteps = [...figures.steps.values()].reduce((sum, f) => sum + f.failed, 0);
  const written = ops.filter((op) => op.first?.status === 200 || op.retry?.status === 200);
  const { ledger } = verdict;
  console.log(
    `${figures.requests} requests in ${seconds.toFixed(1)} s → ${(figures.requests / seconds).toFixed(1)} requests/s; 5xx ${serverErrors}; steps failed ${failedSteps}; ` +
      `page GETs sent again after a connection reset ${figures.resetsRetried}; ` +
      `writes answered 200: ${written.filter((op) => op.kind === 'topup').length} top-ups, ${written.filter((op) => op.kind === 'pay').length} payments; ` +
      `lost ${verdict.lost.length}, doubled ${verdict.doubled.length}, wallets off ${verdict.walletsOff.length}; ` +
      `ledger ${ledgerHolds(ledger) ? 'holds' : 'BROKEN'} (${ledger.accounts} accounts, ${ledger.journals} journals, off ${ledger.offBalance.length}, ` +
      `unbalanced ${ledger.unbalancedJournals}, negative wallets ${ledger.negativeWallets})`,
  );
  for (const line of [
    ...verdict.lost.map((x) => `lost: ${x}`),
    ...verdict.doubled.map((x) => `doubled: ${x}`),
    ...verdict.walletsOff.map((x) => `wallet off: ${x}`),
  ].slice(0, 20))
    console.log(`  ${line}`);
  return serverErrors === 0 && failedSteps === 0 && verdict.ok;
}

resolveDemoHosts();
setLogLevel('warn');
let passed = true;
if (process.env.BENCH_SKIP_PGLITE) {
  log('PGlite: skipped (BENCH_SKIP_PGLITE set)');
} else {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parcel-load-'));
  try {
    passed = (await measure('PGlite', { dataDir })) && passed;
  } finally {
    await stopAll();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
const pg = process.env.BENCH_SKIP_PG ? null : createThrowawayDatabase('load_bench');
if (pg) {
  try {
    passed = (await measure('PostgreSQL', { databaseUrl: pg.url })) && passed;
  } finally {
    await stopAll();
    pg.drop();
  }
} else {
  log('PostgreSQL: skipped (no local cluster, or BENCH_SKIP_PG set)');
}
if (!passed) {
  console.error('[bench:load] FAILED: see the figures above');
  process.exit(1);
}
