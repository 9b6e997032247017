// Builds one migrated + seeded database per test run.
// PGlite (default): dumped to a temp file that each test file loads into an in-memory instance.
// PostgreSQL (DATABASE_URL set): the schema is dropped and recreated, migrated and seeded once.
// Both with the demo seed (the tests sign in as the demo customer and the demo operator).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase, wrapPglite } from '../db/client.ts';
import { seedIfEmpty } from '../seed/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    databaseUrl: string;
    /** Where the seeded (and the tests') parcel photos live: a temp folder, never the repository's .data. */
    parcelPhotoDir: string;
  }
}

export default async function setup(project: TestProject) {
  const started = Date.now();
  const photoDir = await fs.mkdtemp(path.join(os.tmpdir(), 'api-tests-photos-'));
  process.env.PARCEL_PHOTO_DIR = photoDir;
  process.env.TOPUP_PROOF_DIR = path.join(photoDir, 'topup-proofs');
  project.provide('parcelPhotoDir', photoDir);
  const removePhotos = () => fs.rm(photoDir, { recursive: true, force: true });
  const databaseUrl = process.env.DATABASE_URL ?? '';
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE');
      await client.query('DROP SCHEMA IF EXISTS public CASCADE');
      await client.query('CREATE SCHEMA public');
    } finally {
      await client.end();
    }
    const database = await openDatabase({ databaseUrl });
    await seedIfEmpty(database.db, { demo: true, log: () => {} });
    await database.close();
    project.provide('databaseUrl', databaseUrl);
    project.provide('pgliteDump', '');
    console.log(`[api tests] PostgreSQL schema reset, migrated and seeded in ${Date.now() - started} ms`);
    return removePhotos;
  }

  const client = await PGlite.create();
  const database = wrapPglite(client);
  await migrateDatabase(database);
  await seedIfEmpty(database.db, { demo: true, log: () => {} });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'api-tests-'));
  const file = path.join(dir, 'seeded.tar');
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', file);
  project.provide('databaseUrl', '');
  console.log(`[api tests] PGlite migrated, seeded and dumped in ${Date.now() - started} ms`);
  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
    await removePhotos();
  };
}
