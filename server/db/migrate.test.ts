// Two replicas starting at once on an empty PostgreSQL database: both migrate and seed, and the database
// ends up migrated once and seeded once. Runs in the PostgreSQL run of the API tests (npm run
// test:api:pg), on a throw-away database of its own.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createThrowawayDatabase } from '../../scripts/pg-throwaway.mjs';
import { seedIfEmpty } from '../seed/index.ts';
import { type Db, migrationsDir, openDatabase } from './client.ts';
import { sites } from './schema/index.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);

async function appliedMigrations(db: Db): Promise<number> {
  const result = (await db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`)) as unknown as { rows: { n: number }[] };
  return result.rows[0].n;
}

describe.runIf(onPostgres)('two processes starting at once on an empty PostgreSQL database', () => {
  const throwaway = onPostgres ? createThrowawayDatabase('parcel_migrate_test') : null;
  afterAll(() => {
    vi.unstubAllEnvs();
    throwaway?.drop();
  });

  it('migrate under one advisory lock (one connection each is enough) and seed once', async () => {
    if (!throwaway) throw new Error('no PostgreSQL cluster on this machine');
    vi.stubEnv('PG_POOL_MAX', '1');
    const journal = JSON.parse(readFileSync(path.join(migrationsDir(), 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
    const replicas = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: throwaway.url })));
    try {
      const [first] = replicas;
      expect(await appliedMigrations(first.db)).toBe(journal.entries.length);
      const seeded = await Promise.all(replicas.map((replica) => seedIfEmpty(replica.db, { demo: false, log: () => {} })));
      expect(seeded.filter(Boolean)).toHaveLength(1);
      expect(await first.db.select({ n: count() }).from(sites)).toEqual([{ n: 3 }]);
    } finally {
      await Promise.all(replicas.map((replica) => replica.close()));
    }
  });
});
