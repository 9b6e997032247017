// The scale database (issue 26 part 5): PostgreSQL only. SCALE_DATABASE_URL names one; otherwise a database
// `parcel_scale` on this machine's local cluster is created and KEPT, so the bench's later runs skip the
// generator (SCALE_FRESH=1 drops and fills it again). Filled once: migrations, the demo seed, then the
// set-based steps of ./steps.ts, each timed.
import { spawnSync } from 'node:child_process';
import type pg from 'pg';
import { type Database, openDatabase } from '../../server/db/client.ts';
import { seedIfEmpty } from '../../server/seed/index.ts';
import { createThrowawayDatabase } from '../../scripts/pg-throwaway.mjs';
import { STEPS, SYSTEM_ACCOUNTS } from './steps.ts';

const NAME = process.env.SCALE_DATABASE_NAME ?? 'parcel_scale';
const asPostgres = (sql: string) => spawnSync('runuser', ['-u', 'postgres', '--', 'psql', '-qAtc', sql], { encoding: 'utf8' });

/** The URL of the scale database: SCALE_DATABASE_URL, or the local cluster's kept `parcel_scale`. */
function scaleUrl(): string {
  if (process.env.SCALE_DATABASE_URL) return process.env.SCALE_DATABASE_URL;
  const exists = asPostgres(`SELECT 1 FROM pg_database WHERE datname = '${NAME}'`).stdout.trim() === '1';
  if (exists && process.env.SCALE_FRESH) asPostgres(`DROP DATABASE ${NAME} WITH (FORCE)`);
  if (!exists || process.env.SCALE_FRESH) {
    // The throw-away helper makes the role and a database; this one is renamed to the kept name.
    const made = createThrowawayDatabase(`${NAME}_new`);
    if (!made) throw new Error('No PostgreSQL: set SCALE_DATABASE_URL or install a local cluster');
    asPostgres(`ALTER DATABASE ${made.name} RENAME TO ${NAME}`);
    return made.url.replace(made.name, NAME);
  }
  return `postgres://parcel_test:parcel_test@127.0.0.1:${process.env.PGPORT ?? 5432}/${NAME}`;
}

const pool = (database: Database) => (database.db as unknown as { $client: pg.Pool }).$client;

async function isFilled(database: Database): Promise<boolean> {
  // The last generated journal's lines are written by the last step but ANALYZE.
  const { rows } = await pool(database).query("SELECT count(*)::int AS n FROM journal_lines WHERE journal_id = 'JSC00999999'");
  return rows[0].n === 2;
}

/** Migrations, the demo seed and the generated rows; returns how long the generator took (ms), 0 when it was already filled. */
export async function openScaleDatabase(log: (line: string) => void): Promise<{ database: Database; generatedMs: number }> {
  const database = await openDatabase({ databaseUrl: scaleUrl() });
  if (await isFilled(database)) return { database, generatedMs: 0 };
  const started = performance.now();
  await seedIfEmpty(database.db, { demo: true, log: () => {} });
  log(`demo seed: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const client = await pool(database).connect();
  try {
    const { rows } = await client.query(`
      SELECT u.tenant_id, u.id AS user_id, s.base_currency_code AS currency
      FROM sites s JOIN users u ON u.tenant_id = s.tenant_id AND u.user_name = 'demo'
      WHERE s.domain = 'localhost'`);
    const { tenant_id: tenantId, user_id: userId, currency } = rows[0] as Record<string, string>;
    await client.query(SYSTEM_ACCOUNTS, [tenantId, currency]);
    await client.query("SET work_mem = '64MB'");
    for (const step of STEPS) {
      const t0 = performance.now();
      if (!step.bare) await client.query('BEGIN');
      for (const statement of step.sql.split(/;\s*$/m).filter((s) => s.trim())) {
        await client.query(bind(client, statement, [tenantId, userId, currency]));
      }
      if (!step.bare) await client.query('COMMIT');
      log(`${step.label}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    }
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
  return { database, generatedMs: performance.now() - started };
}

/** $1…$3 as quoted literals (a statement may leave one out, which a bound parameter would not allow). */
const bind = (client: pg.PoolClient, statement: string, values: string[]) =>
  statement.replace(/\$(\d)/g, (_, i: string) => client.escapeLiteral(values[Number(i) - 1]));
