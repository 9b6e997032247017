// Login codes (a signed-in member signs in elsewhere without the password) and the browser extension's
// pre-auth codes (bound to a member, traded once for a session).
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { UserType } from '../../../lib/contract/enums.ts';
import type { LoginResult } from '../../../lib/contract/wire.ts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { loginCodes, users } from '../../db/schema/index.ts';
import { ApiError } from '../../errors.ts';
import type { UserRow } from '../../http.ts';
import { createSession } from './sessions.ts';

/** A session for the member; binds the extension pre-auth code given at sign-in (silently skipped when invalid). */
export async function signIn(db: Db, user: UserRow, preAuthCode?: string | null): Promise<LoginResult> {
  if (preAuthCode?.trim()) await bindPreAuthCode(db, user, preAuthCode, { rebind: false }).catch(() => undefined);
  return createSession(db, user.tenantId, user.id);
}

export const LOGIN_CODE_TTL_MS = 5 * 60_000;
export const PRE_AUTH_TTL_MS = 10 * 60_000;
const LOGIN_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const codeHash = (kind: string, code: string) => createHash('sha256').update(`${kind}:${code.trim().toUpperCase()}`).digest('hex');
const preAuthHash = (code: string) => createHash('sha256').update(`pre-auth:${code.trim()}`).digest('hex');

/** 10 characters of an unambiguous alphabet (50 bits), 5 minutes, single use. */
export async function issueLoginCode(db: Db, user: { id: string; tenantId: string }) {
  let code = '';
  for (let i = 0; i < 10; i++) code += LOGIN_CODE_ALPHABET[randomInt(0, LOGIN_CODE_ALPHABET.length)];
  const expiresAt = new Date(Date.now() + LOGIN_CODE_TTL_MS);
  await db.insert(loginCodes).values({
    id: newId('LC'),
    tenantId: user.tenantId,
    kind: 'login',
    codeHash: codeHash('login', code),
    userId: user.id,
    expiresAt,
  });
  return { loginCode: code, expiresAt: expiresAt.toISOString() };
}

/** Consumes a live code of this tenant and kind atomically; returns its member id. */
async function consumeCode(db: Db, tenantId: string, kind: 'login' | 'pre-auth', hashValue: string) {
  const now = new Date();
  const rows = await db
    .update(loginCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(loginCodes.codeHash, hashValue),
        eq(loginCodes.tenantId, tenantId),
        eq(loginCodes.kind, kind),
        isNull(loginCodes.consumedAt),
        gt(loginCodes.expiresAt, now),
        sql`${loginCodes.userId} IS NOT NULL`,
      ),
    )
    .returning({ userId: loginCodes.userId });
  return rows[0]?.userId ?? null;
}

async function customerById(db: Db, tenantId: string, userId: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId), eq(users.userType, UserType.Customer)))
    .limit(1);
  return user ?? null;
}

export async function loginByCode(db: Db, tenantId: string, code: string): Promise<LoginResult> {
  const userId = code.trim() ? await consumeCode(db, tenantId, 'login', codeHash('login', code)) : null;
  const user = userId ? await customerById(db, tenantId, userId) : null;
  if (!user) throw new ApiError(400, 'LoginFailed', 'loginCodeInvalid');
  return createSession(db, tenantId, user.id);
}

/** The extension asks for a pre-auth code (unbound, 10 minutes): `PA` + 32 url-safe characters. */
export async function issuePreAuthCode(db: Db, tenantId: string) {
  const code = `PA${randomBytes(24).toString('base64url')}`;
  const expiresAt = new Date(Date.now() + PRE_AUTH_TTL_MS);
  await db.insert(loginCodes).values({ id: newId('LC'), tenantId, kind: 'pre-auth', codeHash: preAuthHash(code), expiresAt });
  return { preAuthCode: code, expiresAt: expiresAt.toISOString() };
}

/**
 * Links a live, unconsumed pre-auth code of the member's tenant to the member. bind refuses a code
 * already linked to another member (409); re-bind moves it to this member.
 */
export async function bindPreAuthCode(db: Db, user: UserRow, code: string, opts: { rebind: boolean }) {
  const now = new Date();
  const [row] = await db
    .select()
    .from(loginCodes)
    .where(
      and(
        eq(loginCodes.codeHash, preAuthHash(code)),
        eq(loginCodes.tenantId, user.tenantId),
        eq(loginCodes.kind, 'pre-auth'),
        isNull(loginCodes.consumedAt),
        gt(loginCodes.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row) throw new ApiError(400, 'InvalidPreAuthCode', 'preAuthCodeInvalid');
  if (row.userId && row.userId !== user.id && !opts.rebind) {
    throw new ApiError(409, 'PreAuthCodeBound', 'preAuthBoundToOther');
  }
  await db.update(loginCodes).set({ userId: user.id, boundAt: now }).where(eq(loginCodes.id, row.id));
  return { bound: true as const, expiresAt: row.expiresAt.toISOString() };
}

/** The extension exchanges a bound pre-auth code (once) for its own session. */
export async function loginByPreAuthCode(db: Db, tenantId: string, code: string): Promise<LoginResult> {
  const hashValue = preAuthHash(code);
  const userId = code.trim() ? await consumeCode(db, tenantId, 'pre-auth', hashValue) : null;
  if (!userId) {
    const [pending] = await db
      .select({ id: loginCodes.id })
      .from(loginCodes)
      .where(
        and(
          eq(loginCodes.codeHash, hashValue),
          eq(loginCodes.tenantId, tenantId),
          isNull(loginCodes.userId),
          isNull(loginCodes.consumedAt),
          gt(loginCodes.expiresAt, new Date()),
        ),
      )
      .limit(1);
    if (pending) throw new ApiError(400, 'PreAuthCodeNotBound', 'preAuthNotBound');
    throw new ApiError(400, 'InvalidPreAuthCode', 'preAuthCodeInvalid');
  }
  const user = await customerById(db, tenantId, userId);
  if (!user) throw new ApiError(400, 'InvalidPreAuthCode', 'preAuthCodeInvalid');
  return createSession(db, tenantId, user.id);
}

/** Revokes the session of this token in this tenant; silently does nothing when unknown or revoked. */
