// Opaque session tokens (stored as sha256) and the guards: requireAuth (a Customer session: /api/u/*
// and every member route) and requireAdmin (an Admin session: /api/admin/*).
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { Db } from './db/client.ts';
import { sessions, users } from './db/schema/index.ts';
import { UserType } from '../lib/contract/enums.ts';
import { ApiError } from './errors.ts';
import type { AppEnv, UserRow } from './http.ts';

export const SESSION_DAYS = 30;
export const TOKEN_TYPE = 'Bearer';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** `<tokenType> <token>` → token (any token type word is accepted, as the contract sends the stored type). */
export function tokenFromHeader(header: string | undefined | null): string | null {
  if (!header) return null;
  const m = /^\s*(\S+)\s+(\S+)\s*$/.exec(header);
  return m ? m[2] : null;
}

export interface ActiveSession {
  sessionId: string;
  user: UserRow;
}

export async function findActiveSession(db: Db, token: string, tenantId: string): Promise<ActiveSession | null> {
  const rows = await db
    .select({ sessionId: sessions.id, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), eq(sessions.tenantId, tenantId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return rows[0] ?? null;
}

async function sessionOf(c: Parameters<MiddlewareHandler<AppEnv>>[0]): Promise<ActiveSession | null> {
  const token = tokenFromHeader(c.req.header('authorization'));
  return token ? findActiveSession(c.get('db'), token, c.get('tenantId')) : null;
}

/**
 * 401 in the contract error shape unless a live Customer session of this tenant is presented. An
 * operator (Admin) session is not a member session: it gets the same 401 as no session (the
 * contract's answer for "sign in as a member"), so /u/* never serves an operator.
 */
export const requireAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  const found = await sessionOf(c);
  if (!found || found.user.userType !== UserType.Customer) throw new ApiError(401, 'Unauthorized', 'unauthorized');
  c.set('user', found.user);
  c.set('sessionId', found.sessionId);
  await next();
};

/** Operator routes: 401 without a session, 404 for a session that is not an Admin's (the route is not theirs). */
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const found = await sessionOf(c);
  if (!found) throw new ApiError(401, 'Unauthorized', 'unauthorized');
  if (found.user.userType !== UserType.Admin) throw new ApiError(404, 'NotFound', 'notFound');
  c.set('user', found.user);
  c.set('sessionId', found.sessionId);
  await next();
};
