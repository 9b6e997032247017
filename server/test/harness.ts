// Per-test-file app over a private copy of the seeded database (or the shared PostgreSQL one).
import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, inject } from 'vitest';
import { createApp } from '../app.ts';
import { type Database, openDatabase, wrapPglite } from '../db/client.ts';

export interface TestContext {
  app: ReturnType<typeof createApp>;
  database: Database;
  close(): Promise<void>;
}

export async function createTestApp(): Promise<TestContext> {
  process.env.PARCEL_PHOTO_DIR = inject('parcelPhotoDir');
  process.env.TOPUP_PROOF_DIR = `${inject('parcelPhotoDir')}/topup-proofs`;
  const databaseUrl = inject('databaseUrl');
  let database: Database;
  if (databaseUrl) {
    database = await openDatabase({ databaseUrl, migrate: false });
  } else {
    const bytes = await fs.readFile(inject('pgliteDump'));
    const client = await PGlite.create({ loadDataDir: new Blob([bytes]) });
    database = wrapPglite(client);
  }
  const app = createApp(database.db, { logError: process.env.API_TEST_LOG ? (e) => console.error(e) : () => {} });
  return { app, database, close: () => database.close() };
}

/** One app per test file, created before its tests and closed after them: `const ctx = testAppPerFile()`. */
export function testAppPerFile(): () => TestContext {
  let ctx: TestContext | undefined;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx?.close());
  return () => {
    if (!ctx) throw new Error('The test app is not ready: call ctx() inside a test or hook');
    return ctx;
  };
}

export interface CallOptions {
  method?: string;
  host?: string;
  lang?: string;
  token?: string;
  headers?: Record<string, string>;
  json?: unknown;
}

/** Calls the app like the gateway does; default host localhost, language zh-Hans. */
export async function call(app: TestContext['app'], path: string, opts: CallOptions = {}) {
  const headers: Record<string, string> = {
    host: opts.host ?? 'localhost',
    'accept-language': opts.lang ?? 'zh-Hans',
    wms_platform: '11',
    ...opts.headers,
  };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | undefined;
  if (opts.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.json);
  }
  const res = await app.request(`http://${headers.host}${path}`, {
    method: opts.method ?? (body ? 'POST' : 'GET'),
    headers,
    body,
  });
  const text = await res.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const data: any = text ? JSON.parse(text) : null;
  return { status: res.status, data };
}

export async function loginDemo(app: TestContext['app'], host = 'localhost', username = 'demo', password = 'demo1234') {
  const res = await call(app, '/api/passport-management/login', {
    host,
    json: { username, password, userType: 2 },
  });
  if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.data)}`);
  return res.data.accessToken as string;
}
