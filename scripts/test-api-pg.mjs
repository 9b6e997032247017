#!/usr/bin/env node
// Runs the vitest `api` project against a real PostgreSQL instead of PGlite.
//  - DATABASE_URL set: uses that database. Its schemas `public` and `drizzle` are DROPPED and recreated,
//    so the database name must contain "test" (or set PG_TEST_ALLOW_RESET=1).
//  - DATABASE_URL unset: starts the local cluster (pg_ctlcluster 15 main start) if needed, creates a
//    throw-away database (and a login role) as the postgres OS user, runs the tests, drops the database.
import { spawnSync } from 'node:child_process';
import { createThrowawayDatabase } from './pg-throwaway.mjs';

const env = { ...process.env };
const extraArgs = process.argv.slice(2);

let dropDb = null;
if (env.DATABASE_URL) {
  const name = new URL(env.DATABASE_URL).pathname.slice(1);
  if (!/test/i.test(name) && env.PG_TEST_ALLOW_RESET !== '1') {
    console.error(`Refusing to reset schema public of database "${name}": use a database whose name contains "test" or set PG_TEST_ALLOW_RESET=1.`);
    process.exit(2);
  }
} else {
  const database = createThrowawayDatabase('parcel_api_test');
  if (!database) {
    // Without PostgreSQL on this machine the second API run is skipped; CI installs it and must run it.
    if (env.CI) {
      console.error('[test-api-pg] CI needs PostgreSQL (apt-get install postgresql), but no cluster was found.');
      process.exit(1);
    }
    console.log('[test-api-pg] skipped: no PostgreSQL cluster here (apt-get install postgresql to run it).');
    process.exit(0);
  }
  dropDb = database.drop;
  env.DATABASE_URL = database.url;
  console.log(`[test-api-pg] throw-away database ${database.name}`);
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
