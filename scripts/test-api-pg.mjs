#!/usr/bin/env node
// Runs the vitest `api` project against a real PostgreSQL instead of PGlite.
//  - DATABASE_URL set: uses that database. Its schemas `public` and `drizzle` are DROPPED and recreated,
//    so the database name must contain "test" (or set PG_TEST_ALLOW_RESET=1).
//  - DATABASE_URL unset: starts the local cluster (pg_ctlcluster 15 main start) if needed, creates a
//    throw-away database (and a login role) as the postgres OS user, runs the tests, drops the database.
import { spawnSync } from 'node:child_process';

const env = { ...process.env };
const extraArgs = process.argv.slice(2);

function sh(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', ...opts });
  if (r.status !== 0 && !opts.allowFail) {
    throw new Error(`${cmd} ${args.join(' ')} failed: ${r.stderr || r.stdout}`);
  }
  return r;
}
const asPostgres = (sql) => sh('runuser', ['-u', 'postgres', '--', 'psql', '-v', 'ON_ERROR_STOP=1', '-qAtc', sql]);

let dropDb = null;
if (env.DATABASE_URL) {
  const name = new URL(env.DATABASE_URL).pathname.slice(1);
  if (!/test/i.test(name) && env.PG_TEST_ALLOW_RESET !== '1') {
    console.error(`Refusing to reset schema public of database "${name}": use a database whose name contains "test" or set PG_TEST_ALLOW_RESET=1.`);
    process.exit(2);
  }
} else {
  const ls = spawnSync('pg_lsclusters', ['-h'], { encoding: 'utf8' });
  if (ls.status !== 0 || !ls.stdout.trim()) {
    // Without PostgreSQL on this machine the second API run is skipped; CI installs it and must run it.
    if (env.CI) {
      console.error('[test-api-pg] CI needs PostgreSQL (apt-get install postgresql), but no cluster was found.');
      process.exit(1);
    }
    console.log('[test-api-pg] skipped: no PostgreSQL cluster here (apt-get install postgresql to run it).');
    process.exit(0);
  }
  const [version, cluster, , status] = ls.stdout.trim().split('\n')[0].split(/\s+/);
  if (status === 'down') sh('pg_ctlcluster', [version, cluster, 'start']);
  for (let i = 0; i < 30 && spawnSync('pg_isready', ['-q']).status !== 0; i += 1) {
    spawnSync('sleep', ['1']);
  }
  const role = 'parcel_test';
  const password = 'parcel_test';
  const db = `parcel_api_test_${process.pid}`;
  asPostgres(
    `DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${role}') THEN CREATE ROLE ${role} LOGIN PASSWORD '${password}'; END IF; END $$;`,
  );
  asPostgres(`CREATE DATABASE ${db} OWNER ${role}`);
  dropDb = () => asPostgres(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
  env.DATABASE_URL = `postgres://${role}:${password}@127.0.0.1:${env.PGPORT ?? 5432}/${db}`;
  console.log(`[test-api-pg] throw-away database ${db}`);
}

const started = Date.now();
const r = spawnSync('npx', ['vitest', 'run', '--project', 'api', ...extraArgs], { stdio: 'inherit', env });
console.log(`[test-api-pg] vitest finished in ${Date.now() - started} ms with exit code ${r.status}`);
if (dropDb) {
  try {
    dropDb();
  } catch (err) {
    console.error(`[test-api-pg] could not drop the throw-away database: ${err.message}`);
  }
}
process.exit(r.status ?? 1);
