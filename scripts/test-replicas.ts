// `npm run test:replicas` (part of npm test, beside the e2e): 2 backends (`npm run server`) and 2 site
// processes (the production build under scripts/site-server.mjs, each to its own backend) on one
// throw-away PostgreSQL database, behind a round-robin proxy (scripts/replicas/proxy.ts). Both backends
// start at once on the empty database (migrations and seed under their locks). Through the proxy: the
// golden journey (scripts/replicas/journey.ts) with a photo uploaded on one replica and read back from
// both, a sign-in throttle counted across replicas, 50 concurrent payments of one waybill; then SIGTERM
// to a site and to a backend while a request is in flight. Prints the figures; exits non-zero when one
// differs from what one process gives. Builds first when the build is not current (npm test has built).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildIfNeeded } from './build-if-needed.mjs';
import { createThrowawayDatabase } from './pg-throwaway.mjs';
import { requireNode } from './require-node.mjs';
import { createOperator, migrationCount, moneyOf, schemaState } from './replicas/database.ts';
import { concurrentPays, newCustomer, parcelWithPhoto, PHOTO_BASE64, sandboxTopup, signInThrottle, staffSession, unpaidWaybill } from './replicas/journey.ts';
import { killGroup, type Service, startService, waitFor } from './replicas/processes.ts';
import { type RoundRobinProxy, startProxy } from './replicas/proxy.ts';
import { stopDuringRequest } from './replicas/stop.ts';
import { copyBuildForSite } from './site-build-copy.mjs';

requireNode('test:replicas');
const root = path.resolve(import.meta.dirname, '..');
const started = Date.now();
const PORTS = { proxy: 3462, sites: [3460, 3461], backends: [4460, 4461] };
const PAYS = 50;
const THROTTLE_ATTEMPTS = 6; // 5 failures per account in 15 minutes (server/modules/passport/throttle.ts)
const OPERATOR = { userName: 'replica-admin', password: 'replica1234' };
const origin = `http://localhost:${PORTS.proxy}`;

const elapsed = (since = started) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const log = (line: string) => console.log(`[replicas ${elapsed()}] ${line}`);
const failures: string[] = [];
function check(ok: boolean, what: string): void {
  log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
}

const work = mkdtempSync(path.join(tmpdir(), 'parcel-replicas-'));
const services: Service[] = [];
let proxy: RoundRobinProxy | null = null;
let pool: pg.Pool | null = null;
let dropDatabase: (() => void) | null = null;

async function cleanUp(code: number): Promise<never> {
  await proxy?.close().catch(() => undefined);
  await pool?.end().catch(() => undefined);
  for (const service of services) killGroup(service, 'SIGKILL');
  try {
    dropDatabase?.();
  } catch (error) {
    console.error(`[replicas] could not drop the database: ${(error as Error).message}`);
  }
  // The two copies of the build take seconds to delete on a busy disk: in the background, not waited for.
  if (code === 0) spawn('rm', ['-rf', work], { detached: true, stdio: 'ignore' }).unref();
  else log(`logs kept in ${path.join(work, 'logs')}`);
  log(`done: exit ${code}`);
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void cleanUp(130));

async function main() {
  if (buildIfNeeded({ log })) log('built');
  const database = createThrowawayDatabase('parcel_replicas_test');
  if (!database) {
    if (process.env.CI) throw new Error('CI needs PostgreSQL (apt-get install postgresql), but no cluster was found.');
    log('skipped: no PostgreSQL cluster here (apt-get install postgresql to run it)');
    return cleanUp(0);
  }
  dropDatabase = database.drop;
  pool = new pg.Pool({ connectionString: database.url, max: 4 });
  const logDir = path.join(work, 'logs');
  mkdirSync(logDir, { recursive: true });
  const base: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    PAYMENT_MODE: 'sandbox',
    PUBLIC_ORIGIN_SCHEME: 'http',
    PUBLIC_PORT: String(PORTS.proxy),
  };
  for (const name of ['API_UPSTREAM_URL', 'DATABASE_URL', 'TRUST_PROXY', 'FILE_STORE', 'PARCEL_PHOTO_DIR', 'WAYBILL_PHOTO_DIR', 'TOPUP_PROOF_DIR'])
    delete base[name];

  // Both backends at once on the empty database: migrations and the seed run under their advisory locks.
  let since = Date.now();
  const backends = PORTS.backends.map((port, i) =>
    startService(`backend-${i + 1}`, [path.join(root, 'server/main.ts')], {
      cwd: root,
      logDir,
      env: {
        ...base,
        DATABASE_URL: database.url,
        SEED_DEMO: '0',
        SERVER_PORT: String(port),
        TRUST_PROXY: '1',
        OUTBOX_OVER_HTTP: '1',
        DATA_DIR: path.join(work, `data-${i + 1}`),
      },
    }),
  );
  services.push(...backends);
  const dirs = PORTS.sites.map((_, i) => copyBuildForSite(root, path.join(work, `site-${i + 1}`)));
  const sites = PORTS.sites.map((port, i) =>
    startService(`site-${i + 1}`, [path.join(root, 'scripts/site-server.mjs'), '--port', String(port), '--hostname', '127.0.0.1'], {
      cwd: dirs[i],
      logDir,
      env: { ...base, API_UPSTREAM_URL: `http://127.0.0.1:${PORTS.backends[i]}`, TRUST_PROXY: '1', DATA_DIR: path.join(work, `site-data-${i + 1}`) },
    }),
  );
  services.push(...sites);
  await Promise.all(backends.map((b, i) => waitFor(b, `http://127.0.0.1:${PORTS.backends[i]}/api/system/application-configuration`, 120_000)));
  log(`2 backends up in ${elapsed(since)} (started at once on an empty database)`);
  const schema = await schemaState(pool);
  check(
    schema.migrations === migrationCount(root) && schema.sites === 3,
    `migrated once (${schema.migrations} migrations) and seeded once (${schema.sites} sites)`,
  );
  await createOperator(pool, OPERATOR.userName, OPERATOR.password);
  await Promise.all(sites.map((s, i) => waitFor(s, `http://127.0.0.1:${PORTS.sites[i]}/api/system/application-configuration`, 120_000)));
  log(`2 sites up in ${elapsed(since)}`);
  proxy = await startProxy(PORTS.proxy, [
    { name: 'site-1', port: PORTS.sites[0] },
    { name: 'site-2', port: PORTS.sites[1] },
  ]);

  since = Date.now();
  const staff = await staffSession(origin, OPERATOR.userName, OPERATOR.password);
  const { customer, userName } = await newCustomer(origin, staff);
  const parcel = await parcelWithPhoto(customer, staff);
  const photo = Buffer.from(PHOTO_BASE64, 'base64');
  const reads = [await customer.bytes(parcel.photoUrl), await customer.bytes(parcel.photoUrl)];
  check(
    reads.every((r) => r.status === 200 && r.bytes.equals(photo)) && new Set(reads.map((r) => r.replica)).size === 2,
    `photo uploaded through ${parcel.uploadedOn}, read back byte for byte from ${reads.map((r) => `${r.replica} (${r.status})`).join(' and ')}`,
  );
  const waybill = await unpaidWaybill(customer, parcel.parcelId);
  // Twice what is due: a second charge would find the money, so only the payment rules can stop it.
  const topupAmount = (waybill.amountDue * 2).toFixed(2);
  const topup = await sandboxTopup(customer, topupAmount);
  check(topup.status === 2, `sandbox top-up of ${topupAmount} paid at the Alipay sandbox, credited by its notice (status ${topup.status})`);
  log(`journey: registration, forecast, arrival with photo, waybill ${waybill.waybillId} (${waybill.amountDue} due), top-up in ${elapsed(since)}`);

  since = Date.now();
  const pays = await concurrentPays(customer, waybill.waybillId, PAYS);
  log(`${PAYS} concurrent payments in ${elapsed(since)}: ${JSON.stringify(pays.outcomes)}; by replica ${JSON.stringify(pays.replicas)}`);
  const money = await moneyOf(pool, userName, waybill.waybillId);
  const expected = Math.round(Number(topupAmount) * 100) - Math.round(waybill.amountDue * 100);
  check(money.charges === 1, `one charge of the waybill (${money.charges})`);
  check(
    money.balance === expected && money.walletLines === money.balance,
    `wallet ${money.balance} = top-up − one payment (${expected}) = its ledger lines (${money.walletLines})`,
  );
  check(
    money.offAccounts === 0 && money.unbalancedJournals === 0,
    `every account equals its lines (${money.offAccounts} off), every journal sums to 0 (${money.unbalancedJournals} not)`,
  );
  check(pays.answers.some((a) => a.status === 200) && pays.answers.every((a) => a.status < 500), 'at least one payment answered 200, none 5xx');

  const throttle = await signInThrottle(origin, THROTTLE_ATTEMPTS);
  check(
    throttle.slice(0, -1).every((t) => t.status === 400) && throttle.at(-1)!.status === 429 && new Set(throttle.map((t) => t.replica)).size === 2,
    `sign-in throttle across replicas: ${throttle.map((t) => `${t.status}@${t.replica}`).join(', ')}`,
  );

  const pages = [await customer.raw('/'), await customer.raw('/')];
  const cacheControl = pages.map((p) => `${p.headers.get('x-replica')}: ${p.headers.get('cache-control')}`);
  check(
    pages.every((p) => p.status === 200 && p.headers.get('cache-control') === 's-maxage=60, stale-while-revalidate=60'),
    `public page bound on both replicas (${cacheControl.join('; ')})`,
  );
  log(`proxy answers by replica: ${JSON.stringify(proxy.counts)}`);

  // SIGTERM with a request in flight: a site (its gateway passes the sign-in to its backend), then a backend.
  const signIn = JSON.stringify({ username: userName, password: 'replica1234', userType: 2 });
  const siteStop = await stopDuringRequest(sites[0], {
    port: PORTS.sites[0],
    path: '/api/passport-management/login',
    headers: {
      host: `localhost:${PORTS.proxy}`,
      origin,
      'x-requested-with': 'XMLHttpRequest',
      'x-forwarded-for': '127.0.0.1',
      'x-forwarded-host': `localhost:${PORTS.proxy}`,
      'x-forwarded-proto': 'http',
    },
    body: signIn,
  });
  check(
    siteStop.status === 200 && siteStop.refusedWhileDraining && siteStop.exit.code === 0,
    `site-1 SIGTERM during a request: answered ${siteStop.status}, new connections refused: ${siteStop.refusedWhileDraining}, exit ${siteStop.exit.code} (${siteStop.ms} ms)`,
  );
  const backendStop = await stopDuringRequest(backends[1], {
    port: PORTS.backends[1],
    path: '/api/passport-management/login',
    headers: { host: 'localhost' },
    body: signIn,
  });
  check(
    backendStop.status === 200 && backendStop.refusedWhileDraining && backendStop.exit.code === 0,
    `backend-2 SIGTERM during a request: answered ${backendStop.status}, new connections refused: ${backendStop.refusedWhileDraining}, exit ${backendStop.exit.code} (${backendStop.ms} ms)`,
  );

  log(failures.length ? `${failures.length} check(s) failed:\n  ${failures.join('\n  ')}` : `all checks passed; total ${elapsed()}`);
  return cleanUp(failures.length ? 1 : 0);
}

main().catch(async (error: Error) => {
  console.error(`[replicas] ${error.stack ?? error.message}`);
  await cleanUp(1);
});
