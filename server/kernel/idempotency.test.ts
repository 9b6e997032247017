// The Idempotency-Key's guarantee under failure: the handler's writes and the key's completion commit
// together, so a request that dies half-way leaves no trace and its retry runs once; a request whose key
// was taken over cannot complete it, and its writes are rolled back.
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { idempotencyKeys, rateLimitHits } from '../db/schema/index.ts';
import { ApiError, errorBody } from '../errors.ts';
import type { AppEnv } from '../http.ts';
import { testAppPerFile } from '../test/harness.ts';
import { idempotent } from './idempotency.ts';

const ctx = testAppPerFile();
const TENANT = 'idempotency-test';
const SCOPE = 'tester';
type Step = 'ok' | 'crash' | 'refuse' | 'unavailable' | 'takenOver';

/** A one-route app: each call writes one effect row under its key, then does what `?step` says (not part of the request's identity). */
function appWith(db: Db) {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('db', db);
    c.set('tenantId', TENANT);
    c.set('locale', 'en');
    await next();
  });
  app.onError((err, c) =>
    err instanceof ApiError ? c.json(errorBody(err.code, err.message), err.status as 409) : c.json(errorBody('Internal', 'internal'), 500),
  );
  app.post('/effect', (c) => {
    const step = c.req.query('step') as Step;
    const atomic = c.req.query('atomic') !== '0';
    const key = c.req.header('idempotency-key')!;
    return idempotent(
      c,
      SCOPE,
      { effect: true },
      async () => {
        const conn = c.get('db');
        await conn.insert(rateLimitHits).values({ scope: 'idempotency-test', key });
        if (step === 'crash') throw new Error('the process died here');
        if (step === 'refuse') throw new ApiError(409, 'REFUSED', 'badRequest');
        if (step === 'unavailable') return c.json({ busy: true }, 503);
        // Another request took the key over meanwhile (this one outlived STALE_RUNNING_MS).
        if (step === 'takenOver')
          await conn
            .update(idempotencyKeys)
            .set({ createdAt: new Date(Date.now() + 5_000) })
            .where(and(eq(idempotencyKeys.tenantId, TENANT), eq(idempotencyKeys.key, key)));
        return c.json({ done: key }, 200);
      },
      { atomic },
    );
  });
  return app;
}

const effects = async (db: Db, key: string) =>
  (
    await db
      .select()
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.scope, 'idempotency-test'), eq(rateLimitHits.key, key)))
  ).length;
const keyRow = async (db: Db, key: string) =>
  (
    await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.tenantId, TENANT), eq(idempotencyKeys.key, key)))
  )[0];

let seq = 0;
const send = (db: Db, step: Step, key: string, atomic = true) =>
  appWith(db).request(`/effect?step=${step}${atomic ? '' : '&atomic=0'}`, { method: 'POST', headers: { 'idempotency-key': key } });
const freshKey = () => `k-${Date.now()}-${(seq += 1)}`;

describe('Idempotency-Key under failure', () => {
  it('a request that dies after its writes leaves neither them nor its key: the retry runs once, then replays', async () => {
    const db = ctx().database.db;
    const key = freshKey();
    expect((await send(db, 'crash', key)).status).toBe(500);
    expect([await effects(db, key), await keyRow(db, key)]).toEqual([0, undefined]);
    const retry = await send(db, 'ok', key);
    expect([retry.status, await retry.json()]).toEqual([200, { done: key }]);
    const again = await send(db, 'ok', key);
    expect([again.status, again.headers.get('idempotent-replayed'), await again.json()]).toEqual([200, 'true', { done: key }]);
    expect(await effects(db, key)).toBe(1);
  });

  it('the key is done in the same commit as the writes', async () => {
    const db = ctx().database.db;
    const key = freshKey();
    await send(db, 'ok', key);
    const row = await keyRow(db, key);
    expect([row?.state, row?.responseStatus, await effects(db, key)]).toEqual(['done', 200, 1]);
  });

  it('a refusal rolls back what the handler wrote and is kept: the retry is refused the same way', async () => {
    const db = ctx().database.db;
    const key = freshKey();
    const first = await send(db, 'refuse', key);
    const body = await first.json();
    expect([first.status, body.error.code, await effects(db, key)]).toEqual([409, 'REFUSED', 0]);
    const retry = await send(db, 'ok', key);
    expect([retry.status, retry.headers.get('idempotent-replayed'), await retry.json()]).toEqual([409, 'true', body]);
    expect(await effects(db, key)).toBe(0);
  });

  it('an answer that says "not now" (503) is rolled back and frees the key', async () => {
    const db = ctx().database.db;
    const key = freshKey();
    expect((await send(db, 'unavailable', key)).status).toBe(503);
    expect([await effects(db, key), await keyRow(db, key)]).toEqual([0, undefined]);
    expect((await send(db, 'ok', key)).status).toBe(200);
    expect(await effects(db, key)).toBe(1);
  });

  it('a second call with the key while the first runs gets the same answer, and the write is made once', async () => {
    const db = ctx().database.db;
    const key = freshKey();
    const answers = await Promise.all([send(db, 'ok', key), send(db, 'ok', key)]);
    const bodies = await Promise.all(answers.map((a) => a.json()));
    expect([answers.map((a) => a.status), bodies]).toEqual([
      [200, 200],
      [{ done: key }, { done: key }],
    ]);
    expect(answers.map((a) => a.headers.get('idempotent-replayed')).sort()).toEqual([null, 'true']);
    expect(await effects(db, key)).toBe(1);
  });

  it('a two-step call (atomic: false) whose key was taken over cannot complete it: the key keeps the newer claim', async () => {
    const db = ctx().database.db;
    const key = freshKey();
    const late = await send(db, 'takenOver', key, false);
    expect([late.status, (await late.json()).error.code]).toEqual([409, 'IDEMPOTENCY_IN_PROGRESS']);
    const row = await keyRow(db, key);
    expect([row?.state, row?.responseBody]).toEqual(['running', null]);
  });
});
