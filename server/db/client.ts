// Opens the database: PGlite under DATA_DIR (default .data), or PostgreSQL when DATABASE_URL is set.
// Migrations are applied at start (PostgreSQL: under pg_advisory_lock).
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { log } from '../../lib/ops/log.ts';
import type { PoolSample } from '../../lib/ops/metrics.ts';
import * as schema from './schema/index.ts';
import { serveBackups } from './backup.ts';
import { acquireDirLock } from './lock.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PostgreSQL: the pool's connections now (the metrics); PGlite has one connection and no pool. */
  poolStats?(): PoolSample;
}

/** Arbitrary constant key for the migration advisory lock. */
const MIGRATION_LOCK_KEY = 727_100_001;

export function migrationsDir(): string {
  return process.env.MIGRATIONS_DIR ?? path.join(process.cwd(), 'server/db/migrations');
}

export interface OpenOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** Apply migrations (default true). */
  migrate?: boolean;
}

export async function openDatabase(opts: OpenOptions = {}): Promise<Database> {
  const databaseUrl = opts.databaseUrl ?? process.env.DATABASE_URL;
  const doMigrate = opts.migrate ?? true;
  if (databaseUrl) return openPostgres(databaseUrl, doMigrate);
  const dataDir = path.resolve(/*turbopackIgnore: true*/ opts.dataDir ?? process.env.DATA_DIR ?? '.data');
  fs.mkdirSync(dataDir, { recursive: true });
  const release = acquireDirLock(dataDir);
  try {
    const pgDir = path.join(dataDir, 'pg');
    fs.mkdirSync(pgDir, { recursive: true });
    const client = await PGlite.create({ dataDir: pgDir });
    const database = wrapPglite(client);
    if (doMigrate) await migratePglite(database.db as never, { migrationsFolder: migrationsDir() });
    const stopBackups = serveBackups(client, dataDir);
    const close = database.close;
    return {
      ...database,
      close: async () => {
        stopBackups();
        await close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

/** Wraps an already open PGlite instance (tests use in-memory instances loaded from a dump). */
export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close() };
}

/**
 * Applies the migrations not yet applied. On PostgreSQL several processes may start at once (replicas
 * behind a load balancer): drizzle's migrator takes no lock (two would both create its schema, or both
 * apply the next migration), so the run holds a session advisory lock, and runs on the very connection
 * that holds it (one connection is enough, whatever PG_POOL_MAX). The next process waits, then finds
 * nothing left to apply.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder: migrationsDir() });
    return;
  }
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const conn = await pool.connect();
  try {
    await conn.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client: conn, schema }), { migrationsFolder: migrationsDir() });
    } finally {
      await conn.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    conn.release();
  }
}

async function openPostgres(url: string, doMigrate: boolean): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.PG_POOL_MAX ?? 10) });
  // An idle connection the server drops (a restart, a fail-over) is an 'error' on the pool; unheard, it would
  // end the process. The pool opens a new connection for the next query; meanwhile /readyz says not ready.
  pool.on('error', (err) => log.warn('database pool: an idle connection failed', { err }));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const database: Database = {
    db,
    kind: 'postgres',
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max ?? 10 }),
  };
  try {
    if (doMigrate) await migrateDatabase(database);
  } catch (err) {
    await pool.end();
    throw err;
  }
  return database;
}
