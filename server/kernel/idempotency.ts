// Idempotency-Key on every request that moves money (Stripe's rules): the same key with the same request
// answers the first response again; the same key with another request is 422; while the first is still
// running, 409. Keys are per tenant and caller and kept 24 hours. A 5xx or 429 answer is not kept (the
// request may be tried again with the same key, later); another 4xx is (the same request would fail the
// same way).
import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { ApiError, errorBody } from '../errors.ts';
import type { AppEnv } from '../http.ts';
import { isMessageKey, t } from '../i18n.ts';
import { FieldError, validationBody } from './router.ts';

export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
/** A "running" key older than this was left by a crashed request: a retry takes it over. */
const STALE_RUNNING_MS = 60_000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/** Answers that say "not now" rather than "not this": the key is freed for a retry. */
const retryable = (status: number) => status >= 500 || status === 429;

export function requestHash(method: string, path: string, body: string | Uint8Array): string {
  return createHash('sha256').update(`${method} ${path}\n`).update(body).digest('hex');
}

function replay(status: number, body: string, replayed: boolean): Response {
  return new Response(body, {
    status,
    headers: { 'content-type': 'application/json; charset=UTF-8', ...(replayed ? { 'idempotent-replayed': 'true' } : {}) },
  });
}

async function prune(db: Db): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(Date.now() - IDEMPOTENCY_TTL_MS)));
}

/** A handler's answer that must not be kept (5xx, 429): its transaction is rolled back and the key freed. */
class Unkept extends Error {
  readonly status: number;
  readonly text: string;
  constructor(status: number, text: string) {
    super('unkept answer');
    this.status = status;
    this.text = text;
  }
}

export interface IdempotentOptions {
  /**
   * true (default): the handler runs in one transaction with the key's completion, so a crash leaves either
   * both (a retry replays the answer) or neither (a retry runs it). Its own transactions become savepoints.
   * false: for a handler that calls a payment provider, which no transaction may wait on; a crash between
   * its commit and the key's completion leaves the key running, and a retry after STALE_RUNNING_MS runs it
   * again (a new pending top-up; money moves only when a provider confirms one).
   */
  atomic?: boolean;
}

/**
 * Runs `handler` at most once per Idempotency-Key of this caller. Without the header the request simply
 * runs (the documents' own conditional updates still keep it from doing a thing twice). `body` is what
 * identifies the request besides method and path (the parsed JSON, or a digest of an upload).
 */
export async function idempotent(
  c: Context<AppEnv>,
  scope: string,
  body: unknown,
  handler: () => Promise<Response>,
  options: IdempotentOptions = {},
): Promise<Response> {
  const key = c.req.header('idempotency-key');
  if (key === undefined) return handler();
  if (!KEY_PATTERN.test(key)) throw new ApiError(400, 'BadRequest', 'badRequest', 'Idempotency-Key');
  const db = c.get('db');
  const tenantId = c.get('tenantId');
  const hash = requestHash(c.req.method, c.req.path, typeof body === 'string' || body instanceof Uint8Array ? body : JSON.stringify(body ?? null));
  const where = and(eq(idempotencyKeys.tenantId, tenantId), eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));
  // The claim's time is its fencing token: a request whose key was taken over can no longer complete it.
  const claimedAt = new Date();
  const claim = and(where, eq(idempotencyKeys.state, 'running'), eq(idempotencyKeys.createdAt, claimedAt));

  const inserted = await db
    .insert(idempotencyKeys)
    .values({ tenantId, scope, key, requestHash: hash, state: 'running', createdAt: claimedAt })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length === 0) {
    const [row] = await db.select().from(idempotencyKeys).where(where);
    if (!row) return idempotent(c, scope, body, handler, options); // pruned in between
    if (row.requestHash !== hash) throw new ApiError(422, 'IDEMPOTENCY_MISMATCH', 'idempotencyMismatch');
    if (row.state === 'done') return replay(row.responseStatus ?? 200, row.responseBody ?? 'null', true);
    const takenOver = await db
      .update(idempotencyKeys)
      .set({ createdAt: claimedAt })
      .where(and(where, eq(idempotencyKeys.state, 'running'), lt(idempotencyKeys.createdAt, new Date(Date.now() - STALE_RUNNING_MS))))
      .returning({ key: idempotencyKeys.key });
    if (takenOver.length === 0) throw new ApiError(409, 'IDEMPOTENCY_IN_PROGRESS', 'idempotencyInProgress');
  } else if (Math.random() < 0.01) {
    await prune(db);
  }

  const complete = async (conn: Db, status: number, text: string) =>
    (
      await conn
        .update(idempotencyKeys)
        .set({ state: 'done', responseStatus: status, responseBody: text, completedAt: sql`now()` })
        .where(claim)
        .returning({ key: idempotencyKeys.key })
    ).length > 0;
  const release = () => db.delete(idempotencyKeys).where(claim);
  const run = async (conn: Db) => {
    const response = await handler();
    const text = await response.text();
    if (retryable(response.status)) throw new Unkept(response.status, text);
    // Taken over meanwhile (this request outlived STALE_RUNNING_MS): the other one's answer stands.
    if (!(await complete(conn, response.status, text))) throw new ApiError(409, 'IDEMPOTENCY_IN_PROGRESS', 'idempotencyInProgress');
    return replay(response.status, text, false);
  };

  try {
    if (options.atomic === false) return await run(db);
    return await db.transaction(async (tx) => {
      c.set('db', tx as unknown as Db);
      try {
        return await run(tx as unknown as Db);
      } finally {
        c.set('db', db);
      }
    });
  } catch (err) {
    if (err instanceof Unkept) {
      await release();
      return replay(err.status, err.text, false);
    }
    if (!(err instanceof ApiError) || retryable(err.status) || err.code === 'IDEMPOTENCY_IN_PROGRESS') {
      if (!(err instanceof ApiError && err.code === 'IDEMPOTENCY_IN_PROGRESS')) await release();
      throw err;
    }
    // A refusal changes nothing (its transaction was rolled back), so it is kept outside one: the same
    // request would be refused the same way.
    const message = isMessageKey(err.message) ? t(c.get('locale'), err.message) : err.message;
    // Field errors keep their list, as the router's own error answer does.
    const text = JSON.stringify(err instanceof FieldError ? validationBody(c.get('locale'), err.issues) : errorBody(err.code, message, err.details));
    await complete(db, err.status, text);
    return replay(err.status, text, false);
  }
}
