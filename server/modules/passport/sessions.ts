// Sessions: random opaque tokens stored as sha256 hashes, tenant-bound, revocable.
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { LoginResult } from '../../../lib/contract/wire.ts';
import { hashToken, newToken, SESSION_DAYS, TOKEN_TYPE } from '../../auth.ts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { sessions } from '../../db/schema/index.ts';

export async function createSession(db: Db, tenantId: string, userId: string): Promise<LoginResult> {
  const token = newToken();
  const now = Date.now();
  await db.insert(sessions).values({
    id: newId('S'),
    tokenHash: hashToken(token),
    userId,
    tenantId,
    createdAt: new Date(now),
    expiresAt: new Date(now + SESSION_DAYS * 86_400_000),
  });
  return { accessToken: token, tokenType: TOKEN_TYPE };
}

/** Revokes every live session of the member, except `keepSessionId` when given. */
export async function revokeSessions(db: Db, userId: string, keepSessionId: string | null = null): Promise<void> {
  const keep = keepSessionId ? ne(sessions.id, keepSessionId) : undefined;
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep));
}

export async function logout(db: Db, tenantId: string, token: string | null): Promise<void> {
  if (!token) return;
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, hashToken(token)), eq(sessions.tenantId, tenantId), isNull(sessions.revokedAt)));
}
