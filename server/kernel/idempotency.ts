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

/**
 * Runs `handler` at most once per Idempotency-Key of this caller. Without the header the request simply
 * runs (the documents' own conditional updates still keep it from doing a thing twice). `body` is what
 * identifies the request besides method and path (the parsed JSON, or a digest of an upload).
 */
export async function idempotent(c: Context<AppEnv>, scope: string, body: unknown, handler: () => Promise<Response>): Promise<Response> {
  const key = c.req.header('idempotency-key');
  if (key === undefined) return handler();
  if (!KEY_PATTERN.test(key)) throw new ApiError(400, 'BadRequest', 'badRequest', 'Idempotency-Key');
  const db = c.get('db');
  const tenantId = c.get('tenantId');
  const hash = requestHash(c.req.method, c.req.path, typeof body === 'string' || body instanceof Uint8Array ? body : JSON.stringify(body ?? null));
  const where = and(eq(idempotencyKeys.tenantId, tenantId), eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

  const inserted = await db
    .insert(idempotencyKeys)
    .values({ tenantId, scope, key, requestHash: hash, state: 'running' })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length === 0) {
    const [row] = await db.select().from(idempotencyKeys).where(where);
    if (!row) return idempotent(c, scope, body, handler); // pruned in between
    if (row.requestHash !== hash) throw new ApiError(422, 'IDEMPOTENCY_MISMATCH', 'idempotencyMismatch');
    if (row.state === 'done') return replay(row.responseStatus ?? 200, row.responseBody ?? 'null', true);
    const takenOver = await db
      .update(idempotencyKeys)
      .set({ createdAt: new Date() })
      .where(and(where, eq(idempotencyKeys.state, 'running'), lt(idempotencyKeys.createdAt, new Date(Date.now() - STALE_RUNNING_MS))))
      .returning({ key: idempotencyKeys.key });
    if (takenOver.length === 0) throw new ApiError(409, 'IDEMPOTENCY_IN_PROGRESS', 'idempotencyInProgress');
  } else if (Math.random() < 0.01) {
    await prune(db);
  }

  let status: number;
  let text: string;
  try {
    const response = await handler();
    status = response.status;
    text = await response.text();
  } catch (err) {
    if (!(err instanceof ApiError) || retryable(err.status)) {
      await db.delete(idempotencyKeys).where(where);
      throw err;
    }
    const message = isMessageKey(err.message) ? t(c.get('locale'), err.message) : err.message;
    status = err.status;
    // Field errors keep their list, as the router's own error answer does.
    text = JSON.stringify(err instanceof FieldError ? validationBody(c.get('locale'), err.issues) : errorBody(err.code, message, err.details));
  }
  if (retryable(status)) {
    await db.delete(idempotencyKeys).where(where);
  } else {
    await db
      .update(idempotencyKeys)
      .set({ state: 'done', responseStatus: status, responseBody: text, completedAt: sql`now()` })
      .where(where);
  }
  return replay(status, text, false);
}
