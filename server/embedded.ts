// Process-wide singleton of the in-process backend (shared across bundles via globalThis).
import { sql } from 'drizzle-orm';
import { log } from '../lib/ops/log.ts';
import { trackDatabase } from '../lib/ops/metrics.ts';
import { createApp } from './app.ts';
import { type Database, type Db, openDatabase } from './db/client.ts';
import { publicOriginConfig } from './modules/funds/index.ts';
import { paymentMode } from './modules/payments/index.ts';
import { assertNoDefaultPasswords, demoSeedWanted, isProductionMode } from './seed/demo.ts';
import { seedIfEmpty } from './seed/index.ts';

export interface EmbeddedApp {
  fetch(req: Request): Response | Promise<Response>;
}

interface EmbeddedState {
  app: EmbeddedApp;
  database: Database;
  stopStatistics: () => void;
}

const STATISTICS_INTERVAL_MS = 3_600_000;

/**
 * PGlite runs no autovacuum, so its planner has no statistics and sorts whole tables where an index would
 * do (a member's 10,000 parcels: ~10 ms a page instead of ~0.2 ms). ANALYZE at start and every hour.
 */
function keepStatistics(database: Database): () => void {
  if (database.kind !== 'pglite') return () => {};
  const analyze = () => database.db.execute(sql`ANALYZE`).catch((err) => log.error('ANALYZE failed', { err }));
  void analyze();
  const timer = setInterval(analyze, STATISTICS_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}

const KEY = Symbol.for('parcel-site.server.embedded');
type GlobalWithState = typeof globalThis & { [KEY]?: Promise<EmbeddedState> };

/**
 * Checks the configuration (payment mode, public origin), seeds an empty database (the demo accounts only
 * for the demo: server/seed/demo.ts) and, in production mode, refuses an account that still has a
 * published default password, and a run that does not say whether payments are live.
 */
export async function prepareDatabase(db: Db, env: Record<string, string | undefined> = process.env): Promise<void> {
  paymentMode(env);
  publicOriginConfig(env);
  if (isProductionMode(env) && !env.PAYMENT_MODE?.trim()) {
    // Without PAYMENT_MODE no online method is offered (the sandbox is never implied, whatever the
    // database): a production run must say which it wants rather than lose its online payments quietly.
    throw new Error('Production mode needs PAYMENT_MODE: "live" (with the providers\' keys) or "sandbox" (test payments only).');
  }
  await seedIfEmpty(db, { demo: demoSeedWanted(env) });
  if (isProductionMode(env)) await assertNoDefaultPasswords(db);
}

async function start(): Promise<EmbeddedState> {
  const database = await openDatabase();
  try {
    await prepareDatabase(database.db);
  } catch (err) {
    await database.close();
    throw err;
  }
  const app = createApp(database.db);
  trackDatabase({ driver: database.kind, pool: database.poolStats });
  return { app: { fetch: (req: Request) => app.fetch(req) }, database, stopStatistics: keepStatistics(database) };
}

/** Opens (once per process) the database, migrates, seeds when empty and builds the app. */
export async function getEmbeddedApp(): Promise<EmbeddedApp> {
  const g = globalThis as GlobalWithState;
  if (!g[KEY]) {
    g[KEY] = start().catch((err) => {
      delete g[KEY]; // allow a retry after e.g. a lock conflict
      throw err;
    });
  }
  return (await g[KEY]).app;
}

/** Closes the singleton's database (tests, graceful shutdown). */
export async function closeEmbeddedApp(): Promise<void> {
  const g = globalThis as GlobalWithState;
  const state = g[KEY];
  delete g[KEY];
  if (!state) return;
  const { database, stopStatistics } = await state;
  stopStatistics();
  trackDatabase(null);
  await database.close();
}
