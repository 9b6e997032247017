// Opaque session tokens (stored as sha256) and the /api/u/* guard.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { Db } from './db/client.ts';
import { sessions, users } from './db/schema/index.ts';
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
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        eq(sessions.tenantId, tenantId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** 401 in the contract error shape unless a live session of this tenant is presented. */
export const requireAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = tokenFromHeader(c.req.header('authorization'));
  const found = token ? await findActiveSession(c.get('db'), token, c.get('tenantId')) : null;
  if (!found) throw new ApiError(401, 'Unauthorized', 'unauthorized');
  c.set('user', found.user);
  c.set('sessionId', found.sessionId);
  await next();
};
