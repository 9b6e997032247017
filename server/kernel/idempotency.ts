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
   * true (default): the key is claimed, the handler run and the key completed in one transaction (the handler's
   * own transactions become savepoints), so a crash leaves either all of it (a retry replays the answer) or
   * none (a retry runs it at once). A second call with the key waits for the first's commit, then replays.
   * false: for a handler that calls a payment provider, which no transaction may wait on: the claim commits
   * first, and a second call meanwhile is refused (409); a crash between the handler's commit and the key's
   * completion leaves the key running, and a retry after STALE_RUNNING_MS runs it again (a second pending
   * top-up at worst; money moves only when a provider confirms one).
   */
  atomic?: boolean;
}

interface KeyRef {
  tenantId: string;
  scope: string;
  key: string;
  hash: string;
}

/**
 * Claims the key for this request: null when claimed, or the stored answer to replay. The claim's time is its
 * fencing token: a request whose key was taken over can no longer complete it.
 */
async function claim(conn: Db, ref: KeyRef, claimedAt: Date): Promise<Response | null> {
  const inserted = await conn
    .insert(idempotencyKeys)
    .values({ tenantId: ref.tenantId, scope: ref.scope, key: ref.key, requestHash: ref.hash, state: 'running', createdAt: claimedAt })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length) {
    if (Math.random() < 0.01) await prune(conn);
    return null;
  }
  const [row] = await conn.select().from(idempotencyKeys).where(keyWhere(ref));
  if (!row) return claim(conn, ref, claimedAt); // pruned in between
  if (row.requestHash !== ref.hash) throw new ApiError(422, 'IDEMPOTENCY_MISMATCH', 'idempotencyMismatch');
  if (row.state === 'done') return replay(row.responseStatus ?? 200, row.responseBody ?? 'null', true);
  const takenOver = await conn
    .update(idempotencyKeys)
    .set({ createdAt: claimedAt })
    .where(and(keyWhere(ref), eq(idempotencyKeys.state, 'running'), lt(idempotencyKeys.createdAt, new Date(Date.now() - STALE_RUNNING_MS))))
    .returning({ key: idempotencyKeys.key });
  if (takenOver.length === 0) throw inProgress();
  return null;
}

const keyWhere = (ref: KeyRef) => and(eq(idempotencyKeys.tenantId, ref.tenantId), eq(idempotencyKeys.scope, ref.scope), eq(idempotencyKeys.key, ref.key));
const claimWhere = (ref: KeyRef, claimedAt: Date) => and(keyWhere(ref), eq(idempotencyKeys.state, 'running'), eq(idempotencyKeys.createdAt, claimedAt));
const inProgress = () => new ApiError(409, 'IDEMPOTENCY_IN_PROGRESS', 'idempotencyInProgress');

/** Marks the claimed key done with its answer; false when the claim was lost (taken over). */
async function complete(conn: Db, ref: KeyRef, claimedAt: Date, status: number, text: string): Promise<boolean> {
  const done = await conn
    .update(idempotencyKeys)
    .set({ state: 'done', responseStatus: status, responseBody: text, completedAt: sql`now()` })
    .where(claimWhere(ref, claimedAt))
    .returning({ key: idempotencyKeys.key });
  return done.length > 0;
}

/** The answer a refusal (a non-retryable ApiError) gets, as the router would give it. */
function refusalText(c: Context<AppEnv>, err: ApiError): string {
  const message = isMessageKey(err.message) ? t(c.get('locale'), err.message) : err.message;
  // Field errors keep their list, as the router's own error answer does.
  return JSON.stringify(err instanceof FieldError ? validationBody(c.get('locale'), err.issues) : errorBody(err.code, message, err.details));
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
  const hash = requestHash(c.req.method, c.req.path, typeof body === 'string' || body instanceof Uint8Array ? body : JSON.stringify(body ?? null));
  const ref: KeyRef = { tenantId: c.get('tenantId'), scope, key, hash };
  const claimedAt = new Date();

  const run = async (conn: Db) => {
    const replayed = await claim(conn, ref, claimedAt);
    if (replayed) return replayed;
    const response = await handler();
    const text = await response.text();
    if (retryable(response.status)) throw new Unkept(response.status, text);
    // Taken over meanwhile (this request outlived STALE_RUNNING_MS): the other one's answer stands.
    if (!(await complete(conn, ref, claimedAt, response.status, text))) throw inProgress();
    return replay(response.status, text, false);
  };
  const atomic = options.atomic !== false;
  try {
    if (!atomic) return await run(db);
    return await db.transaction(async (tx) => {
      c.set('db', tx as unknown as Db);
      try {
        return await run(tx as unknown as Db);
      } finally {
        c.set('db', db);
      }
    });
  } catch (err) {
    const refused = err instanceof ApiError && !retryable(err.status);
    const ownClaim = !(err instanceof ApiError && (err.code === 'IDEMPOTENCY_IN_PROGRESS' || err.code === 'IDEMPOTENCY_MISMATCH'));
    if (!atomic && ownClaim && !refused) await db.delete(idempotencyKeys).where(claimWhere(ref, claimedAt));
    if (err instanceof Unkept) return replay(err.status, err.text, false);
    if (!refused || !ownClaim) throw err;
    // A refusal changed nothing (its transaction was rolled back, the claim with it): it is kept after it.
    const text = refusalText(c, err);
    if (atomic) {
      await db
        .insert(idempotencyKeys)
        .values({
          tenantId: ref.tenantId,
          scope,
          key,
          requestHash: hash,
          state: 'done',
          responseStatus: err.status,
          responseBody: text,
          completedAt: new Date(),
        })
        .onConflictDoNothing();
    } else {
      await complete(db, ref, claimedAt, err.status, text);
    }
    return replay(err.status, text, false);
  }
}
